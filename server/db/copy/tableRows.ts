import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { DialectName, Executor } from '../dialect.js';
import type { CopiedTable } from './sourceTables.js';
import { createTableDigest, type Row, type TableDigest } from './tableDigest.js';

/**
 * The primary key in an order both databases share. SQLite compares text byte by byte (BINARY, its
 * default, which no key column overrides); PostgreSQL by the database's locale unless asked for
 * "C", which is byte by byte too.
 */
function keyOrder(table: CopiedTable, dialect: DialectName): RawBuilder<unknown> {
  return sql.join(table.key.map(({ column, integer }) => (integer || dialect === 'sqlite' ? sql.ref(column) : sql`${sql.ref(column)} COLLATE "C"`)));
}

const columnList = (table: CopiedTable) => sql.join(table.columns.map((column) => sql.ref(column)));

/**
 * A SQLite table's rows, `size` at a time in primary-key order, each page read after the last key
 * of the one before (an index seek, where an OFFSET would re-read every earlier row). An empty table
 * still gives one (empty) page, so the copy always has a first batch to clear the target's table in.
 */
export async function* sourcePages(source: Db, table: CopiedTable, size: number): AsyncGenerator<Row[]> {
  const key = keyOrder(table, 'sqlite');
  let after: unknown[] | undefined;
  for (;;) {
    const where = after ? sql`WHERE (${key}) > (${sql.join(after)})` : sql``;
    const { rows } = await sql<Row>`SELECT ${columnList(table)} FROM ${sql.table(table.name)} ${where} ORDER BY ${key} LIMIT ${size}`.execute(source);
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = table.key.map(({ column }) => last[column]);
  }
}

/**
 * Writes rows into the PostgreSQL table as one JSON parameter, which PostgreSQL turns into rows of
 * the table's own column types: a page of any width stays one statement, where a parameter per
 * value would hit PostgreSQL's 65,535 parameters a statement.
 */
export async function insertRows(target: Executor, table: CopiedTable, rows: readonly Row[]): Promise<void> {
  const name = sql.table(table.name);
  await sql`INSERT INTO ${name} (${columnList(table)})
    SELECT ${columnList(table)} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(rows)}::json)`.execute(target);
}

/**
 * The checksum of a PostgreSQL table, read in the source's key order through a cursor: one sort,
 * then `size` rows at a time, from one snapshot.
 */
export async function digestTarget(target: Db, table: CopiedTable, size: number): Promise<TableDigest> {
  const digest = createTableDigest(table.columns);
  await target.transaction().execute(async (trx) => {
    await sql`DECLARE copy_check NO SCROLL CURSOR FOR
      SELECT ${columnList(table)} FROM ${sql.table(table.name)} ORDER BY ${keyOrder(table, 'postgres')}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Row>`FETCH FORWARD ${sql.lit(size)} FROM copy_check`.execute(trx);
      if (rows.length === 0) return;
      digest.add(rows);
    }
  });
  return digest;
}
