import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withClient } from '../../tests/helpers/postgresSchema.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/helpers/testDatabase.js';
import { changeFeedOf, listenForChanges, type ChangeFeed } from './changeFeed.js';
import { openDatabase, type Db } from './database.js';

/** Two server instances' databases and feeds on one schema. */
let database: TestDatabase;
let a: Db;
let b: Db;
let feedA: ChangeFeed;
let feedB: ChangeFeed;
const log = { warn: vi.fn() };

const withAdmin = <T>(run: (client: pg.Client) => Promise<T>) => withClient(TEST_DATABASE_URL!, run);

async function schemaOf(db: Db): Promise<string> {
  const { rows: [found] } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return found!.schema;
}

async function counterInDatabase(topic: string): Promise<number> {
  const { n } = await a.selectFrom('change_counters').select('n').where('name', '=', topic).executeTakeFirstOrThrow();
  return Number(n);
}

/** A statement on customers: its statement-level trigger moves the counter whether or not a row changes. */
const writeCustomers = (db: Db) => sql`UPDATE customers SET full_name = full_name WHERE 1 = 0`.execute(db);

beforeAll(async () => {
  database = await createTestDatabase();
  a = await openDatabase({ file: ':memory:', ...database.target });
  b = await openDatabase({ file: ':memory:', ...database.target });
  feedA = await listenForChanges(a, database.target.url!, log);
  feedB = await listenForChanges(b, database.target.url!, log);
  await vi.waitFor(() => expect(feedA.listening && feedB.listening).toBe(true), { timeout: 5000 });
});
afterAll(async () => {
  await feedA?.close();
  await feedB?.close();
  await a?.destroy();
  await b?.destroy();
  await database?.drop();
});

describe('the change feed on PostgreSQL', () => {
  it('is the feed of its database', () => {
    expect(changeFeedOf(a)).toBe(feedA);
    expect(changeFeedOf(b)).toBe(feedB);
  });

  it('answers stamps from memory: with change_counters locked against every read, a stamp still comes at once', async () => {
    const expected = await counterInDatabase('customers');
    await withAdmin(async (admin) => {
      await admin.query(`SET search_path = ${await schemaOf(a)}`);
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE change_counters IN ACCESS EXCLUSIVE MODE');
      try {
        const blocked = Symbol('blocked');
        const answer = await Promise.race([feedB.stamp('customers'), new Promise((resolve) => setTimeout(() => resolve(blocked), 500))]);
        expect(answer).toBe(expected);
      } finally {
        await admin.query('ROLLBACK');
      }
    });
  });

  it('hears a write committed by another instance, and only once it commits', async () => {
    const before = await feedB.stamp('customers');
    await a.transaction().execute(async (trx) => {
      await writeCustomers(trx);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await feedB.stamp('customers')).toBe(before);
    });
    await expect.poll(() => feedB.stamp('customers'), { timeout: 2000, interval: 5 }).toBe(before + 1);
    expect(await counterInDatabase('customers')).toBe(before + 1);
  });

  it('a writer that catches up knows its own committed write, autocommitted or in a transaction', async () => {
    for (const write of [() => writeCustomers(a), () => a.transaction().execute((trx) => writeCustomers(trx))]) {
      const before = await counterInDatabase('customers');
      await write();
      await feedA.catchUp();
      expect(await feedA.stamp('customers')).toBe(before + 1);
    }
  });

  it('a catch-up taken inside an open transaction does not count that transaction as heard', async () => {
    const before = await counterInDatabase('customers');
    await a.transaction().execute(async (trx) => {
      await writeCustomers(trx);
      await feedA.catchUp();
      expect(await feedA.stamp('customers')).toBe(before);
    });
    await feedA.catchUp();
    expect(await feedA.stamp('customers')).toBe(before + 1);
  });

  it('moves the sessions counter on a sign-out and an account change, not on the idle clock', async () => {
    const before = await counterInDatabase('sessions');
    await sql`UPDATE sessions SET last_seen_at = last_seen_at`.execute(a);
    expect(await counterInDatabase('sessions')).toBe(before);
    await sql`UPDATE sessions SET revoked_at = revoked_at`.execute(a);
    await sql`UPDATE accounts SET disabled = disabled`.execute(a);
    await sql`UPDATE roles SET permissions = permissions`.execute(a);
    expect(await counterInDatabase('sessions')).toBe(before + 3);
    await expect.poll(() => feedB.stamp('sessions'), { timeout: 2000, interval: 5 }).toBe(before + 3);
  });

  it('gives an exact stamp of another instance\'s commit at once, before the announcement is heard', async () => {
    await expect.poll(() => feedB.listening, { timeout: 2000, interval: 5 }).toBe(true);
    const before = await counterInDatabase('sessions');
    await sql`UPDATE sessions SET revoked_at = revoked_at`.execute(a);
    // No wait: B answers from the database, whatever its listener has heard so far.
    expect(await feedB.stamp('sessions', { exact: true })).toBe(before + 1);
  });

  it('reads the database while its connection is lost, dials again by itself and hears again', async () => {
    const schema = await schemaOf(b);
    const cut = await withAdmin(async (admin) => (await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`brokerdesk change feed ${schema}`.slice(0, 63)])).rowCount);
    // Both instances' listeners carry the schema's name.
    expect(cut).toBe(2);
    await expect.poll(() => feedB.listening, { timeout: 2000, interval: 5 }).toBe(false);
    await writeCustomers(a);
    expect(await feedB.stamp('customers')).toBe(await counterInDatabase('customers'));
    await expect.poll(() => feedA.listening && feedB.listening, { timeout: 5000, interval: 20 }).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/lost its database connection/));
    const before = await counterInDatabase('customers');
    await writeCustomers(a);
    await expect.poll(() => feedB.stamp('customers'), { timeout: 2000, interval: 5 }).toBe(before + 1);
  });
});
