import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlacklistCheckResultSchema, blacklistResource } from '../../../shared/contract/black-list/index.js';
import { CustomerDetailResultSchema } from '../../../shared/contract/customers/index.js';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { ProposalCreatedResultSchema } from '../../../shared/contract/proposals/index.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';

const BASE = '/api/admin/customers';
const ADD = `${BASE}/addorremoveblacklist`;
const CHECK = '/api/quotes/addfrontbacktemplate';
const CREATE_PROPOSAL = '/api/admin/proposals/generatenewquotes';
const PAYMENT_LINK = '/api/admin/customers/custominvoicepayment';
const EntryResult = detailResultSchema(blacklistResource.schemas.record);
const EntryList = listResultSchema(blacklistResource.schemas.record);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

type Method = 'GET' | 'POST' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });
const add = async (body: Record<string, unknown>) => {
  const response = await send('POST', ADD, body);
  expect(response.statusCode, response.body).toBe(200);
  return EntryResult.parse(response.json()).data;
};
const refusal = async (method: Method, url: string, payload?: object) => {
  const response = await send(method, url, payload);
  return { status: response.statusCode, message: response.json().message as string, fieldErrors: response.json().fieldErrors as Record<string, string> | undefined };
};

const lift = async (id: string) => expect((await send('DELETE', `${BASE}/${id}/deleteblacklistuser`)).statusCode).toBe(200);
const proposalFor = (email: string, mobileNumber: string) => send('POST', CREATE_PROPOSAL, wizardBody(email, { customer: { ...wizardBody(email).customer, mobileNumber } }));
let keys = 0;
const linkFor = (contact: Record<string, unknown>) => send('POST', PAYMENT_LINK, { billAmountFils: 50_000, idempotencyKey: `guard-key-${++keys}-${Date.now()}`, ...contact });

