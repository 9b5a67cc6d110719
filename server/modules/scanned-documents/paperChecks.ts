import type { FieldValues, PaperCheck, PaperCheckType } from '../../../shared/contract/scanned-documents/index.js';
import { normalizeVin } from '../../../shared/domain/vin.js';
import { namesMatch } from './verification.js';

/** What a cancellation paper is checked against: the policy, its customer and its car. */
export interface PolicyRecord {
  /** The insurer's policy number, when known. */
  companyPolicyNumber: string | null;
  /** BrokerDesk's number (`POL-000123`). */
  ref: string;
  customerName: string | null;
  chassisNo: string | null;
  /** `yyyy-MM-dd`. */
  startDate: string | null;
  expiryDate: string | null;
}

/** A reference as compared: capitals, without spaces or punctuation (`MOT / 25-001` is `MOT25001`). */
const bareRef = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

type Check = (fields: FieldValues, policy: PolicyRecord) => PaperCheck;

/** A check of one field: fails when the record holds nothing to compare with or the paper's field was not read. */
function check(field: string, expected: string | null, found: string | undefined, same: (found: string, expected: string) => boolean): PaperCheck {
  const value = found?.trim() || null;
  return { field, ok: expected !== null && value !== null && same(value, expected), expected, found: value };
}

const policyNumber = (field: string): Check => (fields, policy) =>
  // The insurer prints its own number; BrokerDesk's is accepted too (a certificate issued through the broker's system).
  check(field, policy.companyPolicyNumber ?? policy.ref, fields[field], (found) =>
    [policy.companyPolicyNumber, policy.ref].some((number) => number && bareRef(number) === bareRef(found)));

const customerName = (field: string): Check => (fields, policy) => check(field, policy.customerName, fields[field], namesMatch);

const chassis: Check = (fields, policy) => check('chassisNo', policy.chassisNo, fields.chassisNo, (found, expected) => normalizeVin(found) === normalizeVin(expected));

const sameDate = (field: string, of: 'startDate' | 'expiryDate'): Check => (fields, policy) =>
  check(field, policy[of], fields[field], (found, expected) => found === expected);

/** A cancellation's date lies within the policy's period. */
const withinPeriod = (field: string): Check => (fields, policy) =>
  check(field, policy.startDate && policy.expiryDate ? `${policy.startDate} to ${policy.expiryDate}` : null, fields[field],
    (found) => found >= policy.startDate! && found <= policy.expiryDate!);

/**
 * What each paper must agree on with its policy: the insurer's papers name the policy, the
 * insured and the car (and the certificate the period; the reversal a date within it); the
 * export certificate and the RTA letter name the car and its owner, who must be the customer.
 */
const CHECKS: Record<PaperCheckType, readonly Check[]> = {
  insuranceCertificate: [policyNumber('policyNumber'), customerName('insuredName'), chassis, sameDate('periodFrom', 'startDate'), sameDate('periodTo', 'expiryDate')],
  reversalInsurance: [policyNumber('policyNumber'), customerName('insuredName'), chassis, withinPeriod('cancellationDate')],
  exportCertificate: [customerName('ownerName'), chassis],
  rtaLetter: [customerName('ownerName'), chassis],
};

/**
 * The named checks of a paper's fields against its policy; every one must pass for the paper to
 * stand. A field not read, or a record without the value, fails its check: nothing confirms it.
 *
 * @example paperChecks('exportCertificate', { ownerName: 'Ali Khan', chassisNo: 'JTDBR32E720123456' }, policy)
 */
export function paperChecks(type: PaperCheckType, fields: FieldValues, policy: PolicyRecord): PaperCheck[] {
  return CHECKS[type].map((run) => run(fields, policy));
}
