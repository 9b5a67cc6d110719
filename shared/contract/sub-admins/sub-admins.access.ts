import { crudRoutes, type RouteDef } from '../routes.js';

/** Staff accounts: supervisors only (spec 000 §6 rule 6). */
export const subAdminsRoutes: RouteDef[] = crudRoutes('/sub-admins', ['auth'], 'Sub-admins', 'Sub-admin', 'adminId', undefined, { rule: 'supervisor' });
