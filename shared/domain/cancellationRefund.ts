import { addMonths, differenceInCalendarDays, parseISO } from 'date-fns';
import { vatOf } from './money.js';

/**
 * One band of the motor short-period scale: a policy cancelled by the insured while it has been
 * in force up to `upToMonths` calendar months returns `refundPercent` of its premium.
 */
export interface ShortPeriodBand {
  label: string;
  upToMonths: number;
  refundPercent: number;
}

/**
 * The short-period scale of the unified motor wording (DOMAIN.md §4.7): in force up to 1 month
 * 80 %, over 1 up to 4 months 70 %, over 4 up to 6 months 50 %, over 6 up to 10 months 30 %, over
 * 10 months nothing. Each upper bound belongs to its band: a policy cancelled exactly one calendar
 * month after its start is still in the first band.
 */
export const SHORT_PERIOD_SCALE: readonly ShortPeriodBand[] = [
  { label: 'Up to 1 month', upToMonths: 1, refundPercent: 80 },
  { label: 'Over 1 and up to 4 months', upToMonths: 4, refundPercent: 70 },
  { label: 'Over 4 and up to 6 months', upToMonths: 6, refundPercent: 50 },
  { label: 'Over 6 and up to 10 months', upToMonths: 10, refundPercent: 30 },
];
const NOTHING_BACK: ShortPeriodBand = { label: 'Over 10 months', upToMonths: Number.POSITIVE_INFINITY, refundPercent: 0 };

export interface RefundInput {
  /** The policy's first and last days of cover and the day the cancellation takes effect, Dubai calendar days `yyyy-MM-dd`. */
  startDate: string;
  endDate: string;
  cancelDate: string;
  /** The premium before VAT, in fils. */
  premiumFils: number;
  /** Fees charged at issue (policy fee, add-on services used), in fils: earned at issue, so never refunded. */
  policyFeesFils: number;
  /** A paid or outstanding at-fault claim on the policy: the scale then returns nothing. */
  atFaultClaim: boolean;
}

export interface RefundPart {
  premiumFils: number;
  vatFils: number;
  totalFils: number;
}

export interface RefundQuote {
  band: ShortPeriodBand;
  daysInForce: number;
  daysOfCover: number;
  /** What the insured gets back by the short-period scale, VAT on the returned premium included. */
  shortPeriod: RefundPart;
  /** The unused days' share of the premium, shown beside it for comparison only. */
  proRata: RefundPart;
  /** The fees kept (never refunded). */
  policyFeesKeptFils: number;
  /** Why the refund is nil when the scale alone would give something. */
  reason?: string;
}

/** VAT follows the premium it is charged on: a returned premium returns its VAT, rounded to the fil. */
function withVat(premiumFils: number): RefundPart {
  const vatFils = vatOf(premiumFils);
  return { premiumFils, vatFils, totalFils: premiumFils + vatFils };
}

/** The band for a cancellation day: the first whose bound, counted in calendar months from the start day, the day does not pass. */
export function shortPeriodBand(startDate: string, cancelDate: string): ShortPeriodBand {
  const start = parseISO(startDate);
  const cancel = parseISO(cancelDate);
  return SHORT_PERIOD_SCALE.find((band) => differenceInCalendarDays(cancel, addMonths(start, band.upToMonths)) <= 0) ?? NOTHING_BACK;
}

/**
 * The refund of a motor policy cancelled by the insured, by the short-period scale, with the pro
 * rata figure beside it. The days must be valid calendar days with the cancellation on or after
 * the start and on or before the last day of cover (the caller refuses the rest with a 400).
 *
 * @example refundQuote({ startDate: '2026-01-10', endDate: '2027-02-09', cancelDate: '2026-03-01', premiumFils: 200_000, policyFeesFils: 5_000, atFaultClaim: false }).shortPeriod.totalFils // 147_000
 */
export function refundQuote(input: RefundInput): RefundQuote {
  const start = parseISO(input.startDate);
  const daysOfCover = differenceInCalendarDays(parseISO(input.endDate), start) + 1;
  const daysInForce = differenceInCalendarDays(parseISO(input.cancelDate), start);
  const band = shortPeriodBand(input.startDate, input.cancelDate);
  const unusedDays = Math.max(0, daysOfCover - daysInForce);
  const proRata = withVat(Math.round((input.premiumFils * unusedDays) / daysOfCover));
  const quote = { band, daysInForce, daysOfCover, proRata, policyFeesKeptFils: input.policyFeesFils };
  if (input.atFaultClaim) return { ...quote, shortPeriod: withVat(0), reason: 'A paid or outstanding at-fault claim: the short-period scale returns nothing' };
  return { ...quote, shortPeriod: withVat(Math.round((input.premiumFils * band.refundPercent) / 100)) };
}
