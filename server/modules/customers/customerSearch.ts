import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { likeStartingWith } from '../../db/like.js';

/** Only digits and the separators people type in phone numbers and Emirates IDs. */
const NUMBER_LIKE = /^[\d\s+\-().]+$/;
/** One run of text with an `@` or a dot and no space: part of an e-mail address. */
const EMAIL_LIKE = /^[^\s]*[@.][^\s]*$/;

/** The same search on PostgreSQL: a text-search query on the name, or prefixes of the contact columns. */
export type PostgresSearch =
  | { name: string }
  | { numberPrefixes: string[] }
  | { emailPrefix: string };

/** Which search index answers, and the FTS5 query to run on it; `postgres` is the same search for PostgreSQL. */
export interface SearchQuery {
  index: 'customers_name_search' | 'customers_contact_search';
  match: string;
  postgres: PostgresSearch;
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
    const prefixes = national && national !== digits ? [national, digits] : [digits];
    return { index: 'customers_contact_search', match: prefixes.map((prefix) => `"${prefix}"*`).join(' OR '), postgres: { numberPrefixes: prefixes } };
  }
  if (EMAIL_LIKE.test(text)) {
    const address = text.replace(/[^\p{L}\p{N}@.\-_+]/gu, '');
    return address ? { index: 'customers_contact_search', match: `email : "${address}"*`, postgres: { emailPrefix: address } } : null;
  }
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  return { index: 'customers_name_search', match: words.map((word) => `"${word}"*`).join(' '), postgres: { name: words.map((word) => `${word}:*`).join(' & ') } };
}

/**
 * The PostgreSQL condition on `customers` (under `alias`) for a search: the name's words through
 * the GIN index of its text-search vector, the contact prefixes through their b-trees
 * (`text_pattern_ops`). `~~` is PostgreSQL's case-sensitive LIKE, written so because every `LIKE`
 * becomes ILIKE on PostgreSQL (see `server/db/postgres.ts`), which these indexes cannot serve; the
 * digits and the lowercased address need no case folding.
 */
export function customerSearchCondition(search: PostgresSearch, alias: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  if ('name' in search) return sql<SqlBool>`to_tsvector('simple', ${column('full_name')}) @@ to_tsquery('simple', ${search.name})`;
  if ('emailPrefix' in search) return sql<SqlBool>`lower(${column('email')}) ~~ ${likeStartingWith(search.emailPrefix)}`;
  const conditions = search.numberPrefixes.flatMap((prefix) => [
    sql<SqlBool>`${column('mobile_number')} ~~ ${likeStartingWith(prefix)}`, sql<SqlBool>`${column('emirates_id')} ~~ ${likeStartingWith(prefix)}`,
  ]);
  return sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
}

/** The `seq` of every customer a search finds, as a subquery, with the database's own search means. */
export function matchingCustomerSeqs(db: Db, search: SearchQuery): RawBuilder<unknown> {
  if (dialectOf(db) === 'postgres') return sql`SELECT seq FROM customers WHERE ${customerSearchCondition(search.postgres, 'customers')}`;
  // The search indexes' row ids are the customers' `seq`.
  return sql`SELECT rowid FROM ${sql.table(search.index)} WHERE ${sql.table(search.index)} MATCH ${search.match}`;
}
