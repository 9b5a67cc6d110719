import type { Action, ModuleKey } from '../access/modules.js';

/**
 * A screen of the back-office: its path pattern exactly as the specification spells it
 * (`[param]` segments), the module keys that grant it (any of them), the action it needs,
 * and its title for the navigation and the window title.
 */
export interface RouteDef {
  path: string;
  modules: readonly ModuleKey[];
  action: Action;
  title: string;
  /**
   * Special rules of spec 000 §6: `always` (the login route: view only, for anyone),
   * `anyModuleAccess` (the dashboard), `noAccess` (`/account`), `supervisor` (sub-admins, sales agents).
   */
  rule?: 'always' | 'anyModuleAccess' | 'noAccess' | 'supervisor';
}

type CrudView = 'list' | 'create' | 'detail' | 'edit';

/**
 * The usual screens of an area under one base path: list, `create`, `[param]` detail and
 * `[param]/edit`, each needing the action spec 000 §6 rule 7 names.
 *
 * @example crudRoutes('/blog', ['blog'], 'Blog', 'Blog post', 'blogId')
 */
export function crudRoutes(
  base: string,
  modules: readonly ModuleKey[],
  listTitle: string,
  recordTitle: string,
  param: string,
  views: readonly CrudView[] = ['list', 'create', 'detail', 'edit'],
  extra: Pick<RouteDef, 'rule'> = {},
): RouteDef[] {
  const rows: Record<CrudView, RouteDef> = {
    list: { path: base, modules, action: 'read', title: listTitle, ...extra },
    create: { path: `${base}/create`, modules, action: 'create', title: `New ${recordTitle.toLowerCase()}`, ...extra },
    detail: { path: `${base}/[${param}]`, modules, action: 'read', title: recordTitle, ...extra },
    edit: { path: `${base}/[${param}]/edit`, modules, action: 'update', title: `Edit ${recordTitle.toLowerCase()}`, ...extra },
  };
  return views.map((view) => rows[view]);
}
