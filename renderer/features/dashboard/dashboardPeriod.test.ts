import { describe, expect, it } from 'vitest';
import { PERIODS, periodDays } from './dashboardPeriod.js';

describe('periodDays', () => {
  it('counts each preset back from today, both ends inclusive', () => {
    const today = '2026-03-15';
    expect(Object.fromEntries(PERIODS.map((period) => [period, periodDays(period, today)]))).toEqual({
      All: {},
      Today: { from: '2026-03-15', to: '2026-03-15' },
      Yesterday: { from: '2026-03-14', to: '2026-03-14' },
      'Last 7 Days': { from: '2026-03-09', to: '2026-03-15' },
      'Last 30 Days': { from: '2026-02-14', to: '2026-03-15' },
      'This Month': { from: '2026-03-01', to: '2026-03-15' },
      'Last Month': { from: '2026-02-01', to: '2026-02-28' },
      'This Year': { from: '2026-01-01', to: '2026-03-15' },
      'Last Year': { from: '2025-01-01', to: '2025-12-31' },
      Custom: {},
    });
  });

  it('crosses into the year before in January and knows a leap February and a 31-day month', () => {
    expect(periodDays('Last Month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodDays('Last Month', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodDays('Last Month', '2026-08-31')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(periodDays('Yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });
});
