import { describe, expect, it } from 'vitest';
import { formatUaeMobile, isValidUaeMobile, normalizeUaeMobile } from './mobile.js';

describe('UAE mobile numbers', () => {
  it.each(['0501234567', '501234567', '971501234567', '+971 50 123 4567', '00971-50-123-4567'])('normalises %s to the 9 national digits', (input) => {
    expect(normalizeUaeMobile(input)).toBe('501234567');
  });

  it('accepts only 9 digits starting with 5', () => {
    expect(isValidUaeMobile('501234567')).toBe(true);
    expect(isValidUaeMobile('401234567')).toBe(false);
    expect(isValidUaeMobile('50123456')).toBe(false);
  });

  it('shows +971 5X XXX XXXX', () => {
    expect(formatUaeMobile('501234567')).toBe('+971 50 123 4567');
  });
});
