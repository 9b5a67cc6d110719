import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../shared/contract/menus/menus.schema.js';
import { groupNavigation } from './navigation.js';
import { DEFAULT_NAV_ICON, navIcon } from './navIcons.js';

const item = (name: string, displayOrder: number, parent: string | null = null): NavigationItem => ({
  name,
  url: `/${name.toLowerCase().replace(/\s+/g, '-')}`,
  icon: null,
  displayOrder,
  parent,
});

describe('groupNavigation', () => {
  it('orders top-level entries by display order, then name', () => {
    const nodes = groupNavigation([item('Leads', 3), item('Customers', 1), item('Blog', 3), item('Dashboard', 0)]);
    expect(nodes.map((n) => n.name)).toEqual(['Dashboard', 'Customers', 'Blog', 'Leads']);
  });

  it('puts entries under the top-level entry their parent names, ordered by display order', () => {
    const nodes = groupNavigation([
      item('Travel', 2, 'Insurance'),
      item('Insurance', 5),
      item('Health', 1, 'Insurance'),
      item('Blog', 6),
    ]);
    expect(nodes.map((n) => n.name)).toEqual(['Insurance', 'Blog']);
    expect(nodes[0]!.url).toBe('/insurance');
    expect(nodes[0]!.children.map((c) => c.name)).toEqual(['Health', 'Travel']);
  });

  it('makes a group without a link for a parent that is no entry, placed by its first child', () => {
    const nodes = groupNavigation([
      item('Dashboard', 0),
      item('Proposals', 4, 'Motor'),
      item('Policies', 2, 'Motor'),
      item('Blog', 3),
    ]);
    expect(nodes.map((n) => [n.name, n.url])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Motor', undefined],
      ['Blog', '/blog'],
    ]);
    expect(nodes[1]!.children.map((c) => c.name)).toEqual(['Policies', 'Proposals']);
  });

  it('gives nothing for no entries', () => {
    expect(groupNavigation([])).toEqual([]);
  });
});

describe('navIcon', () => {
  it('finds an icon whatever the spelling', () => {
    expect(navIcon('customers')).toBe(navIcon('Customers'));
    expect(navIcon('people-regular')).toBe(navIcon('people'));
    expect(navIcon('customers')).not.toBe(DEFAULT_NAV_ICON);
  });

  it('falls back to the default icon for unknown or missing names, never crashing', () => {
    for (const name of ['no-such-icon', '', null, undefined, 'constructor', '__proto__', 'toString'])
      expect(navIcon(name)).toBe(DEFAULT_NAV_ICON);
  });
});
