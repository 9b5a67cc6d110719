import { findNationality } from './emirateAndNationality.js';
import { parseYear, repairDigits } from './numbers.js';
import { cleanName, cleanText, latinPart } from './text.js';
import type { TextScanner } from './textScanner.js';
import { alignVin, findCheckedVin, findVin } from './vinRepair.js';

/**
 * Readers for the car fields every vehicle paper shares, over a scanner whose label table has
 * the matching keys.
 */

/**
 * A plate number: the last group of digits, at most five (a code printed before it is skipped;
 * a numeric code OCR ran into the number, `15 27424` read `1527424`, is cut off).
 */
export function parsePlateNumber(value: string): string | undefined {
  // A letter code may be glued to the number (`M1088`).
  const groups = repairDigits(latinPart(value)).match(/(?<![\d])\d{1,7}(?![\dA-Za-z])/g);
  return groups?.at(-1)?.slice(-5);
}

/** A plate code: one or two letters (Dubai and the northern emirates) or a one- or two-digit category. */
export function parsePlateCode(value: string): string | undefined {
  const word = latinPart(value).split(/\s+/)[0]?.replace(/[^A-Za-z0-9]/g, '');
  return word && /^(?:[A-Z]{1,2}|\d{1,2})$/.test(word) ? word : undefined;
}

/** An engine number: letters and digits (and a dash), at least five characters with three digits. */
export function parseEngineNumber(value: string): string | undefined {
  const word = latinPart(value).split(/\s+/)
    .map((token) => token.replace(/[\])]/g, 'J'))
    .find((token) => /^[A-Z0-9-]{5,20}$/i.test(token) && /\d{3}/.test(token));
  return word?.toUpperCase();
}

type VehicleKey = 'make' | 'model' | 'year' | 'chassisNo' | 'engineNo' | 'colour' | 'vehicleType' | 'origin' | 'owner' | 'nationality';

export function vehicleFields<K extends string>(scan: TextScanner<K | VehicleKey>, keys: readonly VehicleKey[]): Record<string, string | undefined> {
  const read: Record<VehicleKey, () => string | undefined> = {
    make: () => scan.text('make', cleanText),
    model: () => scan.text('model', cleanText),
    year: () => scan.pick('year', parseYear),
    chassisNo: () => scan.pick('chassisNo', findVin) ?? findVin(scan.lines.join('\n'), { join: false }),
    engineNo: () => scan.pick('engineNo', parseEngineNumber),
    colour: () => scan.text('colour', cleanName),
    vehicleType: () => scan.text('vehicleType', cleanText),
    origin: () => scan.text('origin', cleanText),
    owner: () => scan.text('owner', cleanName),
    nationality: () => scan.text('nationality', (value) => findNationality(value)?.nationality ?? cleanName(value)),
  };
  const fields = Object.fromEntries(keys.map((key) => [key === 'owner' ? 'ownerName' : key, read[key]()]));
  if (fields.chassisNo) fields.chassisNo = alignVin(fields.chassisNo, { year: fields.year, make: fields.make });
  return fields;
}

/** The chassis number of a paper checked against a record: labelled or not, only a VIN `findCheckedVin` keeps. */
export function checkedChassisNo<K extends string>(scan: TextScanner<K | 'chassisNo'>): string | undefined {
  return scan.pick('chassisNo', findCheckedVin) ?? findCheckedVin(scan.lines.join('\n'), { join: false });
}
