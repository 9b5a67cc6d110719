import { MenuSchema, type Menu } from '../../../shared/contract/menus/menus.schema.js';

/** A schema-valid menu for tests. */
export function menuFixture(overrides: Partial<Menu> = {}): Menu {
  return MenuSchema.parse({
    _id: 'm1',
    createdAt: '2025-03-04T08:00:00.000Z',
    updatedAt: '2025-03-04T08:00:00.000Z',
    name: 'Customers',
    url: '/customers',
    code: 'customers',
    parentMenuId: null,
    parentMenuName: null,
    icon: 'people',
    displayOrder: 1,
    ...overrides,
  });
}
