import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../contract/auth/auth.schema.js';
import { employeeModuleAccess } from './employeeModuleAccess.js';
import { hasPermission } from './hasPermission.js';
import type { ModuleAccessMap } from './modules.js';

const entry = (url: string, items: PermissionEntry['items'], enabled = true): PermissionEntry => ({ menuName: url, url, enabled, items });
const all = (read: boolean, create: boolean, update: boolean, del: boolean) => ({ read, create, update, delete: del });

const rows: Array<[string, PermissionEntry[], ModuleAccessMap]> = [
  ['no entries grant nothing', [], {}],
  ['read maps to read', [entry('/customers', [{ id: 'i1', name: 'customers', read: true }])], { customer: all(true, false, false, false) }],
  ['view maps to read, insert to create', [entry('/leads', [{ id: 'i1', name: 'leads', view: true, insert: true }])], { lead: all(true, true, false, false) }],
  ['update and delete map to themselves', [entry('/blog', [{ id: 'i1', name: 'blog', update: true, delete: true }])], { blog: all(false, false, true, true) }],
  ['flags of several items add up', [entry('/policies', [{ id: 'a', name: 'a', read: true }, { id: 'b', name: 'b', create: true }])], { policy: all(true, true, false, false) }],
  ['a disabled entry grants nothing', [entry('/customers', [{ id: 'i1', name: 'customers', read: true }], false)], {}],
  ['an unknown url grants nothing', [entry('/no-such-screen', [{ id: 'i1', name: 'x', read: true }])], {}],
  ['odd case and a trailing slash still match', [entry('/Customers/', [{ id: 'i1', name: 'c', read: true }])], { customer: all(true, false, false, false) }],
  [
    'a screen with several keys grants each of them',
    [entry('/quotations/compare-quotation', [{ id: 'i1', name: 'q', read: true }])],
    { quote: all(true, false, false, false), proposal: all(true, false, false, false), customer: all(true, false, false, false), policy: all(true, false, false, false) },
  ],
  [
    'two entries for one module add up',
    [entry('/customers', [{ id: 'i1', name: 'c', read: true }]), entry('/customers/create', [{ id: 'i2', name: 'c', create: true }])],
    { customer: all(true, true, false, false) },
  ],
];

describe('employeeModuleAccess', () => {
  it.each(rows)('%s', (_name, permissions, expected) => {
    expect(employeeModuleAccess(permissions)).toEqual(expected);
  });

  it('makes hasPermission answer for an employee as the role entries say', () => {
    const moduleAccessId = employeeModuleAccess([
      entry('/customers', [{ id: 'i1', name: 'customers', read: true, update: true }]),
      entry('/leads', [{ id: 'i2', name: 'leads', read: true }]),
      entry('/blog', [{ id: 'i3', name: 'blog', read: true, create: true }], false),
    ]);
    const user = { role: 'Branch employee', isSupervisor: false, moduleAccessId };
    expect(hasPermission(user, 'customer.read')).toBe(true);
    expect(hasPermission(user, 'customer.update')).toBe(true);
    expect(hasPermission(user, 'customer.create')).toBe(false);
    expect(hasPermission(user, 'lead.read')).toBe(true);
    expect(hasPermission(user, 'blog.read')).toBe(false);
    expect(hasPermission(user, 'menu.read')).toBe(false);
  });
});
