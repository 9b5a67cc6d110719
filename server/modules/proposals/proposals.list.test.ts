import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECT } from '../../../tests/helpers/testDatabase.js';
import type { Db } from '../../db/database.js';
import { ANCHOR_STEP, SEARCH_READ_AHEAD } from '../../db/paging.js';
import { customerRef } from '../customers/customers.repository.js';
import { createProposalsRepository } from './proposals.repository.js';

// The proposals list pages deep from kept anchors (newest first by created_at, then id) and a search
// learns its total from the keys it read ahead when it can: pages and totals must be exactly what
// plain offset paging and a count give, for each line and filter, and after writes.
const HEALTH = 2 * ANCHOR_STEP + 437;
const SIZE = 10;
/** A search with this many matches still fits in what a search page reads ahead. */
const READ = SIZE + SEARCH_READ_AHEAD;

let db: Db;
let close: () => Promise<void>;
let added = 0;

async function addCustomer(seq: number, fullName: string): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db.insertInto('customers').values({
    seq, id: `c${seq}`, customer_ref: customerRef(seq), full_name: fullName, email: `c${seq}@example.ae`, country_code: '+971',
    mobile_number: `50${String(seq).padStart(7, '0')}`, role: 'User', is_block: 0, created_at: at, updated_at: at,
  }).execute();
}

/** Proposals of a line; every third shares its creation time with the one before, so the id breaks the tie. */
async function addProposals(count: number, line: 'health' | 'motor', customerId = 'c1'): Promise<void> {
  const rows = Array.from({ length: count }, () => {
    added += 1;
    const at = new Date(Date.UTC(2026, 0, 1) + (added - (added % 3 === 0 ? 1 : 0)) * 1000).toISOString();
    return {
      id: `p${String(added).padStart(6, '0')}`, ref: `PRO-${String(added).padStart(7, '0')}`, line, customer_id: customerId, source: 'Admin', car: null, value_fils: null,
      status: added % 4 === 0 ? 'Lost' : 'Un Attended', expires_at: null, created_at: at, updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insertInto('proposals').values(rows.slice(start, start + 500)).execute();
}

async function plainPage(page: number, status?: string): Promise<string[]> {
  const lost = status ? sql`AND status = ${status}` : sql``;
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM proposals WHERE line = 'health' ${lost} ORDER BY created_at DESC, id DESC LIMIT ${SIZE} OFFSET ${(page - 1) * SIZE}`.execute(db);
  return rows.map((row) => row.id);
}

const health = () => createProposalsRepository(db, () => new Date(), 'health');
const listed = async (page: number, filter: { status?: 'Lost'; search?: string } = {}) => {
  const answer = await health().list({ status: filter.status ?? 'all', qType: 'all' }, { page, size: SIZE, search: filter.search });
  return { ids: answer.items.map((proposal) => proposal._id), total: answer.totalItems, capped: answer.totalCapped ?? false };
};

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await addCustomer(1, 'Mariam Haddad');
  await addCustomer(2, 'Omar Siddiqui');
  await addCustomer(3, 'Layla Nasser');
  await addProposals(HEALTH, 'health');
  await addProposals(300, 'motor');
}, 60_000);
afterAll(() => close());

describe(`proposals list pages and totals, on ${TEST_DIALECT}`, () => {
  it('gives every page around each anchor, the last and one past the end as plain offset paging does', async () => {
    const last = Math.ceil(HEALTH / SIZE);
    const pages = [1, 2, 99, 100, 101, 102, 199, 200, 201, 202, last - 1, last, last + 1];
    for (const page of pages) expect((await listed(page)).ids, `page ${page}`).toEqual(await plainPage(page));
    const lostLast = Math.ceil(Math.floor(HEALTH / 4) / SIZE);
    for (const page of [1, 100, 101, lostLast, lostLast + 1]) expect((await listed(page, { status: 'Lost' })).ids, `Lost page ${page}`).toEqual(await plainPage(page, 'Lost'));
    expect((await listed(150)).total).toBe(HEALTH);
  });

  it('reads the pages afresh after proposals are added and removed', async () => {
    expect((await listed(150)).ids).toEqual(await plainPage(150));
    await addProposals(7, 'health');
    await db.deleteFrom('proposals').where('id', 'in', ['p000005', 'p001500', 'p002001']).execute();
    for (const page of [101, 150, 201]) expect((await listed(page)).ids, `page ${page}`).toEqual(await plainPage(page));
    expect((await listed(150)).total).toBe(HEALTH + 7 - 3);
  });

  it('totals a search exactly on both sides of what its page reads ahead, and counts past it', async () => {
    await addProposals(READ - 1, 'health', 'c2');
    await addProposals(READ, 'health', 'c3');
    expect(await listed(1, { search: 'Omar' })).toMatchObject({ total: READ - 1, capped: false });
    expect(await listed(1, { search: 'Layla' })).toMatchObject({ total: READ, capped: false });
    await addProposals(1, 'health', 'c3');
    const layla = await listed(3, { search: 'Layla' });
    expect(layla).toMatchObject({ total: READ + 1, capped: false });
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM proposals WHERE line = 'health' AND customer_id = 'c3' ORDER BY created_at DESC, id DESC LIMIT ${SIZE} OFFSET ${2 * SIZE}`.execute(db);
    expect(layla.ids).toEqual(rows.map((row) => row.id));
    // Past the matches: an empty page that still tells how many there are.
    expect(await listed(99, { search: 'Layla' })).toMatchObject({ ids: [], total: READ + 1 });
  });
});
