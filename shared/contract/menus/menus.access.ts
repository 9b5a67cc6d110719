import type { RouteDef } from '../routes.js';

/** Menu management, at the top-level paths the spec gives it. */
export const menusRoutes: RouteDef[] = [
  { path: '/menumanagement', modules: ['menu'], action: 'read', title: 'Menu management' },
  { path: '/createmenu', modules: ['menu'], action: 'create', title: 'New menu' },
  { path: '/edit/[menuId]', modules: ['menu'], action: 'update', title: 'Edit menu' },
];
