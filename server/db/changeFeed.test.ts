import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase.js';
import { changeFeedOf } from './changeFeed.js';
import { openDatabase, type Db } from './database.js';

/** Two server processes' connections to one database: on SQLite one file, on PostgreSQL one schema. */
let folder: string;
let database: TestDatabase;
let a: Db;
let b: Db;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'brokerdesk-feed-'));
  database = await createTestDatabase();
  const target = { file: join(folder, 'brokerdesk.sqlite'), ...database.target };
  a = await openDatabase(target);
  b = await openDatabase(target);
});
afterAll(async () => {
  await a?.destroy();
  await b?.destroy();
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

/** What a trigger on customers does when one is written. */
const moveCustomers = (db: Db) => sql`UPDATE change_counters SET n = n + 1 WHERE name = 'customers'`.execute(db);

it('a stamp moves at once with a write committed by another process on the same database', async () => {
  const before = await changeFeedOf(b).stamp('customers');
  expect(await changeFeedOf(b).stamp('customers')).toBe(before);
  await moveCustomers(a);
  expect(await changeFeedOf(b).stamp('customers')).toBe(before + 1);
});

it('a stamp moves at once with a write of its own process, in a transaction or not', async () => {
  const before = await changeFeedOf(b).stamp('customers');
  await moveCustomers(b);
  expect(await changeFeedOf(b).stamp('customers')).toBe(before + 1);
  await b.transaction().execute((trx) => moveCustomers(trx));
  expect(await changeFeedOf(b).stamp('customers')).toBe(before + 2);
});

it('each topic has its own stamp', async () => {
  const customers = await changeFeedOf(b).stamp('customers');
  const sessions = await changeFeedOf(b).stamp('sessions');
  await sql`UPDATE change_counters SET n = n + 1 WHERE name = 'sessions'`.execute(a);
  expect(await changeFeedOf(b).stamp('sessions')).toBe(sessions + 1);
  expect(await changeFeedOf(b).stamp('customers')).toBe(customers);
});
