import { authRoutes } from './auth/auth.access.js';
import { benifitsRoutes } from './benifits/benifits.access.js';
import { blackListRoutes } from './black-list/black-list.access.js';
import { blogRoutes } from './blog/blog.access.js';
import { cancelRequestRoutes } from './cancel-request/cancel-request.access.js';
import { claimsRoutes } from './claims/claims.access.js';
import { commercialRoutes } from './commercial/commercial.access.js';
import { companiesRoutes } from './companies/companies.access.js';
import { corporateCustomersRoutes } from './corporate-customers/corporate-customers.access.js';
import { customersRoutes } from './customers/customers.access.js';
import { dashboardRoutes } from './dashboard/dashboard.access.js';
import { documentManagementRoutes } from './document-management/document-management.access.js';
import { employeesRoutes } from './employees/employees.access.js';
import { evouchersRoutes } from './evouchers/evouchers.access.js';
import { garagesRoutes } from './garages/garages.access.js';
import { groupHealthRoutes } from './group-health/group-health.access.js';
import { healthInsuranceRoutes } from './health-insurance/health-insurance.access.js';
import { landInsuranceRoutes } from './land-insurance/land-insurance.access.js';
import { leadsRoutes } from './leads/leads.access.js';
import { menusRoutes } from './menus/menus.access.js';
import { motorCompaniesRoutes } from './motor-companies/motor-companies.access.js';
import { motorFleetRoutes } from './motor-fleet/motor-fleet.access.js';
import { organizationRoutes } from './organization/organization.access.js';
import { partnersRoutes } from './partners/partners.access.js';
import { paymentLinkRoutes } from './payment-link/payment-link.access.js';
import { petInsuranceRoutes } from './pet-insurance/pet-insurance.access.js';
import { policiesRoutes } from './policies/policies.access.js';
import { praktorapoliciesRoutes } from './praktorapolicies/praktorapolicies.access.js';
import { productsRoutes } from './products/products.access.js';
import { proposalsRoutes } from './proposals/proposals.access.js';
import { quotationsRoutes } from './quotations/quotations.access.js';
import { renewalsRoutes } from './renewals/renewals.access.js';
import { salesAgentRoutes } from './sales-agent/sales-agent.access.js';
import { sharingRoutes } from './sharing/sharing.access.js';
import { sponsorsRoutes } from './sponsors/sponsors.access.js';
import { subAdminsRoutes } from './sub-admins/sub-admins.access.js';
import { transactionsRoutes } from './transactions/transactions.access.js';
import { travelInsuranceRoutes } from './travel-insurance/travel-insurance.access.js';
import { uploadFileRoutes } from './upload-file/upload-file.access.js';
import { vouchersRoutes } from './vouchers/vouchers.access.js';
import type { EndpointDef } from './endpoint.js';
import type { RouteDef } from './routes.js';

/** What the shared layer knows of an area: its screens, and its endpoints, loaded on first use. */
export interface SharedArea {
  routes: readonly RouteDef[];
  load?: () => Promise<Record<string, EndpointDef>>;
}

/**
 * Every area of the shared layer, one line each: its screens (`<area>.access.ts`) and, for an
 * area with endpoints, the loader of its contract. The route table, the lazy endpoint loader and
 * the `Contract` type are all read from here, so adding an area adds exactly this line. An area's
 * endpoints load on first use: the sign-in screen carries no area's schemas. An area whose
 * screens are not built yet has routes only; one with endpoints but no screens of its own
 * (payments, documents) has no routes. `areas.test.ts` checks that
 * every contract folder is here. (No `satisfies` here: it would type each loader's result as a
 * plain `EndpointDef` map and lose the endpoints' own types; `loadEndpoint.ts` checks the shape.)
 */
