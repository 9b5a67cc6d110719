/**
 * A motor policy's cancellation request, from the insured's request to the money back.
 * - Requested: staff raised it with the reason and papers; the refund is computed.
 * - Sent to insurer: the broker asked the insurer to cancel (the insurer cancels, not the broker).
 * - Confirmed: the insurer's cancellation paper arrived; the policy is Cancelled from here on.
 * - Refund pending: the refund was asked of the payment gateway and its answer is awaited.
 * - Refunded: the money is back (through the gateway, or paid another way with its proof).
 * - Refund failed: the gateway refused or did not answer; asking again reuses the same refund.
 *   Staff may withdraw a refund the gateway refused for good: back to Confirmed, to be paid another way.
 * - Rejected: the request ends and the policy stays as it was (written reasons required).
 * A confirmed request with nothing to refund (an at-fault claim, or a band returning nothing)
 * ends at Confirmed.
 */
export const CANCELLATION_STATUSES = ['Requested', 'Sent to insurer', 'Confirmed', 'Refund pending', 'Refunded', 'Refund failed', 'Rejected'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** Where each status may go, and which call takes it there: only plain moves go through `updatestatus`. */
const NEXT: Readonly<Record<CancellationStatus, readonly CancellationStatus[]>> = {
  Requested: ['Sent to insurer', 'Confirmed', 'Rejected'],
  'Sent to insurer': ['Confirmed', 'Rejected'],
  Confirmed: ['Refund pending', 'Refunded'],
  'Refund pending': ['Refunded', 'Refund failed'],
  'Refund failed': ['Refund pending', 'Refunded', 'Confirmed'],
  Refunded: [],
  Rejected: [],
};

/** The statuses a move to which needs its own call (papers or money), and that call's name. */
export const MOVE_CALL: Partial<Record<CancellationStatus, string>> = {
  Confirmed: 'confirmcancelledpolicy with the insurer\'s cancellation paper, or withdrawrefund after a refused refund',
  'Refund pending': 'refundamountnetwork',
  Refunded: 'refundamountnetwork or confirmotherwayrefund',
  'Refund failed': 'refundamountnetwork',
};

export function nextCancellationStatuses(status: CancellationStatus): readonly CancellationStatus[] {
  return NEXT[status];
}

/** The statuses `updatestatus` can set from `status`: the workflow's plain moves. */
export function plainMoves(status: CancellationStatus): CancellationStatus[] {
  return NEXT[status].filter((to) => MOVE_CALL[to] === undefined);
}

/** Why a move is refused, or undefined when the workflow allows it. A rejection needs its reasons in writing. */
export function cancellationMoveRefusal(from: CancellationStatus, to: CancellationStatus, note: string): string | undefined {
  if (!NEXT[from].includes(to)) return `A cancellation request cannot go from ${from} to ${to}`;
  if (to === 'Rejected' && note.trim() === '') return 'A rejection needs its reasons in writing';
  return undefined;
}

/** Details (reason, cancellation day, IBAN, the refund) can be edited until the money moves. */
export function detailsEditable(status: CancellationStatus): boolean {
  return status === 'Requested' || status === 'Sent to insurer' || status === 'Confirmed';
}

/** A refund can be asked for once the insurer confirmed, and again after a failure. */
export function refundable(status: CancellationStatus): boolean {
  return status === 'Confirmed' || status === 'Refund failed';
}
