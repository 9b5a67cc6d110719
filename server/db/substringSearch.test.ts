import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECT } from '../../tests/helpers/testDatabase.js';
import type { Db } from './database.js';
import { containingAnyOf, substringIndexOf, type SubstringTarget } from './substringSearch.js';

// The providers' table has the index (migration 0040); its three searched columns are the target.
const COLUMNS = ['provider_code', 'provider_name', 'provider_license_number'] as const;
const indexed: SubstringTarget = { table: 'health_providers', alias: 'p', columns: COLUMNS, indexed: true };
const plain: SubstringTarget = { ...indexed, indexed: false };

const NAMES = ['Al Noor Hospital', 'ASTER clinic', 'Mediclinic 50%_off', 'Say "hello" Pharmacy', 'مستشفى النور', 'Zulekha Day Surgery'];

let db: Db;
let close: () => Promise<void>;
let next = 0;

async function addProvider(name: string, code: string | null, licence: string): Promise<string> {
  next += 1;
  const id = `p${next}`;
  await sql`INSERT INTO health_providers (id, provider_code, provider_name, provider_type, provider_contact_number, provider_license_number, emirate,
    service_provider, provider_addresss, created_at, updated_at)
    VALUES (${id}, ${code}, ${name}, 'Clinic', '045550000', ${licence}, 'Dubai', 'NAS', 'Building 1', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`.execute(db);
  return id;
}

async function found(target: SubstringTarget, text: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`SELECT p.id FROM health_providers p WHERE ${containingAnyOf(db, target, text)} ORDER BY p.id`.execute(db);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  for (const [k, name] of NAMES.entries()) await addProvider(name, k % 2 === 0 ? `BP${1000 + k}` : null, `DHA-${k}7${k}`);
});
afterAll(() => close());

describe(`substring search on ${TEST_DIALECT}`, () => {
  it('finds the text anywhere in any searched column, whatever its case, from the index as without it', async () => {
    for (const text of ['noor', 'HOSPITAL', 'ster cl', 'bp100', 'dha-272', 'النور', 'Day Surgery']) {
      const answer = await found(indexed, text);
      expect(answer.length, text).toBeGreaterThan(0);
      expect(answer, text).toEqual(await found(plain, text));
    }
  });

  it('takes %, _ and quotes literally, and finds nothing that is not there', async () => {
    expect(await found(indexed, '50%_off')).toEqual(['p3']);
    expect(await found(indexed, '50%x')).toEqual([]);
    expect(await found(indexed, '"hello"')).toEqual(['p4']);
    expect(await found(indexed, 'hospitals')).toEqual([]);
  });

  it('does not join two columns into one match', async () => {
    // "BP1000" is the code and "Al Noor" the name of the same provider.
    expect(await found(indexed, 'BP1000')).toEqual(['p1']);
    expect(await found(indexed, 'BP1000 Al')).toEqual([]);
  });

  it('answers texts shorter than a trigram by testing the rows', async () => {
    expect(await found(indexed, 'ay')).toEqual(await found(plain, 'ay'));
    expect(await found(indexed, 'ay')).toEqual(['p4', 'p6']);
  });

  it('follows inserts, edits and deletions', async () => {
    const id = await addProvider('Thumbay Clinic', null, 'MOH-9');
    expect(await found(indexed, 'thumbay')).toEqual([id]);
    await sql`UPDATE health_providers SET provider_name = 'Burjeel Clinic' WHERE id = ${id}`.execute(db);
    expect(await found(indexed, 'thumbay')).toEqual([]);
    expect(await found(indexed, 'burjeel')).toEqual([id]);
    // An edit of a column outside the index leaves it as it was.
    await sql`UPDATE health_providers SET emirate = 'Sharjah' WHERE id = ${id}`.execute(db);
    expect(await found(indexed, 'burjeel')).toEqual([id]);
    await sql`DELETE FROM health_providers WHERE id = ${id}`.execute(db);
    expect(await found(indexed, 'burjeel')).toEqual([]);
  });

  it("reads the index, not every row (the database's own plan)", async () => {
    const condition = containingAnyOf(db, indexed, 'hospital');
    if (TEST_DIALECT === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT p.id FROM health_providers p WHERE ${condition}`.execute(db);
      expect(rows.map((row) => row.detail).join('\n')).toContain(`VIRTUAL TABLE INDEX`);
      expect(rows.map((row) => row.detail).join('\n')).toContain(substringIndexOf('health_providers'));
    } else {
      // Six rows are read faster whole, so the planner is told to avoid that for the test.
      const plan = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT p.id FROM health_providers p WHERE ${containingAnyOf(trx, indexed, 'hospital')}`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      for (const column of COLUMNS) expect(plan).toContain(`health_providers_${column}_trigrams`);
    }
  });
});
