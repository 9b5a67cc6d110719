import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthLead } from '../../../shared/contract/health-leads/index.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';

const BASE = '/api/admin/health/healthleads';
let server: TestServer;
let token: string;

const lead = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Layla Hassan', email: 'layla@health.example', mobileNumber: '0501234567', nationality: 'Jordan', dateOfBirth: '1990-02-14',
  gender: 'Female', source: 'Tasheel', ...overrides,
});
const create = async (body: object) => server.injectAs(token, { method: 'POST', url: `${BASE}/createlead`, payload: body });

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  token = await server.login();
});
afterAll(async () => server.close());

describe('health leads', () => {
  it('records a lead and lists it newest first with its source, and opens it', async () => {
    const first = await create(lead());
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json<{ data: HealthLead }>().data;
    expect(made).toMatchObject({ fullName: 'Layla Hassan', nationality: 'Jordan', dateOfBirth: '1990-02-14', gender: 'Female', source: 'Tasheel', status: 'New', proposalId: null });
    const second = (await create(lead({ fullName: 'Karim Nasser', email: 'karim@health.example', mobileNumber: '0557654321', gender: 'Male' }))).json<{ data: HealthLead }>().data;

    const list = await server.injectAs(token, { method: 'POST', url: `${BASE}/getallleads?page=1&size=10`, payload: {} });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ data: HealthLead[]; pagination: { totalItems: number } }>();
    expect(body.data.map((l) => l._id)).toEqual([second._id, made._id]);
    expect(body.pagination.totalItems).toBe(2);

    const searched = await server.injectAs(token, { method: 'POST', url: `${BASE}/getallleads?search=karim`, payload: {} });
    expect(searched.json<{ data: HealthLead[] }>().data.map((l) => l._id)).toEqual([second._id]);

    const one = await server.injectAs(token, { method: 'GET', url: `${BASE}/${made._id}` });
    expect(one.json<{ data: HealthLead }>().data).toEqual(made);
  });

  it('refuses a lead without what the proposal needs, and an unknown lead', async () => {
    const refused = await create(lead({ gender: 'Other', dateOfBirth: '2999-01-01' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Gender is Male or Female');
    expect((await server.injectAs(token, { method: 'GET', url: `${BASE}/000000000000000000000000` })).statusCode).toBe(404);
  });

  it('turns Quoted with its proposal when the proposal form converts it, once; an unknown lead makes no proposal', async () => {
    const made = (await create(lead({ fullName: 'Rana Aziz', email: 'rana@health.example' }))).json<{ data: HealthLead }>().data;
    const proposal = (leadId: string) => server.injectAs(token, {
      method: 'POST', url: '/api/admin/health/healthgenerate/quotelistfromadmin',
      payload: {
        leadId, fullName: made.fullName, email: made.email, mobileNumber: made.mobileNumber, gender: made.gender, dateOfBirth: made.dateOfBirth,
        nationality: made.nationality, salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self', visaStatus: 'Renewal',
      },
    });
    const proposals = async () => Number((await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    const converted = await proposal(made._id);
    expect(converted.statusCode, converted.body).toBe(200);
    const created = converted.json<{ data: { proposal: { _id: string; ref: string } } }>().data.proposal;
    const opened = (await server.injectAs(token, { method: 'GET', url: `${BASE}/${made._id}` })).json<{ data: HealthLead }>().data;
    expect(opened).toMatchObject({ status: 'Quoted', proposalId: created._id, proposalNo: created.ref });

    const before = await proposals();
    const again = await proposal(made._id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`This lead already has its quotes: proposal ${created.ref}`);
    const unknown = await proposal('000000000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Lead not found');
    expect(await proposals()).toBe(before);
  });

  it('is for staff with the health quote module', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await server.injectAs(agent, { method: 'POST', url: `${BASE}/getallleads`, payload: {} })).statusCode).toBe(403);
  });
});
