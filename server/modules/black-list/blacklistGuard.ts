import type { BlacklistMatch } from '../../../shared/contract/black-list/index.js';
import { formatUaeMobile, normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import type { Db } from '../../db/database.js';
import { unprocessable } from '../../http/httpError.js';

/** A contact as a sale names it: an e-mail and a mobile in any accepted form (either may be absent). */
export interface Contact {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}

/**
 * The blacklist entry holding the contact's e-mail or mobile, or null. Values are compared in
 * their stored forms (e-mail lower-cased, mobile as 9 national digits), on the table's unique
 * indexes. Other modules ask here; only the blacklist module writes the table.
 */
export async function findBlacklisted(db: Db, contact: Contact): Promise<BlacklistMatch | null> {
  const email = contact.email?.trim().toLowerCase() || null;
  const mobile = contact.mobile ? normalizeUaeMobile(contact.mobile) || null : null;
  if (!email && !mobile) return null;
  const row = await db.selectFrom('blacklist').select(['id', 'email', 'mobile_number', 'reason', 'created_at'])
    .where((eb) => eb.or([...(email ? [eb('email', '=', email)] : []), ...(mobile ? [eb('mobile_number', '=', mobile)] : [])]))
    .orderBy('seq').executeTakeFirst();
  if (!row) return null;
  const byEmail = email !== null && row.email === email;
  const byMobile = mobile !== null && row.mobile_number === mobile;
  return {
    _id: row.id, email: row.email, mobileNumber: row.mobile_number, reason: row.reason, createdAt: row.created_at,
    matched: byEmail && byMobile ? 'both' : byEmail ? 'email' : 'mobileNumber',
  };
}

/** The refusal in words: which value is blacklisted, and the reason staff gave. */
export function blacklistedText(entry: BlacklistMatch): string {
  const what = entry.matched === 'email' ? `The email ${entry.email}` : `The mobile number ${formatUaeMobile(entry.mobileNumber ?? '')}`;
  return `${what} is on the blacklist${entry.reason ? `: ${entry.reason}` : ''}. No proposal, quote or payment link can be made for it.`;
}

/**
 * Refuses (422) a sale for a blacklisted contact: a new proposal, its quotes, a payment link.
 *
 * @example await assertNotBlacklisted(db, { email: body.customer.email, mobile: body.customer.mobileNumber });
 */
export async function assertNotBlacklisted(db: Db, contact: Contact): Promise<void> {
  const entry = await findBlacklisted(db, contact);
  if (entry) throw unprocessable(blacklistedText(entry));
}

/** The same refusal for a stored customer, by its current e-mail and mobile (a proposal's quotes). */
export async function assertCustomerNotBlacklisted(db: Db, customerId: string): Promise<void> {
  const customer = await db.selectFrom('customers').select(['email', 'mobile_number']).where('id', '=', customerId).executeTakeFirst();
  if (customer) await assertNotBlacklisted(db, { email: customer.email, mobile: customer.mobile_number });
}
