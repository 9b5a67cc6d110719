import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/helpers/testDatabase.js';
import type { Db } from './database.js';
import { createStampedCache } from './stampedCache.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

/** What the triggers on customers do when one is written. */
const writeCustomers = () => sql`UPDATE change_counters SET n = n + 1 WHERE name = 'customers'`.execute(db);

/** A loader that counts its calls and answers with the call's number. */
function counting() {
  let calls = 0;
  return { load: () => Promise.resolve(++calls), calls: () => calls };
}

describe('a cache kept while a change counter stands', () => {
  it('answers from memory until a write to its tables, then computes afresh', async () => {
    const cache = createStampedCache<number>(db, 'customers', { limit: 10 });
    const loader = counting();
    expect(await cache.get('page 1', loader.load)).toBe(1);
    expect(await cache.get('page 1', loader.load)).toBe(1);
    expect(loader.calls()).toBe(1);
    await writeCustomers();
    expect(await cache.get('page 1', loader.load)).toBe(2);
    expect(loader.calls()).toBe(2);
  });

  it('is not emptied by writes to the tables of another topic', async () => {
    const cache = createStampedCache<number>(db, 'customers', { limit: 10 });
    const loader = counting();
    await cache.get('page 1', loader.load);
    await sql`UPDATE change_counters SET n = n + 1 WHERE name = 'proposals'`.execute(db);
    expect(await cache.get('page 1', loader.load)).toBe(1);
  });

  it('hands back, but does not keep, an answer computed while the counter moved', async () => {
    const cache = createStampedCache<number>(db, 'customers', { limit: 10 });
    expect(await cache.get('page 1', async () => {
      await writeCustomers();
      return 1;
    })).toBe(1);
    expect(await cache.get('page 1', () => Promise.resolve(2))).toBe(2);
    expect(await cache.get('page 1', () => Promise.resolve(3))).toBe(2);
  });

  it('keeps at most its limit of answers, dropping the oldest first', async () => {
    const cache = createStampedCache<string>(db, 'customers', { limit: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(`${key} first`));
    expect(await cache.get('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await cache.get('c', () => Promise.resolve('c again'))).toBe('c first');
  });

  it('with a period, also computes afresh when the period turns, and not before', async () => {
    let clock = 60_000 * 10;
    const cache = createStampedCache<number>(db, 'customers', { limit: 10, periodMs: 60_000, now: () => clock });
    const loader = counting();
    await cache.get('tiles', loader.load);
    clock += 59_999;
    expect(await cache.get('tiles', loader.load)).toBe(1);
    clock += 1;
    expect(await cache.get('tiles', loader.load)).toBe(2);
  });
});
