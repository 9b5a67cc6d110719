import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECT } from '../../../tests/helpers/testDatabase.js';
import type { Db } from '../../db/database.js';
import { ANCHOR_STEP, COUNT_CAP } from '../../db/paging.js';
import { createCustomersRepository, customerRef } from './customers.repository.js';

// The customers list pages deep from kept anchors and counts searches up to a cap; its pages must
// be exactly those plain offset paging gives, with or without the blocked filter, and after writes.
const ROWS = 2 * ANCHOR_STEP + 437;
const SIZE = 10;

let db: Db;
let close: () => Promise<void>;
let added = 0;

async function addCustomers(count: number, name = (n: number) => `Customer ${n}`): Promise<void> {
  const rows = Array.from({ length: count }, () => {
    added += 1;
    const at = new Date(Date.UTC(2026, 0, 1) + added * 1000).toISOString();
    return {
      seq: added, id: `c${added}`, customer_ref: customerRef(added), full_name: name(added), email: `c${added}@example.ae`, country_code: '+971',
      mobile_number: `50${String(added).padStart(7, '0')}`, role: 'User', is_block: added % 7 === 0 ? 1 : 0, created_at: at, updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insertInto('customers').values(rows.slice(start, start + 500)).execute();
}

async function plainPage(page: number, isBlock?: boolean): Promise<string[]> {
  const blocked = isBlock === undefined ? sql`` : sql`WHERE is_block = ${isBlock ? 1 : 0}`;
  const { rows } = await sql<{ id: string }>`SELECT id FROM customers ${blocked} ORDER BY seq DESC LIMIT ${SIZE} OFFSET ${(page - 1) * SIZE}`.execute(db);
  return rows.map((row) => row.id);
}

const listed = async (page: number, filter: { search?: string; isBlock?: boolean } = {}) => {
  const answer = await createCustomersRepository(db).list(filter, page, SIZE);
  return { ids: answer.items.map((customer) => customer._id), total: answer.totalItems, capped: answer.totalCapped ?? false };
};

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await addCustomers(ROWS);
}, 60_000);
afterAll(() => close());

describe(`customers list pages and totals, on ${TEST_DIALECT}`, () => {
  it('gives every page around each anchor, the last and one past the end as plain offset paging does', async () => {
    const last = Math.ceil(ROWS / SIZE);
    const pages = [1, 2, 99, 100, 101, 102, 199, 200, 201, 202, last - 1, last, last + 1];
    for (const isBlock of [undefined, false, true]) {
      for (const page of pages) expect((await listed(page, { isBlock })).ids, `page ${page} blocked ${isBlock}`).toEqual(await plainPage(page, isBlock));
    }
    expect((await listed(1)).total).toBe(ROWS);
  });

  it('reads the pages afresh after customers are added and removed', async () => {
    expect((await listed(150)).ids).toEqual(await plainPage(150));
    await addCustomers(13);
    await db.deleteFrom('customers').where('id', 'in', ['c5', 'c1500', 'c2001']).execute();
    for (const page of [101, 150, 201, Math.ceil((ROWS + 10) / SIZE)]) expect((await listed(page)).ids, `page ${page}`).toEqual(await plainPage(page));
  });

  it("counts a search's matches exactly up to the cap, and past it says so with a lower bound", async () => {
    const { rows: [named] } = await sql<{ n: number }>`SELECT count(*) AS n FROM customers WHERE full_name LIKE 'Customer 12%'`.execute(db);
    const few = await listed(1, { search: 'Customer 12' });
    expect([few.total, few.capped]).toEqual([Number(named!.n), false]);
    expect(few.total).toBeGreaterThan(SIZE);
    await addCustomers(COUNT_CAP + 5, () => 'Mariam Al Nuaimi');
    const first = await listed(1, { search: 'mariam' });
    expect([first.ids.length, first.total, first.capped]).toEqual([SIZE, COUNT_CAP, true]);
    const last = await listed(Math.ceil((COUNT_CAP + 5) / SIZE), { search: 'mariam' });
    expect([last.ids.length, last.total, last.capped]).toEqual([5, COUNT_CAP + 5, false]);
  }, 120_000);
});
