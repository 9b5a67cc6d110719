import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './dates.js';

describe('dates', () => {
  it.each([
    ['14/03/1990', '1990-03-14'],
    ['14-03-1990', '1990-03-14'],
    ['14.03.1990', '1990-03-14'],
    ['1990-03-14', '1990-03-14'],
    ['14 Mar 1990', '1990-03-14'],
    ['4 September 2025', '2025-09-04'],
    ['2O/l2/2O26', '2026-12-20'],
    ['25 /03/ 1982', '1982-03-25'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads a date OCR reversed in a right-to-left line as year first', () => {
    expect(parseDate('تاريخ الإصدار 2023/12/21')).toBe('2023-12-21');
  });

  it('rejects dates that do not exist', () => {
    expect(parseDate('31/02/2024')).toBeUndefined();
    expect(parseDate('12/13/2024')).toBeUndefined();
  });

  it('lists every date of a line in order', () => {
    expect(findDates('Issue 02/11/2022   Expiry 01/11/2027')).toEqual(['2022-11-02', '2027-11-01']);
  });
});
