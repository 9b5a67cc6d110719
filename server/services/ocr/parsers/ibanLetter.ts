import { checkUaeIban, UAE_IBAN_LENGTH } from '../../../../shared/domain/iban.js';
import { LABELS } from './labels.js';
import { LOOKALIKE_CLASS, repairDigits } from './numbers.js';
import { cleanName, cleanText, compact, latinPart, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';

const IBAN_LABELS = {
  iban: { en: ['IBAN', 'IBAN No', 'IBAN Number', 'International Bank Account Number'], ar: ['رقم الحساب المصرفي الدولي', 'الآيبان'] },
  accountName: { en: ['Account Name', 'Account Holder', 'Account Title', 'Beneficiary Name', 'Customer Name', 'Name'], ar: ['اسم الحساب', 'اسم صاحب الحساب'] },
  bankName: { en: ['Bank Name', 'Name of Bank'], ar: ['اسم البنك'] },
  accountNumber: { en: ['Account Number', 'Account No', 'A/C No'], ar: ['رقم الحساب'] },
  swiftCode: { en: ['SWIFT Code', 'SWIFT', 'BIC', 'SWIFT/BIC'], ar: ['رمز السويفت'] },
  issueDate: { ...LABELS.issueDate, en: [...LABELS.issueDate.en, 'Date'] },
};

/**
 * `AE` and 21 characters that OCR may have broken with spaces or dashes and misread (O for 0,
 * I for 1…): the candidates are repaired, then kept only when they pass the mod-97 check, so a
 * misread IBAN is never offered as read.
 */
const IBAN_CANDIDATE = new RegExp(`A\\s*[EF]\\s*((?:${LOOKALIKE_CLASS}[\\s\\-.]*){${UAE_IBAN_LENGTH - 3}}${LOOKALIKE_CLASS})`, 'g');
const BANK_LINE = /\b([A-Z][A-Za-z&.' ]{2,60}\bBank\b[A-Za-z&.' ]{0,40}|Bank of [A-Z][A-Za-z&.' ]{2,40})/;
const SWIFT = /\b([A-Z]{4}AE[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/;

/** The first UAE IBAN in `text` that passes its check, in electronic form. */
export function findUaeIban(text: string): string | undefined {
  for (const match of text.toUpperCase().matchAll(IBAN_CANDIDATE)) {
    const check = checkUaeIban(`AE${repairDigits(match[1]!).replace(/[\s\-.]/g, '')}`);
    if (check.valid) return check.iban;
  }
  return undefined;
}

/**
 * A bank's IBAN letter or account certificate (for a refund): the IBAN (checked by mod-97), the
 * account holder, the bank, the account number, the SWIFT code and the letter's date. The bank
 * is read from its label or a letterhead line naming a bank; the IBAN's bank code is not
 * translated to a name here.
 *
 * @example parseIbanLetter('IBAN: AE07 0331 2345 6789 0123 456\nAccount Name: Rashid Al Hammadi').fields.iban // 'AE070331234567890123456'
 */
export function parseIbanLetter(text: string): Parsed {
  const scan = createTextScanner(text, IBAN_LABELS);
  const iban = scan.pick('iban', findUaeIban) ?? findUaeIban(text);
  const bankName = scan.text('bankName', cleanText) ?? scan.lines.map((line) => BANK_LINE.exec(latinPart(line))?.[1]?.trim()).find(Boolean);
  return {
    fields: compact({
      iban,
      accountName: scan.text('accountName', cleanName),
      bankName,
      accountNumber: scan.pick('accountNumber', (value) => /\b(\d{6,20})\b/.exec(repairDigits(value).replace(/[\s-]/g, ''))?.[1]) ?? iban?.slice(7),
      swiftCode: scan.pick('swiftCode', (value) => SWIFT.exec(value.toUpperCase())?.[1]) ?? SWIFT.exec(text)?.[1],
      issueDate: scan.date('issueDate'),
    }),
    owners: {},
  };
}
