import { crudRoutes, type RouteDef } from '../routes.js';

const base = '/health-insurance';
const quote = ['healthQuote'] as const;

/**
 * Health sales screens need the health quote module; providers, insurers and the TPA and network
 * master lists are master data (company).
 */
export const healthInsuranceRoutes: RouteDef[] = [
  ...crudRoutes(`${base}/leads`, quote, 'Health leads', 'Health lead', 'leadId', ['list', 'detail']),
  // Call-backs of health (default) and motor proposals: `shared/contract/callbacks`.
  { path: `${base}/callbacks`, modules: quote, action: 'read', title: 'Callbacks' },
  { path: `${base}/compare-plans`, modules: quote, action: 'read', title: 'Compare health plans' },
  ...crudRoutes(`${base}/proposals`, quote, 'Health proposals', 'Health proposal', 'proposalId'),
  ...crudRoutes(`${base}/quotations`, quote, 'Health quotations', 'Health quotation', 'quoteId', ['list', 'detail']),
  ...crudRoutes(`${base}/policies`, quote, 'Health policies', 'Health policy', 'policyId', ['list', 'detail']),
  { path: `${base}/transaction`, modules: quote, action: 'read', title: 'Health transactions' },
  { path: `${base}/transaction/[transactionId]`, modules: quote, action: 'read', title: 'Health transaction' },
  ...crudRoutes(`${base}/providers`, ['company'], 'Health providers', 'Health provider', 'providerId'),
  ...crudRoutes(`${base}/health-companies`, ['company'], 'Health companies', 'Health company', 'companyId', ['list', 'create', 'edit']),
  ...crudRoutes(`${base}/tpa-master`, ['company'], 'TPA master', 'TPA', 'tpaId', ['list', 'create', 'edit']),
  ...crudRoutes(`${base}/network-master`, ['company'], 'Network master', 'Network', 'networkId', ['list', 'create', 'edit']),
];
