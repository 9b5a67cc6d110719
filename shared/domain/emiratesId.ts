/**
 * Emirates ID numbers: 15 digits, `784-YYYY-NNNNNNN-C`, where C is a Luhn (mod 10) check digit
 * over the first 14 digits. The official algorithm is unpublished; Luhn is the de-facto
 * standard every public validator uses (see DOMAIN.md §1.1). Stored as 15 digits, shown hyphenated.
 *
 * @example isValidEmiratesId('784-1990-1234567-6') // true
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Walking from the right, the digit next to the (missing) check digit is doubled first.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Strips spaces and dashes a user may paste. */
export function normalizeEmiratesId(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidEmiratesId(input: string): boolean {
  const digits = normalizeEmiratesId(input);
  if (!/^784\d{12}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, 14)) === Number(digits[14]);
}

/** `784199012345676` → `784-1990-1234567-6`; anything else is returned as given. */
export function formatEmiratesId(input: string): string {
  const d = normalizeEmiratesId(input);
  return /^\d{15}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}` : input;
}
