import { crudRoutes, type RouteDef } from '../routes.js';

const company = ['company'] as const;
const motor = '/companies/[companyId]/motor-insurance';
const health = '/companies/[companyId]/health-insurance';
const network = `${health}/tpa/[tpaId]/network/[networkId]`;
const city = `${network}/city/[cityId]`;
const plan = `${city}/plans/[planId]`;

/** Insurers and their motor, health and travel master data (spec 000 §2, spec 001 §2). */
export const companiesRoutes: RouteDef[] = [
  ...crudRoutes('/companies', company, 'Companies', 'Company', 'companyId'),
  { path: motor, modules: company, action: 'read', title: 'Motor insurance' },
  ...crudRoutes(`${motor}/excess`, company, 'Excess', 'Excess', 'excessId'),
  ...crudRoutes(`${motor}/conditions`, company, 'Conditions', 'Condition', 'conditionId'),
  { path: `${motor}/coverage-benefits`, modules: company, action: 'read', title: 'Coverage and benefits' },
  { path: `${motor}/matrix`, modules: company, action: 'read', title: 'Matrix' },
  { path: `${motor}/matrix/createMatrix`, modules: company, action: 'create', title: 'New matrix' },
  { path: `${motor}/matrix/[matrixId]`, modules: company, action: 'read', title: 'Matrix' },
  { path: `${motor}/matrix/[matrixId]/editMatrix`, modules: company, action: 'update', title: 'Edit matrix' },
  { path: health, modules: company, action: 'read', title: 'Health insurance' },
  ...crudRoutes(`${health}/conditions`, company, 'Health conditions', 'Health condition', 'conditionId', ['list', 'create', 'edit']),
  ...crudRoutes(`${health}/tpa`, company, 'TPAs', 'TPA', 'tpaId', ['list', 'create', 'edit']),
  ...crudRoutes(`${health}/tpa/[tpaId]/network`, company, 'Networks', 'Network', 'networkId', ['list', 'create', 'edit']),
  { path: `${network}/providers`, modules: company, action: 'read', title: 'Network providers' },
  ...crudRoutes(`${network}/city`, company, 'Cities', 'City', 'cityId', ['list', 'create', 'edit']),
  ...crudRoutes(`${city}/plans`, company, 'Plans', 'Plan', 'planId', ['list', 'create', 'edit']),
  // One page of the plan's values of every benefit (the master is seeded and read-only), saved at once.
  { path: `${plan}/benefits`, modules: company, action: 'read', title: 'Plan benefits' },
  ...crudRoutes(`${plan}/matrix`, company, 'Health matrix', 'Health matrix', 'matrixId', ['list', 'create', 'edit']),
  { path: `${plan}/preview`, modules: company, action: 'read', title: 'Plan preview' },
  { path: '/companies/[companyId]/travel-insurance', modules: company, action: 'read', title: 'Travel insurance' },
  { path: '/companies/[companyId]/travel-insurance/coverage-benefits', modules: company, action: 'read', title: 'Travel coverage and benefits' },
];
