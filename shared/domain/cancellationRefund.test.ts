import { describe, expect, it } from 'vitest';
import { refundQuote, shortPeriodBand, type RefundInput } from './cancellationRefund.js';

const policy: Omit<RefundInput, 'cancelDate'> = { startDate: '2026-01-10', endDate: '2027-02-09', premiumFils: 200_000, policyFeesFils: 5_000, atFaultClaim: false };
const refundOn = (cancelDate: string, change: Partial<RefundInput> = {}) => refundQuote({ ...policy, cancelDate, ...change });

describe('the short-period scale', () => {
  it.each([
    ['2026-01-10', 80, 168_000, 'Up to 1 month'],
    ['2026-02-10', 80, 168_000, 'Up to 1 month'],
    ['2026-02-11', 70, 147_000, 'Over 1 and up to 4 months'],
    ['2026-05-10', 70, 147_000, 'Over 1 and up to 4 months'],
    ['2026-05-11', 50, 105_000, 'Over 4 and up to 6 months'],
    ['2026-07-10', 50, 105_000, 'Over 4 and up to 6 months'],
    ['2026-07-11', 30, 63_000, 'Over 6 and up to 10 months'],
    ['2026-11-10', 30, 63_000, 'Over 6 and up to 10 months'],
    ['2026-11-11', 0, 0, 'Over 10 months'],
    ['2027-02-09', 0, 0, 'Over 10 months'],
  ])('cancelled on %s returns %i %% of the premium with its VAT: %i fils (%s)', (cancelDate, percent, totalFils, label) => {
    const quote = refundOn(cancelDate);
    expect(quote.band.refundPercent).toBe(percent);
    expect(quote.band.label).toBe(label);
    expect(quote.shortPeriod.totalFils).toBe(totalFils);
    expect(quote.shortPeriod.vatFils).toBe(quote.shortPeriod.premiumFils / 20);
  });

  it('counts calendar months, so a start on the 31st reaches one month on the last day of February', () => {
    expect(shortPeriodBand('2026-01-31', '2026-02-28').refundPercent).toBe(80);
    expect(shortPeriodBand('2026-01-31', '2026-03-01').refundPercent).toBe(70);
    expect(shortPeriodBand('2028-01-31', '2028-02-29').refundPercent).toBe(80);
    expect(shortPeriodBand('2028-01-31', '2028-03-01').refundPercent).toBe(70);
  });

  it('keeps the policy fees and returns nothing after a paid or outstanding at-fault claim, saying why', () => {
    expect(refundOn('2026-02-01').policyFeesKeptFils).toBe(5_000);
    const claimed = refundOn('2026-02-01', { atFaultClaim: true });
    expect(claimed.shortPeriod).toEqual({ premiumFils: 0, vatFils: 0, totalFils: 0 });
    expect(claimed.reason).toMatch(/at-fault claim/);
    expect(claimed.proRata.totalFils).toBeGreaterThan(0);
    expect(refundOn('2026-02-01').reason).toBeUndefined();
  });

  it('rounds the returned premium and its VAT to the fil, half up', () => {
    expect(refundOn('2026-03-01', { premiumFils: 1_001 }).shortPeriod).toEqual({ premiumFils: 701, vatFils: 35, totalFils: 736 });
    expect(refundOn('2026-01-20', { premiumFils: 13 }).shortPeriod).toEqual({ premiumFils: 10, vatFils: 1, totalFils: 11 });
  });
});

describe('the pro rata figure beside it', () => {
  it("returns the unused days' share of the premium, counting both the first and the last day of cover", () => {
    const quote = refundOn('2026-03-01');
    expect(quote.daysOfCover).toBe(396);
    expect(quote.daysInForce).toBe(50);
    expect(quote.proRata).toEqual({ premiumFils: 174_747, vatFils: 8_737, totalFils: 183_484 });
  });

  it('is the whole premium on the first day and one day of it on the last', () => {
    expect(refundOn('2026-01-10').proRata.premiumFils).toBe(200_000);
    expect(refundOn('2027-02-09').proRata.premiumFils).toBe(Math.round(200_000 / 396));
  });
});
