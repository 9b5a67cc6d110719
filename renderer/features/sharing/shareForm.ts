import { z } from 'zod';
import { ShareEmailSchema, ShareSmsSchema } from '../../../shared/contract/sharing/sharing.schema.js';

/**
 * The share dialog's inputs: the contract's rules (a valid e-mail of at most 255 characters, a
 * UAE mobile in any usual form) with the messages FIELDS.md gives the share forms.
 */
export const shareEmailInput = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(ShareEmailSchema.shape.toEmail);

export const shareMobileInput = z.string().trim().min(1, 'Mobile number is required').pipe(ShareSmsSchema.shape.toMobileNumber);

/**
 * Checks what was typed: the normalised value to send, or the message to show under the field.
 *
 * @example checkRecipient('email', ' Omar@Example.ae ') // { ok: true, value: 'omar@example.ae' }
 */
export function checkRecipient(channel: 'email' | 'sms', text: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = (channel === 'email' ? shareEmailInput : shareMobileInput).safeParse(text);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'Check this value' };
}
