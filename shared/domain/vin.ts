/**
 * VIN decoding (DOMAIN.md §2): 17 characters without I, O or Q; the WMI (first three) names the
 * manufacturer; the 10th character is the model year; the 9th is a check digit that only North
 * American VINs must carry, so a wrong one is a warning, never a refusal.
 */

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Year codes from 1980 (`A`) in a 30-year cycle; `I O Q U Z 0` are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

// Stryker disable all: reference data, not logic; a test per entry would only restate the table. decodeVin's use of it is mutated and tested.
/** World manufacturer identifiers of the makes common in the UAE: WMI → [make, manufacturer, country]. */
export const WMI_TABLE: Record<string, readonly [make: string, manufacturer: string, country: string]> = {
  JTD: ['Toyota', 'Toyota Motor Corporation', 'Japan'], JTE: ['Toyota', 'Toyota Motor Corporation', 'Japan'],
  JTM: ['Toyota', 'Toyota Motor Corporation', 'Japan'], JTN: ['Toyota', 'Toyota Motor Corporation', 'Japan'],
  JTF: ['Toyota', 'Toyota Motor Corporation', 'Japan'], JT2: ['Toyota', 'Toyota Motor Corporation', 'Japan'],
  JT3: ['Toyota', 'Toyota Motor Corporation', 'Japan'], '4T1': ['Toyota', 'Toyota Motor Manufacturing Kentucky', 'United States'],
  '5TD': ['Toyota', 'Toyota Motor Manufacturing Indiana', 'United States'], MR0: ['Toyota', 'Toyota Motor Thailand', 'Thailand'],
  JTH: ['Lexus', 'Toyota Motor Corporation (Lexus)', 'Japan'], JTJ: ['Lexus', 'Toyota Motor Corporation (Lexus)', 'Japan'],
  '2T2': ['Lexus', 'Toyota Motor Manufacturing Canada (Lexus)', 'Canada'],
  JN1: ['Nissan', 'Nissan Motor Co.', 'Japan'], JN8: ['Nissan', 'Nissan Motor Co.', 'Japan'], '1N4': ['Nissan', 'Nissan North America', 'United States'],
  '5N1': ['Nissan', 'Nissan North America', 'United States'], JNK: ['Infiniti', 'Nissan Motor Co. (Infiniti)', 'Japan'],
  JMB: ['Mitsubishi', 'Mitsubishi Motors', 'Japan'], JA4: ['Mitsubishi', 'Mitsubishi Motors', 'Japan'], MMB: ['Mitsubishi', 'Mitsubishi Motors Thailand', 'Thailand'],
  JHM: ['Honda', 'Honda Motor Co.', 'Japan'], '1HG': ['Honda', 'Honda of America Mfg.', 'United States'], '2HG': ['Honda', 'Honda of Canada Mfg.', 'Canada'],
  KMH: ['Hyundai', 'Hyundai Motor Company', 'South Korea'], KM8: ['Hyundai', 'Hyundai Motor Company', 'South Korea'],
  '5NP': ['Hyundai', 'Hyundai Motor Manufacturing Alabama', 'United States'],
  KNA: ['Kia', 'Kia Corporation', 'South Korea'], KND: ['Kia', 'Kia Corporation', 'South Korea'], '5XY': ['Kia', 'Kia Georgia', 'United States'],
  WBA: ['BMW', 'BMW AG', 'Germany'], WBS: ['BMW', 'BMW M GmbH', 'Germany'], WBX: ['BMW', 'BMW AG', 'Germany'], '5UX': ['BMW', 'BMW Manufacturing Co.', 'United States'],
  WDD: ['Mercedes-Benz', 'Mercedes-Benz AG', 'Germany'], WDB: ['Mercedes-Benz', 'Mercedes-Benz AG', 'Germany'], W1K: ['Mercedes-Benz', 'Mercedes-Benz AG', 'Germany'],
  W1N: ['Mercedes-Benz', 'Mercedes-Benz AG (SUV)', 'Germany'], '4JG': ['Mercedes-Benz', 'Mercedes-Benz U.S. International', 'United States'],
  '1FA': ['Ford', 'Ford Motor Company', 'United States'], '1FM': ['Ford', 'Ford Motor Company', 'United States'], '1FT': ['Ford', 'Ford Motor Company', 'United States'],
  '1G1': ['Chevrolet', 'General Motors (Chevrolet)', 'United States'], '1GC': ['Chevrolet', 'General Motors (Chevrolet)', 'United States'],
  '1GN': ['Chevrolet', 'General Motors (Chevrolet)', 'United States'], '3GN': ['Chevrolet', 'General Motors Mexico (Chevrolet)', 'Mexico'],
  '1GY': ['Cadillac', 'General Motors (Cadillac)', 'United States'], '1GK': ['GMC', 'General Motors (GMC)', 'United States'], '1GT': ['GMC', 'General Motors (GMC)', 'United States'],
  '1C4': ['Jeep', 'FCA US (Jeep)', 'United States'], '1J4': ['Jeep', 'Chrysler (Jeep)', 'United States'], '2C3': ['Dodge', 'FCA Canada (Dodge)', 'Canada'],
  SAL: ['Land Rover', 'Jaguar Land Rover', 'United Kingdom'], SAJ: ['Jaguar', 'Jaguar Land Rover', 'United Kingdom'],
  WAU: ['Audi', 'Audi AG', 'Germany'], WVW: ['Volkswagen', 'Volkswagen AG', 'Germany'], WVG: ['Volkswagen', 'Volkswagen AG (SUV)', 'Germany'],
  WP0: ['Porsche', 'Porsche AG', 'Germany'], WP1: ['Porsche', 'Porsche AG (SUV)', 'Germany'],
  LVS: ['Ford', 'Changan Ford', 'China'], LGX: ['BYD', 'BYD Auto', 'China'], LB3: ['Geely', 'Geely Automobile', 'China'],
  MA3: ['Suzuki', 'Maruti Suzuki', 'India'], JS2: ['Suzuki', 'Suzuki Motor Corporation', 'Japan'], JM1: ['Mazda', 'Mazda Motor Corporation', 'Japan'],
  JF1: ['Subaru', 'Subaru Corporation', 'Japan'], VF1: ['Renault', 'Renault SA', 'France'], VF3: ['Peugeot', 'Stellantis (Peugeot)', 'France'],
};
// Stryker restore all

