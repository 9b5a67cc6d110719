import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../../../shared/contract/auth/index.js';
import type { Menu } from '../../../shared/contract/menus/index.js';
import { employeeNavigation, navigationFor } from './navigation.js';

const menu = (id: string, name: string, url: string, parent: Menu | null = null, displayOrder = 0): Menu => ({
  _id: id, name, url, code: id, parentMenuId: parent?._id ?? null, parentMenuName: parent?.name ?? null, icon: null, displayOrder,
  createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
});
const entry = (menuName: string, url: string, extra: Partial<PermissionEntry> = {}): PermissionEntry => ({
  menuName, url, enabled: true, items: [{ id: 'i', name: 'i', read: true }], ...extra,
});

describe('employeeNavigation', () => {
  const group = { ...menu('g1', 'Sales group', '/sales'), code: 'g1code' };

  it.each([
    ['another entry\'s menuCode', [entry('Sales', '/sales', { menuCode: 'S' }), entry('Leads', '/leads', { parentMenuId: 'S' })], 'Sales'],
    ['a menu id', [entry('Leads', '/leads', { parentMenuId: 'g1' })], 'Sales group'],
    ['a menu code', [entry('Leads', '/leads', { parentMenuId: 'g1code' })], 'Sales group'],
    ['nothing known', [entry('Leads', '/leads', { parentMenuId: 'nope' })], null],
  ])('names the parent found by %s', (_how, entries, parent) => {
    expect(employeeNavigation(entries, [group]).find((item) => item.url === '/leads')?.parent).toBe(parent);
  });

  it('leaves disabled entries out and orders by display order', () => {
    const entries = [entry('B', '/b', { displayOrder: 2 }), entry('A', '/a', { displayOrder: 1 }), entry('Off', '/off', { enabled: false })];
    expect(employeeNavigation(entries, []).map((item) => item.name)).toEqual(['A', 'B']);
  });
});

describe('navigationFor', () => {
  const group = menu('g1', 'Customers', '/customers-group', null, 10);
  const menus = [group, menu('m1', 'Customers list', '/customers', group, 11), menu('m2', 'Blog', '/blog', null, 20)];

  it('uses the menus for an employee whose role has no enabled entry', () => {
    const user = { type: 'employee' as const, role: 'Employee', isSupervisor: false, roleId: { _id: 'r', name: 'R', permissions: [] }, moduleAccessId: { blog: { read: true } } };
    expect(navigationFor(user, menus).map((item) => item.name)).toEqual(['Blog']);
  });

  it('adds the group of a visible menu', () => {
    const user = { type: 'user' as const, role: 'Sub-Admin', isSupervisor: false, roleId: null, moduleAccessId: { customer: { read: true } } };
    expect(navigationFor(user, menus)).toEqual([
      { name: 'Customers', url: '/customers-group', icon: null, displayOrder: 10, parent: null },
      { name: 'Customers list', url: '/customers', icon: null, displayOrder: 11, parent: 'Customers' },
    ]);
  });
});
