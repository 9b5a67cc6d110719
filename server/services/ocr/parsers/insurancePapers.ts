import { anyCover, parseCover, parseQuoteNumber } from './companyQuote.js';
import { findDates } from './dates.js';
import { LABELS } from './labels.js';
import { cleanName, cleanText, compact, type Parsed } from './text.js';
import { createTextScanner, type TextScanner } from './textScanner.js';
import { checkedChassisNo, parsePlateNumber } from './vehicleFields.js';

/**
 * The insurer's papers of a cancellation (DOMAIN.md §4.7): the certificate of motor insurance and
 * the reversal-of-insurance (cancellation) certificate. Both name the insurer, the policy, the
 * insured and the car; the first gives the period and the cover, the second the date cover ends.
 */

const INSURER_PAPER_LABELS = {
  // Not "Insurance Co": OCR finds it, a letter off, in the name of the insurer itself ("Orient Insurance PJSC").
  insurer: { ...LABELS.insurer, en: ['Insurer', 'Insurance Company', 'Insured By', 'Issuing Company'] },
  policyNumber: { ...LABELS.policyNumber, en: [...LABELS.policyNumber.en, 'Policy Ref', 'Policy Reference'] },
  insuredName: { en: ['Insured Name', 'Name of Insured', 'Name of the Insured', 'Policy Holder', 'Policyholder'], ar: ['اسم المؤمن له', 'المؤمن له'] },
  chassisNo: LABELS.chassisNo,
  plateNumber: LABELS.plateNumber,
  periodFrom: { en: ['Period From', 'From Date', 'Effective From', 'Start Date', 'Inception Date', 'Commencement Date'], ar: ['تاريخ البدء', 'من تاريخ'] },
  periodTo: { en: ['Period To', 'To Date', 'End Date', ...LABELS.expiryDate.en], ar: ['تاريخ الانتهاء', 'إلى تاريخ'] },
  period: { en: ['Period of Insurance', 'Insurance Period', 'Period of Cover'], ar: ['مدة التأمين'] },
  insuranceType: { en: ['Type of Cover', 'Cover Type', 'Type of Insurance', 'Insurance Type'], ar: ['نوع التأمين'] },
  cancellationDate: {
    en: ['Cancellation Date', 'Date of Cancellation', 'Cancelled From', 'Cancellation Effective Date', 'Effective Date', 'Reversal Date'],
    ar: ['تاريخ الإلغاء'],
  },
  other: { en: ['Certificate No', 'Certificate of Motor Insurance', 'Reversal of Insurance', 'Issue Date'], ar: ['شهادة تأمين'] },
};
type Key = keyof typeof INSURER_PAPER_LABELS;

const INSURER = /\b(Insurance|Takaful|Assurance|Insurers?)\b/i;

/**
 * The letterhead line naming an insurance company, else the insurer by its label: a letterhead
 * "Emirates Insurance Company PJSC" holds a label's words, and what follows them is not the insurer.
 */
function insurerOf(scan: TextScanner<Key>): string | undefined {
  return scan.lines.slice(0, 3).filter((line) => !line.includes(':')).map((line) => cleanText(line))
    .find((line) => line !== undefined && INSURER.test(line) && !/certificate|reversal|cancel/i.test(line))
    ?? scan.text('insurer', cleanText);
}

/** Fields both papers carry. */
function commonFields(scan: TextScanner<Key>) {
  return {
    insurer: insurerOf(scan),
    policyNumber: scan.pick('policyNumber', parseQuoteNumber),
    insuredName: scan.text('insuredName', cleanName),
    chassisNo: checkedChassisNo(scan),
  };
}

/**
 * A certificate of motor insurance: the insurer, policy number, insured, chassis number (kept
 * only when it is a VIN that passes its checks), plate, the period from and to (labelled apart,
 * or as one "Period of Insurance" line with both dates) and the type of cover.
 *
 * @example parseInsuranceCertificate('Policy No: MOT/25/001234\nPeriod of Insurance: 01/03/2025 to 28/02/2026').fields
 * // { policyNumber: 'MOT/25/001234', periodFrom: '2025-03-01', periodTo: '2026-02-28' }
 */
export function parseInsuranceCertificate(text: string): Parsed {
  const scan = createTextScanner(text, INSURER_PAPER_LABELS);
  const period = scan.pick('period', (value) => {
    const dates = findDates(value);
    return dates.length >= 2 ? dates : undefined;
  });
  return {
    fields: compact({
      ...commonFields(scan),
      plateNumber: scan.pick('plateNumber', parsePlateNumber),
      periodFrom: scan.date('periodFrom') ?? period?.[0],
      periodTo: scan.date('periodTo') ?? period?.[1],
      insuranceType: scan.pick('insuranceType', parseCover) ?? anyCover(scan.lines),
    }),
    owners: {},
  };
}

/**
 * An insurer's reversal-of-insurance (cancellation) certificate: the insurer, policy number,
 * insured, chassis number and the date the cover ends.
 *
 * @example parseReversalInsurance('Policy No: MOT/25/001234\nCancellation Date: 15/06/2025').fields.cancellationDate // '2025-06-15'
 */
export function parseReversalInsurance(text: string): Parsed {
  const scan = createTextScanner(text, INSURER_PAPER_LABELS);
  return { fields: compact({ ...commonFields(scan), cancellationDate: scan.date('cancellationDate') }), owners: {} };
}
