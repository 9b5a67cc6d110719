import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../contract/auth/auth.schema.js';
import type { RouteDef } from '../contract/routes.js';
import { ACTIONS, MODULE_KEYS, type ModuleAccessMap } from './modules.js';
import { checkRouteAccess, type AccessSubject, type RouteAccess } from './checkRouteAccess.js';
import { matchRoute } from './matchRoute.js';
import { routeTable } from './routeTable.js';

const staff = (moduleAccessId: AccessSubject['moduleAccessId'], extra: Partial<AccessSubject> = {}): AccessSubject => ({
  type: 'user', role: 'Sub-Admin', isSupervisor: false, roleId: null, moduleAccessId, ...extra,
});
const employee = (permissions: PermissionEntry[]): AccessSubject => ({
  type: 'employee', role: 'Employee', isSupervisor: false, moduleAccessId: null, roleId: { _id: 'r1', name: 'Sales', permissions },
});
const access = (user: AccessSubject | null, path: string) => checkRouteAccess(user, matchRoute(path)?.route, path);
const flags = (view: boolean, insert: boolean, update: boolean, del: boolean): RouteAccess => ({ view, insert, update, delete: del });
const NONE = flags(false, false, false, false);

describe('the spec rules, one by one', () => {
  it('rule 1: the login route is viewable by anyone, and nothing else', () => {
    expect(access(null, '/auth/login')).toEqual(flags(true, false, false, false));
    expect(access(staff(null, { role: 'Admin' }), '/auth/login')).toEqual(flags(true, false, false, false));
  });

  it('rule 2: no user gets nothing', () => {
    expect(access(null, '/customers')).toEqual(NONE);
  });

  it('rule 3: an employee entry found by url gives each flag when enabled and some item has it', () => {
    const entry: PermissionEntry = { menuName: 'Customers', url: '/customers', enabled: true, items: [{ id: 'i1', name: 'customers', read: true, update: true }] };
    expect(access(employee([entry]), '/customers')).toEqual(flags(true, false, true, false));
    expect(access(employee([{ ...entry, enabled: false }]), '/customers')).toEqual(NONE);
  });

  it('rule 3: without an entry, items match by name or id in the route, create and edit by the words', () => {
    const user = employee([{ menuName: 'Sales', url: '/sales', enabled: true, items: [{ id: 'x1', name: 'Proposals', view: true, insert: true, update: true }] }]);
    expect(access(user, '/proposals/create')).toEqual(flags(true, true, false, false));
    expect(access(user, '/customers/c1/edit')).toEqual(flags(false, false, true, false));
    const deleter = employee([{ menuName: 'Any', url: '/any', enabled: true, items: [{ id: 'x2', name: 'nothing', delete: true }] }]);
    expect(access(deleter, '/blog')).toEqual(flags(false, false, false, true));
  });

  it('rule 4: without a module map nothing is allowed; role Admin gets everything', () => {
    expect(access(staff(null), '/customers')).toEqual(NONE);
    expect(access(staff({}, { role: 'Admin' }), '/sub-admins/create')).toEqual(flags(true, true, true, true));
  });

  it('rule 5: routes not in the table or marked no access get nothing', () => {
    const all: ModuleAccessMap = Object.fromEntries(MODULE_KEYS.map((k) => [k, { read: true, create: true, update: true, delete: true }]));
    expect(access(staff(all), '/no-such-screen')).toEqual(NONE);
    expect(access(staff(all), '/account')).toEqual(NONE);
  });

  it('rule 5: a route with several keys grants an action when any key does', () => {
    const user = staff({ customer: { read: true } });
    expect(access(user, '/quotations/q1').view).toBe(true);
    expect(access(user, '/quotations/compare-quotation').view).toBe(true);
    expect(access(user, '/policies/p1').view).toBe(true);
    expect(access(user, '/quotations').view).toBe(false);
  });

  it('rule 5 names the multi-key routes; an offline policy is not one of them and needs policy read, as its data does', () => {
    expect(access(staff({ customer: { read: true }, quote: { read: true }, proposal: { read: true } }), '/Praktorapolicies/o1').view).toBe(false);
    expect(access(staff({ policy: { read: true } }), '/Praktorapolicies/o1').view).toBe(true);
  });

  it('rule 6: sub-admins and sales agents need the supervisor flag', () => {
    expect(access(staff({ auth: { read: true } }), '/sub-admins')).toEqual(NONE);
    expect(access(staff({}, { isSupervisor: true }), '/sales-agent/a1/edit').view).toBe(true);
    expect(access(staff({ isSupervisor: true }), '/sub-admins/create').view).toBe(true);
  });

  it('rule 7: create needs create, edit needs update, list and detail need read; payment-link create needs read', () => {
    const reader = staff({ blog: { read: true }, paymentLink: { read: true } });
    expect(access(reader, '/blog').view).toBe(true);
    expect(access(reader, '/blog/b1').view).toBe(true);
    expect(access(reader, '/blog/create').view).toBe(false);
    expect(access(reader, '/blog/b1/edit').view).toBe(false);
    expect(access(reader, '/payment-link/create').view).toBe(true);
    expect(access(staff({ blog: { create: true } }), '/blog/create')).toEqual(flags(true, true, false, false));
  });

  it('the dashboard is viewable by anyone with module access; /account by no one', () => {
    expect(access(staff({}), '/').view).toBe(true);
    expect(access(staff(null), '/').view).toBe(false);
  });
});

