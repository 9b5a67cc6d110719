import { describe, expect, it } from 'vitest';
import { UAE_PHONE } from './phone.js';

describe('UAE telephone numbers', () => {
  it('takes landlines of each area code and mobiles, in the forms staff type', () => {
    for (const number of ['04 123 4567', '+971 4 123 4567', '00971-2-6543210', '065551234', '09 222 3333', '03-7654321', '07 123 4567', '050 123 4567', '+971501234567', '971 55 765 4321', '561234567']) {
      expect(UAE_PHONE.test(number), number).toBe(true);
    }
  });

  it('refuses unknown area codes, short or long numbers and other signs', () => {
    for (const number of ['01 123 4567', '08 123 4567', '04 123 456', '04 123 45678', '050 123 456', '+44 20 7946 0958', '04/123/4567', 'phone']) {
      expect(UAE_PHONE.test(number), number).toBe(false);
    }
  });
});
