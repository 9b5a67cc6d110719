import { authContract } from './auth/auth.contract.js';
import { benifitsContract } from './benifits/benifits.contract.js';
import { blacklistContract } from './black-list/black-list.contract.js';
import { blogContract } from './blog/blog.contract.js';
import { carsContract } from './cars/cars.contract.js';
import { companiesContract } from './companies/companies.contract.js';
import { customersContract } from './customers/customers.contract.js';
import { documentsContract } from './documents/documents.contract.js';
import type { EndpointDef } from './endpoint.js';
import { evouchersContract } from './evouchers/evouchers.contract.js';
import { leadsContract } from './leads/leads.contract.js';
import { menusContract } from './menus/menus.contract.js';
import { discountOffersContract, partnersContract } from './partners/partners.contract.js';
import { notificationsContract } from './notifications/notifications.contract.js';
import { paymentLinkContract } from './payment-link/payment-link.contract.js';
import { paymentsContract } from './payments/payments.contract.js';
import { policiesContract } from './policies/policies.contract.js';
import { praktorapoliciesContract } from './praktorapolicies/praktorapolicies.contract.js';
import { productsContract } from './products/products.contract.js';
import { vouchersContract } from './vouchers/vouchers.contract.js';
import { proposalsContract } from './proposals/proposals.contract.js';
import { quotationsContract } from './quotations/quotations.contract.js';
import { renewalsContract } from './renewals/renewals.contract.js';
import { scannedDocumentsContract } from './scanned-documents/scanned-documents.contract.js';
import { sharingContract } from './sharing/sharing.contract.js';
import { sponsorsContract } from './sponsors/sponsors.contract.js';
import { subAdminsContract } from './sub-admins/sub-admins.contract.js';
import { systemContract } from './system/system.contract.js';

/** Every area's endpoints. Adding an area adds one line here and one in `loadEndpoint.ts`. */
export const contract = {
  auth: authContract,
  benifits: benifitsContract,
  blacklist: blacklistContract,
  blog: blogContract,
  cars: carsContract,
  companies: companiesContract,
  customers: customersContract,
  documents: documentsContract,
  evouchers: evouchersContract,
  leads: leadsContract,
  menus: menusContract,
  notifications: notificationsContract,
  paymentLink: paymentLinkContract,
  partners: partnersContract,
  discountOffers: discountOffersContract,
  payments: paymentsContract,
  policies: policiesContract,
  praktorapolicies: praktorapoliciesContract,
  products: productsContract,
  vouchers: vouchersContract,
  proposals: proposalsContract,
  quotations: quotationsContract,
  renewals: renewalsContract,
  scannedDocuments: scannedDocumentsContract,
  sharing: sharingContract,
  sponsors: sponsorsContract,
  subAdmins: subAdminsContract,
  system: systemContract,
} satisfies Record<string, Record<string, EndpointDef>>;

export type Contract = typeof contract;
export type AreaName = keyof Contract;
/** `customers.list`, `auth.me`, … */
export type EndpointKey = { [A in AreaName]: `${A}.${keyof Contract[A] & string}` }[AreaName];
export type EndpointOf<K extends EndpointKey> = K extends `${infer A extends AreaName}.${infer N}`
  ? N extends keyof Contract[A] ? Contract[A][N] : never
  : never;

const byKey = new Map<string, EndpointDef>(
  Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, def]) => [`${area}.${name}`, def as EndpointDef] as const),
  ),
);

/** Looks an endpoint up by key; undefined for a key the contract does not declare. */
export function findEndpoint(key: string): EndpointDef | undefined {
  return byKey.get(key);
}

export function allEndpoints(): Array<[EndpointKey, EndpointDef]> {
  return [...byKey.entries()] as Array<[EndpointKey, EndpointDef]>;
}

export * from './edit.js';
export * from './endpoint.js';
export * from './common.schema.js';
export * from './constants.js';
export * from './routes.js';
