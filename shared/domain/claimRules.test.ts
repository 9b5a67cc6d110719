import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, claimClock, claimMoveRefusal, isTotalLoss, nextClaimStatuses, type ClaimStatus } from './claimRules.js';

describe('the claim workflow', () => {
  it('takes a repair claim from registered to closed, and a rejected one to closed', () => {
    const repair: ClaimStatus[] = ['Registered', 'Documents pending', 'Submitted to insurer', 'Survey', 'Approved', 'Repair in progress', 'Settled', 'Closed'];
    for (let i = 1; i < repair.length; i += 1) expect(claimMoveRefusal(repair[i - 1]!, repair[i]!, ''), `${repair[i - 1]} → ${repair[i]}`).toBeUndefined();
    expect(claimMoveRefusal('Survey', 'Rejected', 'Damage predates the policy')).toBeUndefined();
    expect(claimMoveRefusal('Rejected', 'Closed', '')).toBeUndefined();
  });

  it('settles a total loss without a repair, and lets the insurer ask for more papers at submission or survey', () => {
    expect(claimMoveRefusal('Approved', 'Settled', '')).toBeUndefined();
    expect(claimMoveRefusal('Submitted to insurer', 'Documents pending', '')).toBeUndefined();
    expect(claimMoveRefusal('Survey', 'Documents pending', '')).toBeUndefined();
  });

  it('takes a claim with all its papers straight to the insurer, an approval without a survey, and a withdrawal before submission', () => {
    expect(claimMoveRefusal('Registered', 'Submitted to insurer', '')).toBeUndefined();
    expect(claimMoveRefusal('Submitted to insurer', 'Approved', '')).toBeUndefined();
    expect(claimMoveRefusal('Registered', 'Closed', 'Withdrawn by the customer')).toBeUndefined();
    expect(claimMoveRefusal('Documents pending', 'Closed', 'Withdrawn by the customer')).toBeUndefined();
  });

  it.each([
    ['Registered', 'Approved'],
    ['Documents pending', 'Survey'],
    ['Approved', 'Rejected'],
    ['Repair in progress', 'Approved'],
    ['Settled', 'Repair in progress'],
    ['Closed', 'Registered'],
    ['Rejected', 'Approved'],
  ] as const)('refuses %s → %s, naming both', (from, to) => {
    expect(claimMoveRefusal(from, to, 'note')).toBe(`A claim cannot go from ${from} to ${to}`);
  });

  it("refuses a rejection without the insurer's written reasons", () => {
    expect(claimMoveRefusal('Survey', 'Rejected', '  ')).toMatch(/written reasons/);
    expect(claimMoveRefusal('Submitted to insurer', 'Rejected', '')).toMatch(/written reasons/);
  });

  it('ends every path at Closed, which has no way out', () => {
    expect(nextClaimStatuses('Closed')).toEqual([]);
    for (const status of CLAIM_STATUSES.filter((s) => s !== 'Closed')) expect(nextClaimStatuses(status).length, status).toBeGreaterThan(0);
  });
});

describe("the regulator's clock", () => {
  it('gives the insurer 3 days to acknowledge: in time on the third day, overdue the day after', () => {
    expect(claimClock({ notifiedOn: '2026-11-20' }, '2026-11-20')).toEqual({ stage: 'acknowledgement', dueOn: '2026-11-23', daysLeft: 3, overdue: false });
    expect(claimClock({ notifiedOn: '2026-11-20' }, '2026-11-23')).toEqual({ stage: 'acknowledgement', dueOn: '2026-11-23', daysLeft: 0, overdue: false });
    expect(claimClock({ notifiedOn: '2026-11-20' }, '2026-11-24')).toEqual({ stage: 'acknowledgement', dueOn: '2026-11-23', daysLeft: -1, overdue: true });
  });

  it('then 15 days to pay from complete documents, across a month end', () => {
    const dates = { notifiedOn: '2026-11-20', acknowledgedOn: '2026-11-21', documentsCompleteOn: '2026-11-25' };
    expect(claimClock(dates, '2026-12-10')).toEqual({ stage: 'payment', dueOn: '2026-12-10', daysLeft: 0, overdue: false });
    expect(claimClock(dates, '2026-12-11')).toEqual({ stage: 'payment', dueOn: '2026-12-10', daysLeft: -1, overdue: true });
    expect(claimClock({ notifiedOn: '2026-11-20', documentsCompleteOn: '2026-11-22' }, '2026-11-30').stage).toBe('payment');
  });

  it('stops while the acknowledged claim waits for papers, and once it is settled', () => {
    const none = { stage: 'none', dueOn: null, daysLeft: null, overdue: false };
    expect(claimClock({ notifiedOn: '2026-11-01', acknowledgedOn: '2026-11-02' }, '2026-12-30')).toEqual(none);
    expect(claimClock({ notifiedOn: '2026-11-01', documentsCompleteOn: '2026-11-02', settledOn: '2026-11-05' }, '2026-12-30')).toEqual(none);
  });
});

describe('a total loss', () => {
  it('is a repair above half the pre-accident value, not at it', () => {
    expect(isTotalLoss(5_000_001, 10_000_000)).toBe(true);
    expect(isTotalLoss(5_000_000, 10_000_000)).toBe(false);
    expect(isTotalLoss(4_999_999, 10_000_000)).toBe(false);
  });
});
