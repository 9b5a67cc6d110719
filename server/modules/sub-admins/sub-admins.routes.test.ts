import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResultSchema } from '../../../shared/contract/auth/index.js';
import { NavigationResultSchema } from '../../../shared/contract/menus/index.js';
import { ModuleAccessListResultSchema, ModuleAccessResultSchema, SupervisorListResultSchema } from '../../../shared/contract/sub-admins/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL, DEMO_PASSWORD, DEMO_SUPERVISOR_EMAIL } from '../../demo/seedDemo.js';

const BASE = '/api/admin/module';
const NEW_PASSWORD = 'Pearl-Diver-5522';

let server: TestServer;
let supervisor: string;
let supervisorId: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  supervisor = await server.login(DEMO_SUPERVISOR_EMAIL);
  supervisorId = (await server.app.db.selectFrom('accounts').select('id').where('email', '=', DEMO_SUPERVISOR_EMAIL).executeTakeFirstOrThrow()).id;
});
afterAll(async () => server.close());

let counter = 0;
function newAccount(extra: Record<string, unknown> = {}) {
  counter += 1;
  return { fullName: `Staff ${counter}`, email: `staff.${counter}@example.ae`, password: NEW_PASSWORD, mobileNumber: '0501112233', ...extra };
}

async function create(token: string, body: Record<string, unknown>) {
  return server.injectAs(token, { method: 'POST', url: `${BASE}/createmoduleaccess`, payload: body });
}

async function createOk(body: Record<string, unknown>) {
  const response = await create(supervisor, body);
  expect(response.statusCode, response.body).toBe(200);
  return ModuleAccessResultSchema.parse(response.json()).data;
}

const me = (token: string) => server.injectAs(token, { method: 'GET', url: '/api/admin/me' });
const customers = (token: string) => server.injectAs(token, { method: 'POST', url: '/api/admin/customers/get-customer', payload: {} });
const navigation = async (token: string) =>
  NavigationResultSchema.parse((await server.injectAs(token, { method: 'GET', url: '/api/admin/menus/navigation' })).json()).data.map((item) => item.url);

