import type { RouteDef } from '../routes.js';

/** Offline policies (uploaded from the insurers' sheets), spelled as the spec spells them. */
export const praktorapoliciesRoutes: RouteDef[] = [
  { path: '/Praktorapolicies', modules: ['policy'], action: 'read', title: 'Offline policies' },
  { path: '/Praktorapolicies/[praktorapolicyid]', modules: ['quote', 'proposal', 'customer', 'policy'], action: 'read', title: 'Offline policy' },
];
