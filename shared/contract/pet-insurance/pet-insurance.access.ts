import { crudRoutes, type RouteDef } from '../routes.js';

/** The pet insurers' portals are insurer master data, granted by the company module. */
export const petInsuranceRoutes: RouteDef[] = [
  ...crudRoutes('/pet-insurance/proposals', ['petQuote'], 'Pet proposals', 'Pet proposal', 'petInsuranceId'),
  ...crudRoutes('/pet-insurance/petinsurance-portals', ['company'], 'Pet insurance portals', 'Pet insurance portal', 'companyId', ['list', 'create', 'edit']),
];
