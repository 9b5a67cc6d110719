import { crudRoutes, type RouteDef } from '../routes.js';

export const motorCompaniesRoutes: RouteDef[] = crudRoutes('/motor-companies', ['company'], 'Motor companies', 'Motor company', 'companyId', ['list', 'create', 'edit']);
