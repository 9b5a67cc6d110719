import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/** What runs a query: a Kysely instance or a transaction of it, over any schema. */
export type Executor = Pick<Kysely<unknown>, 'getExecutor' | 'executeQuery'>;

/** The two databases BrokerDesk runs on: SQLite embedded in the data folder, PostgreSQL for an office server. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * Which database a Kysely instance (or a transaction of it) talks to, for the few queries whose
 * best form differs: full-text search, statistics upkeep, row locks.
 */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The column a ref search's subquery hands back: SQLite's rowid is its fastest key; PostgreSQL has
 * no stable row number, and its primary key serves the same lookup.
 */
export function rowKey(db: Pick<Kysely<unknown>, 'getExecutor'>): RawBuilder<unknown> {
  return sql.raw(dialectOf(db) === 'postgres' ? 'id' : 'rowid');
}

/** A condition no row meets, in the SQL both accept (PostgreSQL refuses a bare `0` as a condition). */
export const NO_ROW = sql<SqlBool>`1 = 0`;

/**
 * After rows were written with their `seq` given (demo data, a copied database), new rows must
 * number on from the highest: SQLite's rowid always does; PostgreSQL's identity is told so here.
 */
export async function continueSeqAfterExisting(db: Executor, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'seq'), coalesce(max(seq), 0) + 1, false) FROM ${sql.table(table)}`.execute(db);
  }
}

/**
 * Holds a row until the transaction ends, so another transaction that locks it too (on this server
 * or another instance) waits, then reads what this one wrote. PostgreSQL needs it for every
 * read-then-write that must happen once (a payment booked, a document's last free place); SQLite
 * runs one writing transaction at a time, which already gives that.
 */
export async function lockRow(db: Executor, table: string, id: string, keyColumn = 'id'): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(keyColumn)} = ${id} FOR UPDATE`.execute(db);
}

/**
 * Holds a named series (the refs of a table, the customers' numbers) until the transaction ends,
 * so two writers reading "the highest so far" to number the next one take turns, on this server
 * or another instance. SQLite runs one writing transaction at a time, which already gives that.
 */
export async function lockSeries(db: Executor, name: string): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}
