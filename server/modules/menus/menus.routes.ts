import type { FastifyInstance } from 'fastify';
import { contract } from '../../../shared/contract/index.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createMenusRepository } from './menus.repository.js';
import { navigationFor } from './navigation.js';

/**
 * Menus (spec 002 §7 "Menus", §4 soft removal) and the signed-in user's navigation built from
 * them. Removing a menu that still has sub-menus is refused with 409.
 */
export function menusRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const menus = createMenusRepository(app.db);
  const nowIso = () => new Date().toISOString();

  const handlers: AreaHandlers<typeof contract.menus> = {
    list: async ({ query }) => {
      const page = await menus.list(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },
    create: async ({ body }) => ({ success: true, data: await menus.create(body, nowIso()), message: 'Menu created' }),
    update: async ({ params, body }) => ({ success: true, data: await menus.update(params.id, body, nowIso()), message: 'Menu updated' }),
    remove: async ({ params }) => {
      await menus.remove(params.id, nowIso());
      return { success: true, message: 'Menu removed' };
    },
    get: async ({ params }) => ({ success: true, data: await menus.get(params.id) }),
    navigation: async ({ auth }) => ({ success: true, data: navigationFor(auth.user, await menus.all()) }),
  };
  registerArea(app, contract.menus, handlers);
  done();
}
