import type { EndpointDef } from './endpoint.js';
import type { AreaName, Contract } from './index.js';

/**
 * Each area's endpoints, loaded on first use. The hosts validate every call against the contract;
 * loading areas lazily keeps the sign-in screen from carrying the schemas of every area. The
 * mapped type makes a missing area a compile error, so this list cannot fall behind `contract`.
 */
const areas: { [A in AreaName]: () => Promise<Contract[A]> } = {
  auth: async () => (await import('./auth/auth.contract.js')).authContract,
  benifits: async () => (await import('./benifits/benifits.contract.js')).benifitsContract,
  blacklist: async () => (await import('./black-list/black-list.contract.js')).blacklistContract,
  blog: async () => (await import('./blog/blog.contract.js')).blogContract,
  cars: async () => (await import('./cars/cars.contract.js')).carsContract,
  companies: async () => (await import('./companies/companies.contract.js')).companiesContract,
  customers: async () => (await import('./customers/customers.contract.js')).customersContract,
  documents: async () => (await import('./documents/documents.contract.js')).documentsContract,
  evouchers: async () => (await import('./evouchers/evouchers.contract.js')).evouchersContract,
  leads: async () => (await import('./leads/leads.contract.js')).leadsContract,
  menus: async () => (await import('./menus/menus.contract.js')).menusContract,
  partners: async () => (await import('./partners/partners.contract.js')).partnersContract,
  discountOffers: async () => (await import('./partners/partners.contract.js')).discountOffersContract,
  notifications: async () => (await import('./notifications/notifications.contract.js')).notificationsContract,
  paymentLink: async () => (await import('./payment-link/payment-link.contract.js')).paymentLinkContract,
  payments: async () => (await import('./payments/payments.contract.js')).paymentsContract,
  policies: async () => (await import('./policies/policies.contract.js')).policiesContract,
  praktorapolicies: async () => (await import('./praktorapolicies/praktorapolicies.contract.js')).praktorapoliciesContract,
  products: async () => (await import('./products/products.contract.js')).productsContract,
  vouchers: async () => (await import('./vouchers/vouchers.contract.js')).vouchersContract,
  proposals: async () => (await import('./proposals/proposals.contract.js')).proposalsContract,
  quotations: async () => (await import('./quotations/quotations.contract.js')).quotationsContract,
  renewals: async () => (await import('./renewals/renewals.contract.js')).renewalsContract,
  scannedDocuments: async () => (await import('./scanned-documents/scanned-documents.contract.js')).scannedDocumentsContract,
  sharing: async () => (await import('./sharing/sharing.contract.js')).sharingContract,
  sponsors: async () => (await import('./sponsors/sponsors.contract.js')).sponsorsContract,
  subAdmins: async () => (await import('./sub-admins/sub-admins.contract.js')).subAdminsContract,
  system: async () => (await import('./system/system.contract.js')).systemContract,
};

/**
 * The endpoint a key names (`customers.get`), loading its area first; undefined for a key the contract does not declare.
 *
 * @example const def = await loadEndpoint('customers.list');
 */
export async function loadEndpoint(key: string): Promise<EndpointDef | undefined> {
  const [area, name, ...rest] = key.split('.');
  if (!area || !name || rest.length > 0 || !Object.hasOwn(areas, area)) return undefined;
  const endpoints: Record<string, EndpointDef> = await areas[area as AreaName]();
  return Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
}
