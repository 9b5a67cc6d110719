import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase.js';
import { PreparingClient } from './preparingClient.js';

let database: TestDatabase;
let pool: pg.Pool;
/** One connection, as Kysely holds one (it calls `query(text, values)`), so every query below meets the statements the previous ones kept. */
let client: pg.PoolClient;
let other: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.target.url!, max: 1, Client: PreparingClient });
  client = await pool.connect();
  other = new pg.Client({ connectionString: database.target.url! });
  await other.connect();
  await other.query('CREATE TABLE kept (a INTEGER)');
  await other.query('INSERT INTO kept (a) VALUES (1), (2)');
});
afterAll(async () => {
  await other?.end();
  client?.release();
  await pool?.end();
  await database?.drop();
});

const keptTexts = async () => (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements', [])).rows.map((row) => row.statement);

it('keeps a query with parameters as a named statement of the connection, and answers it alike each time', async () => {
  const text = 'SELECT $1::int + 1 AS n';
  expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
  expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
  expect((await keptTexts()).filter((kept) => kept === text)).toHaveLength(1);
});

it('plans a search for its words each time: a statement with a text match is not kept', async () => {
  const searches = [
    `SELECT to_tsvector('simple', 'Aisha Khan') @@ to_tsquery('simple', $1) AS found`,
    'SELECT $1::text ILIKE \'ai%\' AS found',
    'SELECT $1::text ~~ \'ai%\' AS found',
  ];
  for (const text of searches) {
    await client.query(text, ['aisha:*']);
    await client.query(text, ['aisha:*']);
  }
  const kept = await keptTexts();
  for (const text of searches) expect(kept).not.toContain(text);
});

it('sends unnamed what is not worth keeping: a query without parameters, a bulk statement', async () => {
  const long = `SELECT ${Array.from({ length: 700 }, (_, i) => `${i} AS c${i}`).join(', ')}`;
  expect(long.length).toBeGreaterThan(4000);
  expect((await client.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  expect((await client.query(long, [])).rows[0]).toMatchObject({ c0: 0, c699: 699 });
  const kept = await keptTexts();
  expect(kept).not.toContain('SELECT 7 AS n');
  expect(kept).not.toContain(long);
});

it('prepares a statement again when its table changed shape: retried at once outside a transaction', async () => {
  const text = 'SELECT * FROM kept WHERE a = $1';
  expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
  await other.query('ALTER TABLE kept ADD COLUMN b INTEGER');
  expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
});

it('inside a transaction the change fails that transaction only; the next one works', async () => {
  const text = 'SELECT * FROM kept WHERE a = $1';
  expect((await client.query(text, [2])).rows).toEqual([{ a: 2, b: null }]);
  await other.query('ALTER TABLE kept ADD COLUMN c INTEGER');
  await client.query('BEGIN', []);
  await expect(client.query(text, [2])).rejects.toThrow(/cached plan must not change result type/);
  await client.query('ROLLBACK', []);
  await client.query('BEGIN', []);
  expect((await client.query(text, [2])).rows).toEqual([{ a: 2, b: null, c: null }]);
  await client.query('COMMIT', []);
});
