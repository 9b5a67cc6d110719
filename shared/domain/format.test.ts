import { describe, expect, it } from 'vitest';
import { formatAed, formatDate, formatDateTime, formatDiscount, formatTime } from './format.js';

describe('display formats', () => {
  it('shows dates as dd/MM/yyyy in Dubai time', () => {
    // 21:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDate('2026-03-09T21:30:00.000Z')).toBe('10/03/2026');
  });

  it('shows date and time as dd/MM/yyyy HH:mm, 24-hour', () => {
    expect(formatDateTime('2026-03-09T10:05:00.000Z')).toBe('09/03/2026 14:05');
  });

  it('shows a time alone as HH:mm in Dubai time', () => {
    expect(formatTime('2026-03-09T20:05:00.000Z')).toBe('00:05');
    expect(formatTime(undefined)).toBe('-');
  });

  it('shows - for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('shows fils as AED with separators and two decimals', () => {
    expect(formatAed(123450)).toBe('AED 1,234.50');
    expect(formatAed(null)).toBe('-');
  });

  it('shows zero without a sign, however it was reached, and keeps the sign of a real negative amount', () => {
    expect(formatAed(-0)).toBe('AED 0.00');
    expect(formatAed(-[].reduce((sum: number, n: number) => sum + n, 0))).toBe('AED 0.00');
    expect(formatAed(-0.4)).toBe('AED 0.00');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(-1)).toBe('AED -0.01');
    expect(formatAed(-123450)).toBe('AED -1,234.50');
  });

  it('shows a percentage discount as a percentage and a fixed one, kept in fils, in AED', () => {
    expect(formatDiscount({ discountType: 'percentage', discountValue: 12.5 })).toBe('12.5 %');
    expect(formatDiscount({ discountType: 'fixedPrice', discountValue: 5_000 })).toBe('AED 50.00');
  });
});
