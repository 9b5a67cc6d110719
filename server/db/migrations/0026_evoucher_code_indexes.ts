import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The codes list of an e-voucher with a million codes (issue 14, `npm run bench -- catalogue`):
 * - a search by the start of a code walks the e-voucher's codes in code order, so its count and
 *   its page are a range of one index whatever the planner knows of the table; with only
 *   (evoucher_id, seq) to choose from, SQLite counted a prefix's 100 matches by reading all a
 *   million codes;
 * - a status filter (assigned, redeemed) walks that status's codes in list order; the index of the
 *   available ones it replaces also served the next code to send, which this one serves as well.
 */
const statements: Statement[] = [
  `CREATE INDEX evoucher_codes_voucher_code ON evoucher_codes(evoucher_id, code)`,
  `DROP INDEX evoucher_codes_available`,
  `CREATE INDEX evoucher_codes_voucher_status ON evoucher_codes(evoucher_id, status, seq)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
