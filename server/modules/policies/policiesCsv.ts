import { Readable } from 'node:stream';
import { LIMITS } from '../../../shared/contract/index.js';
import type { PolicyListItem } from '../../../shared/contract/policies/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { csvLine } from '../customers/customersCsv.js';
import type { PoliciesRepository, PolicyFilter } from './policies.repository.js';

const EXPORT_CHUNK_ROWS = 1000;

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

/**
 * A line's policies of the filter as a CSV download (`<fileStem>-<day>.csv`), streamed in chunks up
 * to `LIMITS.exportRows`; the headers say how many rows it has and whether it was cut there.
 */
export async function policiesCsvExport(policies: PoliciesRepository, filter: PolicyFilter, fileStem: string) {
  const total = await policies.total(filter);
  async function* lines() {
    // The BOM makes spreadsheet programs read the UTF-8 (Arabic names) correctly.
    yield `\uFEFF${csvLine(POLICY_CSV_HEADER)}`;
    for await (const chunk of policies.inChunks(filter, EXPORT_CHUNK_ROWS, LIMITS.exportRows)) yield chunk.map(policyCsvLine).join('');
  }
  return {
    fileName: `${fileStem}-${dubaiDate(new Date())}.csv`,
    content: Readable.from(lines()),
    headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
  };
}
