import { z } from 'zod';
import { detailResultSchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { integer, reference, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';

/**
 * Navigation entries: name, url, code, parent menu, icon and display order (spec 000 §2), a simple
 * area of the resource kit. The spec does not show the base path; BrokerDesk uses `/api/admin/menus`.
 * Removal is soft (spec 002 §4).
 */
export const menusResource = defineResource({
  name: 'menus',
  module: 'menu',
  singular: 'menu',
  plural: 'menus',
  pageSize: PAGE_SIZES.menus,
  removal: 'soft',
  fields: {
    name: text({ label: 'Name', max: 80, required: true, list: true, search: true }),
    url: text({ label: 'URL', max: 200, required: true, pattern: { regex: /^\//, message: 'URL must start with /' }, list: true, search: true, hint: 'Starts with /, e.g. /customers' }),
    code: text({
      label: 'Code', max: 40, required: true, pattern: { regex: /^[A-Za-z0-9_-]+$/, message: 'Code may use letters, digits, - and _ only' },
      unique: 'A menu with this code already exists', list: true, search: true, hint: 'Letters, digits, - and _',
    }),
    parentMenuId: reference({ label: 'Parent menu', header: 'Parent', list: true, table: 'menus', nameColumn: 'name', nameKey: 'parentMenuName', missing: 'Choose an existing menu' }),
    icon: text({ label: 'Icon', max: 60, list: true, hint: 'An icon name, e.g. people' }),
    displayOrder: integer({ label: 'Display order', min: 0, max: 10_000, default: 0, list: true }),
  },
  sort: { fields: ['name', 'displayOrder', 'url', 'code'], default: 'createdAt', direction: 'asc' },
  routes: {
    list: 'GET /api/admin/menus/getAll',
    create: 'POST /api/admin/menus/create',
    update: 'PUT /api/admin/menus/{id}',
    remove: 'PATCH /api/admin/menus/{id}/remove',
    get: 'GET /api/admin/menus/{id}',
  },
});

export const MenuSchema = menusResource.schemas.record;
export type Menu = z.infer<typeof MenuSchema>;
export const MenuInputSchema = menusResource.schemas.input;
/** An edit changes only the fields it is given: the parent, icon and order stay unless given (null clears the parent or icon). */
export const MenuUpdateSchema = menusResource.schemas.update;
export const MenuListQuerySchema = menusResource.schemas.listQuery;
export const MenuListResultSchema = listResultSchema(MenuSchema);
export const MenuResultSchema = detailResultSchema(MenuSchema);

/** One navigation entry, whatever its source (a menu record or an employee permission entry). */
export const NavigationItemSchema = z.object({
  name: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  displayOrder: z.number().int(),
  /** The name of the group it sits under; null for a top-level entry. */
  parent: z.string().nullable(),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;
export const NavigationResultSchema = detailResultSchema(z.array(NavigationItemSchema));
