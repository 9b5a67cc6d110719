import { crudRoutes, type RouteDef } from '../routes.js';

export const corporateCustomersRoutes: RouteDef[] = crudRoutes('/corporate-customers', ['corporateCustomer'], 'Corporate customers', 'Corporate customer', 'customerId');
