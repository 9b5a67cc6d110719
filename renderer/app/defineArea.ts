import type { FluentIcon } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { ModuleKey } from '../../shared/access/modules.js';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * A back-office area (react-admin's `Resource`): its name (the first route segment), the module
 * key that grants it, and the pages it has. The router derives `''`, `create`, `:<idParam>` and
 * `:<idParam>/edit` from which pages exist; each page is loaded lazily.
 */
export interface AreaDef {
  name: string;
  title: string;
  /** One line for the dashboard card. */
  description: string;
  module: ModuleKey;
  idParam: string;
  icon: FluentIcon;
  list: PageLoader;
  show?: PageLoader;
  create?: PageLoader;
  edit?: PageLoader;
}

/** @example export default defineArea({ name: 'vouchers', ... }); */
export function defineArea(area: AreaDef): AreaDef {
  return area;
}
