import type { RouteDef } from '../routes.js';

/** Each organization level has a list, create, `edit/[id]` and `details/[id]` (spec 002 §2). */
const levels = [
  ['setup', 'Organization setup', 'Organization'],
  ['branch', 'Branches', 'Branch'],
  ['departments', 'Departments', 'Department'],
  ['division', 'Divisions', 'Division'],
] as const;

export const organizationRoutes: RouteDef[] = levels.flatMap(([segment, listTitle, recordTitle]): RouteDef[] => {
  const base = `/organization/${segment}`;
  return [
    { path: base, modules: ['organization'], action: 'read', title: listTitle },
    { path: `${base}/create`, modules: ['organization'], action: 'create', title: `New ${recordTitle.toLowerCase()}` },
    { path: `${base}/edit/[id]`, modules: ['organization'], action: 'update', title: `Edit ${recordTitle.toLowerCase()}` },
    { path: `${base}/details/[id]`, modules: ['organization'], action: 'read', title: recordTitle },
  ];
});
