import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dubaiDate, dubaiMonths, todayInDubai } from './dubaiDay.js';

describe('the day in Dubai', () => {
  it('is the UAE calendar day (UTC+4): 20:00 UTC is already the next day, 19:59 is not', () => {
    expect(dubaiDate('2024-03-01T21:30:00.000Z')).toBe('2024-03-02');
    expect(dubaiDate('2024-03-01T20:00:00.000Z')).toBe('2024-03-02');
    expect(dubaiDate('2024-03-01T19:59:59.999Z')).toBe('2024-03-01');
    expect(todayInDubai(new Date('2024-12-31T20:00:00.000Z'))).toBe('2025-01-01');
  });
});

describe('calendar days', () => {
  it('adds days across a month, a leap day and a year, and takes them away', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-20T10:00:00.000Z', 0)).toBe('2026-11-20');
  });

  it('counts the days between two days, negative backwards and zero on the same day', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toBe(3);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(daysBetween('2026-11-20', '2026-11-20')).toBe(0);
  });
});

describe('Dubai calendar months', () => {
  it('ends with the month the instant falls in in Dubai, oldest first, across a year end', () => {
    // 21:00Z on 31 Jan is 1 Feb, 01:00 in Dubai.
    expect(dubaiMonths(new Date('2026-01-31T21:00:00Z'), 3)).toEqual([
      { month: '2025-12', start: '2025-11-30T20:00:00.000Z', end: '2025-12-31T20:00:00.000Z' },
      { month: '2026-01', start: '2025-12-31T20:00:00.000Z', end: '2026-01-31T20:00:00.000Z' },
      { month: '2026-02', start: '2026-01-31T20:00:00.000Z', end: '2026-02-28T20:00:00.000Z' },
    ]);
    // One minute before Dubai's midnight is still January.
    expect(dubaiMonths(new Date('2026-01-31T19:59:00Z'), 1)[0]!.month).toBe('2026-01');
  });
});
