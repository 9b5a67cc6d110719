import {
  ACTION_LABELS,
  ACTIONS,
  MODULE_KEYS,
  MODULE_LABELS,
  type Action,
  type ModuleAccessMap,
  type ModuleFlags,
  type ModuleKey,
} from '../../../shared/access/modules.js';

/** The grid's rows: FIELDS.md's list and labels first, then every other module key. */
export const PERMISSION_ROWS = MODULE_LABELS;

/** The grid's columns: the screen's words over the map's actions. */
export const PERMISSION_COLUMNS: ReadonlyArray<{ action: Action; label: string }> = ACTIONS.map((action) => ({ action, label: ACTION_LABELS[action] }));

export type PermissionGridValue = Record<ModuleKey, ModuleFlags>;

const none = (): ModuleFlags => ({ read: false, create: false, update: false, delete: false });

/** Every module key with all four flags spelled out, from a stored map (missing flags are false). */
export function fullPermissions(map: ModuleAccessMap | null | undefined): PermissionGridValue {
  return Object.fromEntries(
    MODULE_KEYS.map((key) => [
      key,
      Object.fromEntries(ACTIONS.map((action) => [action, map?.[key]?.[action] === true])) as ModuleFlags,
    ]),
  ) as PermissionGridValue;
}

/** Every flag of every module on or off. */
export function allPermissions(on: boolean): PermissionGridValue {
  return Object.fromEntries(
    MODULE_KEYS.map((key) => [key, on ? { read: true, create: true, update: true, delete: true } : none()]),
  ) as PermissionGridValue;
}

/** The granted actions of a module in the screen's words, e.g. `View, Update`. */
export function grantedLabels(flags: Partial<ModuleFlags> | undefined): string[] {
  return PERMISSION_COLUMNS.filter(({ action }) => flags?.[action] === true).map(({ label }) => label);
}
