/**
 * Password rules (NIST SP 800-63B style, as the access issue asks): 8 to 128 characters, never
 * truncated, no composition rules; the server also refuses passwords from a list of common ones.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return null;
}
