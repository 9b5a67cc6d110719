import { LABELS } from './labels.js';
import { fillLeftoverDate } from './dates.js';
import { findEmirate, findNationality } from './emirateAndNationality.js';
import { digitsParser } from './numbers.js';
import { cleanName, cleanText, compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';

const LICENCE_LABELS = {
  licenceNo: { en: ['License No', 'Licence No', 'License Number', 'Licence Number'], ar: ['رقم الرخصة'] },
  fullName: LABELS.name,
  nationality: LABELS.nationality,
  dateOfBirth: LABELS.dateOfBirth,
  issueDate: LABELS.issueDate,
  expiryDate: LABELS.expiryDate,
  placeOfIssue: LABELS.placeOfIssue,
  tcNo: LABELS.tcNo,
  categories: { en: ['Permitted Vehicles', 'Vehicle Categories', 'Permitted Categories', 'Categories'], ar: ['المركبات المسموح بها', 'فئات المركبات'] },
  authority: { en: ['Licensing Authority'], ar: ['سلطة الترخيص'] },
};

/**
 * A UAE driving licence (DOMAIN.md §1.2): the front has the licence number, holder, dates and the
 * emirate that issued it; the back the traffic code (TC) number and the permitted vehicles.
 *
 * @example parseDrivingLicense('License No.: 1234567\nExpiry Date: 13/04/2027').fields // { side: 'front', licenceNo: '1234567', expiryDate: '2027-04-13' }
 */
export function parseDrivingLicense(text: string): Parsed {
  const scan = createTextScanner(text, LICENCE_LABELS);
  const back = ['tcNo', 'categories', 'authority'] as const;
  const front = ['licenceNo', 'fullName', 'dateOfBirth', 'nationality'] as const;
  // The side whose labels were read more often (a misread label on the other side is outvoted).
  const votes = (keys: readonly (keyof typeof LICENCE_LABELS)[]) => keys.filter((key) => scan.has(key)).length / keys.length;
  const side = votes(front) > votes(back) ? 'front' : votes(back) > votes(front) ? 'back' : undefined;
  const dates: Record<string, string | undefined> = { dateOfBirth: scan.date('dateOfBirth'), issueDate: scan.date('issueDate'), expiryDate: scan.date('expiryDate') };
  fillLeftoverDate(dates, Object.keys(dates), scan.lines);
  return {
    fields: compact({
      side,
      licenceNo: scan.pick('licenceNo', digitsParser(4, 10)),
      fullName: scan.text('fullName', cleanName),
      nationality: scan.text('nationality', (value) => findNationality(value)?.nationality ?? cleanName(value)),
      ...dates,
      placeOfIssue: scan.pick('placeOfIssue', findEmirate) ?? (front ? findEmirate(scan.lines.slice(0, 3).join(' ')) : undefined),
      tcNo: scan.pick('tcNo', digitsParser(5, 10)),
      categories: scan.text('categories', cleanText),
    }),
    owners: {},
  };
}
