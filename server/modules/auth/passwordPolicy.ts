import { passwordProblem } from '../../../shared/domain/passwordPolicy.js';
import { isCommonPassword } from './commonPasswords.js';

/**
 * Why a new password is refused, or null: the shared length rule, then the server's own checks
 * (a common password, the account's e-mail or its name part, the password being replaced).
 *
 * @example newPasswordProblem('password123', { email: 'a@b.ae' }) // 'This password is too common. Choose another one.'
 */
export function newPasswordProblem(password: string, account: { email: string; currentPassword?: string }): string | null {
  const length = passwordProblem(password);
  if (length) return length;
  if (isCommonPassword(password)) return 'This password is too common. Choose another one.';
  const lower = password.toLowerCase();
  const email = account.email.toLowerCase();
  if (lower === email || lower === email.split('@')[0]) return 'The password cannot be your e-mail address.';
  if (account.currentPassword !== undefined && password === account.currentPassword) return 'The new password must differ from the current one.';
  return null;
}
