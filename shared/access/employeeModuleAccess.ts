import type { PermissionEntry } from '../contract/auth/auth.schema.js';
import { matchRoute } from './matchRoute.js';
import type { ModuleAccessMap, ModuleFlags } from './modules.js';

type Item = PermissionEntry['items'][number];

/** What one entry's items grant: each flag when at least one item has it (spec 000 §6 rule 3). */
function itemFlags(items: readonly Item[]): ModuleFlags {
  return {
    read: items.some((item) => item.read === true || item.view === true),
    create: items.some((item) => item.create === true || item.insert === true),
    update: items.some((item) => item.update === true),
    delete: items.some((item) => item.delete === true),
  };
}

/**
 * The module flags an employee's role grants, so that endpoint checks (`hasPermission`) treat
 * employees by the same permission entries as the screens do: each enabled entry's `url` is
 * matched to its screen, and every module key of that screen gets the entry's item flags.
 * Entries for unknown urls and disabled entries grant nothing; several entries for one module
 * add up.
 *
 * @example employeeModuleAccess([{ menuName: 'Customers', url: '/customers', enabled: true, items: [{ id: 'i', name: 'c', read: true }] }])
 * // { customer: { read: true, create: false, update: false, delete: false } }
 */
export function employeeModuleAccess(permissions: readonly PermissionEntry[]): ModuleAccessMap {
  const map: ModuleAccessMap = {};
  for (const entry of permissions) {
    if (!entry.enabled) continue;
    const route = matchRoute(entry.url)?.route;
    if (!route) continue;
    const flags = itemFlags(entry.items);
    for (const key of route.modules) {
      const current = map[key];
      map[key] = {
        read: flags.read || current?.read === true,
        create: flags.create || current?.create === true,
        update: flags.update || current?.update === true,
        delete: flags.delete || current?.delete === true,
      };
    }
  }
  return map;
}
