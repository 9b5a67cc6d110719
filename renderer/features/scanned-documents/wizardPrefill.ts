import type { FieldValues } from '../../../shared/contract/scanned-documents/index.js';
import { EMIRATES, PLATE_CODES } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { CURRENT_INSURERS, wizardLabels, type WizardField, type WizardValues } from '../proposals/public.js';

/** The documents the create wizard reads before the customer and car exist. */
export type WizardDocumentType = 'emiratesId' | 'drivingLicense' | 'registrationCard';

type Convert = (value: string) => string | null;

const day: Convert = (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null);
const text: Convert = (value) => value.trim() || null;
const upper: Convert = (value) => value.trim().toUpperCase() || null;
const emiratesId: Convert = (value) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 15 ? formatEmiratesId(digits) : null;
};
/** OCR reads M/F (or the word); the wizard's radios are male/female. */
const gender: Convert = (value) => {
  const first = value.trim().toLowerCase()[0];
  return first === 'm' ? 'male' : first === 'f' ? 'female' : null;
};
const emirate: Convert = (value) => EMIRATES.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? null;
const plateCode: Convert = (value) => (PLATE_CODES as readonly string[]).find((code) => code === value.trim().toUpperCase()) ?? null;

/** 0–1: how alike two names are (1 − edit distance over the longer length), ignoring case and punctuation. */
export function similarity(a: string, b: string): number {
  const clean = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const x = clean(a);
  const y = clean(b);
  if (!x || !y) return 0;
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return 1 - previous[y.length]! / Math.max(x.length, y.length);
}

/** The insurer of the list the card names, at least 90 % alike (FIELDS.md "fuzzy-matched: insurer ≥90 %"). */
const insurer: Convert = (value) => {
  let best: { name: string; score: number } | null = null;
  for (const name of CURRENT_INSURERS) {
    const score = similarity(value, name);
    if (!best || score > best.score) best = { name, score };
  }
  return best && best.score >= 0.9 ? best.name : null;
};

/** Which read field fills which wizard field, and how its value is written there. */
const PREFILL: Record<WizardDocumentType, ReadonlyArray<[string, WizardField, Convert]>> = {
  emiratesId: [
    ['idNumber', 'emiratesId', emiratesId], ['expiryDate', 'emiratesIdExpiryDate', day], ['fullName', 'fullName', text],
    ['arabicName', 'arabicName', text], ['nationality', 'nationality', text], ['dateOfBirth', 'dateOfBirth', day],
    ['gender', 'gender', gender], ['occupation', 'occupation', text], ['employer', 'employer', text],
  ],
  drivingLicense: [
    ['licenceNo', 'licenceNo', text], ['issueDate', 'licenceIssueDate', day], ['expiryDate', 'licenceExpiryDate', day],
    ['placeOfIssue', 'placeOfIssueDL', emirate], ['tcNo', 'dlTcNo', text],
    ['fullName', 'fullName', text], ['nationality', 'nationality', text], ['dateOfBirth', 'dateOfBirth', day],
  ],
  registrationCard: [
    ['plateNumber', 'plateNumber', text], ['plateCode', 'plateCode', plateCode], ['registrationEmirate', 'registrationEmirate', emirate],
    ['registrationDate', 'registrationDate', day], ['expiryDate', 'regCardExpiryDate', day], ['chassisNo', 'chesisNo', upper],
    ['tcNo', 'tcNo', text], ['engineNo', 'engineNumber', text], ['colour', 'color', text], ['origin', 'origin', text],
    ['insuranceExpiryDate', 'insuranceExpiryDate', day], ['insurer', 'currentInsurer', insurer], ['policyNumber', 'policyNumber', text],
  ],
};

/**
 * The wizard values a read document fills: each known field read, written the wizard's way,
 * except where the agent already typed something (`typed`), which is never overwritten; an empty
 * field or a default the agent left alone takes the read value (UX.md §4: never typed twice).
 *
 * @example prefillFromScan('emiratesId', { idNumber: '784199012345676' }, values, isTyped) // [['emiratesId', '784-1990-1234567-6']]
 */
export function prefillFromScan(
  type: WizardDocumentType,
  fields: FieldValues,
  values: WizardValues,
  typed: (field: WizardField) => boolean,
): Array<[WizardField, string]> {
  const out: Array<[WizardField, string]> = [];
  for (const [source, target, convert] of PREFILL[type]) {
    const raw = fields[source];
    if (!raw) continue;
    const value = convert(raw);
    if (value === null || out.some(([field]) => field === target)) continue;
    const current = values[target];
    if (typeof current === 'string' && current.trim() !== '' && typed(target)) continue;
    if (current === value) continue;
    out.push([target, value]);
  }
  return out;
}

/** The label of a wizard field, for "Filled from the scan: …". */
export function prefillLabel(field: WizardField): string {
  return (wizardLabels as Partial<Record<WizardField, string>>)[field] ?? field;
}