export const sharedAreas = {
  auth: { routes: authRoutes, load: () => import('./auth/auth.contract.js').then((m) => m.authContract) },
  customers: { routes: customersRoutes, load: () => import('./customers/customers.contract.js').then((m) => m.customersContract) },
  corporateCustomers: { routes: corporateCustomersRoutes, load: () => import('./corporate-customers/corporate-customers.contract.js').then((m) => m.corporateCustomersContract) },
  proposals: { routes: proposalsRoutes, load: () => import('./proposals/proposals.contract.js').then((m) => m.proposalsContract) },
  renewals: { routes: renewalsRoutes, load: () => import('./renewals/renewals.contract.js').then((m) => m.renewalsContract) },
  quotations: { routes: quotationsRoutes, load: () => import('./quotations/quotations.contract.js').then((m) => m.quotationsContract) },
  policies: { routes: policiesRoutes, load: () => import('./policies/policies.contract.js').then((m) => m.policiesContract) },
  praktorapolicies: { routes: praktorapoliciesRoutes, load: () => import('./praktorapolicies/praktorapolicies.contract.js').then((m) => m.praktorapoliciesContract) },
  leads: { routes: leadsRoutes, load: () => import('./leads/leads.contract.js').then((m) => m.leadsContract) },
  products: { routes: productsRoutes, load: () => import('./products/products.contract.js').then((m) => m.productsContract) },
  blog: { routes: blogRoutes, load: () => import('./blog/blog.contract.js').then((m) => m.blogContract) },
  vouchers: { routes: vouchersRoutes, load: () => import('./vouchers/vouchers.contract.js').then((m) => m.vouchersContract) },
  evouchers: { routes: evouchersRoutes, load: () => import('./evouchers/evouchers.contract.js').then((m) => m.evouchersContract) },
  petInsurance: { routes: petInsuranceRoutes },
  motorCompanies: { routes: motorCompaniesRoutes },
  companies: { routes: companiesRoutes, load: () => import('./companies/companies.contract.js').then((m) => m.companiesContract) },
  partners: { routes: partnersRoutes, load: () => import('./partners/partners.contract.js').then((m) => m.partnersContract) },
  transactions: { routes: transactionsRoutes },
  blacklist: { routes: blackListRoutes, load: () => import('./black-list/black-list.contract.js').then((m) => m.blacklistContract) },
  sponsors: { routes: sponsorsRoutes, load: () => import('./sponsors/sponsors.contract.js').then((m) => m.sponsorsContract) },
  paymentLink: { routes: paymentLinkRoutes, load: () => import('./payment-link/payment-link.contract.js').then((m) => m.paymentLinkContract) },
  commercial: { routes: commercialRoutes },
  subAdmins: { routes: subAdminsRoutes, load: () => import('./sub-admins/sub-admins.contract.js').then((m) => m.subAdminsContract) },
  salesAgent: { routes: salesAgentRoutes },
  healthInsurance: { routes: healthInsuranceRoutes },
  travelInsurance: { routes: travelInsuranceRoutes },
  landInsurance: { routes: landInsuranceRoutes },
  organization: { routes: organizationRoutes },
  employees: { routes: employeesRoutes },
  menus: { routes: menusRoutes, load: () => import('./menus/menus.contract.js').then((m) => m.menusContract) },
  uploadFile: { routes: uploadFileRoutes },
  sharing: { routes: sharingRoutes, load: () => import('./sharing/sharing.contract.js').then((m) => m.sharingContract) },
  documentManagement: { routes: documentManagementRoutes },
  claims: { routes: claimsRoutes, load: () => import('./claims/claims.contract.js').then((m) => m.claimsContract) },
  cancelRequest: { routes: cancelRequestRoutes, load: () => import('./cancel-request/cancel-request.contract.js').then((m) => m.cancelRequestContract) },
  garages: { routes: garagesRoutes, load: () => import('./garages/garages.contract.js').then((m) => m.garagesContract) },
  motorFleet: { routes: motorFleetRoutes },
  groupHealth: { routes: groupHealthRoutes, load: () => import('./group-health/group-health.contract.js').then((m) => m.groupHealthContract) },
  benifits: { routes: benifitsRoutes, load: () => import('./benifits/benifits.contract.js').then((m) => m.benifitsContract) },
  cars: { routes: [], load: () => import('./cars/cars.contract.js').then((m) => m.carsContract) },
  documents: { routes: [], load: () => import('./documents/documents.contract.js').then((m) => m.documentsContract) },
  discountOffers: { routes: [], load: () => import('./partners/partners.contract.js').then((m) => m.discountOffersContract) },
  healthTpaMasters: { routes: [], load: () => import('./health-insurance/health-insurance.contract.js').then((m) => m.healthTpaMastersContract) },
  healthNetworkMasters: { routes: [], load: () => import('./health-insurance/health-insurance.contract.js').then((m) => m.healthNetworkMastersContract) },
  healthProviders: { routes: [], load: () => import('./health-insurance/health-insurance.contract.js').then((m) => m.healthProvidersContract) },
  healthCompanies: { routes: [], load: () => import('./health-insurance/health-insurance.contract.js').then((m) => m.healthCompaniesContract) },
  healthTpas: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthTpasContract) },
  healthNetworks: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthNetworksContract) },
  healthCities: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthCitiesContract) },
  healthPlans: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthPlansContract) },
  healthMatrixes: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthMatrixesContract) },
  healthTpaWorkbook: { routes: [], load: () => import('./health-matrix/health-matrix.contract.js').then((m) => m.healthTpaWorkbookContract) },
  healthCompanyConditions: { routes: [], load: () => import('./health-conditions/health-conditions.contract.js').then((m) => m.healthCompanyConditionsContract) },
  healthPlanPreview: { routes: [], load: () => import('./health-conditions/health-conditions.contract.js').then((m) => m.healthPlanPreviewContract) },
  healthNetworkProviders: { routes: [], load: () => import('./health-network-providers/health-network-providers.contract.js').then((m) => m.healthNetworkProvidersContract) },
  healthBenefits: { routes: [], load: () => import('./health-benefits/health-benefits.contract.js').then((m) => m.healthBenefitsContract) },
  healthProposals: { routes: [], load: () => import('./health-proposals/health-proposals.contract.js').then((m) => m.healthProposalsContract) },
  healthQuotations: { routes: [], load: () => import('./health-quotations/health-quotations.contract.js').then((m) => m.healthQuotationsContract) },
  healthPolicies: { routes: [], load: () => import('./health-policies/health-policies.contract.js').then((m) => m.healthPoliciesContract) },
  healthDocuments: { routes: [], load: () => import('./health-proposals/health-documents.contract.js').then((m) => m.healthDocumentsContract) },
  insurerDocuments: { routes: [], load: () => import('./health-proposals/insurer-documents.contract.js').then((m) => m.insurerDocumentsContract) },
  healthTransactions: { routes: [], load: () => import('./transactions/health-transactions.contract.js').then((m) => m.healthTransactionsContract) },
  commissionStatement: { routes: [], load: () => import('./transactions/commission-statement.contract.js').then((m) => m.commissionStatementContract) },
  healthCompare: { routes: [], load: () => import('./health-proposals/health-compare.contract.js').then((m) => m.healthCompareContract) },
  dashboard: { routes: dashboardRoutes, load: () => import('./dashboard/dashboard.contract.js').then((m) => m.dashboardContract) },
  callbacks: { routes: [], load: () => import('./callbacks/callbacks.contract.js').then((m) => m.callbacksContract) },
  healthLeads: { routes: [], load: () => import('./health-leads/health-leads.contract.js').then((m) => m.healthLeadsContract) },
  notifications: { routes: [], load: () => import('./notifications/notifications.contract.js').then((m) => m.notificationsContract) },
  payments: { routes: [], load: () => import('./payments/payments.contract.js').then((m) => m.paymentsContract) },
  healthPayments: { routes: [], load: () => import('./payments/health-payments.contract.js').then((m) => m.healthPaymentsContract) },
  scannedDocuments: { routes: [], load: () => import('./scanned-documents/scanned-documents.contract.js').then((m) => m.scannedDocumentsContract) },
  system: { routes: [], load: () => import('./system/system.contract.js').then((m) => m.systemContract) },
};
