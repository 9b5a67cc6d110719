import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_AGENT_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_NO_ACCESS_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_VIEWER_EMAIL } from '../../server/demo/seedDemo.js';
import { checkRouteAccess } from '../../shared/access/index.js';
import { routeTable } from '../../shared/access/routeTable.js';
import { MeResultSchema } from '../../shared/contract/auth/index.js';
import { NavigationResultSchema } from '../../shared/contract/menus/index.js';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { areas } from './areas.js';
import { areaPages, areaPath } from './defineArea.js';
import { builtPages, OUTSIDE_SHELL } from './pages.js';

/**
 * Issue 23 item 5: a built screen a user may open but cannot find in the navigation is a screen
 * nobody uses. Walks the route table as each demo account, against the navigation the server gives.
 */
let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
});
afterAll(async () => server.close());

const built = builtPages();
/** Screens that only make sense opened from another screen, with what that screen passes them. */
const OPENED_FROM_A_SCREEN = new Set(['/quotations/compare-quotation']); // the quotes chosen on a proposal, `?ids=`
/** Screens reached by a link of the navigation: built, without path parameters, inside the shell. */
const linkable = routeTable.filter(
  (route) => built.has(route.path) && !route.path.includes('[') && !OUTSIDE_SHELL.has(route.path) && !OPENED_FROM_A_SCREEN.has(route.path),
);
/** An area's other screens (create forms) are reached from its list, so the list must be in the navigation. */
const listOf = new Map(areas.flatMap((area) => areaPages(area).map(([path]) => [path, areaPath(area)] as const)));
const linkFor = (path: string) => (listOf.get(path) ?? path).toLowerCase();

describe('navigation covers every built screen', () => {
  it('has screens to walk', () => {
    expect(linkable.map((route) => route.path)).toEqual(expect.arrayContaining(['/customers', '/proposals', '/Praktorapolicies']));
  });

  for (const email of [DEMO_ADMIN_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_AGENT_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_VIEWER_EMAIL, DEMO_NO_ACCESS_EMAIL]) {
    it(`lists for ${email} every built screen it may open`, async () => {
      const token = await server.login(email);
      const me = MeResultSchema.parse((await server.injectAs(token, { method: 'GET', url: '/api/admin/me' })).json()).data;
      const navigation = NavigationResultSchema.parse((await server.injectAs(token, { method: 'GET', url: '/api/admin/menus/navigation' })).json()).data;
      const listed = new Set(navigation.map((item) => item.url.toLowerCase()));
      const openable = linkable.filter((route) => checkRouteAccess(me, route, route.path).view).map((route) => route.path);
      expect(openable.filter((path) => !listed.has(linkFor(path)))).toEqual([]);
    });
  }
});
