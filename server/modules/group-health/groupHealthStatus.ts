import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { LineStatus } from '../../../shared/contract/corporate-customers/index.js';
import { GROUP_HEALTH_LOST_REASONS, type GroupHealthStatus, type GroupHealthStatusChangeSchema } from '../../../shared/contract/group-health/index.js';
import type { GroupHealthProposalsTable } from '../../db/schema.js';
import { unprocessable } from '../../http/httpError.js';

type StatusChange = z.output<typeof GroupHealthStatusChangeSchema>;

/**
 * The columns a group health status change sets and the note its history keeps; 422 naming the
 * field when a rule refuses it (the rules are in `group-health.schema.ts`). Motor's
 * `applyStatusChange` is not reused: its statuses and reasons are the call-centre's lead vocabulary,
 * while these are a commercial proposal's, with their own required fields.
 */
export function groupHealthStatusChange(
  row: { chosen_quote_id: string | null }, change: StatusChange,
): { set: Updateable<GroupHealthProposalsTable>; note: string } {
  const set: Updateable<GroupHealthProposalsTable> = {};
  const notes: string[] = [];
  const status = change.proposalStatus;
  if (status !== undefined) {
    const reason = change.reason?.trim() || null;
    if (status === 'Lost') {
      if (!reason) throw unprocessable(`data.reason: Choose why the proposal was lost (${GROUP_HEALTH_LOST_REASONS.join(', ')})`);
      if (!(GROUP_HEALTH_LOST_REASONS as readonly string[]).includes(reason)) throw unprocessable(`data.reason: "${reason}" is not a reason; choose one of ${GROUP_HEALTH_LOST_REASONS.join(', ')}`);
    } else if (reason) {
      throw unprocessable(`data.reason: Only Lost takes a reason`);
    }
    const callbacks = change.callbackTimeArray ?? [];
    const quoted = change.quotedCallbackTimeArray ?? [];
    if (status === 'Callback Scheduled' && callbacks.length === 0) throw unprocessable('data.callbackTimeArray: Choose the call-back time');
    if (status !== 'Callback Scheduled' && callbacks.length > 0) throw unprocessable('data.callbackTimeArray: Call-back times go with Callback Scheduled');
    if (status === 'Quoted' && quoted.length === 0) throw unprocessable('data.quotedCallbackTimeArray: Choose when to call back about the quote');
    if (status !== 'Quoted' && quoted.length > 0) throw unprocessable('data.quotedCallbackTimeArray: Quoted call-back times go with Quoted');
    if (status === 'Won' && !row.chosen_quote_id) throw unprocessable('data.proposalStatus: Choose the quote the company took before marking it Won');
    // As for proposals: a status without a side's call-backs leaves nothing due there (the times stay as a record),
    // and a new time is announced again when it falls due (the announcer claims it by `…announced_at IS NULL`).
    Object.assign(set, { status, status_reason: reason, callback_at: null, quoted_callback_at: null });
    if (callbacks.length > 0) Object.assign(set, { callback_times: JSON.stringify(callbacks), callback_at: callbacks.at(-1), callback_done: 0, callback_announced_at: null });
    if (quoted.length > 0) Object.assign(set, { quoted_callback_times: JSON.stringify(quoted), quoted_callback_at: quoted.at(-1), quoted_callback_done: 0, quoted_callback_announced_at: null });
    notes.push(reason ? `${status} – ${reason}` : status);
    if (callbacks.length > 0) notes.push(`call back ${callbacks.at(-1)}`);
    if (quoted.length > 0) notes.push(`quoted call back ${quoted.at(-1)}`);
  } else if (change.reason !== undefined || change.callbackTimeArray !== undefined || change.quotedCallbackTimeArray !== undefined) {
    throw unprocessable('data.proposalStatus: Choose the status the reason and call-backs go with');
  }
  if (change.callBackDone) {
    set.callback_done = 1;
    notes.push('call back done');
  }
  if (change.quotedCallBackDone) {
    set.quoted_callback_done = 1;
    notes.push('quoted call back done');
  }
  if (change.readStatus !== undefined) {
    set.read_status = change.readStatus ? 1 : 0;
    notes.push(change.readStatus ? 'marked read' : 'marked unread');
  }
  if (notes.length === 0) throw unprocessable('data.proposalStatus: Choose a status, mark a call-back done or set the read status');
  return { set, note: notes.join('; ') };
}

/**
 * The status a corporate customer's health rows take when one of its group health proposals is
 * created or changes to `status`, given the statuses of its other proposals (the rule is in
 * `group-health.schema.ts`, "The corporate customer's health status").
 *
 * @example corporateHealthStatus('Lost', ['Quoted']) // 'Quoting': another proposal is still open
 */
export function corporateHealthStatus(status: GroupHealthStatus, others: readonly string[]): LineStatus {
  if (status === 'Won') return 'Converted';
  if (status !== 'Lost') return 'Quoting';
  if (others.some((other) => other !== 'Won' && other !== 'Lost')) return 'Quoting';
  return others.includes('Won') ? 'Converted' : 'Lost';
}
