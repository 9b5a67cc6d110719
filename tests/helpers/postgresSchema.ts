import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresSchema {
  /** The database's address with this schema first on every connection's search path. */
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** Runs `run` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh schema of the database at `databaseUrl` (`test_…` for a test server, `bench_…` for a
 * benchmark), first on the search path of connections made with the returned address. Creating a
 * schema costs far less than a database, and test files run side by side; the extensions (citext,
 * pg_trgm) live in `public`, which every schema sees.
 */
export async function createPostgresSchema(databaseUrl: string, prefix: string): Promise<PostgresSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, async (client) => {
    for (const extension of ['citext', 'pg_trgm']) {
      try {
        await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`);
      } catch (error) {
        // Two creating it at the same moment: one wins, which is all that is needed.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    }
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    drop: () => withClient(databaseUrl, async (client) => void (await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))),
  };
}
