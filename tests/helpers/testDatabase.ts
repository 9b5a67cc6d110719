import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type Db } from '../../server/db/database.js';

/**
 * The PostgreSQL server the tests run on when set (`BROKERDESK_TEST_DATABASE_URL`, as CI's
 * PostgreSQL pass sets it); else every test database is SQLite, as the desktop runs.
 */
export const TEST_DATABASE_URL = process.env.BROKERDESK_TEST_DATABASE_URL || undefined;
export const TEST_DIALECT = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** What a server or `openDatabase` is given: nothing for SQLite (the data folder's file), a PostgreSQL address otherwise. */
  target: Partial<DatabaseTarget>;
  /** Deletes the data (the schema on PostgreSQL). */
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test server. On PostgreSQL a fresh schema of the test database,
 * first on the connections' search path (creating a schema costs far less than a database, and
 * test files run side by side); citext lives in `public`, which every schema sees.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { target: {}, drop: () => Promise.resolve() };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS citext SCHEMA public');
    } catch (error) {
      // Two test files creating it at the same moment: one wins, which is all that is needed.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    target: { url: url.toString(), pool: 4 },
    drop: () => withAdmin(async (client) => void (await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))),
  };
}

/** A migrated, empty database for tests of a repository or service without a server. */
export async function openTestDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const db = await openDatabase({ file: ':memory:', ...database.target });
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
