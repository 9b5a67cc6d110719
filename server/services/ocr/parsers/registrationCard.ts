import { LABELS } from './labels.js';
import { fillLeftoverDate } from './dates.js';
import { findEmirate } from './emirateAndNationality.js';
import { digitsParser } from './numbers.js';
import { cleanText, compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';
import { parsePlateCode, parsePlateNumber, vehicleFields } from './vehicleFields.js';

const REGISTRATION_LABELS = {
  owner: LABELS.owner,
  nationality: LABELS.nationality,
  tcNo: LABELS.tcNo,
  plateNumber: LABELS.plateNumber,
  plateCode: LABELS.plateCode,
  placeOfIssue: { en: ['Place of Issue', 'Issuing Place', 'Registration Place'], ar: ['مكان الإصدار'] },
  registrationDate: { en: ['Reg. Date', 'Registration Date', 'Reg Date', 'Date of Registration'], ar: ['تاريخ التسجيل'] },
  expiryDate: { en: ['Exp. Date', 'Expiry Date', 'Registration Expiry', 'Exp Date'], ar: ['تاريخ الانتهاء'] },
  insuranceExpiryDate: { en: ['Ins. Exp', 'Insurance Expiry', 'Ins. Expiry', 'Insurance Exp'], ar: ['انتهاء التأمين'] },
  insurer: LABELS.insurer,
  policyNumber: LABELS.policyNumber,
  mortgagee: { en: ['Mortgaged By', 'Mortgagee', 'Mortgaged To'], ar: ['مرهونة لدى'] },
  make: LABELS.make,
  model: LABELS.model,
  year: LABELS.year,
  chassisNo: LABELS.chassisNo,
  engineNo: LABELS.engineNo,
  colour: LABELS.colour,
  vehicleType: LABELS.vehicleType,
  origin: LABELS.origin,
  other: { en: ['No. of Pass', 'Empty Weight', 'G.V.W', 'Vehicle Licence', 'Traffic Department'], ar: ['عدد الركاب', 'الوزن الفارغ'] },
};

type RegistrationKey = keyof typeof REGISTRATION_LABELS;
const FRONT_KEYS: RegistrationKey[] = ['owner', 'tcNo', 'plateNumber', 'plateCode', 'registrationDate', 'insuranceExpiryDate', 'policyNumber'];
const BACK_KEYS: RegistrationKey[] = ['chassisNo', 'engineNo', 'year', 'make', 'colour', 'origin', 'vehicleType'];

function parseRegistration(text: string): { fields: Record<string, string | undefined>; side: 'front' | 'back' | undefined } {
  const scan = createTextScanner(text, REGISTRATION_LABELS);
  const frontLabels = FRONT_KEYS.filter((key) => scan.has(key)).length;
  const backLabels = BACK_KEYS.filter((key) => scan.has(key)).length;
  const dates: Record<string, string | undefined> = {
    registrationDate: scan.date('registrationDate'), expiryDate: scan.date('expiryDate'), insuranceExpiryDate: scan.date('insuranceExpiryDate'),
  };
  fillLeftoverDate(dates, Object.keys(dates), scan.lines);
  return {
    side: frontLabels > backLabels ? 'front' : backLabels > frontLabels ? 'back' : undefined,
    fields: {
      ...vehicleFields(scan, ['owner', 'nationality']),
      // Without its label the TC number is still the one line of 7 to 10 digits on the front.
      tcNo: scan.pick('tcNo', digitsParser(5, 10)) ?? (frontLabels > backLabels ? soleNumberLine(scan.lines) : undefined),
      plateNumber: scan.pick('plateNumber', parsePlateNumber),
      plateCode: scan.pick('plateCode', parsePlateCode),
      registrationEmirate: scan.pick('placeOfIssue', findEmirate),
      ...dates,
      insurer: scan.text('insurer', cleanText),
      policyNumber: scan.pick('policyNumber', (value) => value.split(' ')[0]?.replace(/[^A-Za-z0-9/-]/g, '') || undefined),
      mortgagee: scan.text('mortgagee', cleanText),
      ...vehicleFields(scan, ['make', 'model', 'year', 'chassisNo', 'engineNo', 'colour', 'vehicleType', 'origin']),
    },
  };
}

function soleNumberLine(lines: readonly string[]): string | undefined {
  const numbers = lines.filter((line) => /^\d{7,10}$/.test(line));
  return numbers.length === 1 ? numbers[0] : undefined;
}

/**
 * A vehicle registration card (Mulkiya, DOMAIN.md §1.3), one side per scan: the front has the
 * owner, TC number, plate, dates and insurance; the back the car (make, model, year, chassis and
 * engine numbers, colour, type, origin). The side is the one whose labels are in the majority.
 *
 * @example parseRegistrationCard('Chassis No.: JTDBR32E720012345\nModel Year: 2019').fields // { side: 'back', chassisNo: …, year: '2019' }
 */
export function parseRegistrationCard(text: string): Parsed {
  const { fields, side } = parseRegistration(text);
  return { fields: compact({ ...fields, side }), owners: {} };
}

/** A copy of the registration card (often both sides on one page): the same fields, no side. */
export function parseRcFrontCopy(text: string): Parsed {
  return { fields: compact(parseRegistration(text).fields), owners: {} };
}
