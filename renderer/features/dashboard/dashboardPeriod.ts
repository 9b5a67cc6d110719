import { addDays } from '../../../shared/domain/dubaiDay.js';

/** FIELDS.md "Dashboards": the date presets, then the custom From/To. */
export const PERIODS = ['All', 'Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month', 'This Year', 'Last Year', 'Custom'] as const;
export type Period = (typeof PERIODS)[number];

/** The last day of `day`'s month. */
const monthEnd = (day: string) => addDays(`${nextMonth(day)}-01`, -1);
/** The month after `day`'s, `yyyy-MM`. */
function nextMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * The Dubai days a preset covers, both inclusive, counted back from `today` (`yyyy-MM-dd` in Dubai);
 * none for All (every record) and Custom (the picked days).
 *
 * @example periodDays('Last Month', '2026-03-15') // { from: '2026-02-01', to: '2026-02-28' }
 */
export function periodDays(period: Period, today: string): { from?: string; to?: string } {
  const year = Number(today.slice(0, 4));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (period) {
    case 'Today': return { from: today, to: today };
    case 'Yesterday': return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'Last 7 Days': return { from: addDays(today, -6), to: today };
    case 'Last 30 Days': return { from: addDays(today, -29), to: today };
    case 'This Month': return { from: firstOfMonth, to: today };
    case 'Last Month': {
      const last = addDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 7)}-01`, to: monthEnd(last) };
    }
    case 'This Year': return { from: `${year}-01-01`, to: today };
    case 'Last Year': return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'All':
    case 'Custom':
      return {};
  }
}
