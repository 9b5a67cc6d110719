/** Whether a query-string value is a picked `yyyy-MM-dd` day. */
export const isDay = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Dubai has no daylight saving: its days start at 20:00 UTC the day before. */
const DUBAI_OFFSET = '+04:00';

/**
 * The ISO bounds of a picked day range, as FIELDS.md sends list filters: the start of the first
 * day and the last millisecond of the last (days in Asia/Dubai).
 *
 * @example dayRange('2025-03-01', '2025-03-31') // { startDate: '2025-02-28T20:00:00.000Z', endDate: '2025-03-31T19:59:59.999Z' }
 */
export function dayRange(from?: string, to?: string): { startDate?: string; endDate?: string } {
  const range: { startDate?: string; endDate?: string } = {};
  if (from) range.startDate = new Date(`${from}T00:00:00.000${DUBAI_OFFSET}`).toISOString();
  if (to) range.endDate = new Date(new Date(`${to}T00:00:00.000${DUBAI_OFFSET}`).getTime() + 86_400_000 - 1).toISOString();
  return range;
}

/**
 * "Invalid selected date" (FIELDS.md) when the range ends before it starts.
 *
 * @example rangeProblem('2025-03-10', '2025-03-01') // 'Invalid selected date'
 */
export function rangeProblem(from?: string, to?: string): string | undefined {
  return from && to && to < from ? 'Invalid selected date' : undefined;
}
