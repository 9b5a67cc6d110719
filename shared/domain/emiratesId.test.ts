import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEmiratesId, isValidEmiratesId, luhnCheckDigit, normalizeEmiratesId } from './emiratesId.js';

describe('Emirates ID', () => {
  it('accepts the documented example with its Luhn check digit', () => {
    expect(isValidEmiratesId('784-1990-1234567-6')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong country prefix and a wrong length', () => {
    expect(isValidEmiratesId('784-1990-1234567-5')).toBe(false);
    expect(isValidEmiratesId('785-1990-1234567-6')).toBe(false);
    expect(isValidEmiratesId('784-1990-123456-6')).toBe(false);
  });

  it('strips pasted spaces and dashes', () => {
    expect(normalizeEmiratesId(' 784 1990-1234567 6')).toBe('784199012345676');
  });

  it('shows 15 digits hyphenated and leaves anything else as given', () => {
    expect(formatEmiratesId('784199012345676')).toBe('784-1990-1234567-6');
    expect(formatEmiratesId('abc')).toBe('abc');
  });

  it('detects every single-digit change of a valid number (Luhn catches all single errors)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), fc.integer({ min: 3, max: 14 }), fc.integer({ min: 1, max: 9 }), (rest, position, delta) => {
        const body = `784${rest}`;
        const valid = body + String(luhnCheckDigit(body));
        expect(isValidEmiratesId(valid)).toBe(true);
        const changed = valid.slice(0, position) + String((Number(valid[position]) + delta) % 10) + valid.slice(position + 1);
        expect(isValidEmiratesId(changed)).toBe(false);
      }),
    );
  });
});
