import type { RouteDef } from '../routes.js';

/** Spec 000 §2 "Account and auth". */
export const authRoutes: RouteDef[] = [
  { path: '/auth/login', modules: [], action: 'read', title: 'Sign in', rule: 'always' },
  { path: '/account', modules: [], action: 'read', title: 'Account', rule: 'noAccess' },
  { path: '/', modules: ['dashboard'], action: 'read', title: 'Dashboard', rule: 'anyModuleAccess' },
];
