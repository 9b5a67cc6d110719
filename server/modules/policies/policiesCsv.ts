import type { PolicyListItem } from '../../../shared/contract/policies/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { csvLine } from '../customers/customersCsv.js';

export const POLICY_CSV_HEADER = [
  'Policy No', 'Company Policy No', 'Proposal', 'Customer', 'Mobile', 'Company', 'Type', 'Premium (AED)', 'Status', 'Start date', 'Expiry date', 'Source', 'Created',
];

/** One policy as a CSV line; the customers export's cell rules (formula defusing, quoting) apply. */
export function policyCsvLine(policy: PolicyListItem): string {
  return csvLine([
    policy.ref,
    policy.companyPolicyNumber,
    policy.proposalRef,
    policy.customer.fullName,
    `0${policy.customer.mobileNumber}`,
    policy.companyName,
    policy.insuranceType,
    (policy.premiumFils / 100).toFixed(2),
    policy.status,
    policy.startDate,
    policy.expiryDate,
    policy.source,
    dubaiDate(policy.createdAt),
  ]);
}
