import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeVin, vinModelYear } from './vin.js';

/**
 * The edges of VIN decoding that staff meet when a car is added by its VIN: the model year read
 * on today's date, the length limit, and the manufacturer and warnings shown beside the VIN.
 * Check digits of the VINs here were worked out by hand (ISO 3779 weights and transliteration).
 */
describe('model year without an explicit latest year, as the cars repository decodes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (iso: string) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(iso));
  };

  it('reads next year’s code as next year (models come out early) and the year after as 30 years back', () => {
    at('2026-06-15T10:00:00Z');
    expect(decodeVin('1HGCM826XVA004352').modelYear).toBe(2027);
    expect(decodeVin('1HGCM8268WA004352').modelYear).toBe(1998);
    expect(decodeVin('1HGCM8263TA004352').modelYear).toBe(2026);
  });

  it('moves on at midnight UTC of 1 January, not a moment earlier', () => {
    at('2026-12-31T23:59:59.999Z');
    expect(decodeVin('1HGCM8268WA004352').modelYear).toBe(1998);
    at('2027-01-01T00:00:00.000Z');
    expect(decodeVin('1HGCM8268WA004352').modelYear).toBe(2028);
  });
});

describe('model year against a given latest year', () => {
  it('takes the later of the two years a code stands for exactly when it is not after the latest year', () => {
    expect(vinModelYear('V', 2027)).toBe(2027);
    expect(vinModelYear('V', 2026)).toBe(1997);
    expect(vinModelYear('A', 2010)).toBe(2010);
    expect(vinModelYear('A', 2009)).toBe(1980);
  });

  it('decodes with the latest year the caller gives', () => {
    expect(decodeVin('1HGCM826XVA004352', 2026).modelYear).toBe(1997);
    expect(decodeVin('1HGCM826XVA004352', 2027).modelYear).toBe(2027);
  });
});

describe('VIN length', () => {
  const message = 'VIN must be 17 letters and digits, without I, O or Q';

  it('refuses 16 and 18 characters and accepts 17, counted after spaces and dashes are dropped', () => {
    expect(() => decodeVin('1HGCM82633A00435')).toThrow(message);
    expect(() => decodeVin('1HGCM82633A0043521')).toThrow(message);
    expect(decodeVin('1HG-CM826 33A004352').vin).toBe('1HGCM82633A004352');
  });
});

describe('what the decoding tells staff', () => {
  it('names the manufacturer, make and country of a known code, with no warning', () => {
    expect(decodeVin('1HGCM82633A004352', 2026)).toEqual({
      vin: '1HGCM82633A004352',
      wmi: '1HG',
      manufacturer: 'Honda of America Mfg.',
      make: 'Honda',
      country: 'United States',
      modelYear: 2003,
      checkDigit: { expected: '3', actual: '3', valid: true },
      warnings: [],
    });
  });

  it('leaves make, manufacturer and country empty for an unknown code and says to enter the make by hand', () => {
    const decoded = decodeVin('ZZZ11111411111111', 2026);
    expect(decoded).toMatchObject({ wmi: 'ZZZ', manufacturer: null, make: null, country: null, checkDigit: { valid: true } });
    expect(decoded.warnings).toEqual(['Manufacturer code ZZZ is not in the table: enter the make by hand']);
  });

  it('asks to check a North American VIN (first character 1 to 5) for a typing error when its check digit is wrong', () => {
    expect(decodeVin('1HGCM82643A004352', 2026)).toMatchObject({
      checkDigit: { expected: '3', actual: '4', valid: false },
      warnings: ['Check digit is 4, expected 3: check the VIN for a typing error'],
    });
    expect(decodeVin('5UXKR0C54L0123456', 2026)).toMatchObject({
      make: 'BMW',
      checkDigit: { expected: '8', actual: '4', valid: false },
      warnings: ['Check digit is 4, expected 8: check the VIN for a typing error'],
    });
  });

  it('only notes the check digit of a VIN from outside North America (first character 6 on)', () => {
    const decoded = decodeVin('6T1BF3FK0C0123456', 2026);
    expect(decoded.checkDigit).toEqual({ expected: '1', actual: '0', valid: false });
    expect(decoded.warnings).toContain('Check digit is 0, expected 1; many VINs made outside North America do not use it');
  });

  it('accepts X as the check digit when the remainder is 10', () => {
    expect(decodeVin('1M8GDM9AXKP042788', 2026).checkDigit).toEqual({ expected: 'X', actual: 'X', valid: true });
    expect(decodeVin('5GZCZ43D13S812715', 2026).checkDigit).toEqual({ expected: '1', actual: '1', valid: true });
  });

  it('warns that a 10th character outside the year codes is no model year', () => {
    const decoded = decodeVin('1HGCM8261UA004352', 2026);
    expect(decoded.modelYear).toBeNull();
    expect(decoded.warnings).toEqual(['The 10th character U is not a model-year code']);
  });
});
