/**
 * UAE mobile numbers are stored as the 9 national digits starting with 5 (FIELDS.md
 * "Mobile numbers"); staff type them as `05X…`, `5X…`, `971…` or `+971…`.
 *
 * @example normalizeUaeMobile('+971 50 123 4567') // '501234567'
 */
export function normalizeUaeMobile(input: string): string {
  let digits = input.replace(/[^\d]/g, '');
  if (digits.startsWith('00971')) digits = digits.slice(5);
  else if (digits.startsWith('971')) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export function isValidUaeMobile(nationalDigits: string): boolean {
  return /^5\d{8}$/.test(nationalDigits);
}

/** `501234567` → `+971 50 123 4567`. */
export function formatUaeMobile(nationalDigits: string, countryCode = '971'): string {
  const d = nationalDigits;
  return /^\d{9}$/.test(d) ? `+${countryCode} ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}` : `+${countryCode} ${d}`;
}
