import type { FluentIcon } from '@fluentui/react-icons';
import type { ComponentType, ReactNode } from 'react';
import type { ModuleKey } from '../../shared/access/modules.js';

/**
 * A lazily loaded page. It may also export `Layout`, which wraps the page inside the shell's
 * content area (spec 000 §2: "a page may supply its own layout").
 */
export type PageModule = { default: ComponentType; Layout?: ComponentType<{ children: ReactNode }> };
export type PageLoader = () => Promise<PageModule>;

/**
 * A back-office area (react-admin's `Resource`): its name (the area folder), the module key that
 * grants it, and the pages it has. The pages sit at route-table paths (`shared/access/routeTable.ts`):
 * `list`, `create`, `show` and `edit` at `<path>`, `<path>/create`, `<path>/[<idParam>]` and
 * `<path>/[<idParam>]/edit`; `pages` holds screens at any other path of the table. Each page is
 * loaded lazily.
 */
export interface AreaDef<Tag extends string = string> {
  name: string;
  title: string;
  /** One line for the dashboard card. */
  description: string;
  module: ModuleKey;
  idParam: string;
  icon: FluentIcon;
  /** The list's path when it is not `/<name>` (e.g. `/menumanagement`). */
  path?: string;
  list: PageLoader;
  show?: PageLoader;
  create?: PageLoader;
  edit?: PageLoader;
  /** Screens at paths the list/create/show/edit pattern does not give, keyed by route-table path. */
  pages?: Readonly<Record<string, PageLoader>>;
  /**
   * The cache tags the area's queries provide (`Customer`, `CustomerComment`): the one RTK Query
   * API reads its tag types from the areas, so a new area declares its tags here and nowhere else.
   */
  tags: readonly Tag[];
}

/** @example export default defineArea({ name: 'vouchers', tags: ['Voucher'], ... }); */
export function defineArea<const Tag extends string>(area: AreaDef<Tag>): AreaDef<Tag> {
  return area;
}

/** The list path of an area. */
export function areaPath(area: AreaDef): string {
  return area.path ?? `/${area.name}`;
}

/**
 * The pages of an area keyed by their route-table path.
 *
 * @example areaPages(customers) // [['/customers', list], ['/customers/[customerId]', show], ...]
 */
export function areaPages(area: AreaDef): Array<[string, PageLoader]> {
  const base = areaPath(area);
  const pages: Array<[string, PageLoader]> = [[base, area.list]];
  if (area.create) pages.push([`${base}/create`, area.create]);
  if (area.show) pages.push([`${base}/[${area.idParam}]`, area.show]);
  if (area.edit) pages.push([`${base}/[${area.idParam}]/edit`, area.edit]);
  pages.push(...Object.entries(area.pages ?? {}));
  return pages;
}
