import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Menu, MenuInputSchema, MenuListQuerySchema, MenuUpdateSchema } from '../../../shared/contract/menus/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import type { MenuRow } from '../../db/schema.js';
import { changedColumns } from '../../http/edits.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';

type MenuFields = z.output<typeof MenuInputSchema>;
type MenuEdit = z.output<typeof MenuUpdateSchema>;
type ListQuery = z.output<typeof MenuListQuerySchema>;

const SORT_COLUMNS = {
  createdAt: 'menus.created_at',
  name: 'menus.name',
  displayOrder: 'menus.display_order',
  url: 'menus.url',
  code: 'menus.code',
} as const satisfies Record<ListQuery['sortField'], string>;

type MenuWithParent = MenuRow & { parent_menu_name: string | null };

function toMenu(row: MenuWithParent): Menu {
  return {
    _id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    url: row.url,
    code: row.code,
    parentMenuId: row.parent_menu_id,
    parentMenuName: row.parent_menu_name,
    icon: row.icon,
    displayOrder: row.display_order,
  };
}

const CODE_TAKEN = 'A menu with this code already exists';

/** Menus that are not removed; every read goes through here, so removed menus never show. */
export function createMenusRepository(db: Db) {
  const live = () =>
    db
      .selectFrom('menus')
      .leftJoin('menus as parent', (join) => join.onRef('parent.id', '=', 'menus.parent_menu_id').on('parent.removed_at', 'is', null))
      .selectAll('menus')
      .select('parent.name as parent_menu_name')
      .where('menus.removed_at', 'is', null);

  async function get(id: string): Promise<Menu> {
    const row = await live().where('menus.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Menu not found');
    return toMenu(row);
  }

  /** A parent must be a live menu, and not the menu itself or one of its descendants. */
  async function checkParent(parentId: string | null | undefined, menuId?: string): Promise<void> {
    if (parentId === null || parentId === undefined) return;
    let current: string | null = parentId;
    for (let depth = 0; current !== null && depth < 100; depth++) {
      if (current === menuId) throw badRequest('parentMenuId: A menu cannot sit under itself', { parentMenuId: 'A menu cannot sit under itself' });
      const row: { parent_menu_id: string | null } | undefined = await db.selectFrom('menus').select('parent_menu_id').where('id', '=', current).where('removed_at', 'is', null).executeTakeFirst();
      if (!row) {
        if (current === parentId) throw badRequest('parentMenuId: Choose an existing menu', { parentMenuId: 'Choose an existing menu' });
        return;
      }
      current = row.parent_menu_id;
    }
  }

  async function checkCode(code: string, menuId?: string): Promise<void> {
    let query = db.selectFrom('menus').select('id').where('code', '=', code).where('removed_at', 'is', null);
    if (menuId) query = query.where('id', '!=', menuId);
    if (await query.executeTakeFirst()) throw conflict(CODE_TAKEN);
  }

  /** The columns of the fields given; a field left out (`undefined`) is no column. */
  function columns(input: MenuEdit) {
    return {
      name: input.name, url: input.url, code: input.code, parent_menu_id: input.parentMenuId, icon: input.icon, display_order: input.displayOrder,
    };
  }

  return {
    get,

    async list(query: ListQuery) {
      const search = query.search?.trim();
      const filtered = () => {
        if (!search) return live();
        const pattern = likeContaining(search);
        return live().where(sql<SqlBool>`(menus.name LIKE ${pattern} ESCAPE '\\' OR menus.url LIKE ${pattern} ESCAPE '\\' OR menus.code LIKE ${pattern} ESCAPE '\\')`);
      };
      const [rows, total] = await Promise.all([
        filtered()
          .orderBy(SORT_COLUMNS[query.sortField], query.sortDirection)
          .orderBy('menus.seq', query.sortDirection)
          .limit(query.size)
          .offset(offsetOf(query.page, query.size))
          .execute(),
        filtered().clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMenu), totalItems: Number(total.count) };
    },

    async create(input: MenuFields, at: string): Promise<Menu> {
      await checkCode(input.code);
      await checkParent(input.parentMenuId);
      const id = newId();
      try {
        await db.insertInto('menus').values({ id, ...columns(input), display_order: input.displayOrder, created_at: at, updated_at: at, removed_at: null }).execute();
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(CODE_TAKEN);
        throw error;
      }
      return get(id);
    },

    /** Writes only the fields the edit gives and changes. */
    async update(id: string, input: MenuEdit, at: string): Promise<Menu> {
      const menu = await get(id);
      await checkCode(input.code, id);
      await checkParent(input.parentMenuId, id);
      const stored = { name: menu.name, url: menu.url, code: menu.code, parent_menu_id: menu.parentMenuId, icon: menu.icon, display_order: menu.displayOrder };
      const changes = changedColumns(stored, columns(input));
      if (Object.keys(changes).length === 0) return menu;
      try {
        await db.updateTable('menus').set({ ...changes, updated_at: at }).where('id', '=', id).execute();
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(CODE_TAKEN);
        throw error;
      }
      return get(id);
    },

    /** Soft removal; a menu with live sub-menus is refused, so no entry is left under a missing parent. */
    async remove(id: string, at: string): Promise<void> {
      const menu = await get(id);
      const { count } = await db.selectFrom('menus').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parent_menu_id', '=', id).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(count) > 0) {
        throw conflict(`"${menu.name}" has ${count} sub-menu${Number(count) === 1 ? '' : 's'}. Remove them or move them to another menu first.`);
      }
      await db.updateTable('menus').set({ removed_at: at, updated_at: at }).where('id', '=', id).execute();
    },

    /** Every live menu, for the navigation. */
    async all(): Promise<Menu[]> {
      const rows = await live().orderBy('menus.display_order').orderBy('menus.seq').execute();
      return rows.map(toMenu);
    },
  };
}
