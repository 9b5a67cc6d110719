import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/** The tables whose rows carry a numbered ref (`QUO-000124`), drawn by `nextRefs`. */
const REF_TABLES = ['proposals', 'quotes', 'payments', 'policies', 'transactions'];

/**
 * Refs are zero-padded to six digits, so past 999,999 they grow a digit, and as text `QUO-1000000`
 * sorts before `QUO-999999`. On PostgreSQL the newest ref is found by number, through an index on
 * (length, ref); SQLite finds it by rowid, the insertion order, and needs nothing.
 */
const statements: Statement[] = [
  { sqlite: [], postgres: REF_TABLES.map((table) => `CREATE INDEX ${table}_ref_number ON ${table} ((length(ref)), ref)`) },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
