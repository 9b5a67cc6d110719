import { z } from 'zod';
import { IdSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { partialEdit } from '../edit.js';

/** A navigation entry: name, url, code, parent menu, icon and display order (spec 000 §2). */
export const MenuSchema = RecordMetaSchema.extend({
  name: z.string(),
  url: z.string(),
  code: z.string(),
  parentMenuId: IdSchema.nullable(),
  parentMenuName: z.string().nullable(),
  icon: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type Menu = z.infer<typeof MenuSchema>;

export const MenuInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  url: z.string().trim().min(1, 'URL is required').max(200).regex(/^\//, 'URL must start with /'),
  code: z.string().trim().min(1, 'Code is required').max(40).regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _ only'),
  parentMenuId: IdSchema.nullable().optional(),
  icon: z.string().trim().max(60).nullable().optional(),
  displayOrder: z.coerce.number().int('Display order must be a whole number').min(0).max(10_000).default(0),
});

/** An edit changes only the fields it is given: the parent, icon and order stay unless given (null clears the parent or icon). */
export const MenuUpdateSchema = partialEdit(MenuInputSchema, { required: ['name', 'url', 'code'] });

export const MENU_SORT_FIELDS = ['createdAt', 'name', 'displayOrder', 'url', 'code'] as const;
export const MenuListQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.menus),
  sortField: z.enum(MENU_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
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
