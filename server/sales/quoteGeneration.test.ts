import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/helpers/testDatabase.js';
import type { Db } from '../db/database.js';
import { createQuoteGeneration, quoteExpiry, type PricedPlan, type QuoteEmitter, type SalesLine } from './quoteGeneration.js';

let db: Db;
let close: () => Promise<void>;
const AT = '2026-11-20T08:00:00.000Z';
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.insertInto('customers').values({ id: 'c1', customer_ref: 'CUS-000001', full_name: 'Mariam Haddad', email: 'mariam@example.ae', country_code: '971', mobile_number: '501234567', role: 'User', is_block: 0, created_at: AT, updated_at: AT }).execute();
  await db.insertInto('proposals').values({ id: 'p1', ref: 'PRO-000001', line: 'health', customer_id: 'c1', source: 'Admin', car: null, value_fils: null, status: 'Un Attended', expires_at: null, created_at: AT, updated_at: AT }).execute();
});
afterAll(() => close());

const plan = (companyId: string, planId: string, totalFils: number): PricedPlan => ({ companyId, companyName: `Insurer ${companyId}`, planId, planName: `Plan ${planId}`, totalFils });

/** A line of two insurers: A quotes two plans, B fails outright; C refuses its one plan. */
function testLine(): SalesLine<PricedPlan> {
  return {
    line: 'health',
    quoteEvents: { quote: 'test-quote', counter: 'test-counter' },
    prepare: () => Promise.resolve({
      startDay: '2026-12-01',
      request: { members: 2 },
      insurers: [
        { companyId: 'A', companyName: 'Insurer A', planCount: 2, price: () => Promise.resolve({ quotes: [plan('A', 'a1', 900_00), plan('A', 'a2', 500_00)], refusals: [] }) },
        { companyId: 'B', companyName: 'Insurer B', planCount: 3, price: () => Promise.reject(new Error('Insurer B did not answer in time')) },
        { companyId: 'C', companyName: 'Insurer C', planCount: 1, price: () => Promise.resolve({ quotes: [], refusals: [{ companyId: 'C', companyName: 'Insurer C', planName: 'Plan c1', message: 'No premium for this age', response: { code: 'noRow' } }] }) },
      ],
      quoteColumns: (priced) => ({ insurance_type: null, repair_condition: null, value_fils: null, price_fils: priced.totalFils, admin_fee_fils: 0, vat_fils: 0, total_fils: priced.totalFils, excess_fils: null, pricing: JSON.stringify({ lines: [] }) }),
    }),
  };
}

it('keeps every insurer that answered, lists the one that failed, and streams each answer before returning', async () => {
  const events: Array<[string, string, unknown]> = [];
  const emitter: QuoteEmitter = { emitToRoom: (room, event, payload) => events.push([room, event, payload]) };
  const generateIn = createQuoteGeneration(testLine(), emitter, () => new Date(AT));
  const generated = await db.transaction().execute((trx) => generateIn(trx, 'p1', null, 'room-1'));

  expect(generated.quotes.map((quote) => [quote.planId, quote.totalFils, quote.customerName])).toEqual([['a2', 500_00, 'Mariam Haddad'], ['a1', 900_00, 'Mariam Haddad']]);
  expect(generated.refusals).toEqual([
    { companyName: 'Insurer B', planName: 'All plans', message: 'Insurer B did not answer in time' },
    { companyName: 'Insurer C', planName: 'Plan c1', message: 'No premium for this age' },
  ]);
  // Quotes in the order the insurers answered, then B's failure and C's refusal; the counter from 6 plans down.
  expect(events.map(([room, event, payload]) => [room, event, event === 'test-counter' ? (payload as { remaining: number }).remaining : (payload as { success: boolean }).success]))
    .toEqual([
      ['room-1', 'test-quote', true], ['room-1', 'test-counter', 5], ['room-1', 'test-quote', true], ['room-1', 'test-counter', 4],
      ['room-1', 'test-quote', false], ['room-1', 'test-counter', 3], ['room-1', 'test-quote', false], ['room-1', 'test-counter', 2],
    ]);

  const stored = await db.selectFrom('quotes').select(['ref', 'plan_id', 'is_current', 'expires_at']).where('proposal_id', '=', 'p1').orderBy('ref').execute();
  expect(stored).toEqual([
    { ref: 'QUO-000001', plan_id: 'a1', is_current: 1, expires_at: quoteExpiry(new Date(AT), '2026-12-01') },
    { ref: 'QUO-000002', plan_id: 'a2', is_current: 1, expires_at: quoteExpiry(new Date(AT), '2026-12-01') },
  ]);
  const calls = await db.selectFrom('insurer_calls').select(['company_id', 'status', 'error_message']).where('proposal_id', '=', 'p1').orderBy('company_id').orderBy('status').execute();
  expect(calls).toEqual([
    { company_id: 'A', status: 'ok', error_message: null }, { company_id: 'A', status: 'ok', error_message: null },
    { company_id: 'B', status: 'error', error_message: 'All plans: Insurer B did not answer in time' },
    { company_id: 'C', status: 'error', error_message: 'Plan c1: No premium for this age' },
  ]);
  const proposal = await db.selectFrom('proposals').select(['status', 'quotes_generated_at']).where('id', '=', 'p1').executeTakeFirstOrThrow();
  expect(proposal).toEqual({ status: 'Quote generated', quotes_generated_at: AT });
  const history = await db.selectFrom('history').select(['line', 'detail']).where('entity_id', '=', 'p1').execute();
  expect(history).toEqual([{ line: 'health', detail: '2 quotes, 2 refusals' }]);
});

it('a second run replaces the current quotes and goes on with the ref series; a proposal of another line is not found', async () => {
  const generateIn = createQuoteGeneration(testLine(), null, () => new Date(AT));
  await db.transaction().execute((trx) => generateIn(trx, 'p1', null));
  const stored = await db.selectFrom('quotes').select(['ref', 'is_current']).where('proposal_id', '=', 'p1').orderBy('ref').execute();
  expect(stored.map((row) => [row.ref, row.is_current])).toEqual([['QUO-000001', 0], ['QUO-000002', 0], ['QUO-000003', 1], ['QUO-000004', 1]]);

  const motorOnly = createQuoteGeneration({ ...testLine(), line: 'motor' }, null);
  await expect(db.transaction().execute((trx) => motorOnly(trx, 'p1', null))).rejects.toMatchObject({ statusCode: 404 });
});
