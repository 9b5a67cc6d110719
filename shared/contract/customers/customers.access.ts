import type { RouteDef } from '../routes.js';

/** Screens of the customers area (spec 000 §2). */
export const customersRoutes = [
  { path: '/customers', modules: ['customer'], action: 'read', title: 'Customers' },
  { path: '/customers/[customerId]', modules: ['customer'], action: 'read', title: 'Customer' },
  { path: '/customers/[customerId]/edit', modules: ['customer'], action: 'update', title: 'Edit customer' },
] as const satisfies readonly RouteDef[];
