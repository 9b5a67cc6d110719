import benifits from '../features/benifits/index.js';
import blog from '../features/blog/index.js';
import blacklist from '../features/black-list/index.js';
import cancelRequest from '../features/cancel-request/index.js';
import evouchers from '../features/evouchers/index.js';
import companies from '../features/companies/index.js';
import customers from '../features/customers/index.js';
import leads from '../features/leads/index.js';
import callbacks from '../features/callbacks/index.js';
import claims from '../features/claims/index.js';
import menus from '../features/menus/index.js';
import motorCompanies from '../features/motor-companies/index.js';
import paymentLink from '../features/payment-link/index.js';
import policies from '../features/policies/index.js';
import praktorapolicies from '../features/praktorapolicies/index.js';
import partners from '../features/partners/index.js';
import garages from '../features/garages/index.js';
import healthInsurance from '../features/health-insurance/index.js';
import healthProposals from '../features/health-proposals/index.js';
import healthLeads from '../features/health-leads/index.js';
import healthQuotations from '../features/health-quotations/index.js';
import healthPolicies from '../features/health-policies/index.js';
import transactions from '../features/transactions/index.js';
import corporateCustomers from '../features/corporate-customers/index.js';
import groupHealth from '../features/group-health/index.js';
import products from '../features/products/index.js';
import vouchers from '../features/vouchers/index.js';
import sponsors from '../features/sponsors/index.js';
import proposals from '../features/proposals/index.js';
import quotations from '../features/quotations/index.js';
import renewals from '../features/renewals/index.js';
import scannedDocuments from '../features/scanned-documents/index.js';
import sharing from '../features/sharing/index.js';
import subAdmins from '../features/sub-admins/index.js';
import type { AreaDef } from './defineArea.js';

/**
 * Every back-office area, in dashboard order: the renderer's one list of them. Adding an area
 * adds one entry here; its pages, menu guard and cache tags (`tags`) come from its definition.
 * `as const` keeps each area's tag names, from which the API's tag type is made.
 */
export const areas = [
  customers, subAdmins, menus, companies, motorCompanies, praktorapolicies, proposals, renewals, quotations, policies, sharing, scannedDocuments,
  products, benifits, blog, vouchers, sponsors, paymentLink, evouchers, partners, garages, healthInsurance, healthProposals, blacklist, leads, cancelRequest,
  corporateCustomers, claims, callbacks, healthLeads, healthQuotations, healthPolicies, transactions, groupHealth,
] as const satisfies readonly AreaDef[];

/** The cache tags of every area. */
export type AreaTag = (typeof areas)[number] extends infer Area ? (Area extends AreaDef<infer Tag> ? Tag : never) : never;
