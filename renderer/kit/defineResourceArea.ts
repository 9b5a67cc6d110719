import type { ComponentType } from 'react';
import type { RouteDef } from '../../shared/contract/routes.js';
import type { AreaDef, PageLoader } from '../app/defineArea.js';
import { paramOf } from './resourceUi.js';

/** The screens module of a resource: its list, and the other screens its routes have. */
export interface ResourceScreens {
  List: ComponentType;
  Create?: ComponentType;
  Show?: ComponentType;
  Edit?: ComponentType;
}

/**
 * The paths of a resource's screens, read from its route table rows: the list and the detail
 * need `read` (the detail has a `[param]`), the create screen `create`, the edit screen `update`.
 */
export function screenPaths(routes: readonly RouteDef[]): { list: string; create?: string; show?: string; edit?: string } {
  // A record's own screens end in its parameter (`/[id]`, `/[id]/edit`); a child resource's list has its parent's parameter inside its path.
  const ownsRecord = (path: string) => /\/\[[^\]]+\](\/edit)?$/.test(path);
  const find = (action: RouteDef['action'], withParam: boolean) => routes.find((route) => route.action === action && ownsRecord(route.path) === withParam)?.path;
  const list = find('read', false);
  if (!list) throw new Error('A resource needs a list route');
  return { list, create: find('create', false), show: find('read', true), edit: find('update', true) };
}

/**
 * The area of a resource of the kit: its pages at the paths its route table rows give, each
 * loaded from one screens module when first opened.
 *
 * @example export default defineResourceArea({ name: 'menus', …, routes: menusRoutes, screens: () => import('./menusScreens.js') });
 */
export function defineResourceArea<const Tag extends string>(area: Omit<AreaDef<Tag>, 'list' | 'pages' | 'path' | 'idParam' | 'show' | 'create' | 'edit'> & {
  routes: readonly RouteDef[];
  screens: () => Promise<ResourceScreens>;
  /** Child resources' screens in the same area (a partner's offers at `/partners/[partnerId]/discount-offers…`), each from its own rows and module. */
  children?: ReadonlyArray<{ routes: readonly RouteDef[]; screens: () => Promise<ResourceScreens> }>;
}): AreaDef<Tag> {
  const { routes, screens, children = [], ...rest } = area;
  const paths = screenPaths(routes);
  const pageOf = (load: () => Promise<ResourceScreens>) => (pick: (module: ResourceScreens) => ComponentType | undefined): PageLoader => async () => {
    const screen = pick(await load());
    if (!screen) throw new Error(`The ${area.name} screens have no page for this route`);
    return { default: screen };
  };
  const page = pageOf(screens);
  const pages: Record<string, PageLoader> = {};
  if (paths.create) pages[paths.create] = page((module) => module.Create);
  if (paths.show) pages[paths.show] = page((module) => module.Show);
  if (paths.edit) pages[paths.edit] = page((module) => module.Edit);
  for (const child of children) {
    const childPaths = screenPaths(child.routes);
    const childPage = pageOf(child.screens);
    pages[childPaths.list] = childPage((module) => module.List);
    if (childPaths.create) pages[childPaths.create] = childPage((module) => module.Create);
    if (childPaths.show) pages[childPaths.show] = childPage((module) => module.Show);
    if (childPaths.edit) pages[childPaths.edit] = childPage((module) => module.Edit);
  }
  return { ...rest, path: paths.list, idParam: paramOf(paths.edit ?? paths.show ?? ''), list: page((module) => module.List), pages };
}
