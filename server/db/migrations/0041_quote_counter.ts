import type { Kysely } from 'kysely';
import { changeCounterOf, runStatements } from './statements.js';

/**
 * A change counter for the quotes (issue 25): the quotations list's totals count up to a million
 * quotes, and are kept while no quote is written (see `createStampedCache`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, changeCounterOf('quotes'));
}
