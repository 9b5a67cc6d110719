import { crudRoutes, type RouteDef } from '../routes.js';

export const leadsRoutes: RouteDef[] = crudRoutes('/leads', ['lead'], 'Leads', 'Lead', 'leadId', ['list', 'detail']);
