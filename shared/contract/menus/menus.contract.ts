import { endpoint } from '../endpoint.js';
import { menusResource, NavigationResultSchema } from './menus.schema.js';

/** Menus (spec 002 §7): the kit's endpoints, and the navigation built from them. */
export const menusContract = {
  ...menusResource.contract,
  /**
   * Not in the spec: the navigation of the signed-in user. Employees get their role's enabled
   * permission entries; other accounts get the menus whose screen the route check lets them view.
   */
  navigation: endpoint({ method: 'GET', path: '/api/admin/menus/navigation', summary: 'Your navigation', permission: 'signedIn', response: NavigationResultSchema }),
};
