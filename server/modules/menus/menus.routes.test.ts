import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuListResultSchema, MenuResultSchema, NavigationResultSchema } from '../../../shared/contract/menus/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_NO_ACCESS_EMAIL, DEMO_SUPERVISOR_EMAIL } from '../../demo/seedDemo.js';

const BASE = '/api/admin/menus';
// 0021_partners adds "Partners (Club)" under Catalogue; 0028_garages "Garages" under Insurers; 0029_blacklist "Blacklist" under Customers;
// 0043 "Callbacks", 0045 "Health leads", 0046 "Health quotations" and "Health policies", 0049 "Health transactions" and 0055 "Commission statement" under Sales.
const SEEDED_MENUS = 51;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const list = async (query = '') => MenuListResultSchema.parse((await server.injectAs(admin, { method: 'GET', url: `${BASE}/getAll${query}` })).json());
const create = (body: Record<string, unknown>) => server.injectAs(admin, { method: 'POST', url: `${BASE}/create`, payload: body });
const navigation = async (token: string) => NavigationResultSchema.parse((await server.injectAs(token, { method: 'GET', url: `${BASE}/navigation` })).json()).data;

describe('menus', () => {
  it('lists 5 a page by creation, oldest first, by default', async () => {
    const page = await list();
    expect(page.data.map((menu) => menu.name)).toEqual(['Dashboard', 'Customers', 'Individual customers', 'Corporate customers', 'Leads']);
    expect(page.pagination).toMatchObject({ page: 1, size: 5, totalItems: SEEDED_MENUS, totalPages: Math.ceil(SEEDED_MENUS / 5) });
    expect(page.data[2]).toMatchObject({ url: '/customers', code: 'customers', parentMenuName: 'Customers', icon: 'Person' });
  });

  it('sorts by any offered field in either direction, and searches name, url and code', async () => {
    const byName = await list('?sortField=name&sortDirection=desc&size=100');
    const names = byName.data.map((menu) => menu.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const byOrder = (await list('?sortField=displayOrder&size=3')).data.map((menu) => menu.displayOrder);
    expect(byOrder).toEqual([...byOrder].sort((a, b) => a - b));
    expect((await list('?search=policy_trans')).data.map((menu) => menu.code)).toEqual(['transactions', 'commission-statement']);
    expect((await list('?search=MENU-MANAG')).data.map((menu) => menu.name)).toEqual(['Menu management']);
  });

  it('creates, reads and updates a menu under a parent', async () => {
    const parent = (await list('?search=catalogue')).data[0]!;
    const created = await create({ name: 'Blog', url: '/blog', code: 'blog', parentMenuId: parent._id, icon: 'News', displayOrder: '45' });
    expect(created.statusCode, created.body).toBe(200);
    const menu = MenuResultSchema.parse(created.json()).data;
    expect(menu).toMatchObject({ name: 'Blog', parentMenuName: 'Catalogue', displayOrder: 45 });
    // An edit changes only what it gives (issue 12): the parent, icon and order stay, null clears.
    const updated = await server.injectAs(admin, { method: 'PUT', url: `${BASE}/${menu._id}`, payload: { name: 'Articles', url: '/blog', code: 'blog' } });
    expect(MenuResultSchema.parse(updated.json()).data).toMatchObject({ name: 'Articles', parentMenuName: 'Catalogue', icon: 'News', displayOrder: 45 });
    const read = await server.injectAs(admin, { method: 'GET', url: `${BASE}/${menu._id}` });
    expect(MenuResultSchema.parse(read.json()).data).toEqual({ ...menu, name: 'Articles', updatedAt: expect.any(String) });
    const moved = await server.injectAs(admin, { method: 'PUT', url: `${BASE}/${menu._id}`, payload: { name: 'Articles', url: '/blog', code: 'blog', parentMenuId: null } });
    expect(MenuResultSchema.parse(moved.json()).data).toMatchObject({ parentMenuId: null, icon: 'News', displayOrder: 45 });
  });

  it('refuses a code in use with 409, an unknown parent with 400 and a menu under itself with 400', async () => {
    expect((await create({ name: 'Again', url: '/again', code: 'customers' })).statusCode).toBe(409);
    const orphan = await create({ name: 'Orphan', url: '/orphan', code: 'orphan', parentMenuId: 'ffffffffffffffffffffffff' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fieldErrors).toEqual({ parentMenuId: 'Choose an existing menu' });
    const group = MenuResultSchema.parse((await create({ name: 'Group', url: '/group', code: 'group' })).json()).data;
    const child = MenuResultSchema.parse((await create({ name: 'Child', url: '/child', code: 'child', parentMenuId: group._id })).json()).data;
    const loop = await server.injectAs(admin, { method: 'PUT', url: `${BASE}/${group._id}`, payload: { name: 'Group', url: '/group', code: 'group', parentMenuId: child._id } });
    expect(loop.statusCode).toBe(400);
  });

  it('removes softly: the menu leaves lists, reads and navigation, and its code is free again', async () => {
    // A shortcut to a screen that has no menu entry of its own, so nothing seeded answers for its url.
    const menu = MenuResultSchema.parse((await create({ name: 'New payment link', url: '/payment-link/create', code: 'new-payment-link', displayOrder: 99 })).json()).data;
    expect((await navigation(admin)).map((item) => item.url)).toContain('/payment-link/create');
    const removed = await server.injectAs(admin, { method: 'PATCH', url: `${BASE}/${menu._id}/remove` });
    expect(removed.json()).toEqual({ success: true, message: 'Menu removed' });
    expect((await server.injectAs(admin, { method: 'GET', url: `${BASE}/${menu._id}` })).statusCode).toBe(404);
    expect((await server.injectAs(admin, { method: 'PATCH', url: `${BASE}/${menu._id}/remove` })).statusCode).toBe(404);
    expect((await list('?search=new-payment-link')).data).toEqual([]);
    expect((await navigation(admin)).map((item) => item.url)).not.toContain('/payment-link/create');
    expect((await create({ name: 'New payment link', url: '/payment-link/create', code: 'new-payment-link' })).statusCode).toBe(200);
  });

  it('refuses to remove a menu that still has sub-menus', async () => {
    const sales = (await list('?search=/sales&size=100')).data.find((menu) => menu.code === 'sales')!;
    const response = await server.injectAs(admin, { method: 'PATCH', url: `${BASE}/${sales._id}/remove` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/"Sales" has 19 sub-menus/);
  });

  it('refuses menu management to an account without the menu flags', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const response = await server.injectAs(agent, { method: 'GET', url: `${BASE}/getAll` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have the "View" permission for Menus.' });
  });
});

describe('navigation', () => {
  const urls = async (email: string) => (await navigation(await server.login(email))).map((item) => item.url);

  it('gives an employee its role\'s enabled entries, with their parent names', async () => {
    const items = await navigation(await server.login(DEMO_EMPLOYEE_EMAIL));
    expect(items).toEqual([
      { name: 'Dashboard', url: '/', icon: 'Home', displayOrder: 10, parent: null },
      { name: 'Individual customers', url: '/customers', icon: 'Person', displayOrder: 21, parent: 'Customers' },
      { name: 'Corporate customers', url: '/corporate-customers', icon: 'Building', displayOrder: 22, parent: 'Customers' },
      { name: 'Leads', url: '/leads', icon: 'PersonAdd', displayOrder: 23, parent: 'Customers' },
      { name: 'Health leads', url: '/health-insurance/leads', icon: 'PersonAdd', displayOrder: 24, parent: 'Customers' },
    ]);
  });

  it('gives a staff account the menus of the screens it may view, with their groups, in display order', async () => {
    const agent = await navigation(await server.login(DEMO_AGENT_EMAIL));
    expect(agent.map((item) => item.url)).toEqual(['/', '/customers-group', '/customers', '/sales', '/proposals', '/renewals', '/quotations', '/policies', '/outbox', '/Praktorapolicies']);
    expect(agent.find((item) => item.url === '/proposals')).toEqual({ name: 'Proposals', url: '/proposals', icon: 'DocumentBulletList', displayOrder: 31, parent: 'Sales' });
  });

  it('shows the supervisor-only screens to supervisors only', async () => {
    const supervisor = await urls(DEMO_SUPERVISOR_EMAIL);
    expect(supervisor).toEqual(expect.arrayContaining(['/sub-admins', '/sales-agent', '/administration']));
    expect(supervisor).not.toContain('/menumanagement');
    expect(await urls(DEMO_AGENT_EMAIL)).not.toContain('/sub-admins');
  });

  it('gives role Admin every screen and an account without module access nothing', async () => {
    expect(await urls('admin@brokerdesk.demo')).toEqual(expect.arrayContaining(['/', '/menumanagement', '/sub-admins', '/land-insurance/proposals']));
    expect(await urls(DEMO_NO_ACCESS_EMAIL)).toEqual([]);
  });
});
