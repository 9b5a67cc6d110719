import { describe, expect, it } from 'vitest';
import { DashboardFilterSchema, latestDashboardEnd } from './dashboard.schema.js';

const issuesOf = (body: unknown) => {
  const parsed = DashboardFilterSchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the dashboard filter', () => {
  it('reads no body as every record of every agent', () => {
    expect(DashboardFilterSchema.parse(undefined)).toEqual({ moduleAccessRole: 'All' });
    expect(DashboardFilterSchema.parse({})).toEqual({ moduleAccessRole: 'All' });
  });

  it('ends a range at most 5 calendar years on, to the millisecond, a leap day rolling to 1 March', () => {
    expect(latestDashboardEnd('2026-03-01T10:00:00.000Z')).toBe('2031-03-01T10:00:00.000Z');
    expect(latestDashboardEnd('2024-02-29T00:00:00.000Z')).toBe('2029-03-01T00:00:00.000Z');
    expect(issuesOf({ startDate: '2024-02-29T00:00:00.000Z', endDate: '2029-03-01T00:00:00.000Z' })).toEqual({});
    expect(issuesOf({ startDate: '2024-02-29T00:00:00.000Z', endDate: '2029-03-01T00:00:00.001Z' })).toEqual({ endDate: 'The date range must not be longer than 5 years' });
  });

  it('takes one end alone, and an end equal to the start, but not an end before it', () => {
    expect(issuesOf({ startDate: '2020-01-01T00:00:00.000Z' })).toEqual({});
    expect(issuesOf({ endDate: '2020-01-01T00:00:00.000Z' })).toEqual({});
    expect(issuesOf({ startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-01-01T00:00:00.000Z' })).toEqual({});
    expect(issuesOf({ startDate: '2020-01-01T00:00:00.000Z', endDate: '2019-12-31T23:59:59.999Z' })).toEqual({ endDate: 'End date must not be before the start date' });
  });

  it('needs the supervisor for Team Of, and knows only the role chips', () => {
    expect(issuesOf({ moduleAccessRole: 'Team Of' })).toEqual({ agentId: 'Choose the supervisor whose team to show' });
    expect(issuesOf({ moduleAccessRole: 'Team Of', agentId: 'a1' })).toEqual({});
    expect(Object.keys(issuesOf({ moduleAccessRole: 'Everyone' }))).toEqual(['moduleAccessRole']);
  });
});
