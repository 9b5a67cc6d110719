import { describe, expect, it } from 'vitest';
import { checkUaeIban } from './iban.js';

describe('checkUaeIban', () => {
  it('accepts a UAE IBAN written with spaces or in lower case and gives its bank code and account', () => {
    expect(checkUaeIban('AE07 0331 2345 6789 0123 456')).toEqual({ valid: true, iban: 'AE070331234567890123456', bankCode: '033', accountNumber: '1234567890123456' });
    expect(checkUaeIban('ae070331234567890123456').valid).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['GB82WEST12345698765432', 'country'],
    ['AE07033123456789012345', 'length'],
    ['AE0703312345678901234567', 'length'],
    ['AE07033123456789012345A', 'format'],
    ['AEX70331234567890123456', 'format'],
    ['AE080331234567890123456', 'checksum'],
    ['AE070331234567890123465', 'checksum'],
  ])('refuses %j, naming the failing check %s', (text, failed) => {
    const check = checkUaeIban(text);
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.failed).toBe(failed);
    expect(check.valid === false && check.message.length).toBeGreaterThan(10);
  });
});
