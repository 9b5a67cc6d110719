import type { RouteDef } from '../routes.js';

export const policiesRoutes: RouteDef[] = [
  { path: '/policies', modules: ['policy'], action: 'read', title: 'Policies' },
  { path: '/policies/[policyId]', modules: ['quote', 'proposal', 'customer', 'policy'], action: 'read', title: 'Policy' },
];
