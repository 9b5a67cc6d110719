import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackItem } from '../../../shared/contract/callbacks/index.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { insertAgent, insertCallbackProposal } from '../../../tests/fixtures/proposals/callbackFixture.js';

/** The server's today: 1 May 2031 in Dubai (10:00 there), far from the demo data's call-backs. */
const NOW = Date.parse('2031-05-01T06:00:00.000Z');
const at = (iso: string) => new Date(iso).toISOString();

let server: TestServer;
let token: string;
let omarId: string;
let sanaId: string;
const made: Record<string, string> = {};

async function list(body: object, query = '', as = token) {
  const response = await server.injectAs(as, { method: 'POST', url: `/api/admin/callbacks/getcallbacks${query}`, payload: body });
  return response;
}
const ids = (items: CallbackItem[]) => items.map((item) => item._id);

beforeAll(async () => {
  server = await buildTestServer({ clock: () => NOW });
  token = await server.login();
  const db = server.app.db;
  omarId = await insertAgent(db, 'Omar Callbacks');
  sanaId = await insertAgent(db, 'Sana Callbacks');
  // Today (Dubai): from 2031-04-30T20:00Z to 2031-05-01T19:59:59.999Z.
  made.healthToday = (await insertCallbackProposal(db, { line: 'health', callbackAt: at('2031-05-01T05:00:00Z'), assignedTo: omarId, customerName: 'Huda Today' })).proposalId;
  made.healthQuoted = (await insertCallbackProposal(db, { line: 'health', quotedCallbackAt: at('2031-04-30T20:00:00Z'), createdBy: sanaId, source: 'Tasheel' })).proposalId;
  made.healthDone = (await insertCallbackProposal(db, { line: 'health', callbackAt: at('2031-05-01T09:00:00Z'), callbackDone: true, assignedTo: omarId })).proposalId;
  made.healthTomorrow = (await insertCallbackProposal(db, { line: 'health', callbackAt: at('2031-05-01T20:00:00Z'), assignedTo: omarId })).proposalId;
  made.motorToday = (await insertCallbackProposal(db, { line: 'motor', callbackAt: at('2031-05-01T07:00:00Z'), assignedTo: sanaId })).proposalId;
});
afterAll(async () => server.close());

describe('POST /api/admin/callbacks/getcallbacks', () => {
  it("defaults to health call-backs still scheduled today, soonest first, with the proposal's customer and agent", async () => {
    const response = await list({});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: CallbackItem[]; pagination: { totalItems: number; size: number } }>();
    expect(ids(body.data)).toEqual([`${made.healthQuoted}:quoted`, `${made.healthToday}:callback`]);
    expect(body.pagination).toMatchObject({ totalItems: 2, size: 10 });
    expect(body.data[1]).toMatchObject({
      proposalId: made.healthToday, line: 'health', customerName: 'Huda Today', agentId: omarId, agentName: 'Omar Callbacks',
      callbackAt: at('2031-05-01T05:00:00Z'), kind: 'callback', done: false,
    });
    // No one assigned: the creator is the agent.
    expect(body.data[0]).toMatchObject({ agentId: sanaId, agentName: 'Sana Callbacks', kind: 'quoted' });
  });

  it('filters by status, date range, agent, source and lead type', async () => {
    const tomorrow = { startDate: at('2031-05-01T20:00:00Z'), endDate: at('2031-05-02T19:59:59.999Z') };
    const cases: Array<[object, string[]]> = [
      [{ status: 'Callback Done' }, [`${made.healthDone}:callback`]],
      [{ status: 'All' }, [`${made.healthQuoted}:quoted`, `${made.healthToday}:callback`, `${made.healthDone}:callback`]],
      [tomorrow, [`${made.healthTomorrow}:callback`]],
      [{ status: 'All', agentId: omarId }, [`${made.healthToday}:callback`, `${made.healthDone}:callback`]],
      [{ source: 'Tasheel' }, [`${made.healthQuoted}:quoted`]],
      [{ leadType: 'Motor' }, [`${made.motorToday}:callback`]],
    ];
    const searched = await list({}, '?search=huda%20tod');
    expect(ids(searched.json<{ data: CallbackItem[] }>().data)).toEqual([`${made.healthToday}:callback`]);
    for (const [filter, expected] of cases) {
      const response = await list(filter);
      expect(response.statusCode, response.body).toBe(200);
      expect(ids(response.json<{ data: CallbackItem[] }>().data), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('pages ten at a time by default', async () => {
    const db = server.app.db;
    for (let n = 0; n < 11; n += 1) await insertCallbackProposal(db, { line: 'health', callbackAt: at(`2031-06-01T0${n % 10}:00:00Z`), assignedTo: omarId });
    const range = { startDate: at('2031-06-01T00:00:00Z'), endDate: at('2031-06-01T23:00:00Z') };
    const first = (await list(range)).json<{ data: CallbackItem[]; pagination: { totalItems: number; totalPages: number } }>();
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ totalItems: 11, totalPages: 2 });
    const second = (await list(range, '?page=2')).json<{ data: CallbackItem[] }>();
    expect(second.data).toHaveLength(1);
    expect(first.data.map((item) => item.callbackAt)).toEqual([...first.data.map((item) => item.callbackAt)].sort());
  });

  it("shows an agent who is not a supervisor only their own call-backs, whatever agent they ask for", async () => {
    const agentToken = await server.login(DEMO_AGENT_EMAIL);
    const agent = await server.app.db.selectFrom('accounts').select('id').where('email', '=', DEMO_AGENT_EMAIL).executeTakeFirstOrThrow();
    const own = (await insertCallbackProposal(server.app.db, { line: 'health', callbackAt: at('2031-05-01T10:00:00Z'), assignedTo: agent.id })).proposalId;
    // The demo agent sells motor only: health call-backs are not theirs to see.
    expect((await list({}, '', agentToken)).statusCode).toBe(403);
    const modules = JSON.stringify({ proposal: { read: true }, healthQuote: { read: true } });
    await server.app.db.updateTable('accounts').set({ module_access: modules }).where('id', '=', agent.id).execute();
    const response = await list({ agentId: omarId }, '', await server.login(DEMO_AGENT_EMAIL));
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response.json<{ data: CallbackItem[] }>().data)).toEqual([`${own}:callback`]);

    // Health only: motor call-backs are refused.
    await server.app.db.updateTable('accounts').set({ module_access: JSON.stringify({ healthQuote: { read: true } }) }).where('id', '=', agent.id).execute();
    const healthOnly = await server.login(DEMO_AGENT_EMAIL);
    expect((await list({ leadType: 'Health' }, '', healthOnly)).statusCode).toBe(200);
    expect((await list({ leadType: 'Motor' }, '', healthOnly)).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await list({ startDate: at('2031-05-02T00:00:00Z'), endDate: at('2031-05-01T00:00:00Z') });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Invalid selected date');
  });
});
