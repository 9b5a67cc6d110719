import { LABELS } from './labels.js';
import { findDates, mrzDate } from './dates.js';
import { findNationality } from './emirateAndNationality.js';
import { digitsParser, findEmiratesIds, repairDigits } from './numbers.js';
import { arabicAfterLabel, cleanName, cleanText, compact, latinPart, type Parsed, toLines } from './text.js';
import { createTextScanner } from './textScanner.js';

const EID_LABELS = {
  idNumber: { en: ['ID Number', 'ID No', 'Identity Number', 'Identity No'], ar: ['رقم الهوية'] },
  fullName: LABELS.name,
  dateOfBirth: LABELS.dateOfBirth,
  nationality: LABELS.nationality,
  gender: { en: ['Sex', 'Gender'], ar: ['الجنس'] },
  issueDate: LABELS.issueDate,
  expiryDate: LABELS.expiryDate,
  cardNumber: { en: ['Card Number', 'Card No'], ar: ['رقم البطاقة'] },
  occupation: { en: ['Occupation', 'Profession'], ar: ['المهنة'] },
  employer: { en: ['Employer', 'Sponsor'], ar: ['صاحب العمل'] },
  issuingPlace: LABELS.placeOfIssue,
};

const MRZ_WEIGHTS = [7, 3, 1];

function mrzCheckDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const value = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * MRZ_WEIGHTS[i % 3]!;
  }
  return String(sum % 10);
}

interface Mrz {
  cardNumber?: string;
  dateOfBirth?: string;
  gender?: string;
  expiryDate?: string;
}

/**
 * The machine-readable zone on the back (ICAO TD1): line 1 `IDARE` or `ILARE`, the card number
 * and its check digit, the ID number; line 2 birth date, sex, expiry, each date with its check
 * digit. Only values whose check digit holds are kept.
 */
function readMrz(lines: readonly string[]): Mrz | undefined {
  const mrz: Mrz = {};
  let found = false;
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, '').toUpperCase();
    const first = /[I1L][DL]ARE([0-9OQDIL]{9})([0-9OQDIL])/.exec(line);
    if (first) {
      found = true;
      const [cardNumber, check] = [repairDigits(first[1]!), repairDigits(first[2]!)];
      if (mrzCheckDigit(cardNumber) === check) mrz.cardNumber = cardNumber;
    }
    const second = /([0-9OQDILSB]{6})([0-9OQDILSB])([MF<])([0-9OQDILSB]{6})([0-9OQDILSB])/.exec(line);
    if (second && line.includes('<')) {
      found = true;
      const [birth, birthCheck, sex, expiry, expiryCheck] = [second[1]!, second[2]!, second[3]!, second[4]!, second[5]!].map((part) => repairDigits(part)) as [string, string, string, string, string];
      if (mrzCheckDigit(birth) === birthCheck) mrz.dateOfBirth = mrzDate(birth, 'birth');
      if (mrzCheckDigit(expiry) === expiryCheck) mrz.expiryDate = mrzDate(expiry, 'expiry');
      if (sex === 'M') mrz.gender = 'Male';
      if (sex === 'F') mrz.gender = 'Female';
    }
  }
  return found ? mrz : undefined;
}

/** `M`, `F`, `Male`, `Female` (a letter OCR doubled, `Mm`, still counts). */
function parseGender(value: string): string | undefined {
  const word = latinPart(value).split(' ')[0] ?? '';
  if (/^(?:male|m[a-z]?)$/i.test(word)) return 'Male';
  if (/^(?:female|f[a-z]?)$/i.test(word)) return 'Female';
  return undefined;
}

/**
 * An Emirates ID, front or back (DOMAIN.md §1.1): the front carries the ID number, names,
 * nationality, birth, issue and expiry dates and sex; the back the card number, occupation,
 * employer and the MRZ (which repeats the ID number, birth and expiry dates and sex).
 *
 * @example parseEmiratesId('ID Number: 784-1990-1234567-6\nName: Rashid Al Hammadi').fields.idNumber // '784199012345676'
 */
export function parseEmiratesId(text: string, arabicText?: string): Parsed {
  const scan = createTextScanner(text, EID_LABELS);
  const mrz = readMrz(scan.lines);
  const back = mrz !== undefined || scan.has('cardNumber') || scan.has('occupation') || scan.has('employer');
  const front = scan.has('fullName') || scan.has('idNumber') || scan.has('dateOfBirth');
  const idNumber = scan.pick('idNumber', (value) => findEmiratesIds(value)[0]) ?? findEmiratesIds(scan.lines.join('\n'))[0];

  const dates = {
    dateOfBirth: scan.date('dateOfBirth') ?? mrz?.dateOfBirth,
    issueDate: scan.date('issueDate'),
    expiryDate: scan.date('expiryDate') ?? mrz?.expiryDate,
  };
  if (!back) fillUnlabelledDates(dates, scan.lines);

  return {
    fields: compact({
      side: back ? 'back' : front ? 'front' : undefined,
      idNumber,
      fullName: scan.text('fullName', cleanName),
      arabicName: arabicAfterLabel(arabicText === undefined ? scan.lines : toLines(arabicText), 'الاسم'),
      nationality: scan.text('nationality', (value) => findNationality(value)?.nationality ?? cleanName(value)),
      ...dates,
      // A lone M or F on a line is the sex, whose small label above it was not read.
      gender: scan.pick('gender', parseGender) ?? mrz?.gender ?? scan.lines.map((line) => (/^(?:M|F|Male|Female)$/.test(line) ? parseGender(line) : undefined)).find(Boolean),
      cardNumber: scan.pick('cardNumber', digitsParser(9, 9)) ?? mrz?.cardNumber,
      occupation: scan.text('occupation', cleanText),
      employer: scan.text('employer', cleanText),
    }),
    owners: {},
  };
}

/**
 * Dates whose label was not read are taken from the card's other dates: the earliest is the
 * birth date (at least 10 years before the others), the latest the expiry, the one between the issue.
 */
function fillUnlabelledDates(dates: { dateOfBirth?: string; issueDate?: string; expiryDate?: string }, lines: readonly string[]): void {
  const known = new Set(Object.values(dates).filter(Boolean));
  const spare = lines.flatMap((line) => findDates(line)).filter((date) => !known.has(date)).sort();
  if (spare.length === 0) return;
  const year = (date: string) => Number(date.slice(0, 4));
  const issued = dates.issueDate ?? dates.expiryDate;
  if (!dates.dateOfBirth && (issued ? year(spare[0]!) <= year(issued) - 10 : spare.length === 3)) dates.dateOfBirth = spare.shift();
  if (!dates.expiryDate && spare.length > 0 && (!dates.issueDate || spare.at(-1)! > dates.issueDate)) dates.expiryDate = spare.pop();
  if (!dates.issueDate && spare.length > 0 && (!dates.expiryDate || spare[0]! < dates.expiryDate)) dates.issueDate = spare.shift();
}
