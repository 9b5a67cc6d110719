import { routeTable } from '../../shared/access/routeTable.js';
import type { RouteDef } from '../../shared/contract/routes.js';
import { areas as allAreas } from './areas.js';
import { areaPages, type AreaDef, type PageLoader } from './defineArea.js';

/** Screens that belong to no area. The sign-in screen is routed on its own, outside the shell. */
const shellPages: ReadonlyArray<[string, PageLoader]> = [['/', () => import('../features/dashboard/Dashboard.js')]];

/** Route-table paths the router handles outside the signed-in shell. */
export const OUTSIDE_SHELL = new Set(['/auth/login']);

/**
 * Every built screen by its route-table path (`/customers/[customerId]`). A route-table entry
 * missing here renders `NotBuiltYet`.
 */
export function builtPages(areas: readonly AreaDef[] = allAreas): ReadonlyMap<string, PageLoader> {
  return new Map([...shellPages, ...areas.flatMap(areaPages)]);
}

/** The routes of the table that have no screen yet: each renders `NotBuiltYet` behind the guard. */
export function notBuiltRoutes(pages: ReadonlyMap<string, PageLoader> = builtPages()): RouteDef[] {
  return routeTable.filter((route) => !OUTSIDE_SHELL.has(route.path) && !pages.has(route.path));
}
