import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerListResultSchema } from '../../../shared/contract/customers/index.js';
import { buildTestServer } from '../../../tests/helpers/buildTestServer.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/testDatabase.js';
import { openDatabase, type Db } from '../database.js';
import { CopyFailed, copyDatabase } from './copyDatabase.js';

/** Runs `run` on a connection to the test schema (its address puts the schema first on the search path). */
async function onSchema<T>(database: TestDatabase, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** What the schema holds that a copy could have created: tables and functions. */
function schemaContents(database: TestDatabase) {
  return onSchema(database, async (client) => ({
    schema: (await client.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema,
    tables: (await client.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1')).rows.map((row) => row.name),
    functions: (await client.query<{ name: string }>(`SELECT proname AS name FROM pg_proc WHERE pronamespace = current_schema()::regnamespace`)).rows.map((row) => row.name),
  }));
}

/** A data folder's SQLite database filled by a server's demo seed (`seedDemoServer`), closed and opened again as `npm run db:copy` opens it. */
async function seededSqlite(customers: number): Promise<{ source: Db; remove(): Promise<void> }> {
  const server = await buildTestServer({ database: {}, demo: { customers, seed: 7 } });
  await server.app.close();
  const source = await openDatabase({ file: join(server.dataDir, 'brokerdesk.sqlite') });
  return {
    source,
    async remove() {
      await source.destroy();
      await rm(server.dataDir, { recursive: true, force: true });
    },
  };
}

let office: Awaited<ReturnType<typeof seededSqlite>>;
const targets: TestDatabase[] = [];

async function emptyTarget(): Promise<TestDatabase & { url: string }> {
  const database = await createTestDatabase();
  targets.push(database);
  return { ...database, url: database.target.url! };
}

beforeAll(async () => {
  office = await seededSqlite(10_000);
}, 120_000);
afterAll(async () => {
  await office?.remove();
  await Promise.all(targets.map((target) => target.drop()));
});

describe('copyDatabase into PostgreSQL', () => {
  it('copies an office of 10,000 customers with their sales: equal counts and checksums in every table, found by the server on PostgreSQL', async () => {
    const target = await emptyTarget();
    const comparisons = await copyDatabase(office.source, target.url);

    expect(comparisons.filter((comparison) => !comparison.matches)).toEqual([]);
    const rowsOf = (table: string) => comparisons.find((comparison) => comparison.table === table)?.targetRows;
    expect(rowsOf('customers')).toBe(10_000);
    for (const table of ['proposals', 'quotes', 'payments', 'policies', 'transactions', 'history', 'accounts', 'menus', 'change_counters']) {
      const { rows: [counted] } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(office.source);
      expect(rowsOf(table), table).toBe(counted!.n);
      expect(counted!.n, table).toBeGreaterThan(0);
    }
    expect((await schemaContents(target)).tables).toEqual(expect.arrayContaining(['kysely_migration', ...comparisons.map((comparison) => comparison.table)]));

    const server = await buildTestServer({ database: { url: target.url } });
    try {
      const token = await server.login();
      const { rows: [customer] } = await sql<{ id: string; full_name: string; email: string; seq: number }>`
        SELECT id, full_name, email, seq FROM customers WHERE seq = 4321`.execute(office.source);
      const search = async (text: string) => {
        const response = await server.injectAs(token, { method: 'POST', url: `/api/admin/customers/get-customer?size=50&search=${encodeURIComponent(text)}`, payload: {} });
        expect(response.statusCode, response.body).toBe(200);
        return CustomerListResultSchema.parse(response.json()).data;
      };
      expect(await search(customer!.email)).toEqual([expect.objectContaining({ _id: customer!.id, fullName: customer!.full_name, email: customer!.email })]);
      expect((await search(customer!.full_name)).map((found) => found._id)).toContain(customer!.id);

      // The identities number on after the copied rows: a new customer takes the next seq.
      const created = await server.injectAs(token, {
        method: 'POST', url: '/api/admin/customers/add-customer',
        payload: { fullName: 'Copied Office Newcomer', email: 'newcomer@copied.example.ae', mobileNumber: '0581234567' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { rows: [copied] } = await sql<{ seq: number }>`SELECT max(seq) AS seq FROM customers`.execute(office.source);
      const newest = await onSchema(target, async (client) => (await client.query<{ seq: number }>('SELECT max(seq) AS seq FROM customers')).rows[0]!.seq);
      expect(newest).toBe(copied!.seq + 1);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('leaves the target with no tables when the copy is interrupted mid-way', async () => {
    const target = await emptyTarget();
    const interrupted = copyDatabase(office.source, target.url, {
      batchSize: 500,
      async onProgress({ table, rows }) {
        if (table !== 'customers' || rows < 2_000) return;
        // Mid-way for real: batches of this table are already committed in the target.
        const copied = await onSchema(target, async (client) => (await client.query<{ n: string }>('SELECT count(*) AS n FROM customers')).rows[0]!.n);
        expect(copied).toBe('2000');
        throw new Error('Interrupted by the test');
      },
    });

    await expect(interrupted).rejects.toThrow(/^Copying table customers failed: Interrupted by the test\. Nothing was kept: schema "test_\w+" is empty again$/);
    expect(await schemaContents(target)).toMatchObject({ tables: [], functions: [] });
  });

  it('refuses a target schema that already has a table, and changes nothing', async () => {
    const target = await emptyTarget();
    await onSchema(target, (client) => client.query(`CREATE TABLE notes (id integer PRIMARY KEY, body text); INSERT INTO notes VALUES (1, 'keep me')`));
    const { schema } = await schemaContents(target);

    await expect(copyDatabase(office.source, target.url)).rejects.toThrow(
      `The target schema "${schema}" already has tables (notes): a copy goes only into an empty schema, so nothing was changed`,
    );
    expect(await schemaContents(target)).toEqual({ schema, tables: ['notes'], functions: [] });
    expect(await onSchema(target, async (client) => (await client.query('SELECT * FROM notes')).rows)).toEqual([{ id: 1, body: 'keep me' }]);
  });

  it('detects a row changed in the target after it was copied, and empties the target', async () => {
    const small = await seededSqlite(40);
    try {
      const target = await emptyTarget();
      const copying = copyDatabase(small.source, target.url, {
        async onProgress({ table, done }) {
          if (table !== 'customers' || !done) return;
          await onSchema(target, (client) => client.query(`UPDATE customers SET full_name = full_name || '.' WHERE seq = (SELECT min(seq) FROM customers)`));
        },
      });

      const failure = await copying.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CopyFailed);
      expect((failure as CopyFailed).message).toMatch(/^The copy differs from the source in .*customers.*\. Nothing was kept: schema "test_\w+" is empty again$/);
      const customers = (failure as CopyFailed).comparisons.find((comparison) => comparison.table === 'customers');
      expect(customers).toMatchObject({ sourceRows: 40, targetRows: 40, matches: false });
      expect(customers!.sourceChecksum).not.toBe(customers!.targetChecksum);
      expect(await schemaContents(target)).toMatchObject({ tables: [], functions: [] });
    } finally {
      await small.remove();
    }
  }, 60_000);
});
