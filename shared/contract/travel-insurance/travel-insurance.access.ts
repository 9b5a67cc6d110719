import { crudRoutes, type RouteDef } from '../routes.js';

const base = '/travel-insurance';
const quote = ['travelQuote'] as const;

export const travelInsuranceRoutes: RouteDef[] = [
  ...crudRoutes(`${base}/proposals`, quote, 'Travel proposals', 'Travel proposal', 'proposalId', ['list', 'create', 'detail']),
  { path: `${base}/compare-plans`, modules: quote, action: 'read', title: 'Compare travel plans' },
  { path: `${base}/quotations`, modules: quote, action: 'read', title: 'Travel quotations' },
  { path: `${base}/policies`, modules: quote, action: 'read', title: 'Travel policies' },
  { path: `${base}/transaction`, modules: quote, action: 'read', title: 'Travel transactions' },
  ...crudRoutes(`${base}/travel-companies`, ['company'], 'Travel companies', 'Travel company', 'companyId', ['list', 'create', 'edit']),
];