describe('route matching', () => {
  it('resolves odd case and a trailing slash as a user expects', () => {
    expect(matchRoute('/Customers/')?.route.path).toBe('/customers');
    expect(matchRoute('/praktorapolicies/ABC')?.params).toEqual({ praktorapolicyid: 'ABC' });
    expect(matchRoute('/proposals/create')?.route.action).toBe('create');
    expect(matchRoute('/proposals/p1')?.params).toEqual({ proposalId: 'p1' });
    expect(matchRoute('/customers/c1/edit?tab=1')?.route.action).toBe('update');
  });

  it('never throws on malformed paths', () => {
    fc.assert(fc.property(fc.string(), (path) => {
      expect(() => access(staff({}), path)).not.toThrow();
    }));
    expect(matchRoute('/customers/%E0%A4%A')).toBeUndefined();
  });

  it('finds every declared route by its own path', () => {
    for (const route of routeTable) {
      const sample = route.path.replace(/\[(\w+)\]/g, 'x1');
      expect(matchRoute(sample)?.route, sample).toBe(route);
    }
  });
});

/** A plain restatement of rules 4–7 for module-map users, written independently of the implementation. */
function expectedForStaff(user: AccessSubject, route: RouteDef): RouteAccess {
  const map = user.moduleAccessId;
  if (route.rule === 'always') return flags(true, false, false, false);
  if (route.rule === 'anyModuleAccess') return map ? flags(true, false, false, false) : NONE;
  if (!map) return NONE;
  if (user.role === 'Admin') return flags(true, true, true, true);
  if (route.rule === 'noAccess') return NONE;
  if (route.rule === 'supervisor') return user.isSupervisor || map.isSupervisor ? flags(true, true, true, true) : NONE;
  const any = (action: 'read' | 'create' | 'update' | 'delete') => {
    let result = false;
    for (const key of route.modules) if (map[key] && map[key][action]) result = true;
    return result;
  };
  return flags(any(route.action), any('create'), any('update'), any('delete'));
}

