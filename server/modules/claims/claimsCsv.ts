import type { ClaimListItem } from '../../../shared/contract/claims/index.js';
import { csvLine } from '../customers/customersCsv.js';

export const CLAIM_CSV_HEADER = ['Claim No', 'Status', 'Customer', 'Policy', 'Insurer', 'Accident date', 'Registered', 'Assigned to', 'Deadline', 'Due on', 'Overdue'];

/** One claim as a CSV line; the customers export's cell rules (formula defusing, quoting) apply. */
export function claimCsvLine(claim: ClaimListItem): string {
  return csvLine([
    claim.claimNo,
    claim.status,
    claim.customerName,
    claim.policyRef,
    claim.insurerName,
    claim.accidentDate,
    claim.registeredOn,
    claim.assignedTo?.fullName ?? null,
    claim.clock.stage === 'none' ? null : claim.clock.stage,
    claim.clock.dueOn,
    claim.clock.overdue ? 'Yes' : 'No',
  ]);
}
