const dubaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * An instant's calendar day in Asia/Dubai as `yyyy-MM-dd`: the broker's day, which validity spans
 * (a policy's expiry day, a voucher's start and expiry days) and file names are counted in.
 */
export function dubaiDate(at: Date | string): string {
  // Stryker disable next-line ConditionalExpression: new Date(date) copies the instant, so always converting gives the same day
  return dubaiDay.format(typeof at === 'string' ? new Date(at) : at);
}

/** Today (or the day of `at`) in Asia/Dubai as `yyyy-MM-dd`. */
export function todayInDubai(at: Date = new Date()): string {
  return dubaiDate(at);
}

const DAY_MS = 86_400_000;
const midnightOf = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/**
 * The calendar day `days` after `day` (before it when negative), both `yyyy-MM-dd`. Counted on
 * UTC midnights, where every day has 24 hours, so the answer is the same in any time zone; and
 * without a date library's parsing, since lists compute it for every row they show.
 *
 * @example addDays('2026-12-30', 3) // '2027-01-02'
 */
export function addDays(day: string, days: number): string {
  return new Date(midnightOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (`yyyy-MM-dd`), negative when `to` is earlier. @example daysBetween('2026-02-27', '2026-03-01') // 2 */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnightOf(to) - midnightOf(from)) / DAY_MS);
}
