import { crudRoutes, type RouteDef } from '../routes.js';

/** Sales agents: supervisors only (spec 000 §6 rule 6). */
export const salesAgentRoutes: RouteDef[] = crudRoutes('/sales-agent', ['auth'], 'Sales agents', 'Sales agent', 'agentId', undefined, { rule: 'supervisor' });
