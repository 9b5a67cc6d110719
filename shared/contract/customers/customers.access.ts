import { crudRoutes, type RouteDef } from '../routes.js';

/** Screens of the customers area (spec 000 §2). The seed system has no create screen. */
export const customersRoutes: RouteDef[] = crudRoutes('/customers', ['customer'], 'Customers', 'Customer', 'customerId', ['list', 'detail', 'edit']);
