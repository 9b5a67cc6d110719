import type { Updateable } from 'kysely';
import type { z } from 'zod';
import {
  PROPOSAL_STATUS_REASONS, SETTABLE_PROPOSAL_STATUSES, type ProposalStatus, type ProposalStatusChangeSchema,
} from '../../../shared/contract/proposals/index.js';
import type { ProposalRow, ProposalsTable } from '../../db/schema.js';
import { conflict, unprocessable } from '../../http/httpError.js';

type StatusChange = z.output<typeof ProposalStatusChangeSchema>;

/** Reasons that come with call-back slots (FIELDS.md "lead status" block). */
const CALLBACK_REASONS = new Set(['Requested a call back later', 'Didn’t pick up']);
const QUOTED_REASON = 'Quoted';

/** The reason a status takes, checked against `PROPOSAL_STATUS_REASONS`: required for those statuses, none otherwise. */
function checkedReason(status: ProposalStatus, reason: string | null | undefined): string | null {
  const allowed = PROPOSAL_STATUS_REASONS[status];
  if (!allowed) {
    if (reason) throw unprocessable(`reason: ${status} takes no reason`);
    return null;
  }
  if (!reason) throw unprocessable(`reason: Choose the reason for ${status}`);
  if (!allowed.includes(reason)) throw unprocessable(`reason: "${reason}" is not a reason for ${status}; choose one of ${allowed.join(', ')}`);
  return reason;
}

/**
 * The columns a status block (status, its reason, call-back slots, call-backs done) changes on a
 * proposal, and the note its history records; 409 or 422 naming the field when a rule refuses it.
 */
export function applyStatusChange(row: ProposalRow, body: StatusChange): { set: Updateable<ProposalsTable>; note: string } {
  const set: Updateable<ProposalsTable> = {};
  const notes: string[] = [];
  if (body.proposalStatus !== undefined) {
    if (!SETTABLE_PROPOSAL_STATUSES.includes(body.proposalStatus)) {
      throw unprocessable(`proposalStatus: ${body.proposalStatus} follows payment and issuing; staff cannot set it`);
    }
    if (row.policy_id) throw conflict(`Proposal ${row.ref} has a policy; its status follows the policy.`);
    const reason = checkedReason(body.proposalStatus, body.reason);
    set.status = body.proposalStatus;
    set.status_reason = reason;
    notes.push(reason ? `${body.proposalStatus} – ${reason}` : body.proposalStatus);
    // A status without call-backs leaves nothing due; the slots stay in the arrays as a record.
    if (!reason || !CALLBACK_REASONS.has(reason)) set.callback_at = null;
    if (reason !== QUOTED_REASON) set.quoted_callback_at = null;
    const slotsFor = (times: string[] | undefined, allowed: boolean, field: string, what: string) => {
      if (times === undefined) return undefined;
      if (!allowed) throw unprocessable(`${field}: ${what} call-backs go with ${what === 'Quoted' ? 'the reason Quoted' : 'a call-back reason'}`);
      return times;
    };
    const callbacks = slotsFor(body.callbackTimeArray, reason !== null && CALLBACK_REASONS.has(reason), 'callbackTimeArray', 'Call-back');
    const quoted = slotsFor(body.quotedCallbackTimeArray, reason === QUOTED_REASON, 'quotedCallbackTimeArray', 'Quoted');
    // A new time is announced again when it falls due (the call-back scheduler claims it by `…announced_at IS NULL`).
    if (callbacks) Object.assign(set, { callback_times: JSON.stringify(callbacks), callback_at: callbacks.at(-1) ?? null, callback_done: 0, callback_announced_at: null });
    if (quoted) Object.assign(set, { quoted_callback_times: JSON.stringify(quoted), quoted_callback_at: quoted.at(-1) ?? null, quoted_callback_done: 0, quoted_callback_announced_at: null });
    if (callbacks?.length) notes.push(`call back ${callbacks.at(-1)}`);
    if (quoted?.length) notes.push(`quoted call back ${quoted.at(-1)}`);
  } else if (body.reason !== undefined || body.callbackTimeArray !== undefined || body.quotedCallbackTimeArray !== undefined) {
    throw unprocessable('proposalStatus: Choose the status the reason and call-backs go with');
  }
  if (body.callBackDone) {
    set.callback_done = 1;
    notes.push('call back done');
  }
  if (body.quotedCallBackDone) {
    set.quoted_callback_done = 1;
    notes.push('quoted call back done');
  }
  if (notes.length === 0) throw unprocessable('proposalStatus: Choose a status, or mark a call-back done');
  return { set, note: notes.join('; ') };
}
