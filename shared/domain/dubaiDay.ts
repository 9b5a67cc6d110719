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

/** Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/**
 * The `count` Dubai calendar months ending with the one `at` falls in, oldest first: each month as
 * `yyyy-MM` with its bounds as UTC instants (`start` inclusive, `end` exclusive), so a series by
 * month is counted on ISO timestamps alone.
 *
 * @example dubaiMonths(new Date('2026-03-31T21:00:00Z'), 2) // April is already Dubai's month: [{ month: '2026-03', … }, { month: '2026-04', start: '2026-03-31T20:00:00.000Z', end: '2026-04-30T20:00:00.000Z' }]
 */
export function dubaiMonths(at: Date, count: number): Array<{ month: string; start: string; end: string }> {
  const local = new Date(at.getTime() + DUBAI_OFFSET_MS);
  const startOf = (monthsBack: number) => new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - DUBAI_OFFSET_MS);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const start = startOf(back);
    return { month: new Date(start.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 7), start: start.toISOString(), end: startOf(back - 1).toISOString() };
  });
}
