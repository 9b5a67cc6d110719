import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthProposalCreatedResultSchema } from '../../../shared/contract/health-proposals/index.js';
import { HealthQuotationDetailResultSchema, HealthQuoteListResultSchema } from '../../../shared/contract/health-quotations/index.js';
import { QuoteListResultSchema } from '../../../shared/contract/quotations/index.js';
import { captureInsurerDocuments, createSaleFixture, uploadHealthDocuments, type SaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health';
const QUOTE = `${BASE}/healthquote`;

let server: TestServer;
let admin: string;
let family: { proposalId: string; proposalRef: string; quoteIds: string[] };
let single: { proposalId: string; quoteIds: string[] };
let motor: SaleFixture;
const { send, ok, refusal } = routeCalls(() => server, () => admin);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

async function healthProposal(email: string, kids: number) {
  const { proposal, quotes } = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthgenerate/quotelistfromadmin`, {
    fullName: 'Omar Nasser', email, mobileNumber: '0507778899', gender: 'Male', maritalStatus: 'Married', dateOfBirth: yearsAgo(40),
    salary: '12000+', city: 'Dubai', insurerType: kids > 0 ? 'Self and Dependent' : 'Self', visaStatus: 'Renewal', source: 'Website',
    kidsDetails: Array.from({ length: kids }, (_, index) => ({ fullName: `Kid ${index + 1} Nasser`, dateOfBirth: yearsAgo(4 + index), gender: 'Male' })),
  })).data;
  return { proposalId: proposal._id, proposalRef: proposal.ref, quoteIds: quotes.map((quote) => quote._id) };
}

const list = async (body: object, query = '') => HealthQuoteListResultSchema.parse(await ok('POST', `${QUOTE}/filterhealthquotes?page=1&size=100${query}`, body));

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
  family = await healthProposal('omar.family@example.ae', 1);
  single = await healthProposal('omar.single@example.ae', 0);
  motor = await createSaleFixture(server.app);
});
afterAll(async () => server.close());

describe('health quotations list', () => {
  it("lists the health line's current quotes with the proposal's insured type, and no motor quote; the motor list no health quote", async () => {
    const all = await list({});
    const ids = all.data.map((quote) => quote._id);
    expect(ids).toEqual(expect.arrayContaining([...family.quoteIds, ...single.quoteIds]));
    expect(ids).not.toContain(motor.quoteIds[0]);
    expect(all.data.find((quote) => quote._id === family.quoteIds[0])).toMatchObject({ insurerType: 'Self and Dependent', customerName: 'Omar Nasser' });
    const motorList = QuoteListResultSchema.parse(await ok('POST', '/api/admin/customers/filterallquotes?page=1&size=100', {})).data.map((quote) => quote._id);
    expect(motorList).toContain(motor.quoteIds[0]);
    expect(motorList).not.toContain(family.quoteIds[0]);
  });

  it('filters by insured type, expiry and dates, and finds quotes by proposal number', async () => {
    const selfOnly = (await list({ insuranceType: 'Self' })).data.map((quote) => quote._id);
    expect(selfOnly).toEqual(expect.arrayContaining(single.quoteIds));
    expect(selfOnly).not.toContain(family.quoteIds[0]);
    await server.app.db.updateTable('quotes').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', single.quoteIds[0]!).execute();
    expect((await list({ qType: 'EXPIRED' })).data.map((quote) => quote._id)).toEqual([single.quoteIds[0]]);
    expect((await list({ qType: 'ACTIVE' })).data.map((quote) => quote._id)).not.toContain(single.quoteIds[0]);
    expect((await list({ startDate: '2001-01-01T00:00:00.000Z', endDate: '2001-01-31T23:59:59.999Z' })).data).toEqual([]);
    const byProposal = (await list({}, `&search=${family.proposalRef}`)).data.map((quote) => quote._id);
    expect(byProposal.sort()).toEqual([...family.quoteIds].sort());
  });

  it('refuses a bad filter naming the field', async () => {
    for (const [body, field] of [[{ qType: 'SOLD' }, 'qType'], [{ insuranceType: 'comprehensive' }, 'insuranceType']] as const) {
      const refused = await refusal('POST', `${QUOTE}/filterhealthquotes?page=1&size=10`, body);
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors).toHaveProperty(field);
    }
  });
});

describe('health quotation record', () => {
  it("shows the quote's plan and members' premiums, the proposal's members and its payment; a motor quote is not found here", async () => {
    const quoteId = family.quoteIds[0]!;
    await uploadHealthDocuments(server.app.db, family.proposalId);
    await captureInsurerDocuments(server.app.db, quoteId);
    await ok('POST', `${QUOTE}/${quoteId}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-HQ' });
    const detail = HealthQuotationDetailResultSchema.parse(await ok('GET', `${QUOTE}/${quoteId}/gethealthquote`)).data;
    expect(detail.quote).toMatchObject({ _id: quoteId, proposalId: family.proposalId, paymentStatus: 'paid' });
    expect(detail.quote.health?.members.map((member) => member.fullName)).toEqual(['Omar Nasser', 'Kid 1 Nasser']);
    expect(detail.quote.health?.tpaName).toBeTruthy();
    expect(detail.health?.members.map((member) => member.role)).toEqual(['principal', 'child']);
    expect(detail.payments).toMatchObject([{ status: 'paid', paidBy: 'CRM - Bank transfer' }]);
    expect(detail.customer.fullName).toBe('Omar Nasser');
    expect((await send('GET', `${QUOTE}/${motor.quoteIds[0]}/gethealthquote`)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/customers/${quoteId}/getquotedetails`)).statusCode).toBe(404);
    expect((await send('GET', `${QUOTE}/quo-unknown/gethealthquote`)).statusCode).toBe(404);
  });

  it('needs the health quote module', async () => {
    await createTestAccount(server.app, { email: 'hq-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    await createTestAccount(server.app, { email: 'hq-motor@brokerdesk.test', moduleAccess: { quote: { read: true, update: true } } });
    const reader = await server.login('hq-reader@brokerdesk.test');
    const motorStaff = await server.login('hq-motor@brokerdesk.test');
    expect((await send('GET', `${QUOTE}/${family.quoteIds[0]}/gethealthquote`, undefined, reader)).statusCode).toBe(200);
    expect((await send('POST', `${QUOTE}/filterhealthquotes?page=1&size=10`, {}, motorStaff)).statusCode).toBe(403);
    expect((await send('GET', `${QUOTE}/${family.quoteIds[0]}/gethealthquote`, undefined, motorStaff)).statusCode).toBe(403);
  });
});
