import { LABELS } from './labels.js';
import { fillLeftoverDate } from './dates.js';
import { compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';
import { parsePlateNumber, vehicleFields } from './vehicleFields.js';

const PASSING_LABELS = {
  chassisNo: LABELS.chassisNo, make: LABELS.make, model: LABELS.model, year: LABELS.year, plateNumber: LABELS.plateNumber,
  inspectionDate: { en: ['Inspection Date', 'Test Date', 'Date of Inspection', 'Date of Test'], ar: ['تاريخ الفحص'] },
  expiryDate: { ...LABELS.validUntil, en: [...LABELS.validUntil.en, 'Expiry Date'] },
  result: { en: ['Result', 'Test Result', 'Inspection Result'], ar: ['النتيجة'] },
  title: { en: ['Vehicle Inspection Certificate', 'Passing Certificate'] },
};

function parseResult(value: string): string | undefined {
  if (/pass/i.test(value)) return 'Passed';
  if (/fail/i.test(value)) return 'Failed';
  return undefined;
}

/**
 * A passing (technical inspection) certificate: the car, its plate, the test date, how long the
 * pass is valid, and the result.
 *
 * @example parsePassingPaper('Result: PASSED').fields.result // 'Passed'
 */
export function parsePassingPaper(text: string): Parsed {
  const scan = createTextScanner(text, PASSING_LABELS);
  const dates: Record<string, string | undefined> = { inspectionDate: scan.date('inspectionDate'), expiryDate: scan.date('expiryDate') };
  fillLeftoverDate(dates, Object.keys(dates), scan.lines);
  return {
    fields: compact({
      ...vehicleFields(scan, ['chassisNo', 'make', 'model', 'year']),
      plateNumber: scan.pick('plateNumber', parsePlateNumber),
      ...dates,
      result: scan.pick('result', parseResult),
    }),
    owners: {},
  };
}
