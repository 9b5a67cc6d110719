import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadListResultSchema, LeadResultSchema } from '../../../shared/contract/leads/index.js';
import { ProposalCreatedResultSchema } from '../../../shared/contract/proposals/index.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';

const BASE = '/api/admin/leads';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });
/** A lead as the website captures it: the wizard's customer, car, driver and insurance. */
const leadBody = (email: string, mobileNumber = '0507003001') => {
  const { customer, car, driver, insurance, policyEffectiveDate } = wizardBody(email);
  return { customer: { ...customer, fullName: 'Layla Lead', mobileNumber }, car: { ...car, bodyType: 'Sedan', registration: { chesisNo: 'JTNB11HK5J3099999' } }, driver, insurance, policyEffectiveDate };
};
const createLead = async (email: string, mobileNumber?: string) => {
  const response = await send('POST', `${BASE}/createlead`, leadBody(email, mobileNumber));
  expect(response.statusCode, response.body).toBe(200);
  return LeadResultSchema.parse(response.json()).data;
};
const convert = (leadId: string) => send('POST', `${BASE}/generatequotesfromleads?pId=${leadId}`);

describe('motor leads', () => {
  it('records a lead with its car and customer, reads it and lists it newest first, searched', async () => {
    const lead = await createLead('layla.lead@example.ae');
    expect(lead).toMatchObject({
      status: 'New', proposalId: null, proposalNo: null,
      customer: { fullName: 'Layla Lead', email: 'layla.lead@example.ae', mobileNumber: '507003001' },
      car: { make: 'Toyota', model: 'Camry', bodyType: 'Sedan', registration: { chesisNo: 'JTNB11HK5J3099999' } },
    });
    expect(LeadResultSchema.parse((await send('GET', `${BASE}/leads/${lead._id}`)).json()).data).toEqual(lead);
    const listed = LeadListResultSchema.parse((await send('GET', `${BASE}/leads?page=1&size=10&search=layla.lead`)).json());
    expect(listed.data).toEqual([expect.objectContaining({ _id: lead._id, fullName: 'Layla Lead', car: 'Toyota Camry', status: 'New' })]);
    expect(listed.pagination).toMatchObject({ size: 10, totalItems: 1 });
    expect(LeadListResultSchema.parse((await send('GET', `${BASE}/leads?search=no-such-lead`)).json()).data).toEqual([]);
  });

  it('refuses a lead without a car value or with a bad mobile, naming the field, and an unknown lead', async () => {
    const body = leadBody('bad.lead@example.ae', '0401234567');
    const bad = await send('POST', `${BASE}/createlead`, body);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fieldErrors)).toMatch(/mobileNumber/);
    expect((await send('GET', `${BASE}/leads/no-such-lead`)).statusCode).toBe(404);
    expect((await convert('no-such-lead')).statusCode).toBe(404);
  });

  it('generates quotes: a proposal with priced quotes linked to the lead, once; a second time names the proposal', async () => {
    const lead = await createLead('convert.lead@example.ae', '0507003002');
    const response = await convert(lead._id);
    expect(response.statusCode, response.body).toBe(200);
    const { proposal, quotes } = ProposalCreatedResultSchema.parse(response.json()).data;
    expect(quotes.length).toBeGreaterThan(0);
    expect(proposal.customer).toMatchObject({ email: 'convert.lead@example.ae', fullName: 'Layla Lead' });
    const linked = LeadResultSchema.parse((await send('GET', `${BASE}/leads/${lead._id}`)).json()).data;
    expect(linked).toMatchObject({ status: 'Quoted', proposalId: proposal._id, proposalNo: proposal.ref });

    const again = await convert(lead._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This lead already has its quotes: proposal ${proposal.ref}`);
  });

  it('refuses to generate quotes for a blacklisted contact and leaves the lead New', async () => {
    const lead = await createLead('blocked.lead@example.ae', '0507003003');
    const entry = await send('POST', '/api/admin/customers/addorremoveblacklist', { mobileNumber: '+971507003003', reason: 'Fraud' });
    expect(entry.statusCode).toBe(200);
    const refused = await convert(lead._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^The mobile number \+971 50 700 3003 is on the blacklist: Fraud/);
    expect(LeadResultSchema.parse((await send('GET', `${BASE}/leads/${lead._id}`)).json()).data).toMatchObject({ status: 'New', proposalId: null });
  });

  it('two conversions at once make one proposal', async () => {
    const lead = await createLead('race.lead@example.ae', '0507003004');
    const before = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const statuses = (await Promise.all([convert(lead._id), convert(lead._id)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const after = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count) + 1);
  });

  it("lists the demo's website leads, each of which can be quoted", async () => {
    const demo = LeadListResultSchema.parse((await send('GET', `${BASE}/leads?search=lead.example`)).json()).data;
    expect(demo.map((lead) => lead.car).sort()).toEqual(['Nissan Patrol', 'Toyota Camry', 'Toyota Camry', 'Toyota Land Cruiser']);
    for (const lead of demo) {
      const response = await convert(lead._id);
      expect(response.statusCode, response.body).toBe(200);
      expect(ProposalCreatedResultSchema.parse(response.json()).data.quotes.length).toBeGreaterThan(0);
    }
  });

  it('lets staff with lead read see leads but not convert them without proposal create', async () => {
    const employee = await server.login('employee@brokerdesk.demo');
    expect((await send('GET', `${BASE}/leads`, undefined, employee)).statusCode).toBe(200);
    const lead = await createLead('employee.lead@example.ae', '0507003005');
    expect((await send('POST', `${BASE}/generatequotesfromleads?pId=${lead._id}`, undefined, employee)).statusCode).toBe(403);
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await send('POST', `${BASE}/createlead`, leadBody('agent.lead@example.ae'), agent)).statusCode).toBe(403);
  });
});
