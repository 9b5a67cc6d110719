import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeVin, normalizeVin, vinCheckDigit, vinModelYear, vinYearCode } from './vin.js';

describe('VIN', () => {
  it('computes the documented check digit of 1HGCM82633A004352 (311 mod 11 = 3)', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('decodes manufacturer, country and model year of a North American Honda', () => {
    const decoded = decodeVin('1hgcm82633a004352', 2026);
    expect(decoded).toMatchObject({ vin: '1HGCM82633A004352', wmi: '1HG', make: 'Honda', country: 'United States', modelYear: 2003 });
    expect(decoded.checkDigit).toEqual({ expected: '3', actual: '3', valid: true });
    expect(decoded.warnings).toEqual([]);
  });

  it('warns, never refuses, on a wrong check digit, saying non-North-American VINs often skip it', () => {
    const decoded = decodeVin('JTMHV05J604123456', 2026);
    expect(decoded.make).toBe('Toyota');
    expect(decoded.checkDigit.valid).toBe(false);
    expect(decoded.warnings.join(' ')).toMatch(/outside North America/);
  });

  it('names an unknown manufacturer code in a warning', () => {
    expect(decodeVin('ZZZ11111111111111', 2026).warnings[0]).toMatch(/ZZZ/);
  });

  it.each([['R', 2024], ['S', 2025], ['T', 2026], ['A', 2010], ['Y', 2000], ['1', 2001], ['9', 2009]])('reads year code %s as %i', (code, year) => {
    expect(vinModelYear(code, 2026)).toBe(year);
  });

  it.each([[2024, 'R'], [2026, 'T'], [2010, 'A'], [2000, 'Y'], [2009, '9'], [1980, 'A'], [1979, '9']])('writes model year %i as code %s', (year, code) => {
    expect(vinYearCode(year)).toBe(code);
  });

  it('has no year for 0 and the unused letters', () => {
    for (const code of ['0', 'I', 'O', 'Q', 'U', 'Z']) expect(vinModelYear(code, 2026)).toBeNull();
  });

  it('refuses a VIN with I, O or Q or of the wrong length', () => {
    expect(() => decodeVin('1HGCM82633A00435')).toThrow();
    expect(() => decodeVin('1HGCM82633A0O4352')).toThrow();
  });

  it('normalises spaces, dashes and case', () => {
    expect(normalizeVin(' 1hg-cm826 33a004352 ')).toBe('1HGCM82633A004352');
  });

  it('always yields a check digit of 0-9 or X that makes the VIN valid once put in place', () => {
    const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
    fc.assert(fc.property(fc.array(fc.constantFrom(...chars), { minLength: 17, maxLength: 17 }), (list) => {
      const digit = vinCheckDigit(list.join(''));
      expect(digit).toMatch(/^[0-9X]$/);
      list[8] = digit;
      expect(decodeVin(list.join('')).checkDigit.valid).toBe(true);
    }));
  });
});
