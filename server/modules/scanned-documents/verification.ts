import { EMIRATES } from '../../../shared/contract/proposals/index.js';
import {
  DOCUMENT_FIELDS, DOCUMENT_LABELS, type FieldDef, type FieldValues, type KeptDocumentType, type Verification, type VerificationProblem,
} from '../../../shared/contract/scanned-documents/index.js';
import { luhnCheckDigit, normalizeEmiratesId } from '../../../shared/domain/emiratesId.js';
import { checkUaeIban } from '../../../shared/domain/iban.js';
import { VIN_PATTERN, normalizeVin } from '../../../shared/domain/vin.js';

/** What a document is checked against: the owner's record, or the wizard's `expected` values. */
export interface VerifyExpectations {
  /** The customer's name as kept (English); Arabic names are not compared. */
  fullName?: string | null;
  /** The car's chassis number (VIN). */
  chassisNo?: string | null;
}

/** Fields that must be filled for a document of each type to pass. */
export const REQUIRED_FIELDS: Record<KeptDocumentType, readonly string[]> = {
  emiratesId: ['idNumber', 'fullName', 'expiryDate'],
  drivingLicense: ['licenceNo', 'fullName', 'expiryDate'],
  tradeLicense: ['licenceNo', 'companyName', 'expiryDate'],
  registrationCard: ['ownerName', 'plateNumber', 'expiryDate'],
  rcFrontCopy: ['ownerName', 'plateNumber', 'expiryDate'],
  newCarCard: ['ownerName', 'chassisNo', 'make', 'model'],
  passingPaper: ['chassisNo', 'inspectionDate'],
  ownershipDocument: ['ownerName', 'chassisNo'],
  vehicleClearanceCertificate: ['chassisNo', 'issueDate'],
  companyQuote: ['companyName', 'premium'],
  ibanLetter: ['iban', 'accountName'],
};

/** The field holding the holder's name, compared with the customer's; a trade licence names a company, not the customer. */
const NAME_FIELD: Partial<Record<KeptDocumentType, string>> = {
  emiratesId: 'fullName', drivingLicense: 'fullName', registrationCard: 'ownerName', rcFrontCopy: 'ownerName',
  newCarCard: 'ownerName', ownershipDocument: 'ownerName', vehicleClearanceCertificate: 'ownerName', ibanLetter: 'accountName',
};

/** Dates after which a document is no longer valid. */
const EXPIRY_FIELDS = new Set(['expiryDate', 'insuranceExpiryDate', 'validUntil']);
/** Dates a document was issued on, which can not lie in the future. */
const ISSUE_FIELDS = new Set(['issueDate', 'registrationDate', 'inspectionDate']);

/** Front-side checks: the fields only the front carries, and what to say when only the back was read. */
const FRONT_SIDE: Partial<Record<KeptDocumentType, { fields: readonly string[]; back: string; none: string }>> = {
  registrationCard: {
    fields: ['ownerName', 'plateNumber'],
    back: 'This is the back of the registration card; upload the front.',
    none: 'Upload the front of the registration card: the owner and the plate are on the front.',
  },
  emiratesId: {
    fields: ['fullName', 'arabicName'],
    back: 'This is the back of the Emirates ID; upload the front.',
    none: 'Upload the front of the Emirates ID: the holder\'s name is on the front.',
  },
};

const DUBAI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `yyyy-MM-dd` of the given instant in Asia/Dubai (UTC+4, no DST). */
export function dubaiToday(now: Date): string {
  return DUBAI_DAY.format(now);
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const EMIRATE_NAMES = new Set(EMIRATES.map((name) => name.toLowerCase()));

/** The problem a value's format earns, if any (`DOCUMENT_FIELDS` names each field's format). */
function formatProblem(field: FieldDef, value: string, today: string): VerificationProblem | undefined {
  const problem = (code: VerificationProblem['code'], message: string) => ({ field: field.key, code, message });
  switch (field.format) {
    case 'date':
      if (!isCalendarDate(value)) return problem('format', `${field.label} "${value}" is not a date written as yyyy-MM-dd.`);
      if (field.key === 'dateOfBirth' && value > today) return problem('format', `${field.label} ${value} is in the future.`);
      return undefined;
    case 'emiratesId': {
      const digits = normalizeEmiratesId(value);
      if (!/^784\d{12}$/.test(digits)) return problem('format', `${field.label} must be 784 followed by 12 digits.`);
      if (luhnCheckDigit(digits.slice(0, 14)) !== Number(digits[14])) {
        return problem('checkDigit', `${field.label} ${digits} fails its check digit: look for a misread digit.`);
      }
      return undefined;
    }
    case 'vin':
      return VIN_PATTERN.test(normalizeVin(value))
        ? undefined
        : problem('format', `${field.label} must be 17 letters and digits, without I, O or Q.`);
    case 'year': {
      const latest = Number(today.slice(0, 4)) + 1;
      return /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= latest
        ? undefined
        : problem('format', `${field.label} must be a year between 1900 and ${latest}.`);
    }
    case 'emirate':
      return EMIRATE_NAMES.has(value.trim().replace(/\s+/g, ' ').toLowerCase())
        ? undefined
        : problem('format', `${field.label} must be one of the seven emirates (${EMIRATES.join(', ')}).`);
    case 'amount':
      return AMOUNT.test(value.trim()) ? undefined : problem('format', `${field.label} must be an amount in AED with at most 2 decimals.`);
    case 'side':
      return value === 'front' || value === 'back' ? undefined : problem('format', `${field.label} must be "front" or "back".`);
    case 'iban': {
      const check = checkUaeIban(value);
      if (check.valid) return undefined;
      return problem(check.failed === 'checksum' ? 'checkDigit' : 'format', `${field.label}: ${check.message}.`);
    }
    case 'text':
      return undefined;
  }
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Lower-case words of a Latin-script name: accents, punctuation and extra spaces dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}

/**
 * Whether two names are the same person's: case, punctuation, extra spaces and word order are
 * ignored, and one missing middle name (a word that is neither the first nor the last of the
 * longer name) is tolerated. Names in Arabic script are not compared (transliterations vary;
 * DOMAIN.md §9), so they always match.
 *
 * @example namesMatch('AL HAMMADI, Rashid', 'Rashid Al Hammadi') // true
 */
export function namesMatch(onDocument: string, expected: string): boolean {
  if (ARABIC_SCRIPT.test(onDocument) || ARABIC_SCRIPT.test(expected)) return true;
  const a = nameWords(onDocument);
  const b = nameWords(expected);
  if (a.length === 0 || b.length === 0) return true;
  if (sameWords(a, b)) return true;
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1 || shorter.length < 2) return false;
  return longer.slice(1, -1).some((_word, index) => sameWords([...longer.slice(0, index + 1), ...longer.slice(index + 2)], shorter));
}

