import { luhnCheckDigit } from '../../../shared/domain/emiratesId.js';

/**
 * The sandbox's card rules. Like a real gateway's test mode it knows a few test numbers that pay
 * and a few that are declined; any other number, even a valid one, is refused, so a real card
 * typed into the sandbox by mistake is never "charged".
 */

const APPROVED = new Set(['4111111111111111', '5555555555554444', '4242424242424242', '2223000048400011', '378282246310005']);
const DECLINED = new Set(['4000000000000002', '4000000000009995', '4000000000000069', '5105105105105100']);

/** Card numbers end in a Luhn (mod 10) check digit, the same rule as Emirates ID numbers. */
export function passesLuhn(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

export type CardOutcome = { outcome: 'approved' | 'declined'; last4: string } | { outcome: 'invalid'; message: string };

/**
 * What the sandbox does with a typed card number (spaces and dashes allowed).
 *
 * @example cardOutcome('4111 1111 1111 1111') // { outcome: 'approved', last4: '1111' }
 */
export function cardOutcome(typed: string): CardOutcome {
  const digits = typed.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return { outcome: 'invalid', message: 'Card number is not valid: check the digits.' };
  const last4 = digits.slice(-4);
  if (APPROVED.has(digits)) return { outcome: 'approved', last4 };
  if (DECLINED.has(digits)) return { outcome: 'declined', last4 };
  return { outcome: 'invalid', message: 'This is a sandbox: use a test card number such as 4111 1111 1111 1111.' };
}
