import type { FastifyInstance } from 'fastify';
import { menusContract } from '../../../shared/contract/menus/menus.contract.js';
import { menusResource } from '../../../shared/contract/menus/index.js';
import { registerResource } from '../../kit/registerResource.js';
import { createMenusRepository } from './menus.repository.js';
import { navigationFor } from './navigation.js';

/**
 * Menus (spec 002 §7 "Menus", §4 soft removal), answered by the kit, and the signed-in user's
 * navigation built from them.
 */
export function menusRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const menus = createMenusRepository(app.db);
  registerResource(app, menusContract, menusResource, menus, {
    navigation: async ({ auth }) => ({ success: true, data: navigationFor(auth.user, await menus.all(['displayOrder'])) }),
  });
  done();
}
