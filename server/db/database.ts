import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type KyselyPlugin, type Dialect, type SqliteDatabase } from 'kysely';
import { CommittedWrites, trackChanges } from './changeFeed.js';
import { dialectOf } from './dialect.js';
import { migrationProvider } from './migrations/index.js';
import { openPostgres } from './postgres.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Where the data lives: PostgreSQL when `url` is given, else the SQLite file. */
export interface DatabaseTarget {
  /** `postgres://user:password@host:5432/brokerdesk` (`BROKERDESK_DATABASE_URL`). */
  url?: string | undefined;
  /** What `url` is called in a message when it cannot be opened (`BROKERDESK_DATABASE_URL` unless given). */
  origin?: string;
  /** The SQLite file; `':memory:'` for tests. */
  file: string;
  /** PostgreSQL connections kept at most (`BROKERDESK_DB_POOL`). */
  pool?: number;
  /** PostgreSQL statements cancelled after this long (`BROKERDESK_DB_STATEMENT_TIMEOUT_MS`; 0: never). */
  statementTimeoutMs?: number;
  /** Told when the database drops an idle connection (it is replaced on the next request). */
  onConnectionError?: (error: Error) => void;
}

/** Ten connections serve a two-core server's requests without queueing behind one another. */
export const DEFAULT_POOL = 10;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** Statements with more text than this (bulk inserts) are used once, so not worth keeping. */
const CACHEABLE_SQL_LENGTH = 4000;
const STATEMENT_CACHE_SIZE = 500;
/** SQLite's page cache, in KiB (a negative `cache_size` is a size, not a page count). */
const SQLITE_CACHE_KIB = 64 * 1024;

/**
 * Kysely prepares every query afresh; preparing costs more than running a keyed lookup, so
 * prepared statements are kept by their SQL text (queries vary only in their parameters).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached) return cached;
      const statement = sqlite.prepare(text);
      if (text.length <= CACHEABLE_SQL_LENGTH) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite, created if needed. WAL lets readers run while a write commits; NORMAL sync is safe with
 * WAL and much faster.
 */
function openSqlite(file: string): { dialect: Dialect; dataVersion: () => number } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite keeps 2 MB of pages by default; an office's file is hundreds of megabytes, and a list page
  // of rows spread over the file read each page from the OS again (about 10 % of a name search's
  // time at 100,000 proposals). 64 MB holds the indexes the lists walk.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  // Moves when another connection (another server process on the file) commits: a synchronous read of the file's header.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return { dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), dataVersion: () => dataVersion.get() as number };
}

/**
 * The migrator's own tables go in the schema the connections work in. Kysely looks for them among
 * all the database's tables, so without a schema named it would take another schema's (another
 * BrokerDesk sharing the database, as the tests' schemas do) for its own.
 */
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (dialectOf(db) !== 'postgres') return {};
  const { rows: [row] } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return row ? { migrationTableSchema: row.schema } : {};
}

/**
 * Opens the database and brings its schema up to date. On PostgreSQL several servers may start at
 * once: the migrator's lock lets one migrate while the others wait.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  let dialect: Dialect;
  let plugins: KyselyPlugin[];
  const writes = new CommittedWrites();
  let dataVersion: (() => number) | undefined;
  if (target.url) {
    ({ dialect, plugins } = await openPostgres({
      url: target.url, origin: target.origin, pool: target.pool ?? DEFAULT_POOL, statementTimeoutMs: target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    }, writes, target.onConnectionError ?? (() => undefined)));
  } else {
    ({ dialect, dataVersion } = openSqlite(target.file));
    plugins = [writes];
  }
  const db = new Kysely<Database>({ dialect, plugins });
  trackChanges(db, { writes, ...(dataVersion && { dataVersion }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider, ...(await migrationTableSchema(db)) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return db;
}
