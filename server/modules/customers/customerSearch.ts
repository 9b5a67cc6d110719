import { normalizeUaeMobile } from '../../../shared/domain/mobile.js';

/** Only digits and the separators people type in phone numbers and Emirates IDs. */
const NUMBER_LIKE = /^[\d\s+\-().]+$/;
/** One run of text with an `@` or a dot and no space: part of an e-mail address. */
const EMAIL_LIKE = /^[^\s]*[@.][^\s]*$/;

/** Which search index answers, and the FTS5 query to run on it. */
export interface SearchQuery {
  index: 'customers_name_search' | 'customers_contact_search';
  match: string;
}

/**
 * Turns what staff type in "Search customer" into an FTS5 query.
 * - A number is one run of digits matched as a prefix of the mobile or Emirates ID: `050 123`
 *   and `+971 50 123` match the national digits `50123…`; `784-1990-1234` matches `78419901234…`.
 * - Text with `@` or a dot is matched as the start of an e-mail address.
 * - Anything else is a name: every word must start a word of the name.
 * Returns null when nothing searchable is left.
 *
 * @example toSearchQuery('Aisha Al') // { index: 'customers_name_search', match: '"aisha"* "al"*' }
 */
export function toSearchQuery(search: string | undefined): SearchQuery | null {
  const text = search?.trim().toLowerCase() ?? '';
  if (!text) return null;
  if (NUMBER_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (!digits) return null;
    const national = normalizeUaeMobile(digits);
    // A mobile typed with 0, 971 or +971 matches its national digits; an ID matches as typed.
    const match = national && national !== digits ? `"${national}"* OR "${digits}"*` : `"${digits}"*`;
    return { index: 'customers_contact_search', match };
  }
  if (EMAIL_LIKE.test(text)) {
    const address = text.replace(/[^\p{L}\p{N}@.\-_+]/gu, '');
    return address ? { index: 'customers_contact_search', match: `email : "${address}"*` } : null;
  }
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 ? { index: 'customers_name_search', match: words.map((word) => `"${word}"*`).join(' ') } : null;
}
