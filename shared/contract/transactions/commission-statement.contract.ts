import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { CommissionStatementFilterSchema, CommissionStatementResultSchema } from './commission-statement.schema.js';

const base = '/api/admin/transactions';

/**
 * The commission statement finance reads (issue 18 "Commission"): per insurer and Dubai month,
 * the premiums, the commission earned, the net payable to the insurer and the agents' commission.
 * Decisions where the spec is silent:
 * - Paths are ours, beside the spec's `transactions/transactions`: `POST …/commissionstatement`
 *   and `POST …/commissionstatementcsv`, both with the filter body; the module is `transaction`
 *   (read), as the policy transactions list.
 * - A policy is counted once, in the month (Asia/Dubai) of its first `SUCCESS` transaction, when
 *   that transaction falls in the range; further part payments and refund records add nothing,
 *   so a statement's totals equal the sum of `saleBreakdown` over the policies of the successful
 *   transactions the transactions list shows for the same range.
 * - A policy without a stored quote (an imported one) has no breakdown and is left out.
 * - Rows are grouped by the insurer's name on the policy (older policies name it only), ordered
 *   by month then name.
 * - The agent is the proposal's assigned staff member; the share is that account's commission of
 *   the policy's line (sub-admins `autoCommission` / `healthCommission`, 0–100 % of the net
 *   commission); a proposal without one earns no agent commission.
 * - The motor rate is the insurer's current third-party or comprehensive commission (motor quotes
 *   do not keep one, so a rate changed later applies to earlier sales too); health's is the rate
 *   its quote was priced with. The commission is that rate of what the insurer charges (the
 *   premium with add-ons, less motor's no-claims discount); the broker's discounts (agent's,
 *   promo code) come out of it, so "commission earned" can be negative, and then the agent earns
 *   nothing for that policy.
 * - Loyalty points are not stored by any line: the breakdown and the statement have none.
 * - Range: both ends required, the end not before the start (400 `endDate`) and at most five
 *   years after it (400 `endDate`).
 */
export const commissionStatementContract = {
  statement: endpoint({
    method: 'POST', path: `${base}/commissionstatement`, summary: 'Commission per insurer and month',
    permission: 'transaction.read', body: CommissionStatementFilterSchema, response: CommissionStatementResultSchema,
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/commissionstatementcsv`, summary: 'The commission statement as CSV',
    permission: 'transaction.read', body: CommissionStatementFilterSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
};