describe('blacklist entries', () => {
  it('stores the e-mail lower-cased and the mobile as its 9 national digits, and reads and lists them', async () => {
    const entry = await add({ email: '  Ali.Fraud@Example.AE ', mobileNumber: '+971 50 700 1001', reason: 'Charge-back on two cards' });
    expect(entry).toMatchObject({ email: 'ali.fraud@example.ae', mobileNumber: '507001001', reason: 'Charge-back on two cards' });
    expect(EntryResult.parse((await send('GET', `${BASE}/${entry._id}/getblacklistuser`)).json()).data).toEqual(entry);
    const bySearch = EntryList.parse((await send('GET', `${BASE}/getblacklist?page=1&size=10&search=ali.fraud`)).json());
    expect(bySearch.data.map((row) => row._id)).toEqual([entry._id]);
    expect(EntryList.parse((await send('GET', `${BASE}/getblacklist?search=507001`)).json()).data.map((row) => row._id)).toEqual([entry._id]);
    expect(bySearch.pagination.size).toBe(10);
  });

  it('takes an e-mail alone or a mobile alone, and refuses neither, naming the field', async () => {
    expect((await add({ email: 'only.email@example.ae' })).mobileNumber).toBeNull();
    expect((await add({ mobileNumber: '0557001002' })).email).toBeNull();
    const none = await refusal('POST', ADD, { reason: 'no contact' });
    expect(none.status).toBe(400);
    expect(none.fieldErrors?.email).toMatch(/Give an email or a mobile number/);
    const blanks = await refusal('POST', ADD, { email: null, mobileNumber: null });
    expect(blanks.status).toBe(400);
  });

  it('refuses a malformed e-mail or mobile and an over-long reason, naming each', async () => {
    expect((await refusal('POST', ADD, { email: 'not-an-email' })).fieldErrors?.email).toMatch(/valid email/);
    expect((await refusal('POST', ADD, { mobileNumber: '0401234567' })).fieldErrors?.mobileNumber).toMatch(/start with 5 and be 9 digits/);
    expect((await refusal('POST', ADD, { email: 'long.reason@example.ae', reason: 'x'.repeat(501) })).fieldErrors?.reason).toMatch(/at most 500/);
  });

  it('refuses the same e-mail in another case, and the same mobile in another form, with 409 naming it', async () => {
    await add({ email: 'twice@example.ae', mobileNumber: '0507001003' });
    const email = await refusal('POST', ADD, { email: 'TWICE@example.ae' });
    expect(email).toMatchObject({ status: 409, message: 'twice@example.ae is already on the blacklist' });
    const mobile = await refusal('POST', ADD, { mobileNumber: '00971507001003' });
    expect(mobile).toMatchObject({ status: 409, message: 'The mobile number 507001003 is already on the blacklist' });
  });

  it('deletes an entry, which is then gone from the list and the read', async () => {
    const entry = await add({ email: 'to.delete@example.ae' });
    const removed = await send('DELETE', `${BASE}/${entry._id}/deleteblacklistuser`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Blacklist entry deleted');
    expect((await send('GET', `${BASE}/${entry._id}/getblacklistuser`)).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${entry._id}/deleteblacklistuser`)).statusCode).toBe(404);
    expect(EntryList.parse((await send('GET', `${BASE}/getblacklist?search=to.delete`)).json()).data).toEqual([]);
    // The contact may be blacklisted again once lifted.
    expect((await add({ email: 'to.delete@example.ae' })).email).toBe('to.delete@example.ae');
  });

  it('lifts the entry holding the e-mail or mobile given with remove: true, and says when none holds them', async () => {
    const entry = await add({ email: 'lift.me@example.ae', mobileNumber: '0507001004' });
    const lifted = await send('POST', ADD, { mobileNumber: '+971507001004', remove: true });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ message: 'Blacklist entry removed', data: { _id: entry._id } });
    expect((await send('GET', `${BASE}/${entry._id}/getblacklistuser`)).statusCode).toBe(404);
    expect(await refusal('POST', ADD, { email: 'lift.me@example.ae', remove: true })).toMatchObject({ status: 404, message: 'No blacklist entry holds this email or mobile number' });
  });

  it('is closed to staff without blacklist access', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await send('GET', `${BASE}/getblacklist`, undefined, agent)).statusCode).toBe(403);
    expect((await send('POST', ADD, { email: 'agent.try@example.ae' }, agent)).statusCode).toBe(403);
  });
});

describe('the front office check and the customer page', () => {
  it('answers whether a customer, e-mail or mobile is blacklisted, with the entry it matches', async () => {
    const customer = await server.app.db.selectFrom('customers').select(['id', 'email', 'mobile_number']).orderBy('seq').executeTakeFirstOrThrow();
    const check = async (body: object) => {
      const response = await send('POST', CHECK, body);
      expect(response.statusCode, response.body).toBe(200);
      return BlacklistCheckResultSchema.parse(response.json()).data;
    };
    expect(await check({ customerId: customer.id })).toEqual({ blacklisted: false, entry: null });
    const detailOf = async () => CustomerDetailResultSchema.parse((await send('GET', `${BASE}/${customer.id}`)).json()).data;
    expect((await detailOf()).blacklist).toBeNull();

    const entry = await add({ mobileNumber: `+971${customer.mobile_number}`, reason: 'Insurer reported fraud' });
    expect(await check({ customerId: customer.id })).toMatchObject({ blacklisted: true, entry: { _id: entry._id, matched: 'mobileNumber', reason: 'Insurer reported fraud' } });
    expect(await check({ email: 'someone.else@example.ae', mobileNumber: `0${customer.mobile_number}` })).toMatchObject({ blacklisted: true, entry: { _id: entry._id } });
    expect(await check({ email: customer.email.toUpperCase() })).toEqual({ blacklisted: false, entry: null });
    expect((await detailOf()).blacklist).toMatchObject({ _id: entry._id, reason: 'Insurer reported fraud', matched: 'mobileNumber' });

    await send('DELETE', `${BASE}/${entry._id}/deleteblacklistuser`);
    expect((await detailOf()).blacklist).toBeNull();
  });

  it('refuses a check without a customer, e-mail or mobile, and an unknown customer', async () => {
    expect((await refusal('POST', CHECK, {})).fieldErrors?.customerId).toMatch(/Give a customer, an email or a mobile number/);
    expect((await refusal('POST', CHECK, { customerId: 'no-such-customer' })).status).toBe(404);
  });
});

describe('the blacklist guard on sales', () => {
  it('refuses a new motor proposal for a blacklisted e-mail, whatever its case, and creates nothing', async () => {
    await add({ email: 'guard.email@example.ae', reason: 'Forged documents' });
    const before = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const refused = await proposalFor('Guard.Email@Example.AE', '0507002001');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The email guard.email@example.ae is on the blacklist: Forged documents. No proposal, quote or payment link can be made for it.');
    const after = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(await server.app.db.selectFrom('customers').select('id').where('email', '=', 'guard.email@example.ae').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a proposal for a mobile blacklisted in another form, and takes it once the entry is lifted', async () => {
    const entry = await add({ mobileNumber: '0507002002', reason: 'Charge-backs' });
    const refused = await proposalFor('guard.mobile@example.ae', '+971 50 700 2002');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The mobile number +971 50 700 2002 is on the blacklist: Charge-backs. No proposal, quote or payment link can be made for it.');
    await lift(entry._id);
    const created = await proposalFor('guard.mobile@example.ae', '+971 50 700 2002');
    expect(created.statusCode, created.body).toBe(200);
    expect(ProposalCreatedResultSchema.parse(created.json()).data.quotes.length).toBeGreaterThan(0);
  });

  it("refuses new quotes for a proposal whose customer was blacklisted since, and prices them again once lifted", async () => {
    const created = await proposalFor('guard.quotes@example.ae', '0507002003');
    expect(created.statusCode, created.body).toBe(200);
    const { proposal } = ProposalCreatedResultSchema.parse(created.json()).data;
    const entry = await add({ mobileNumber: '971507002003' });
    const refused = await send('POST', `/api/admin/proposals/generatequotes?pId=${proposal._id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The mobile number +971 50 700 2003 is on the blacklist. No proposal, quote or payment link can be made for it.');
    await lift(entry._id);
    expect((await send('POST', `/api/admin/proposals/generatequotes?pId=${proposal._id}`)).statusCode).toBe(200);
  });

  it('refuses a payment link for a blacklisted e-mail or mobile, and sharing a link to one, and allows them once lifted', async () => {
    const byEmail = await add({ email: 'guard.link@example.ae' });
    const byMobile = await add({ mobileNumber: '0557002004' });
    const refusedEmail = await linkFor({ email: 'GUARD.LINK@example.ae' });
    expect(refusedEmail.statusCode).toBe(422);
    expect(refusedEmail.json().message).toMatch(/^The email guard\.link@example\.ae is on the blacklist/);
    const refusedMobile = await linkFor({ mobileNumber: '+971557002004' });
    expect(refusedMobile.statusCode).toBe(422);
    expect(refusedMobile.json().message).toMatch(/^The mobile number \+971 55 700 2004 is on the blacklist/);
    expect(await server.app.db.selectFrom('payment_links').select('id').where('amount_fils', '=', 50_000).execute()).toEqual([]);

    const link = await linkFor({ email: 'someone.fine@example.ae' });
    expect(link.statusCode, link.body).toBe(200);
    const linkId = link.json().data._id as string;
    const shareEmail = await send('POST', `/api/admin/customTransactions/${linkId}/share-email`, { email: 'guard.link@example.ae' });
    expect(shareEmail.statusCode).toBe(422);
    const shareSms = await send('POST', `/api/admin/customTransactions/${linkId}/share-sms`, { mobileNumber: '055 700 2004' });
    expect(shareSms.statusCode).toBe(422);

    await lift(byEmail._id);
    await lift(byMobile._id);
    expect((await linkFor({ email: 'guard.link@example.ae', mobileNumber: '0557002004' })).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/customTransactions/${linkId}/share-sms`, { mobileNumber: '055 700 2004' })).statusCode).toBe(200);
  });
});
