import { describe, expect, it } from 'vitest';
import { findUaeIban, parseIbanLetter } from './ibanLetter.js';

describe('IBAN letter', () => {
  it('reads the IBAN, the holder, the bank, the account and the date of a typical letter', () => {
    const parsed = parseIbanLetter([
      'Emirates Horizon Bank PJSC',
      'IBAN Certificate',
      'Date: 12/03/2026',
      'Account Name: Rashid Al Hammadi',
      'Account Number: 1234567890123456',
      'IBAN: AE07 0331 2345 6789 0123 456',
      'SWIFT Code: EHBKAEAD',
    ].join('\n'));
    expect(parsed.fields).toEqual({
      iban: 'AE070331234567890123456', accountName: 'Rashid Al Hammadi', bankName: 'Emirates Horizon Bank PJSC',
      accountNumber: '1234567890123456', swiftCode: 'EHBKAEAD', issueDate: '2026-03-12',
    });
  });

  it('repairs letters OCR put for digits, and never offers an IBAN that fails mod-97', () => {
    expect(findUaeIban('IBAN AE07 O33l 2345 6789 0l23 456')).toBe('AE070331234567890123456');
    expect(findUaeIban('IBAN AE07-0331-2345-6789-0123-456')).toBe('AE070331234567890123456');
    expect(findUaeIban('IBAN: AE07 0331 2345 6789 0123 457')).toBeUndefined();
    expect(findUaeIban('GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(parseIbanLetter('IBAN: AE07 0331 2345 6789 0123 457').fields).toEqual({});
  });

  it('finds the IBAN without a label, and the account number from it when none is printed', () => {
    expect(parseIbanLetter('Please transfer to AE070331234567890123456 only').fields).toEqual({ iban: 'AE070331234567890123456', accountNumber: '1234567890123456' });
  });
});