describe('module access', () => {
  it('lets a supervisor create a staff account whose flags apply at once and whose navigation changes at its next sign-in', async () => {
    const body = newAccount({ teamLeaderId: supervisorId, permissions: { customer: { read: true } }, maxDiscount: 7.5 });
    const record = await createOk(body);
    expect(record).toMatchObject({ role: 'Sub-Admin', email: body.email, mobileNumber: '501112233', teamLeaderName: 'Layla Rahman', maxDiscount: 7.5, disabled: false });
    expect(record.permissions).toMatchObject({ customer: { read: true }, isSupervisor: false });

    const staff = await server.login(body.email, NEW_PASSWORD);
    expect((await customers(staff)).statusCode).toBe(200);
    expect(await navigation(staff)).toEqual(['/', '/customers-group', '/customers']);

    const update = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${record._id}/updatemoduleaccess`,
      payload: { fullName: body.fullName, email: body.email, permissions: { lead: { read: true } } },
    });
    expect(update.statusCode, update.body).toBe(200);
    // The same session, its next request: the new flags.
    expect((await customers(staff)).statusCode).toBe(403);
    const fresh = await server.login(body.email, NEW_PASSWORD);
    expect(await navigation(fresh)).toEqual(['/', '/customers-group', '/leads']);
    expect(MeResultSchema.parse((await me(fresh)).json()).data.moduleAccessId).toMatchObject({ lead: { read: true } });
  });

  it('lists staff accounts with search and paging, newest first', async () => {
    const tag = `zeta${Date.now()}`;
    for (let i = 0; i < 3; i++) await createOk(newAccount({ fullName: `${tag} ${i}` }));
    const page = await server.injectAs(supervisor, { method: 'POST', url: `${BASE}/listmoduleaccess?search=${tag}&size=2&page=1`, payload: {} });
    const result = ModuleAccessListResultSchema.parse(page.json());
    expect(result.data.map((row) => row.fullName)).toEqual([`${tag} 2`, `${tag} 1`]);
    expect(result.pagination).toEqual({ page: 1, size: 2, totalItems: 3, totalPages: 2, currentPage: 1 });
    const byEmail = ModuleAccessListResultSchema.parse((await server.injectAs(supervisor, { method: 'POST', url: `${BASE}/listmoduleaccess?search=agent@brokerdesk`, payload: {} })).json());
    expect(byEmail.data.map((row) => row.email)).toEqual([DEMO_AGENT_EMAIL]);
  });

  it('refuses a taken e-mail with 409 and a team leader who is not a supervisor with 400', async () => {
    expect((await create(supervisor, newAccount({ email: DEMO_AGENT_EMAIL }))).statusCode).toBe(409);
    const agentId = (await server.app.db.selectFrom('accounts').select('id').where('email', '=', DEMO_AGENT_EMAIL).executeTakeFirstOrThrow()).id;
    const response = await create(supervisor, newAccount({ teamLeaderId: agentId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ teamLeaderId: 'Choose an existing supervisor' });
  });

  it("takes an agent's commission share from 0 to 100 % per line and refuses either side, naming the field", async () => {
    const edges = await createOk(newAccount({ autoCommission: 100, healthCommission: 0, travelCommission: 12.5 }));
    expect(edges).toMatchObject({ autoCommission: 100, healthCommission: 0, travelCommission: 12.5 });
    const over = await create(supervisor, newAccount({ autoCommission: 100.01 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ autoCommission: 'Motor commission cannot exceed 100' });
    const under = await create(supervisor, newAccount({ healthCommission: -0.01 }));
    expect(under.statusCode).toBe(400);
    expect(under.json().fieldErrors).toEqual({ healthCommission: 'Health commission cannot be negative' });
    const edit = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${edges._id}/updatemoduleaccess`, payload: { fullName: edges.fullName, email: edges.email, travelCommission: 101 },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toEqual({ travelCommission: 'Travel commission cannot exceed 100' });
  });

  it('refuses a common password for a new account', async () => {
    const response = await create(supervisor, newAccount({ password: 'welcome123' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toMatch(/too common/);
  });

  it('does not let a supervisor grant flags it does not hold', async () => {
    const response = await create(supervisor, newAccount({ permissions: { menu: { read: true } } }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot grant menu read access: you do not have it yourself.');
    expect((await create(await server.login(), newAccount({ permissions: { menu: { read: true } } }))).statusCode).toBe(200);
  });

  it('refuses accounts that are not supervisors, and lets role Admin in', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const denied = await server.injectAs(agent, { method: 'GET', url: `${BASE}/listofsupervisors` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ success: false, message: 'Only a supervisor may do this.' });
    const admin = await server.login();
    const list = SupervisorListResultSchema.parse((await server.injectAs(admin, { method: 'GET', url: `${BASE}/listofsupervisors` })).json());
    expect(list.data.map((row) => row.email)).toContain(DEMO_SUPERVISOR_EMAIL);
  });

  it('changes an agent password and ends its sessions', async () => {
    const body = newAccount();
    const record = await createOk(body);
    const staff = await server.login(body.email, NEW_PASSWORD);
    const password = 'Coral-Reef-Lighthouse-8';
    const response = await server.injectAs(supervisor, { method: 'POST', url: `${BASE}/${record._id}/changeagentpassword`, payload: { password } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(staff)).statusCode).toBe(401);
    expect((await server.login(body.email, password)).length).toBeGreaterThan(20);
  });

  it('disabling an account ends its sessions and its sign-in', async () => {
    const body = newAccount();
    const record = await createOk(body);
    const staff = await server.login(body.email, NEW_PASSWORD);
    const response = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${record._id}/updatemoduleaccess`, payload: { fullName: body.fullName, email: body.email, disabled: true },
    });
    expect(ModuleAccessResultSchema.parse(response.json()).data.disabled).toBe(true);
    expect((await me(staff)).statusCode).toBe(401);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin-auth/login', payload: { email: body.email, password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('deletes softly: sessions end, the account leaves the list and answers 404', async () => {
    const body = newAccount();
    const record = await createOk(body);
    const staff = await server.login(body.email, NEW_PASSWORD);
    const response = await server.injectAs(supervisor, { method: 'DELETE', url: `${BASE}/${record._id}/deletemoduleaccess` });
    expect(response.json()).toEqual({ success: true, message: 'Staff account deleted' });
    expect((await me(staff)).statusCode).toBe(401);
    expect((await server.injectAs(supervisor, { method: 'GET', url: `${BASE}/${record._id}/readmoduleaccess` })).statusCode).toBe(404);
    const row = await server.app.db.selectFrom('accounts').select('deleted_at').where('id', '=', record._id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });

  it('does not let a supervisor delete or disable itself', async () => {
    const remove = await server.injectAs(supervisor, { method: 'DELETE', url: `${BASE}/${supervisorId}/deletemoduleaccess` });
    expect(remove.statusCode).toBe(409);
    const disable = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${supervisorId}/updatemoduleaccess`, payload: { fullName: 'Layla Rahman', email: DEMO_SUPERVISOR_EMAIL, isSupervisor: true, disabled: true },
    });
    expect(disable.statusCode).toBe(409);
    expect((await me(supervisor)).statusCode).toBe(200);
  });

  it('keeps the flags, limits, team and mobile an edit with the name and e-mail leaves out (issue 12)', async () => {
    const record = await createOk(newAccount({
      teamLeaderId: supervisorId, permissions: { customer: { read: true, update: true }, lead: { read: true } }, maxDiscount: 4, autoCommission: 2.5,
      isAutoProposalAssignAllowed: true, isHealthProposalAssignAllowed: true,
    }));
    const response = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${record._id}/updatemoduleaccess`, payload: { fullName: 'Renamed Staff', email: record.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ModuleAccessResultSchema.parse(response.json()).data).toEqual({ ...record, fullName: 'Renamed Staff', updatedAt: expect.any(String) });
    const cleared = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${record._id}/updatemoduleaccess`, payload: { fullName: 'Renamed Staff', email: record.email, teamLeaderId: null, maxDiscount: 1 },
    });
    expect(ModuleAccessResultSchema.parse(cleared.json()).data).toMatchObject({ teamLeaderId: null, maxDiscount: 1, autoCommission: 2.5, permissions: record.permissions });
  });

  it('lets a supervisor edit its own name without restating its supervisor flag, and judges the roles as edited', async () => {
    const own = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${supervisorId}/updatemoduleaccess`, payload: { fullName: 'Layla Rahman', email: DEMO_SUPERVISOR_EMAIL },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(ModuleAccessResultSchema.parse(own.json()).data.isSupervisor).toBe(true);
    const record = await createOk(newAccount({ isSupervisor: true }));
    const both = await server.injectAs(supervisor, {
      method: 'POST', url: `${BASE}/${record._id}/updatemoduleaccess`, payload: { fullName: record.fullName, email: record.email, isSalesAgent: true },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toEqual({ isSalesAgent: 'A supervisor cannot also be a sales agent' });
  });

  it('keeps the demo password of the demo accounts', async () => {
    expect(await server.login(DEMO_AGENT_EMAIL, DEMO_PASSWORD)).toBeTruthy();
  });
});
