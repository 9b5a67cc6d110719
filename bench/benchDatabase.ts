import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresSchema } from '../tests/helpers/postgresSchema.js';
import { startServerProcess, type ServerProcess } from '../tests/helpers/startServerProcess.js';

/**
 * PostgreSQL connections each benchmark server keeps (`BROKERDESK_DB_POOL`, 10 by default).
 * PostgreSQL runs one query per connection on one core, and the benchmark machine's two cores also
 * run the server and the load generator: more connections only move the queue from the pool into
 * PostgreSQL (a trial at 20,000 customers, 32 connections: 2, 4 and 10 gave the same requests per
 * second), and two instances at 4 each stay well inside a default `max_connections` shared with others.
 */
const SERVER_POOL = 4;

/**
 * Where a benchmark's data lives: a temporary data folder with its SQLite file, or, when given a
 * PostgreSQL address (`BROKERDESK_DATABASE_URL`), a schema of its own in that database (stored
 * files and the secret still go to the temporary folder). Everything is deleted by `drop`.
 */
export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  /** `SQLite` or `PostgreSQL`, for the report. */
  label: string;
  /** Runs `npm run seed` with these arguments on this database. */
  seed(args: string[]): void;
  /** Rows of a query (random samples, counts); SQL both databases accept. */
  sample<T>(query: string): Promise<T[]>;
  /** A statement that writes (bulk top-ups). */
  execute(statement: string): Promise<void>;
  /** After bulk writes: fresh planner statistics, as a database in use would have. */
  settle(): Promise<void>;
  /** A server process (`npm run server`) on this database; several may run at once on PostgreSQL. */
  startServer(): Promise<ServerProcess>;
  /** The database and its settings, for the report's notes. */
  describe(): Promise<string>;
  /** Stops the servers still running, then deletes the data. */
  drop(): Promise<void>;
}

/** The seed and the servers a benchmark runs on its database; servers still running are stopped before the database is deleted. */
function processesOn(env: Record<string, string>) {
  const servers = new Set<ServerProcess>();
  return {
    seed: (args: string[]): void => {
      const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/demo/seedCli.ts', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
      if (seeded.status !== 0) throw new Error('Seeding the benchmark database failed');
    },
    startServer: async (): Promise<ServerProcess> => {
      const server = await startServerProcess({ ...env, BROKERDESK_DEMO_CUSTOMERS: '0' });
      servers.add(server);
      return server;
    },
    stopAll: () => Promise.all([...servers].map((server) => server.stop())),
  };
}

function sqliteDatabase(dataDir: string): BenchDatabase {
  const processes = processesOn({ BROKERDESK_DATA_DIR: dataDir });
  let connection: Database.Database | undefined;
  // Opened after seeding: the seed creates the file.
  const db = () => (connection ??= new Database(join(dataDir, 'brokerdesk.sqlite')));
  return {
    dialect: 'sqlite',
    label: 'SQLite',
    seed: processes.seed,
    sample: <T>(query: string) => Promise.resolve(db().prepare(query).all() as T[]),
    execute: (statement) => Promise.resolve(void db().exec(statement)),
    settle: () => Promise.resolve(void db().pragma('optimize')),
    startServer: processes.startServer,
    describe: () => Promise.resolve(`SQLite ${db().prepare('SELECT sqlite_version() AS v').pluck().get() as string} (WAL), the server's own file`),
    async drop() {
      await processes.stopAll();
      connection?.close();
    },
  };
}

async function postgresDatabase(databaseUrl: string, dataDir: string, prefix: string): Promise<BenchDatabase> {
  const schema = await createPostgresSchema(databaseUrl, prefix);
  const processes = processesOn({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_DATABASE_URL: schema.url, BROKERDESK_DB_POOL: String(SERVER_POOL) });
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  const query = async <T>(text: string) => (await client.query(text)).rows as T[];
  return {
    dialect: 'postgres',
    label: 'PostgreSQL',
    seed: processes.seed,
    sample: query,
    execute: async (statement) => void (await query(statement)),
    async settle() {
      // Autovacuum would soon do this in a running database (during a measurement, at a moment of its
      // choosing); done now, index-only scans find their pages all-visible from the start.
      const tables = await query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
      await query(`VACUUM (ANALYZE) ${tables.map((table) => `"${table.name}"`).join(', ')}`);
    },
    startServer: processes.startServer,
    async describe() {
      const [settings] = await query<{ version: string; buffers: string }>(`SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers`);
      return `PostgreSQL ${settings?.version} on this machine (shared_buffers ${settings?.buffers}), a schema of its own; each server's pool ${SERVER_POOL} connections (BROKERDESK_DB_POOL)`;
    },
    async drop() {
      await processes.stopAll();
      await client.end();
      await schema.drop();
    },
  };
}

/**
 * Runs a benchmark on a database of its own (see `BenchDatabase`), deleted afterwards whether the
 * benchmark finished, failed or was interrupted (Ctrl-C, a kill): a schema left behind would stay
 * in a database others use.
 */
export async function withBenchDatabase<T>(prefix: string, databaseUrl: string | undefined, run: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `brokerdesk-bench-${prefix}-`));
  let db: BenchDatabase | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => (cleaned ??= (async () => {
    try {
      await db?.drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  })());
  // A signal during the (synchronous) seed is heard once the seed ends.
  const interrupted = (signal: NodeJS.Signals) => void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    db = databaseUrl ? await postgresDatabase(databaseUrl, dataDir, `bench_${prefix}`) : sqliteDatabase(dataDir);
    return await run(db);
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await cleanUp();
  }
}
