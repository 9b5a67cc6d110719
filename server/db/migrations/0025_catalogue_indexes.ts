import type { Kysely } from 'kysely';
import { changeCounterOf, runStatements, type Statement } from './statements.js';

/**
 * The catalogue lists at their largest (issue 14, `npm run bench -- catalogue`):
 * - a search of an e-voucher's codes counts its matches on one range of (evoucher_id, code), not
 *   by reading every code of the e-voucher;
 * - the vouchers list walks the live vouchers newest first on an index holding only them, and its
 *   totals are kept while the `vouchers` change counter stands, so a page is never a count of the table.
 */
const statements: Statement[] = [
  `CREATE INDEX evoucher_codes_voucher_code ON evoucher_codes(evoucher_id, code)`,
  `CREATE INDEX vouchers_live_created ON vouchers(created_at, seq) WHERE removed_at IS NULL`,
  ...changeCounterOf('vouchers'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
