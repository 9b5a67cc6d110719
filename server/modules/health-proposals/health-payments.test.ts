import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthProposalCreatedResultSchema } from '../../../shared/contract/health-proposals/index.js';
import { PaymentResultSchema, PurchaseResultSchema } from '../../../shared/contract/payments/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';
import { captureInsurerDocuments, uploadHealthDocuments } from '../../../tests/fixtures/payments/salesFixture.js';

const BASE = '/api/admin/health';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

/**
 * A priced health quote of a new proposal; its member's documents uploaded unless `documents` is
 * false, and its insurer's tax invoice and credit note captured (a bank transfer needs them).
 */
async function healthQuote(email: string, family: { documents?: boolean; kids?: number } = {}) {
  const kidsDetails = Array.from({ length: family.kids ?? 0 }, (_, index) => ({ fullName: `Kid ${index + 1} Saleh`, dateOfBirth: yearsAgo(5 + index), gender: 'Female' }));
  const { proposal, quotes } = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthgenerate/quotelistfromadmin`, {
    fullName: 'Rami Saleh', email, mobileNumber: '0501112233', gender: 'Male', maritalStatus: 'Single', dateOfBirth: yearsAgo(31),
    salary: '4000 - 12000', city: 'Dubai', insurerType: kidsDetails.length > 0 ? 'Self and Dependent' : 'Self', visaStatus: 'Renewal', source: 'Website',
    spouseDetails: [], kidsDetails,
  })).data;
  if (family.documents !== false) await uploadHealthDocuments(server.app.db, proposal._id);
  await captureInsurerDocuments(server.app.db, quotes[0]!._id);
  return { proposal, quote: quotes[0]! };
}

describe('paying for a health quote and issuing its policy', () => {
  it('records a bank transfer and issues a health policy once the insured\'s Emirates ID is known, the payment kept through a refusal', async () => {
    const { proposal, quote } = await healthQuote('rami.saleh@example.ae');
    const paid = PaymentResultSchema.parse(await ok('POST', `${BASE}/healthquote/${quote._id}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-H1' })).data;
    expect(paid).toMatchObject({ amountFils: quote.totalFils, status: 'paid' });
    expect((await send('POST', `${BASE}/healthquote/${quote._id}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-H2' })).statusCode).toBe(409);
    // The payments service every line shares files the entry under the proposal's own line, so the customer's health history lists it.
    const received = await server.app.db.selectFrom('history').select('line').where('entity_id', '=', proposal._id).where('action', '=', 'Payment received').execute();
    expect(received).toEqual([{ line: 'health' }]);

    // The insurer refuses without the insured's Emirates ID: the policy waits, the payment stays.
    const refused = PurchaseResultSchema.parse(await ok('POST', `${BASE}/healthquote/${quote._id}/buyhealthpolicy`));
    expect(refused.data.status).toBe('Pending');
    expect(refused.message).toContain('EmiratesId: Emirates ID is required');

    await server.app.db.updateTable('customers').set({ emirates_id: '784199012345676' }).where('id', '=', proposal.customer._id).execute();
    const issued = PurchaseResultSchema.parse(await ok('POST', `${BASE}/healthquote/${quote._id}/buyhealthpolicy`));
    expect(issued.data.status, issued.message).toBe('Active');
    const policy = await server.app.db.selectFrom('policies').selectAll().where('quote_id', '=', quote._id).executeTakeFirstOrThrow();
    expect(policy).toMatchObject({ line: 'health', premium_fils: quote.totalFils, car_id: null });
    expect(policy.company_policy_number).toMatch(/\/MED\/\d{4}\/\d{6}$/);
  });

  it('pays health quotes on the health paths only, with the health quote module', async () => {
    const { quote } = await healthQuote('paths.saleh@example.ae');
    const motorQuote = (await server.app.db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
      .select('quotes.id').where('proposals.line', '=', 'motor').where('quotes.is_current', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await send('POST', `/api/quotes/${quote._id}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-M' })).statusCode).toBe(404);
    expect((await send('POST', `${BASE}/healthquote/${motorQuote}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-M' })).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/healthquote/${motorQuote}/payment-status`)).statusCode).toBe(404);

    await createTestAccount(server.app, { email: 'health-seller@brokerdesk.test', moduleAccess: { healthQuote: { read: true, update: true } } });
    const seller = await server.login('health-seller@brokerdesk.test');
    const started = await send('POST', `${BASE}/healthquote/${quote._id}/payment`, { paidBy: 'CRM - Admin' }, seller);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: { paymentUrl: string } }>().data.paymentUrl).toMatch(/^https?:\/\//);
    const order = await server.app.db.selectFrom('payments').innerJoin('sandbox_orders', 'sandbox_orders.id', 'payments.order_id')
      .select('sandbox_orders.description').where('payments.quote_id', '=', quote._id).executeTakeFirstOrThrow();
    expect(order.description).toBe(`Health insurance ${quote.companyName} ${quote.planName}, quote ${quote.ref}`);
    expect((await send('GET', `${BASE}/healthquote/${quote._id}/payment-status`, undefined, seller)).statusCode).toBe(200);
    // Issuing is the module's create right, which this seller lacks; motor's paths are not theirs at all.
    expect((await send('POST', `${BASE}/healthquote/${quote._id}/buyhealthpolicy`, undefined, seller)).statusCode).toBe(403);
    expect((await send('POST', `/api/quotes/${motorQuote}/payment`, { paidBy: 'CRM - Admin' }, seller)).statusCode).toBe(403);
  });

  it('refuses every way of paying while a member\'s document is missing, naming them per member, and takes the payment once all are uploaded', async () => {
    const { proposal, quote } = await healthQuote('docs.saleh@example.ae', { documents: false, kids: 1 });
    const expected = 'Please upload all documents: Self — Passport, Visa, Emirate Id, Certificate Of Continuity; '
      + 'Kid 1 — Passport, Visa, Emirate Id, Certificate Of Continuity';
    for (const [path, body] of [['payment', { paidBy: 'CRM - Admin' }], ['tamarapayment', { paidBy: 'CRM - Admin' }], ['paybylink', { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-D1' }]] as const) {
      const refused = await send('POST', `${BASE}/healthquote/${quote._id}/${path}`, body);
      expect(refused.statusCode, path).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(expected);
    }
    expect(await server.app.db.selectFrom('payments').select('id').where('quote_id', '=', quote._id).execute()).toEqual([]);

    await uploadHealthDocuments(server.app.db, proposal._id);
    const paid = PaymentResultSchema.parse(await ok('POST', `${BASE}/healthquote/${quote._id}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-D2' })).data;
    expect(paid).toMatchObject({ amountFils: quote.totalFils, status: 'paid' });
  });
});
