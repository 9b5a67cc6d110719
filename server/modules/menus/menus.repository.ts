import { menusResource } from '../../../shared/contract/menus/index.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/**
 * Menus on the kit, with their two rules of their own: a parent may not be the menu itself or one
 * of its descendants, and a menu with live sub-menus is not removed, so no entry is left under a
 * missing parent.
 */
export function createMenusRepository(db: Db) {
  /** Walks up from the new parent; meeting the menu itself means a loop. */
  async function checkParent(parentId: string | null | undefined, menuId: string | undefined): Promise<void> {
    let current = parentId ?? null;
    for (let depth = 0; current !== null && menuId !== undefined && depth < 100; depth++) {
      if (current === menuId) throw badRequest('parentMenuId: A menu cannot sit under itself', { parentMenuId: 'A menu cannot sit under itself' });
      const row = await db.selectFrom('menus').select('parent_menu_id').where('id', '=', current).where('removed_at', 'is', null).executeTakeFirst();
      current = row?.parent_menu_id ?? null;
    }
  }

  return createResourceRepository(db, menusResource, 'menus', {
    beforeWrite: (values, id) => checkParent(values.parentMenuId, id),
    async beforeRemove(menu) {
      const { count } = await db.selectFrom('menus').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parent_menu_id', '=', menu._id).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(count) > 0) {
        throw conflict(`"${menu.name}" has ${count} sub-menu${Number(count) === 1 ? '' : 's'}. Remove them or move them to another menu first.`);
      }
    },
  });
}
