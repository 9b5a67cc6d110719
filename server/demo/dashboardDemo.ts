import { PROPOSAL_STATUS_REASONS } from '../../shared/contract/proposals/index.js';
import { dubaiDate } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { Insertable } from 'kysely';
import type { HistoryTable, VoucherApplicationsTable } from '../db/schema.js';
import type { DemoStaff } from './demoRecords.js';
import { createRandom } from './random.js';

const MINUTE_MS = 60_000;
/** Rows per statement and ids per `IN (…)`: well under both databases' parameter limits. */
const CHUNK = 500;
/** How staff close a lost proposal, as often as they do: a fake inquiry or a duplicate now and then. */
const LOST_REASONS = (PROPOSAL_STATUS_REASONS.Lost ?? []).map((reason, index) => [reason, index < 2 ? 3 : 2] as const);
const CALLBACK_REASON = 'Requested a call back later';
/** Statuses a proposal has before staff first change it. */
const UNTOUCHED = new Set(['Un Attended', 'Quote generated']);

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await write(items.slice(start, start + CHUNK));
}

/**
 * What staff leave on the demo's generated motor and health proposals as they work them, so every
 * figure of both dashboards has something to show (issue 18): the first status change of every
 * proposal staff touched (its history's `Status changed`, minutes to hours after creation and no
 * later than its last change); a
 * reason on each Lost proposal (some fake inquiries and duplicates); health proposals handled by
 * the demo agent and supervisor (their policies with them); call-backs asked for on contacted
 * proposals, and some old call-backs never made, still open and overdue (already announced, as the
 * server would have); and a
 * promo code used on some paid health sales. Deterministic for a seed.
 *
 * @example await seedDashboardDemo(db, { seed: 7, now, staff });
 */
