import { ValidationErrorsIBAN, electronicFormatIBAN, validateIBAN } from 'ibantools';

/** A UAE IBAN is 23 characters: AE, two check digits, a 3-digit bank code and a 16-digit account number (CBUAE, since 2011). */
export const UAE_IBAN_LENGTH = 23;

export type IbanCheck =
  | { valid: true; iban: string; bankCode: string; accountNumber: string }
  | { valid: false; iban: string; failed: 'empty' | 'country' | 'length' | 'format' | 'checksum'; message: string };

/**
 * Checks an IBAN for a refund to a UAE bank account, naming the first check it fails: written in
 * any spacing or case, it must be a UAE IBAN (`AE`), 23 characters, digits after the country code,
 * and pass the ISO 13616 mod-97 check. A valid one gives its bank code and account number.
 *
 * @example checkUaeIban('AE07 0331 2345 6789 0123 456') // { valid: true, bankCode: '033', accountNumber: '1234567890123456', … }
 */
export function checkUaeIban(text: string): IbanCheck {
  const iban = electronicFormatIBAN(text) ?? '';
  const refuse = (failed: Extract<IbanCheck, { valid: false }>['failed'], message: string): IbanCheck => ({ valid: false, iban, failed, message });
  if (iban === '') return refuse('empty', 'Enter the IBAN');
  if (!iban.startsWith('AE')) return refuse('country', 'The IBAN must be a UAE IBAN, starting with AE');
  if (iban.length !== UAE_IBAN_LENGTH) return refuse('length', `A UAE IBAN has ${UAE_IBAN_LENGTH} characters; this one has ${iban.length}`);
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.some((code) => code === ValidationErrorsIBAN.WrongBBANFormat || code === ValidationErrorsIBAN.ChecksumNotNumber)) {
    return refuse('format', 'After AE a UAE IBAN has digits only');
  }
  if (errorCodes.length > 0) return refuse('checksum', 'The IBAN check digits do not match (mod-97): a character is mistyped');
  return { valid: true, iban, bankCode: iban.slice(4, 7), accountNumber: iban.slice(7) };
}
