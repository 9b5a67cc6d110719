import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionDetailResultSchema, TransactionListResultSchema } from '../../../shared/contract/transactions/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';
import { createSaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';

const BASE = '/api/admin/health/healthtransaction';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 2 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

/**
 * A sale of `line` paid by bank transfer: its transaction's id, the customer's name and the amount
 * paid (a motor quote of 2,625.00; a health quote at its price from the matrix).
 */
async function paidSale(line: 'motor' | 'health', n: number) {
  const sale = await createSaleFixture(server.app, { line });
  const path = line === 'health' ? `/api/admin/health/healthquote/${sale.quoteIds[0]}/paybylink` : `/api/quotes/${sale.quoteIds[0]}/paybylink`;
  const paid = await send('POST', path, { paidBy: 'CRM - Bank transfer', orderRef: `BANK-${n}` });
  expect(paid.statusCode, paid.body).toBe(200);
  const transaction = await server.app.db.selectFrom('transactions').innerJoin('customers', 'customers.id', 'transactions.customer_id')
    .select(['transactions.id', 'transactions.ref', 'customers.full_name']).where('transactions.customer_id', '=', sale.customerId).executeTakeFirstOrThrow();
  const quote = await server.app.db.selectFrom('quotes').select('total_fils').where('id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow();
  return { ...transaction, total_fils: quote.total_fils, sale };
}

const list = async (body: object = {}, query = '') => TransactionListResultSchema.parse(await ok('POST', `${BASE}/gettransactions${query}`, body));

describe('health transactions', () => {
  it("lists the health policies' money newest first, never motor's, by type, date and search, with each one's details", async () => {
    const first = await paidSale('health', 1);
    const motor = await paidSale('motor', 2);
    const second = await paidSale('health', 3);

    const all = await list();
    expect(all.data.map((row) => row.ref)).toEqual([second.ref, first.ref]);
    expect(all.pagination.totalItems).toBe(2);
    expect(all.data[0]).toMatchObject({ amountFils: second.total_fils, paidBy: 'CRM - Bank transfer', status: 'SUCCESS', customer: { fullName: second.full_name } });
    expect(all.data[0]!.policyRef).toMatch(/^POL-/);
    expect((await list({ tType: 'POLICY' })).data).toHaveLength(2);
    expect((await list({ tType: 'ADDON' })).data).toEqual([]);

    // The dates are instants: a range ending before the first payment finds nothing, one around now finds both.
    expect((await list({ endDate: '2020-01-01T00:00:00.000Z' })).data).toEqual([]);
    expect((await list({ startDate: new Date(Date.now() - 60_000).toISOString(), endDate: new Date(Date.now() + 60_000).toISOString() })).data).toHaveLength(2);

    expect((await list({}, `?search=${first.ref}`)).data.map((row) => row.ref)).toEqual([first.ref]);
    expect((await list({}, `?search=${encodeURIComponent(second.full_name)}`)).data.map((row) => row.ref)).toEqual([second.ref]);
    expect((await list({}, `?search=${motor.ref}`)).data).toEqual([]);

    const detail = TransactionDetailResultSchema.parse(await ok('GET', `${BASE}/${second.id}/gettransactiondetails`)).data;
    expect(detail).toMatchObject({
      ref: second.ref, amountFils: second.total_fils, proposal: { _id: second.sale.proposalId, ref: second.sale.proposalRef },
      payment: { provider: 'bank', status: 'paid', orderRef: 'BANK-3' }, policy: { companyName: second.sale.companyName },
    });
    expect((await send('GET', `${BASE}/${motor.id}/gettransactiondetails`)).statusCode).toBe(404);

    // A transaction recorded without a payment, of a policy without a proposal (an imported one), still opens.
    await server.app.db.updateTable('transactions').set({ payment_id: null }).where('id', '=', first.id).execute();
    await server.app.db.updateTable('policies').set({ proposal_id: null }).where('id', '=', all.data[1]!.policyId).execute();
    const bare = TransactionDetailResultSchema.parse(await ok('GET', `${BASE}/${first.id}/gettransactiondetails`)).data;
    expect(bare).toMatchObject({ ref: first.ref, amountFils: first.total_fils, proposal: null, payment: null });
  });

  it('exports the filtered transactions as CSV with their numbers and amounts', async () => {
    const sale = await paidSale('health', 4);
    const response = await send('POST', `${BASE}/gethealthtransactionscsv`, { search: sale.ref });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Transaction No,Reference No,Customer,Amount (AED),Paid by,Status,Date');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${sale.ref},POL-`);
    expect(sale.total_fils).toBeGreaterThan(0);
    expect(lines[1]).toContain(`,${(sale.total_fils / 100).toFixed(2)},CRM - Bank transfer,SUCCESS,`);
    expect(response.headers['x-export-rows']).toBe('1');
  });

  it('refuses a bad type or range naming it, and needs the health quote module', async () => {
    const bad = await send('POST', `${BASE}/gettransactions`, { tType: 'REFUND' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^tType/);
    const backwards = await send('POST', `${BASE}/gettransactions`, { startDate: '2026-11-02T00:00:00.000Z', endDate: '2026-11-01T00:00:00.000Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toMatch(/^startDate/);

    await createTestAccount(server.app, { email: 'motor-seller@brokerdesk.test', moduleAccess: { quote: { read: true }, transaction: { read: true } } });
    const motorOnly = await server.login('motor-seller@brokerdesk.test');
    expect((await send('POST', `${BASE}/gettransactions`, {}, motorOnly)).statusCode).toBe(403);
    expect((await send('POST', `${BASE}/gethealthtransactionscsv`, {}, motorOnly)).statusCode).toBe(403);
  });
});
