import { crudRoutes, type RouteDef } from '../routes.js';

const base = '/land-insurance';
const quote = ['landQuote'] as const;

export const landInsuranceRoutes: RouteDef[] = [
  ...crudRoutes(`${base}/proposals`, quote, 'Land proposals', 'Land proposal', 'proposalId'),
  { path: `${base}/policies`, modules: quote, action: 'read', title: 'Land policies' },
  { path: `${base}/transaction`, modules: quote, action: 'read', title: 'Land transactions' },
  { path: `${base}/land-portals`, modules: ['company'], action: 'read', title: 'Land portals' },
];
