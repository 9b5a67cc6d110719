import type { RouteDef } from '../routes.js';

/**
 * Offline policies (uploaded from the insurers' sheets), spelled as the spec spells them. Spec
 * 000 §6 rule 5 names the multi-key detail routes (quotations, compare, policy detail); this one is
 * not among them, so its detail needs what its data needs: `policy.read`, as on the server.
 */
export const praktorapoliciesRoutes: RouteDef[] = [
  { path: '/Praktorapolicies', modules: ['policy'], action: 'read', title: 'Offline policies' },
  { path: '/Praktorapolicies/[praktorapolicyid]', modules: ['policy'], action: 'read', title: 'Offline policy' },
];
