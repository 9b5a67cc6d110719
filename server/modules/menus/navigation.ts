import { checkRouteAccess, matchRoute, type AccessSubject } from '../../../shared/access/index.js';
import type { PermissionEntry } from '../../../shared/contract/auth/index.js';
import type { Menu, NavigationItem } from '../../../shared/contract/menus/index.js';

const byOrder = (a: NavigationItem, b: NavigationItem) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

/**
 * An employee's navigation: its role's enabled permission entries. An entry's parent is named
 * by `parentMenuId`, looked up as another entry's `menuCode`, then as a menu's id, then as a
 * menu's code.
 *
 * @example employeeNavigation(user.roleId.permissions, await menus.all())
 */
export function employeeNavigation(entries: readonly PermissionEntry[], menus: readonly Menu[]): NavigationItem[] {
  const parentName = (parentId: string | null | undefined): string | null => {
    if (!parentId) return null;
    return (
      entries.find((entry) => entry.menuCode === parentId)?.menuName ??
      menus.find((menu) => menu._id === parentId)?.name ??
      menus.find((menu) => menu.code === parentId)?.name ??
      null
    );
  };
  return entries
    .filter((entry) => entry.enabled)
    .map((entry) => ({ name: entry.menuName, url: entry.url, icon: entry.icon ?? null, displayOrder: entry.displayOrder ?? 0, parent: parentName(entry.parentMenuId) }))
    .sort(byOrder);
}

/**
 * Any other account's navigation: the menus whose screen the route check lets it view, plus
 * the groups (parents) those menus sit under, so the client can title and order each group.
 *
 * @example menuNavigation(auth.user, await menus.all())
 */
export function menuNavigation(user: AccessSubject, menus: readonly Menu[]): NavigationItem[] {
  const byId = new Map(menus.map((menu) => [menu._id, menu]));
  const shown = new Set<Menu>();
  for (const menu of menus) {
    const route = matchRoute(menu.url)?.route;
    if (!route || !checkRouteAccess(user, route, menu.url).view) continue;
    // A menu and every group above it; the depth bound guards against a cycle in stored data.
    let current: Menu | undefined = menu;
    for (let depth = 0; current && !shown.has(current) && depth < 20; depth++) {
      shown.add(current);
      current = current.parentMenuId === null ? undefined : byId.get(current.parentMenuId);
    }
  }
  return [...shown]
    .map((menu) => ({ name: menu.name, url: menu.url, icon: menu.icon, displayOrder: menu.displayOrder, parent: menu.parentMenuName }))
    .sort(byOrder);
}

/**
 * Which of the two rules applies: employees whose role has enabled entries use their entries,
 * plus the top-level menus every signed-in account may open (the dashboard), which no role lists
 * yet every employee lands on.
 */
export function navigationFor(user: AccessSubject, menus: readonly Menu[]): NavigationItem[] {
  const entries = user.roleId?.permissions ?? [];
  if (user.type !== 'employee' || entries.length === 0) return menuNavigation(user, menus);
  const own = employeeNavigation(entries, menus);
  const listed = new Set(own.map((item) => item.url.toLowerCase()));
  const forEveryone = menus
    .filter((menu) => menu.parentMenuId === null && !listed.has(menu.url.toLowerCase()) && matchRoute(menu.url)?.route.rule === 'anyModuleAccess')
    .map((menu) => ({ name: menu.name, url: menu.url, icon: menu.icon, displayOrder: menu.displayOrder, parent: null }));
  return [...forEveryone, ...own].sort(byOrder);
}
