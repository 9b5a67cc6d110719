import { findEmirate } from './emirateAndNationality.js';
import { LABELS } from './labels.js';
import { cleanName, cleanText, compact, type Parsed } from './text.js';
import { createTextScanner, type TextScanner } from './textScanner.js';
import { checkedChassisNo, parsePlateNumber } from './vehicleFields.js';

/**
 * The papers that end a car's registration in the UAE, on which third-party cover ends early
 * (DOMAIN.md §4.7): the vehicle export certificate (the car left the country) and a licensing
 * authority's letter cancelling the registration or transferring the ownership.
 */

const EXIT_LABELS = {
  owner: { ...LABELS.owner, en: [...LABELS.owner.en, 'Exporter', 'Exporter Name', 'Registered Owner'] },
  chassisNo: LABELS.chassisNo,
  plateNumber: LABELS.plateNumber,
  exportDate: { en: ['Export Date', 'Date of Export', 'Exit Date', 'Date of Exit'], ar: ['تاريخ التصدير'] },
  issuingAuthority: { en: ['Issuing Authority', 'Issued By', 'Licensing Authority'], ar: ['جهة الإصدار'] },
  emirate: { en: ['Emirate', ...LABELS.placeOfIssue.en], ar: ['الإمارة', ...LABELS.placeOfIssue.ar] },
  letterDate: { en: ['Date', 'Letter Date', ...LABELS.issueDate.en], ar: ['التاريخ'] },
  reason: { en: ['Subject', 'Reason', 'Purpose', 'Transaction', 'Service'], ar: ['الموضوع', 'السبب'] },
  other: { en: ['Vehicle Export Certificate', 'Export Certificate', 'Certificate No', 'Reference No', 'To Whom It May Concern'], ar: ['شهادة تصدير'] },
};
type Key = keyof typeof EXIT_LABELS;

/** A line naming the authority that issued the paper (a police force, a transport authority, customs). */
const AUTHORITY = /\b(Police|Authority|Customs|Traffic|Licensing)\b/i;

/** Fields both papers carry. */
function carAndOwner(scan: TextScanner<Key>) {
  return {
    ownerName: scan.text('owner', cleanName),
    chassisNo: checkedChassisNo(scan),
    plateNumber: scan.pick('plateNumber', parsePlateNumber),
  };
}

/**
 * A vehicle export certificate: owner, chassis number (kept only when it is a VIN that passes its
 * checks), plate, export date, the issuing authority (labelled, or the letterhead line naming it)
 * and its emirate (labelled, or named in the authority).
 *
 * @example parseExportCertificate('Roads and Transport Authority - Dubai\nExport Date: 03/04/2025').fields
 * // { exportDate: '2025-04-03', issuingAuthority: 'Roads and Transport Authority - Dubai', emirate: 'Dubai' }
 */
export function parseExportCertificate(text: string): Parsed {
  const scan = createTextScanner(text, EXIT_LABELS);
  const issuingAuthority = scan.text('issuingAuthority', cleanText)
    ?? scan.lines.slice(0, 4).map((line) => cleanText(line)).find((line) => line !== undefined && AUTHORITY.test(line) && !/certificate/i.test(line));
  return {
    fields: compact({
      ...carAndOwner(scan),
      exportDate: scan.date('exportDate'),
      issuingAuthority,
      emirate: scan.pick('emirate', findEmirate) ?? (issuingAuthority && findEmirate(issuingAuthority)),
    }),
    owners: {},
  };
}

/** What a licensing authority's letter is about, in the contract's words (`RTA_LETTER_REASONS`). */
function parseReason(value: string): string | undefined {
  if (/transfer|change of owner/i.test(value)) return 'Ownership transfer';
  if (/cancel|de-?regist/i.test(value)) return 'Registration cancelled';
  return undefined;
}

/**
 * A licensing authority's letter: owner, chassis number, plate, the letter's date, and its reason
 * — the registration cancelled or the ownership transferred — from its subject line or, when
 * none is labelled, the first line that names one.
 *
 * @example parseRtaLetter('Subject: Cancellation of vehicle registration\nDate: 10/05/2025').fields
 * // { letterDate: '2025-05-10', reason: 'Registration cancelled' }
 */
export function parseRtaLetter(text: string): Parsed {
  const scan = createTextScanner(text, EXIT_LABELS);
  return {
    fields: compact({
      ...carAndOwner(scan),
      letterDate: scan.date('letterDate'),
      reason: scan.pick('reason', parseReason) ?? scan.lines.map(parseReason).find(Boolean),
    }),
    owners: {},
  };
}
