import { Kysely, sql } from 'kysely';
import { openDatabase, type Db } from '../database.js';
import { continueSeqAfterExisting, dialectOf } from '../dialect.js';
import { CommittedWrites } from '../changeFeed.js';
import { openPostgres } from '../postgres.js';
import { readSourceTables, type CopiedTable } from './sourceTables.js';
import { createTableDigest, type TableDigest } from './tableDigest.js';
import { digestTarget, insertRows, sourcePages } from './tableRows.js';
import { checkTargetIsEmpty, emptyTarget, seqTables, setAsideDuringCopy } from './targetSchema.js';

/** Rows per transaction: large enough that a batch's round trip is small beside its rows, small enough to hold easily. */
const DEFAULT_BATCH_SIZE = 2_000;

export interface CopyProgress {
  table: string;
  /** Rows of the table copied so far. */
  rows: number;
  /** Whether the table is copied whole (then told once more, after its last batch). */
  done: boolean;
}

export interface CopyOptions {
  batchSize?: number;
  /** Told after each batch is committed and when a table is done, and awaited; throwing stops the copy (and empties the target). */
  onProgress?: (progress: CopyProgress) => void | Promise<void>;
}

/** One table's rows and checksum on both sides. */
export interface TableComparison {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  matches: boolean;
}

/** A copy that failed after it began writing, with the comparisons when it got that far. */
export class CopyFailed extends Error {
  constructor(message: string, readonly comparisons: TableComparison[] = []) {
    super(message);
  }
}

const TARGET = 'the copy target';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Copies one table in batches, one transaction each. The first batch's transaction also deletes
 * the rows the target's migrations put there (menus, change counters): the table ends with the
 * source's rows only, and never shows neither. Returns the checksum of the rows read.
 */
async function copyTable(source: Db, target: Db, table: CopiedTable, options: Required<CopyOptions>): Promise<TableDigest> {
  const digest = createTableDigest(table.columns);
  const restore = await setAsideDuringCopy(target, table.name);
  let first = true;
  for await (const rows of sourcePages(source, table, options.batchSize)) {
    // Before writing: a value PostgreSQL could not take stops the copy here, with its column named.
    digest.add(rows);
    await target.transaction().execute(async (trx) => {
      if (first) await sql`DELETE FROM ${sql.table(table.name)}`.execute(trx);
      if (rows.length > 0) await insertRows(trx, table, rows);
    });
    first = false;
    await options.onProgress({ table: table.name, rows: digest.rows, done: false });
  }
  await restore();
  // Fresh planner statistics, so the server's first searches on the new database are planned well.
  await sql`ANALYZE ${sql.table(table.name)}`.execute(target);
  await options.onProgress({ table: table.name, rows: digest.rows, done: true });
  return digest;
}

/** Migrates the target, copies every table, moves the identities on and compares both sides. */
async function copyInto(source: Db, url: string, tables: readonly CopiedTable[], options: Required<CopyOptions>): Promise<TableComparison[]> {
  // No statement time limit: one batch of wide rows, or the sort of a large table's check, may take longer than a request should.
  const target = await openDatabase({ url, origin: TARGET, file: ':memory:', pool: 2, statementTimeoutMs: 0 });
  try {
    const digests: TableDigest[] = [];
    for (const table of tables) {
      try {
        digests.push(await copyTable(source, target, table, options));
      } catch (error) {
        throw new Error(`Copying table ${table.name} failed: ${messageOf(error)}`, { cause: error });
      }
    }
    await continueSeqAfterExisting(target, await seqTables(target));
    const comparisons: TableComparison[] = [];
    for (const [index, table] of tables.entries()) {
      const copied = digests[index]!;
      const found = await digestTarget(target, table, options.batchSize);
      const [sourceChecksum, targetChecksum] = [copied.checksum(), found.checksum()];
      comparisons.push({
        table: table.name, sourceRows: copied.rows, targetRows: found.rows, sourceChecksum, targetChecksum,
        matches: copied.rows === found.rows && sourceChecksum === targetChecksum,
      });
    }
    const differing = comparisons.filter((comparison) => !comparison.matches).map((comparison) => comparison.table);
    if (differing.length > 0) throw new CopyFailed(`The copy differs from the source in ${differing.join(', ')}`, comparisons);
    return comparisons;
  } finally {
    await target.destroy();
  }
}

/**
 * Copies a SQLite database (opened, so migrated, with `openDatabase`) into the PostgreSQL database at
 * `url`, whose schema (the first of the address's search_path) must have no tables: the target is
 * migrated to the same version, then takes every table's rows and ends with a comparison of row
 * counts and checksums. A failure at any point, a difference included, drops everything the copy
 * created, so the target is empty again; the error says so.
 *
 * @example const comparisons = await copyDatabase(await openDatabase({ file }), 'postgres://bd:secret@db/brokerdesk');
 */
export async function copyDatabase(source: Db, url: string, options: CopyOptions = {}): Promise<TableComparison[]> {
  if (dialectOf(source) !== 'sqlite') throw new Error('A copy reads a SQLite database; this one is PostgreSQL');
  const settings = { batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE, onProgress: options.onProgress ?? (() => undefined) };
  const tables = await readSourceTables(source);
  // A connection of its own, that checks the target before the migrations touch it and empties it after a failure.
  // A connection the database drops while idle needs no report: the next statement opens another, or fails with the reason.
  const { dialect } = await openPostgres({ url, origin: TARGET, pool: 1, statementTimeoutMs: 0 }, new CommittedWrites(), () => undefined);
  const admin = new Kysely<unknown>({ dialect });
  try {
    const before = await checkTargetIsEmpty(admin);
    try {
      return await copyInto(source, url, tables, settings);
    } catch (error) {
      const comparisons = error instanceof CopyFailed ? error.comparisons : [];
      try {
        await emptyTarget(admin, before);
      } catch (cleanUpError) {
        throw new CopyFailed(`${messageOf(error)}. Emptying the target failed too (${messageOf(cleanUpError)}): drop the tables of schema "${before.schema}" before copying again`, comparisons);
      }
      throw new CopyFailed(`${messageOf(error)}. Nothing was kept: schema "${before.schema}" is empty again`, comparisons);
    }
  } finally {
    await admin.destroy();
  }
}
