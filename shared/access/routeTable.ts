import { authRoutes } from '../contract/auth/auth.access.js';
import { benifitsRoutes } from '../contract/benifits/benifits.access.js';
import { blackListRoutes } from '../contract/black-list/black-list.access.js';
import { blogRoutes } from '../contract/blog/blog.access.js';
import { cancelRequestRoutes } from '../contract/cancel-request/cancel-request.access.js';
import { claimsRoutes } from '../contract/claims/claims.access.js';
import { commercialRoutes } from '../contract/commercial/commercial.access.js';
import { companiesRoutes } from '../contract/companies/companies.access.js';
import { corporateCustomersRoutes } from '../contract/corporate-customers/corporate-customers.access.js';
import { customersRoutes } from '../contract/customers/customers.access.js';
import { documentManagementRoutes } from '../contract/document-management/document-management.access.js';
import { employeesRoutes } from '../contract/employees/employees.access.js';
import { evouchersRoutes } from '../contract/evouchers/evouchers.access.js';
import { garagesRoutes } from '../contract/garages/garages.access.js';
import { groupHealthRoutes } from '../contract/group-health/group-health.access.js';
import { healthInsuranceRoutes } from '../contract/health-insurance/health-insurance.access.js';
import { landInsuranceRoutes } from '../contract/land-insurance/land-insurance.access.js';
import { leadsRoutes } from '../contract/leads/leads.access.js';
import { menusRoutes } from '../contract/menus/menus.access.js';
import { motorCompaniesRoutes } from '../contract/motor-companies/motor-companies.access.js';
import { motorFleetRoutes } from '../contract/motor-fleet/motor-fleet.access.js';
import { organizationRoutes } from '../contract/organization/organization.access.js';
import { partnersRoutes } from '../contract/partners/partners.access.js';
import { paymentLinkRoutes } from '../contract/payment-link/payment-link.access.js';
import { petInsuranceRoutes } from '../contract/pet-insurance/pet-insurance.access.js';
import { policiesRoutes } from '../contract/policies/policies.access.js';
import { praktorapoliciesRoutes } from '../contract/praktorapolicies/praktorapolicies.access.js';
import { productsRoutes } from '../contract/products/products.access.js';
import { proposalsRoutes } from '../contract/proposals/proposals.access.js';
import { quotationsRoutes } from '../contract/quotations/quotations.access.js';
import { renewalsRoutes } from '../contract/renewals/renewals.access.js';
import type { RouteDef } from '../contract/routes.js';
import { sharingRoutes } from '../contract/sharing/sharing.access.js';
import { salesAgentRoutes } from '../contract/sales-agent/sales-agent.access.js';
import { sponsorsRoutes } from '../contract/sponsors/sponsors.access.js';
import { subAdminsRoutes } from '../contract/sub-admins/sub-admins.access.js';
import { transactionsRoutes } from '../contract/transactions/transactions.access.js';
import { travelInsuranceRoutes } from '../contract/travel-insurance/travel-insurance.access.js';
import { uploadFileRoutes } from '../contract/upload-file/upload-file.access.js';
import { vouchersRoutes } from '../contract/vouchers/vouchers.access.js';

/** Every screen of the three specification documents, plus the ones they leave out. One line per area. */
export const routeTable: readonly RouteDef[] = [
  ...authRoutes,
  ...customersRoutes,
  ...corporateCustomersRoutes,
  ...proposalsRoutes,
  ...renewalsRoutes,
  ...quotationsRoutes,
  ...policiesRoutes,
  ...praktorapoliciesRoutes,
  ...leadsRoutes,
  ...productsRoutes,
  ...blogRoutes,
  ...vouchersRoutes,
  ...evouchersRoutes,
  ...petInsuranceRoutes,
  ...motorCompaniesRoutes,
  ...companiesRoutes,
  ...partnersRoutes,
  ...transactionsRoutes,
  ...blackListRoutes,
  ...sponsorsRoutes,
  ...paymentLinkRoutes,
  ...commercialRoutes,
  ...subAdminsRoutes,
  ...salesAgentRoutes,
  ...healthInsuranceRoutes,
  ...travelInsuranceRoutes,
  ...landInsuranceRoutes,
  ...organizationRoutes,
  ...employeesRoutes,
  ...menusRoutes,
  ...uploadFileRoutes,
  ...sharingRoutes,
  ...documentManagementRoutes,
  ...claimsRoutes,
  ...cancelRequestRoutes,
  ...garagesRoutes,
  ...motorFleetRoutes,
  ...groupHealthRoutes,
  ...benifitsRoutes,
];
