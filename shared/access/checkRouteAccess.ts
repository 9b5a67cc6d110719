import type { SessionUser } from '../contract/auth/auth.schema.js';
import type { RouteDef } from '../contract/routes.js';
import { ADMIN_ROLE } from './hasPermission.js';
import type { ModuleFlags } from './modules.js';

export interface RouteAccess {
  view: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

export type AccessSubject = Pick<SessionUser, 'type' | 'role' | 'roleId' | 'moduleAccessId' | 'isSupervisor'>;

const NOTHING: RouteAccess = Object.freeze({ view: false, insert: false, update: false, delete: false });
const EVERYTHING: RouteAccess = Object.freeze({ view: true, insert: true, update: true, delete: true });
const VIEW_ONLY: RouteAccess = Object.freeze({ view: true, insert: false, update: false, delete: false });

type Item = NonNullable<AccessSubject['roleId']>['permissions'][number]['items'][number];
const grantsView = (item: Item) => item.view === true || item.read === true;
const grantsInsert = (item: Item) => item.insert === true || item.create === true;
const grantsUpdate = (item: Item) => item.update === true;
const grantsDelete = (item: Item) => item.delete === true;

function normalize(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  // Stryker disable next-line ConditionalExpression,StringLiteral: entry urls and visited paths both pass through here and are only compared with each other, so what the root becomes cannot change a result
  return trimmed === '' ? '/' : trimmed;
}

type Permissions = NonNullable<AccessSubject['roleId']>['permissions'];

interface EmployeeIndex {
  byUrl: Map<string, RouteAccess>;
  /** Lower-cased names and ids of the items that grant view. */
  viewKeys: string[];
  anyInsert: boolean;
  anyUpdate: boolean;
  anyDelete: boolean;
}

/** The check runs on every path change, so a role's entries are indexed once per permissions list. */
const indexes = new WeakMap<Permissions, EmployeeIndex>();

function indexPermissions(permissions: Permissions): EmployeeIndex {
  let index = indexes.get(permissions);
  // Stryker disable next-line ConditionalExpression: a cache; without it the same index is built again
  if (index) return index;
  const byUrl = new Map<string, RouteAccess>();
  for (const entry of permissions) {
    const url = normalize(entry.url);
    if (byUrl.has(url)) continue; // the first entry for a url wins, as a find() would
    const on = entry.enabled;
    byUrl.set(
      url,
      Object.freeze({
        view: on && entry.items.some(grantsView),
        insert: on && entry.items.some(grantsInsert),
        update: on && entry.items.some(grantsUpdate),
        delete: on && entry.items.some(grantsDelete),
      }),
    );
  }
  const items = permissions.flatMap((entry) => entry.items);
  index = {
    byUrl,
    viewKeys: items.filter(grantsView).flatMap((item) => [item.name.toLowerCase(), item.id.toLowerCase()]),
    anyInsert: items.some(grantsInsert),
    anyUpdate: items.some(grantsUpdate),
    anyDelete: items.some(grantsDelete),
  };
  indexes.set(permissions, index);
  return index;
}

/** Rule 3: an employee whose role has permission entries. */
function employeeAccess(permissions: Permissions, pathname: string): RouteAccess {
  const path = normalize(pathname);
  const index = indexPermissions(permissions);
  const entry = index.byUrl.get(path);
  if (entry) return entry;
  return {
    view: index.viewKeys.some((key) => path.includes(key)),
    insert: path.includes('create') && index.anyInsert,
    update: path.includes('edit') && index.anyUpdate,
    delete: index.anyDelete,
  };
}

/**
 * Spec 000 §6 and spec 002 §6: what a user may do on a screen, as four flags. `route` is the
 * route-table entry the path matched (undefined for a path the table does not know, which gets
 * nothing); `pathname` is the path as visited, which employee permission entries are matched on.
 *
 * Decision where the spec is silent: the dashboard `/` is "viewable by anyone with module access";
 * an employee's role permissions are that employee's module access, so employees see it too.
 *
 * @example checkRouteAccess(user, matchRoute('/customers/c1')?.route, '/customers/c1').view
 */
export function checkRouteAccess(user: AccessSubject | null | undefined, route: RouteDef | undefined, pathname: string): RouteAccess {
  // Rule 1: the login route is viewable, always, and nothing else.
  if (route?.rule === 'always') return VIEW_ONLY;
  // Rule 2.
  if (!user) return NOTHING;
  const permissions = user.roleId?.permissions ?? [];
  const isEmployeeWithPermissions = user.type === 'employee' && permissions.length > 0;
  if (route?.rule === 'anyModuleAccess' && (isEmployeeWithPermissions || user.moduleAccessId)) return VIEW_ONLY;
  // Rule 3.
  if (isEmployeeWithPermissions) return route ? employeeAccess(permissions, pathname) : NOTHING;
  // Rule 4: a module map is needed; role Admin gets everything.
  const modules = user.moduleAccessId;
  if (!modules) return NOTHING;
  if (user.role === ADMIN_ROLE) return EVERYTHING;
  // Rule 5: unknown or no-access routes get nothing.
  if (!route || route.rule === 'noAccess') return NOTHING;
  // Rule 6: supervisor-only trees.
  if (route.rule === 'supervisor') return user.isSupervisor || modules.isSupervisor === true ? EVERYTHING : NOTHING;
  // Rules 5 and 7: several keys grant an action when any of them does; the screen needs its own action.
  const granted = (action: keyof ModuleFlags) => route.modules.some((key) => modules[key]?.[action] === true);
  return { view: granted(route.action), insert: granted('create'), update: granted('update'), delete: granted('delete') };
}