/** The expected check digit (`0`–`9` or `X`) of a well-formed VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!;
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The model year of the 10th character: of the two years its code stands for (30 years apart),
 * the latest one not after `latestYear` (next year by default, as models come out early).
 */
export function vinModelYear(code: string, latestYear = new Date().getUTCFullYear() + 1): number | null {
  const index = YEAR_CODES.indexOf(code);
  if (index < 0) return null;
  let year = 1980 + index;
  while (year + 30 <= latestYear) year += 30;
  return year;
}

/** The 10th character standing for a model year (the inverse of `vinModelYear`). */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

export interface VinDecoding {
  vin: string;
  wmi: string;
  manufacturer: string | null;
  make: string | null;
  country: string | null;
  modelYear: number | null;
  checkDigit: { expected: string; actual: string; valid: boolean };
  warnings: string[];
}

/** `' 1hgcm82633a004352 '` → `'1HGCM82633A004352'`. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Decodes a VIN that matches `VIN_PATTERN` (callers validate first). Unknown manufacturers, a
 * wrong check digit and an unused year code are reported as warnings.
 *
 * @example decodeVin('1HGCM82633A004352') // { make: 'Honda', modelYear: 2003, checkDigit: { valid: true }, … }
 */
export function decodeVin(input: string, latestYear?: number): VinDecoding {
  const vin = normalizeVin(input);
  if (!VIN_PATTERN.test(vin)) throw new Error('VIN must be 17 letters and digits, without I, O or Q');
  const wmi = vin.slice(0, 3);
  const known = WMI_TABLE[wmi];
  const warnings: string[] = [];
  if (!known) warnings.push(`Manufacturer code ${wmi} is not in the table: enter the make by hand`);
  const expected = vinCheckDigit(vin);
  const actual = vin[8]!;
  const valid = expected === actual;
  if (!valid) {
    const northAmerican = /^[1-5]/.test(vin);
    warnings.push(northAmerican
      ? `Check digit is ${actual}, expected ${expected}: check the VIN for a typing error`
      : `Check digit is ${actual}, expected ${expected}; many VINs made outside North America do not use it`);
  }
  const modelYear = vinModelYear(vin[9]!, latestYear);
  if (modelYear === null) warnings.push(`The 10th character ${vin[9]} is not a model-year code`);
  return { vin, wmi, manufacturer: known?.[1] ?? null, make: known?.[0] ?? null, country: known?.[2] ?? null, modelYear, checkDigit: { expected, actual, valid }, warnings };
}
