import { openDatabase, type DatabaseTarget, type Db } from '../../server/db/database.js';
import { createPostgresSchema } from './postgresSchema.js';

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

/**
 * A database of its own for one test server: on PostgreSQL a fresh schema of the test database
 * (see `createPostgresSchema`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { target: {}, drop: () => Promise.resolve() };
  const schema = await createPostgresSchema(TEST_DATABASE_URL, 'test');
  return { target: { url: schema.url, pool: 4 }, drop: schema.drop };
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
