const dubaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * An instant's calendar day in Asia/Dubai as `yyyy-MM-dd`: the broker's day, which validity spans
 * (a policy's expiry day, a voucher's start and expiry days) and file names are counted in.
 */
export function dubaiDate(at: Date | string): string {
  return dubaiDay.format(typeof at === 'string' ? new Date(at) : at);
}

/** Today (or the day of `at`) in Asia/Dubai as `yyyy-MM-dd`. */
export function todayInDubai(at: Date = new Date()): string {
  return dubaiDate(at);
}
