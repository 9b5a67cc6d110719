import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/helpers/testDatabase.js';
import type { Db } from '../db/database.js';
import { nextRefs } from './salesRecords.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  const at = new Date().toISOString();
  await db.insertInto('customers').values({ id: 'c1', customer_ref: 'CUS-000001', full_name: 'Ref Holder', email: 'refs@example.ae', country_code: '971', mobile_number: '501234567', role: 'User', is_block: 0, created_at: at, updated_at: at }).execute();
});
afterAll(() => close());

async function addTransactions(refs: string[]): Promise<void> {
  const at = new Date().toISOString();
  await db.insertInto('transactions').values(refs.map((ref) => ({ id: ref, ref, customer_id: 'c1', amount_fils: 100, paid_by: 'card', status: 'Paid', created_at: at, updated_at: at }))).execute();
}

it('numbers a new series from 1, six digits wide, and goes on from the newest', async () => {
  expect(await nextRefs(db, 'transactions', 2)).toEqual(['TRX-000001', 'TRX-000002']);
  await addTransactions(['TRX-000001', 'TRX-000002']);
  expect(await nextRefs(db, 'transactions', 1)).toEqual(['TRX-000003']);
});

it('goes on past 999,999 by number, where the refs grow a digit and sort before it as text', async () => {
  await addTransactions(['TRX-999999']);
  expect(await nextRefs(db, 'transactions', 2)).toEqual(['TRX-1000000', 'TRX-1000001']);
  await addTransactions(['TRX-1000000', 'TRX-1000001']);
  expect(await nextRefs(db, 'transactions', 1)).toEqual(['TRX-1000002']);
});
