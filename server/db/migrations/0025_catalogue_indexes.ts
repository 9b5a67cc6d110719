import type { Kysely } from 'kysely';
import { changeCounterOf, runStatements, type Statement } from './statements.js';

/**
 * The catalogue lists at their largest (issue 14, `npm run bench -- catalogue`):
 * - the vouchers list walks the live vouchers newest first on an index holding only them, and its
 *   totals are kept while the `vouchers` change counter stands, so a page is never a count of the table.
 */
const statements: Statement[] = [
  // Replaced by the index of the live ones: a list page's keys are read from it alone.
  `DROP INDEX vouchers_created`,
  `CREATE INDEX vouchers_live_created ON vouchers(created_at, seq) WHERE removed_at IS NULL`,
  ...changeCounterOf('vouchers'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