export async function seedDashboardDemo(db: Db, options: { seed: number; now: Date; staff: DemoStaff }): Promise<void> {
  const random = createRandom(options.seed + 18);
  const nowMs = options.now.getTime();
  const { staff } = options;
  const handlers = [staff.agentId, staff.agentId, staff.supervisorId].filter((id): id is string => id !== null);
  const proposals = await db.selectFrom('proposals')
    .select(['id', 'line', 'status', 'status_reason', 'created_at', 'updated_at', 'assigned_to', 'created_by', 'policy_id', 'paid_quote_id', 'voucher_id', 'callback_at', 'callback_done', 'quoted_callback_at', 'quoted_callback_done'])
    .where('line', 'in', ['motor', 'health']).orderBy('id').execute();
  const attended = new Set((await db.selectFrom('history').select('entity_id').where('entity_type', '=', 'proposal').where('action', '=', 'Status changed').execute())
    .map((row) => row.entity_id));
  const vouchers = await db.selectFrom('vouchers').select(['id', 'promo_code', 'created_date', 'expiry_date'])
    .where('is_active', '=', 1).where('removed_at', 'is', null).where('plan_ids', '=', '[]').where('max_uses', 'is', null).orderBy('promo_code').execute();

  const history: Array<Insertable<HistoryTable>> = [];
  const lostReasons = new Map<string, string[]>();
  const assigned = new Map<string, string[]>();
  const callbacks: Array<{ id: string; at: string; done: boolean }> = [];
  const reopened: Array<{ id: string; kind: 'callback' | 'quoted' }> = [];
  /** The lines that have an overdue call-back already: each line gets one at least. */
  const overdueLines = new Set<string>();
  const leftOpen = (line: string) => {
    const open = !overdueLines.has(line) || random.chance(1 / 6);
    overdueLines.add(line);
    return open;
  };
  const promoCodes: Array<Insertable<VoucherApplicationsTable>> = [];

  for (const proposal of proposals) {
    const createdMs = Date.parse(proposal.created_at);
    let agentId = proposal.assigned_to;
    if (proposal.line === 'health' && !agentId && handlers.length > 0 && random.chance(0.75)) {
      agentId = random.pick(handlers);
      assigned.set(agentId, [...(assigned.get(agentId) ?? []), proposal.id]);
    }
    let reason = proposal.status_reason;
    if (proposal.status === 'Lost' && !reason && LOST_REASONS.length > 0) {
      reason = random.weighted(LOST_REASONS);
      lostReasons.set(reason, [...(lostReasons.get(reason) ?? []), proposal.id]);
    }
    // Not every call-back gets made: some past ones are still open, overdue.
    if (proposal.callback_at && proposal.callback_done === 1 && leftOpen(proposal.line)) reopened.push({ id: proposal.id, kind: 'callback' });
    else if (proposal.quoted_callback_at && proposal.quoted_callback_done === 1 && leftOpen(proposal.line)) reopened.push({ id: proposal.id, kind: 'quoted' });
    else if (proposal.status === 'Customer contacted' && !reason && random.chance(0.5)) {
      const dueMs = createdMs + random.int(1, 5) * 24 * 60 * MINUTE_MS;
      callbacks.push({ id: proposal.id, at: new Date(dueMs).toISOString(), done: dueMs < nowMs && !leftOpen(proposal.line) });
      reason = CALLBACK_REASON;
    }
    // Staff's first status change: minutes to hours after creation, and no later than the proposal's last change.
    const attendMs = Math.min(createdMs + random.int(5, 8 * 60) * MINUTE_MS, Date.parse(proposal.updated_at), nowMs - MINUTE_MS);
    if (!UNTOUCHED.has(proposal.status) && !attended.has(proposal.id) && attendMs > createdMs) {
      const at = new Date(attendMs).toISOString();
      const status = proposal.policy_id ? 'Customer contacted' : proposal.status;
      history.push({
        id: newId(new Date(attendMs)), entity_type: 'proposal', entity_id: proposal.id, line: proposal.line, account_id: agentId ?? proposal.created_by ?? staff.adminId,
        action: 'Status changed', detail: !proposal.policy_id && reason ? `${status} – ${reason}` : status, created_at: at, updated_at: at,
      });
    }
    const day = dubaiDate(proposal.created_at);
    const valid = vouchers.filter((voucher) => voucher.created_date <= day && day <= voucher.expiry_date);
    if (proposal.line === 'health' && proposal.paid_quote_id && !proposal.voucher_id && valid.length > 0 && random.chance(0.3)) {
      const voucher = random.pick(valid);
      const at = new Date(createdMs + random.int(2, 30) * MINUTE_MS).toISOString();
      promoCodes.push({ id: newId(new Date(at)), voucher_id: voucher.id, proposal_id: proposal.id, applied_by: null, channel: 'web', applied_at: at });
    }
  }

  await db.transaction().execute(async (trx) => {
    await inChunks(history, (rows) => trx.insertInto('history').values(rows).execute());
    for (const [reason, ids] of lostReasons) await inChunks(ids, (chunk) => trx.updateTable('proposals').set({ status_reason: reason }).where('id', 'in', chunk).execute());
    for (const [agentId, ids] of assigned) {
      await inChunks(ids, async (chunk) => {
        await trx.updateTable('proposals').set({ assigned_to: agentId }).where('id', 'in', chunk).execute();
        await trx.updateTable('policies').set({ assigned_to: agentId }).where('proposal_id', 'in', chunk).where('assigned_to', 'is', null).execute();
      });
    }
    for (const callback of callbacks) {
      await trx.updateTable('proposals').set({
        status_reason: CALLBACK_REASON, callback_times: JSON.stringify([callback.at]), callback_at: callback.at, callback_done: callback.done ? 1 : 0,
        // Announced when it fell due, as the server's announcer would have: a restart does not ring the bell for the demo's past.
        callback_announced_at: Date.parse(callback.at) <= nowMs ? callback.at : null,
      }).where('id', '=', callback.id).execute();
    }
    for (const { id, kind } of reopened) {
      // Announced when it fell due, as below.
      await trx.updateTable('proposals').set(kind === 'callback'
        ? (eb) => ({ callback_done: 0, callback_announced_at: eb.ref('callback_at') })
        : (eb) => ({ quoted_callback_done: 0, quoted_callback_announced_at: eb.ref('quoted_callback_at') })).where('id', '=', id).execute();
    }
    await inChunks(promoCodes, async (rows) => {
      await trx.insertInto('voucher_applications').values(rows).execute();
      for (const row of rows) await trx.updateTable('proposals').set({ voucher_id: row.voucher_id }).where('id', '=', row.proposal_id).execute();
    });
  });
}
