import type { RouteDef } from '../routes.js';

export const employeesRoutes: RouteDef[] = [
  { path: '/employees', modules: ['employee'], action: 'read', title: 'Employees' },
  { path: '/employees/details/[id]', modules: ['employee'], action: 'read', title: 'Employee' },
  { path: '/employees/create', modules: ['employee'], action: 'create', title: 'New employee' },
  { path: '/employees/edit/[id]', modules: ['employee'], action: 'update', title: 'Edit employee' },
];