describe('generated users and routes agree with the restated rules', () => {
  const moduleFlags = fc.record(Object.fromEntries(ACTIONS.map((a) => [a, fc.boolean()])) as Record<(typeof ACTIONS)[number], fc.Arbitrary<boolean>>, { requiredKeys: [] });
  const moduleMap = fc.option(
    fc.dictionary(fc.constantFrom(...MODULE_KEYS), moduleFlags).chain((map) => fc.boolean().map((isSupervisor) => ({ ...map, isSupervisor }))),
    { nil: null },
  );
  const subject = fc.record({
    type: fc.constant('user' as const),
    role: fc.constantFrom('Admin', 'Sub-Admin', 'User'),
    isSupervisor: fc.boolean(),
    roleId: fc.constant(null),
    moduleAccessId: moduleMap,
  });

  it('for staff accounts with module maps', () => {
    fc.assert(
      fc.property(subject, fc.constantFrom(...routeTable), (user, route) => {
        const path = route.path.replace(/\[(\w+)\]/g, 'id42');
        expect(checkRouteAccess(user, matchRoute(path)?.route, path)).toEqual(expectedForStaff(user, route));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('employee permission entries and the accounts they apply to, at their edges', () => {
  const entry = (url: string, items: PermissionEntry['items'], enabled = true): PermissionEntry => ({ menuName: url, url, enabled, items });

  it('an entry found by exact url grants insert and delete from the one item that carries each; create counts as insert', () => {
    const user = employee([entry('/leads', [{ id: 'i1', name: 'leads', insert: true }, { id: 'i2', name: 'leads', delete: true }])]);
    expect(access(user, '/leads')).toEqual(flags(false, true, false, true));
    expect(access(employee([entry('/leads', [{ id: 'i1', name: 'leads', create: true }])]), '/leads')).toEqual(flags(false, true, false, false));
  });

  it('an entry grants view and update when any one of its items does, not only when all do', () => {
    const user = employee([entry('/customers', [{ id: 'i1', name: 'list', view: true }, { id: 'i2', name: 'form', update: true }])]);
    expect(access(user, '/customers')).toEqual(flags(true, false, true, false));
  });

  it('an item that grants insert only does not grant view, with an entry for the url or without', () => {
    const user = employee([entry('/proposals', [{ id: 'i1', name: 'proposals', insert: true }])]);
    expect(access(user, '/proposals')).toEqual(flags(false, true, false, false));
    expect(access(user, '/proposals/create')).toEqual(flags(false, true, false, false));
  });

  it('of two entries with the same url the first decides, whatever the case and trailing slash', () => {
    const granting = entry('/customers', [{ id: 'i1', name: 'list', read: true }]);
    const disabled = entry('/Customers/', [{ id: 'i1', name: 'list', read: true, update: true }], false);
    expect(access(employee([granting, disabled]), '/customers')).toEqual(flags(true, false, false, false));
    expect(access(employee([disabled, granting]), '/customers')).toEqual(NONE);
  });

  it('an entry applies to its url visited in another case or with trailing slashes, and when it is stored so', () => {
    // Item names that never occur in the path: only the entry itself can grant view and update here.
    const items = [{ id: 'c-list', name: 'Client register', read: true, update: true }];
    for (const [stored, visited] of [['/customers', '/customers/'], ['/customers', '/CUSTOMERS//'], ['/Customers/', '/customers']]) {
      expect(access(employee([entry(stored!, items)]), visited!), `${stored} visited as ${visited}`).toEqual(flags(true, false, true, false));
    }
  });

  it('without an entry, only items that grant view lend their name or id, in lower case, to the route match', () => {
    const updater = employee([entry('/sales', [{ id: 'x1', name: 'Customers', update: true }])]);
    expect(access(updater, '/customers/c1/edit')).toEqual(flags(false, false, true, false));
    const byId = employee([entry('/sales', [{ id: 'LEADS', name: 'Lead register', view: true }])]);
    expect(access(byId, '/leads').view).toBe(true);
  });

  it('without an entry, insert, update and delete need only one item that grants them', () => {
    const user = employee([
      entry('/sales', [{ id: 'x1', name: 'Proposals', view: true }, { id: 'x2', name: 'x2', insert: true, update: true, delete: true }]),
    ]);
    expect(access(user, '/proposals/create')).toEqual(flags(true, true, false, true));
    expect(access(user, '/customers/c1/edit')).toEqual(flags(false, false, true, true));
  });

  it('a staff account that also has a role is judged by its module map, not by the role’s entries', () => {
    const roleId = { _id: 'r1', name: 'Sales', permissions: [entry('/customers', [{ id: 'i1', name: 'customers', read: true, update: true, delete: true }])] };
    expect(access(staff({ customer: { read: true } }, { roleId }), '/customers')).toEqual(flags(true, false, false, false));
    expect(access(staff(null, { roleId }), '/customers')).toEqual(NONE);
  });

  it('an employee whose role has no entries, or who has no role, is judged by its module map', () => {
    const moduleAccessId = { customer: { read: true } };
    const noEntries: AccessSubject = { ...employee([]), moduleAccessId };
    const noRole: AccessSubject = { ...employee([]), roleId: null, moduleAccessId };
    expect(access(noEntries, '/customers')).toEqual(flags(true, false, false, false));
    expect(access(noRole, '/customers')).toEqual(flags(true, false, false, false));
    expect(access({ ...noRole, moduleAccessId: null }, '/customers')).toEqual(NONE);
  });

  it('a route marked no access gives nothing even when it lists module keys the user holds', () => {
    const route: RouteDef = { path: '/account', modules: ['customer'], action: 'read', title: 'Account', rule: 'noAccess' };
    const user = staff({ customer: { read: true, create: true, update: true, delete: true } });
    expect(checkRouteAccess(user, route, '/account')).toEqual(NONE);
    expect(checkRouteAccess(user, { ...route, rule: undefined }, '/account')).toEqual(flags(true, true, true, true));
  });
});
