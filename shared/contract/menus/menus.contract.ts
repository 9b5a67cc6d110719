import { IdParamsSchema, SuccessSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { MenuInputSchema, MenuListQuerySchema, MenuListResultSchema, MenuResultSchema, MenuUpdateSchema, NavigationResultSchema } from './menus.schema.js';

/** Menus (spec 002 §7); the spec does not show the base path, BrokerDesk uses `/api/admin/menus`. Removal is soft. */
const base = '/api/admin/menus';

export const menusContract = {
  list: endpoint({
    method: 'GET', path: `${base}/getAll`, summary: 'List menus', permission: 'menu.read',
    query: MenuListQuerySchema, response: MenuListResultSchema, pageSize: PAGE_SIZES.menus,
  }),
  create: endpoint({ method: 'POST', path: `${base}/create`, summary: 'Create a menu', permission: 'menu.create', body: MenuInputSchema, response: MenuResultSchema }),
  update: endpoint({
    method: 'PUT', path: `${base}/{id}`, summary: 'Update a menu', permission: 'menu.update',
    params: IdParamsSchema, body: MenuUpdateSchema, response: MenuResultSchema, edit: 'partial',
  }),
  remove: endpoint({ method: 'PATCH', path: `${base}/{id}/remove`, summary: 'Remove a menu', permission: 'menu.delete', params: IdParamsSchema, response: SuccessSchema }),
  get: endpoint({ method: 'GET', path: `${base}/{id}`, summary: 'Read a menu', permission: 'menu.read', params: IdParamsSchema, response: MenuResultSchema }),
  /**
   * Not in the spec: the navigation of the signed-in user. Employees get their role's enabled
   * permission entries; other accounts get the menus whose screen the route check lets them view.
   */
  navigation: endpoint({ method: 'GET', path: `${base}/navigation`, summary: 'Your navigation', permission: 'signedIn', response: NavigationResultSchema }),
};
