import { LABELS } from './labels.js';
import { parseAmount } from './numbers.js';
import { cleanText, compact, latinPart, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';

const QUOTE_LABELS = {
  companyName: { en: ['Insurer', 'Insurance Company', 'Company'], ar: ['شركة التأمين'] },
  quoteNumber: { en: ['Quote No', 'Quotation No', 'Quote Number', 'Quotation Number', 'Quote Ref', 'Reference No'], ar: ['رقم عرض السعر'] },
  insuranceType: { en: ['Type of Cover', 'Cover Type', 'Type of Insurance', 'Insurance Type', 'Product'], ar: ['نوع التأمين'] },
  premium: { en: ['Premium', 'Net Premium', 'Annual Premium'], ar: ['القسط'] },
  carValue: { en: ['Insured Value', 'Sum Insured', 'Vehicle Value', 'Car Value'], ar: ['القيمة التأمينية'] },
  excess: { en: ['Excess', 'Deductible'], ar: ['التحمل'] },
  validUntil: LABELS.validUntil,
  other: { en: ['VAT', 'Total Payable', 'Total Premium', 'Motor Insurance Quotation'], ar: ['ضريبة القيمة المضافة', 'المبلغ الإجمالي'] },
};

const INSURER = /\b(Insurance|Takaful|Assurance|Insurers?)\b/i;

/** A type of cover as insurers print it: Comprehensive, Third Party (Liability), or the words read. */
export function parseCover(value: string): string | undefined {
  if (/comprehensive/i.test(value)) return 'Comprehensive';
  if (/third\s*party/i.test(value)) return /liability/i.test(value) ? 'Third Party Liability' : 'Third Party';
  return cleanText(value);
}

/** An insurer's reference (a quote's or a policy's number): the first word with three digits. */
export function parseQuoteNumber(value: string): string | undefined {
  const word = latinPart(value).split(/\s+/).find((token) => /\d{3}/.test(token));
  return word?.replace(/[^A-Za-z0-9/-]/g, '') || undefined;
}

/** The cover named anywhere on a paper's lines, when no label names it. */
export function anyCover(lines: readonly string[]): string | undefined {
  return lines.map(parseCover).find((cover) => cover === 'Comprehensive' || cover?.startsWith('Third Party'));
}

/**
 * An insurer's quotation: the insurer (labelled, or the letterhead), quote number, cover, premium,
 * insured value, excess (amounts as `1234.50`), and the date the offer is valid until.
 *
 * @example parseCompanyQuote('Orient Insurance PJSC\nPremium: AED 2,345.50').fields // { companyName: 'Orient Insurance PJSC', premium: '2345.50' }
 */
export function parseCompanyQuote(text: string): Parsed {
  const scan = createTextScanner(text, QUOTE_LABELS);
  const letterhead = scan.lines.slice(0, 3).map((line) => cleanText(line)).find((line) => line !== undefined && INSURER.test(line) && !/quot/i.test(line))
    ?? cleanText(scan.lines[0] ?? '');
  return {
    fields: compact({
      companyName: scan.text('companyName', cleanText) ?? letterhead,
      quoteNumber: scan.pick('quoteNumber', parseQuoteNumber),
      insuranceType: scan.pick('insuranceType', parseCover) ?? anyCover(scan.lines),
      premium: scan.pick('premium', parseAmount),
      carValue: scan.pick('carValue', parseAmount),
      excess: scan.pick('excess', parseAmount),
      validUntil: scan.date('validUntil'),
    }),
    owners: {},
  };
}