function filled(values: FieldValues, key: string): string | undefined {
  const value = values[key]?.trim();
  return value ? value : undefined;
}

/**
 * Checks a document's fields (as corrected by staff) by the rules of its type: required fields,
 * formats, check digits, expiry and issue dates against today in Dubai, the holder's name and the
 * chassis number against the owner's record, and the side of the card. The RC front copy uses the
 * registration card's rules without the side check (spec 000 §5).
 *
 * @example verifyDocument('emiratesId', { idNumber: '784199012345676', fullName: 'Ali Khan', expiryDate: '2030-01-01' }, {}, new Date())
 */
export function verifyDocument(type: KeptDocumentType, values: FieldValues, expected: VerifyExpectations, now: Date): VerificationProblem[] {
  const today = dubaiToday(now);
  const problems: VerificationProblem[] = [];
  const fields = DOCUMENT_FIELDS[type];
  const label = (key: string) => fields.find((field) => field.key === key)?.label ?? key;

  for (const key of REQUIRED_FIELDS[type]) {
    if (!filled(values, key)) problems.push({ field: key, code: 'missing', message: `${label(key)} is required.` });
  }

  for (const field of fields) {
    const value = filled(values, field.key);
    if (!value) continue;
    const problem = formatProblem(field, value, today);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (field.format !== 'date') continue;
    if (EXPIRY_FIELDS.has(field.key) && value < today) {
      problems.push({ field: field.key, code: 'expired', message: `${label(field.key)} ${value} has passed: the ${DOCUMENT_LABELS[type].toLowerCase()} has expired.` });
    }
    if (ISSUE_FIELDS.has(field.key) && value > today) {
      problems.push({ field: field.key, code: 'notYetValid', message: `${label(field.key)} ${value} is in the future.` });
    }
  }

  const front = FRONT_SIDE[type];
  if (front) {
    const side = filled(values, 'side');
    const hasFrontFields = front.fields.some((key) => filled(values, key));
    if (side !== 'front' && !hasFrontFields) {
      problems.push({ field: 'side', code: 'wrongSide', message: side === 'back' ? front.back : front.none });
    }
  }

  const nameField = NAME_FIELD[type];
  const name = nameField && filled(values, nameField);
  if (nameField && name && expected.fullName?.trim() && !namesMatch(name, expected.fullName)) {
    problems.push({ field: nameField, code: 'nameMismatch', message: `${label(nameField)} "${name}" does not match the customer's name "${expected.fullName.trim()}".` });
  }

  const chassis = fields.some((field) => field.key === 'chassisNo') ? filled(values, 'chassisNo') : undefined;
  const expectedChassis = expected.chassisNo?.trim();
  if (chassis && expectedChassis && VIN_PATTERN.test(normalizeVin(chassis)) && normalizeVin(chassis) !== normalizeVin(expectedChassis)) {
    problems.push({
      field: 'chassisNo', code: 'chassisMismatch',
      message: `${label('chassisNo')} ${normalizeVin(chassis)} does not match the car's chassis number ${normalizeVin(expectedChassis)}.`,
    });
  }
  return problems;
}

/**
 * A verification result: valid when no problem was found.
 *
 * @example verificationOf('drivingLicense', fields, { fullName: customer.fullName }, new Date()).valid
 */
export function verificationOf(type: KeptDocumentType, values: FieldValues, expected: VerifyExpectations, now: Date): Verification {
  const problems = verifyDocument(type, values, expected, now);
  return { valid: problems.length === 0, problems, checkedAt: now.toISOString() };
}
