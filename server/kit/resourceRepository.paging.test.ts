import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthProvidersResource } from '../../shared/contract/health-insurance/index.js';
import { openTestDatabase, TEST_DIALECT } from '../../tests/helpers/testDatabase.js';
import type { Db } from '../db/database.js';
import { ANCHOR_STEP, COUNT_CAP, countingUpTo } from '../db/paging.js';
import { createResourceRepository } from './resourceRepository.js';

// A large kit table (its totals kept under a change counter) pages deep lists from anchors; these
// pages must be exactly those a plain ORDER BY … LIMIT … OFFSET gives, for every order.
const ROWS = 2 * ANCHOR_STEP + 437;
const SIZE = 10;
const NAMES = ['Aster', 'aster', 'ASTER', 'Noor', 'Medcare', 'Zulekha', 'Burjeel', 'noor'];
const TYPES = ['Hospital', 'Clinic', 'Pharmacy', 'Diagnostics'];
const EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah'];
const SORTS: Array<[string, string]> = [['providerName', 'provider_name'], ['providerType', 'provider_type'], ['emirate', 'emirate'], ['providerCode', 'provider_code'], ['createdAt', 'created_at']];

let db: Db;
let close: () => Promise<void>;
let repository: ReturnType<typeof createRepository>;
let added = 0;

function createRepository(database: Db) {
  return createResourceRepository(database, healthProvidersResource, 'health_providers', { totalsTopic: 'health_providers' });
}

/** `count` providers whose names, types and emirates repeat in an order of their own (ties everywhere), some without a code. */
async function addProviders(count: number): Promise<void> {
  let state = 7 + added;
  const next = (n: number) => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
  const rows = Array.from({ length: count }, () => {
    added += 1;
    const at = new Date(Date.UTC(2026, 0, 1) + next(50) * 60_000).toISOString();
    return {
      id: `p${added}`, provider_code: next(5) === 0 ? null : `BP${next(400)}`, provider_name: NAMES[next(NAMES.length)]!, provider_type: TYPES[next(TYPES.length)]!,
      provider_contact_number: '045550000', provider_license_number: `DHA-${added}`, emirate: EMIRATES[next(EMIRATES.length)]!, service_provider: 'NAS',
      provider_addresss: 'Building 1', is_active: 1, created_at: at, updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('health_providers').values(rows.slice(start, start + 500)).execute();
  }
}

/** The page as plain offset paging reads it. */
async function plainPage(column: string, direction: 'asc' | 'desc', page: number): Promise<string[]> {
  const order = sql.raw(direction);
  const { rows } = await sql<{ id: string }>`SELECT id FROM health_providers WHERE removed_at IS NULL
    ORDER BY ${sql.ref(column)} ${order}, seq ${order} LIMIT ${SIZE} OFFSET ${(page - 1) * SIZE}`.execute(db);
  return rows.map((row) => row.id);
}

async function kitPage(sortField: string, sortDirection: 'asc' | 'desc', page: number): Promise<{ ids: string[]; total: number }> {
  const answer = await repository.list({ page, size: SIZE, sortField, sortDirection } as never);
  return { ids: answer.items.map((item) => item._id), total: answer.totalItems };
}

/** Pages on both sides of each anchor, the last and the one past the end. */
function pagesToCheck(rows: number): number[] {
  const last = Math.ceil(rows / SIZE);
  const around = [1, 2].flatMap((k) => [k * ANCHOR_STEP / SIZE, k * ANCHOR_STEP / SIZE + 1, k * ANCHOR_STEP / SIZE + 2]);
  return [1, 37, ...around, last - 1, last, last + 1];
}

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  repository = createRepository(db);
  await addProviders(ROWS);
}, 60_000);
afterAll(() => close());

describe(`kit list pages deep in a large table, on ${TEST_DIALECT}`, () => {
  it('gives for every order exactly the pages plain offset paging gives, ties and the end included', async () => {
    for (const [sortField, column] of SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const page of pagesToCheck(ROWS)) {
          const { ids, total } = await kitPage(sortField, direction, page);
          expect(ids, `${sortField} ${direction} page ${page}`).toEqual(await plainPage(column, direction, page));
          expect(total).toBe(ROWS);
        }
      }
    }
  }, 120_000);

  it('reads pages in any order, far pages first, with the same answers', async () => {
    for (const page of [250, 101, 201, 102, 2]) {
      expect((await kitPage('providerName', 'desc', page)).ids).toEqual(await plainPage('provider_name', 'desc', page));
    }
  });

  it('reads the pages afresh after the table changes', async () => {
    expect((await kitPage('emirate', 'asc', 150)).ids).toEqual(await plainPage('emirate', 'asc', 150));
    await addProviders(25);
    await sql`UPDATE health_providers SET removed_at = '2026-02-01T00:00:00Z' WHERE id IN ('p3', 'p1500', 'p2001')`.execute(db);
    for (const page of [101, 150, 201, Math.ceil((ROWS + 22) / SIZE)]) {
      expect((await kitPage('emirate', 'asc', page)).ids, `page ${page}`).toEqual(await plainPage('emirate', 'asc', page));
    }
  });

  it("counts a search's matches up to the cap, then gives a lower bound and pages on to the exact end", async () => {
    // Every live provider's licence number holds "DHA-"; a name is held by fewer.
    const live = async (condition: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM health_providers
      WHERE removed_at IS NULL AND ${sql.raw(condition)}`.execute(db)).rows[0]!.n);
    await addProviders(COUNT_CAP + 55 - (await live('1 = 1')));
    const matches = await live('1 = 1');
    expect(matches).toBeGreaterThan(COUNT_CAP);
    const search = async (text: string, page: number) => repository.list({ page, size: SIZE, search: text, sortField: 'createdAt', sortDirection: 'desc' } as never);

    const first = await search('dha-', 1);
    expect(first.items).toHaveLength(SIZE);
    expect([first.totalItems, first.totalCapped]).toEqual([COUNT_CAP, true]);
    const beyond = await search('dha-', COUNT_CAP / SIZE + 2);
    expect([beyond.items.length, beyond.totalItems, beyond.totalCapped]).toEqual([SIZE, COUNT_CAP + 2 * SIZE, true]);
    const last = await search('dha-', Math.ceil(matches / SIZE));
    expect([last.totalItems, last.totalCapped]).toEqual([matches, false]);

    const medcare = await live("lower(provider_name) = 'medcare'");
    expect(medcare).toBeLessThan(COUNT_CAP);
    expect(await search('medcare', 1)).toMatchObject({ totalItems: medcare, totalCapped: false });
  }, 120_000);

  it('counts the rows of a query only up to the limit asked', async () => {
    const rows = db.selectFrom('health_providers').select('seq').where('removed_at', 'is', null);
    expect(await countingUpTo(db, rows)(5)).toBe(5);
    const all = Number((await db.selectFrom('health_providers').select((eb) => eb.fn.countAll().as('n')).where('removed_at', 'is', null).executeTakeFirstOrThrow()).n);
    expect(await countingUpTo(db, rows)(all + 1)).toBe(all);
  });
});
