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
  /** Special rules of spec 000 §6. */
  rule?: 'always' | 'anyModuleAccess' | 'noAccess' | 'supervisor';
}
