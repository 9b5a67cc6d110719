import type { Insertable } from 'kysely';
import { CANCELLATION_REASONS } from '../../shared/contract/cancel-request/cancel-request.schema.js';
import type { CancellationStatus } from '../../shared/domain/cancellationRules.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import { formatAed } from '../../shared/domain/format.js';
import type { Db } from '../db/database.js';
import type { CancellationRequestsTable, HistoryTable } from '../db/schema.js';
import { computeRefund, policyTerms } from '../modules/cancel-request/cancellations.repository.js';
import { createRandom } from './random.js';

/**
 * The statuses a demo request is left in. Each leaves its policy Active: a confirmed request
 * cancels its policy and its refund moves money, which only the app's own calls do.
 */
const STATUSES: ReadonlyArray<readonly [CancellationStatus, number]> = [['Requested', 5], ['Sent to insurer', 3], ['Rejected', 2]];
const REJECTIONS = ['The customer kept the car', 'The insurer needs the export certificate first', 'Raised on the wrong policy'];

/**
 * Cancellation requests on the demo's Active motor policies (one per hundred customers by
 * default), each with its short-period refund as the app computes it and its history.
 */
export async function seedCancellationsDemo(db: Db, options: { count: number; seed: number; now: Date; staffIds: readonly string[] }): Promise<number> {
  if (options.count === 0) return 0;
  const random = createRandom(options.seed + 47);
  const today = todayInDubai(options.now);
  const policies = await db.selectFrom('policies').selectAll().where('line', '=', 'motor').where('status', '=', 'Active')
    .where('start_date', '<=', today).where('expiry_date', '>=', today).orderBy('created_at').orderBy('id').limit(options.count).execute();
  const requests: Array<Insertable<CancellationRequestsTable>> = [];
  const history: Array<Insertable<HistoryTable>> = [];
  for (const [index, policy] of policies.entries()) {
    const terms = await policyTerms(db, policy);
    if (!terms) continue;
    const status = random.weighted(STATUSES);
    const atFaultClaim = random.chance(0.1);
    const refund = computeRefund(terms, { cancelDate: today, atFaultClaim });
    const id = `demo-cancellation-${options.seed}-${index}`;
    const ref = `CAN-${String(requests.length + 1).padStart(6, '0')}`;
    const staff = options.staffIds.length > 0 ? random.pick(options.staffIds) : null;
    const at = new Date(options.now.getTime() - random.int(1, 72) * 3_600_000).toISOString();
    const reason = random.pick(CANCELLATION_REASONS);
    const rejection = status === 'Rejected' ? random.pick(REJECTIONS) : null;
    requests.push({
      id, ref, policy_id: policy.id, customer_id: policy.customer_id, company_id: policy.company_id, reason, note: '', cancel_date: today, iban: null,
      at_fault_claim: atFaultClaim ? 1 : 0, status, refund_fils: refund.shortPeriod.totalFils, refund_override_fils: null, refund_override_reason: null,
      refund_method: null, refund_failure: null, rejection_reason: rejection, created_by: staff, created_at: at, updated_at: at,
    });
    const entry = (action: string, detail: string, seq: number): Insertable<HistoryTable> => ({
      id: `${id}-${seq}`, entity_type: 'cancellation' as const, entity_id: id, line: null, account_id: staff, action, detail, created_at: at, updated_at: at,
    });
    history.push(entry('Cancellation requested', `${reason}, from ${today}; refund by the short-period scale ${formatAed(refund.shortPeriod.totalFils)} (${refund.band.label})`, 0));
    if (status === 'Sent to insurer') history.push(entry('Sent to insurer', 'E-mailed to the insurer', 1));
    if (rejection) history.push(entry('Rejected', rejection, 1));
  }
  if (requests.length > 0) {
    await db.insertInto('cancellation_requests').values(requests).execute();
    await db.insertInto('history').values(history).execute();
  }
  return requests.length;
}
