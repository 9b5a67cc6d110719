import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_STATUSES, MOVE_CALL, cancellationMoveRefusal, detailsEditable, nextCancellationStatuses, plainMoves, refundable,
} from './cancellationRules.js';

describe('cancellation workflow', () => {
  it('goes from the request to the insurer, its confirmation and the refund, or ends rejected', () => {
    expect(nextCancellationStatuses('Requested')).toEqual(['Sent to insurer', 'Confirmed', 'Rejected']);
    expect(nextCancellationStatuses('Sent to insurer')).toEqual(['Confirmed', 'Rejected']);
    expect(nextCancellationStatuses('Confirmed')).toEqual(['Refund pending', 'Refunded']);
    expect(nextCancellationStatuses('Refund pending')).toEqual(['Refunded', 'Refund failed']);
    expect(nextCancellationStatuses('Refund failed')).toEqual(['Refund pending', 'Refunded', 'Confirmed']);
    expect(nextCancellationStatuses('Refunded')).toEqual([]);
    expect(nextCancellationStatuses('Rejected')).toEqual([]);
  });

  it('lets a status change set only the plain moves; papers and money have their own calls', () => {
    expect(plainMoves('Requested')).toEqual(['Sent to insurer', 'Rejected']);
    expect(plainMoves('Sent to insurer')).toEqual(['Rejected']);
    for (const status of ['Confirmed', 'Refund pending', 'Refund failed', 'Refunded', 'Rejected'] as const) expect(plainMoves(status)).toEqual([]);
    // Each names the call staff must use instead, in the refusal of a status change.
    expect(MOVE_CALL).toEqual({
      Confirmed: "confirmcancelledpolicy with the insurer's cancellation paper, or withdrawrefund after a refused refund",
      'Refund pending': 'refundamountnetwork',
      Refunded: 'refundamountnetwork or confirmotherwayrefund',
      'Refund failed': 'refundamountnetwork',
    });
  });

  it('refuses a move outside the workflow naming both statuses, and a rejection without written reasons', () => {
    expect(cancellationMoveRefusal('Requested', 'Sent to insurer', '')).toBeUndefined();
    expect(cancellationMoveRefusal('Requested', 'Refunded', '')).toBe('A cancellation request cannot go from Requested to Refunded');
    expect(cancellationMoveRefusal('Rejected', 'Requested', 'x')).toBe('A cancellation request cannot go from Rejected to Requested');
    expect(cancellationMoveRefusal('Sent to insurer', 'Rejected', ' \n ')).toBe('A rejection needs its reasons in writing');
    expect(cancellationMoveRefusal('Sent to insurer', 'Rejected', 'Withdrawn')).toBeUndefined();
  });

  it('keeps a request editable and refundable in the right statuses only', () => {
    const where = (rule: (status: (typeof CANCELLATION_STATUSES)[number]) => boolean) => CANCELLATION_STATUSES.filter(rule);
    expect(where(detailsEditable)).toEqual(['Requested', 'Sent to insurer', 'Confirmed']);
    expect(where(refundable)).toEqual(['Confirmed', 'Refund failed']);
  });
});
