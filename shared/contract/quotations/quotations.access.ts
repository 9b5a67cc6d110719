import type { RouteDef } from '../routes.js';

/** Spec 000 §6 rule 5: quotation detail and compare accept any of quote, proposal, customer, policy. */
const anySalesKey = ['quote', 'proposal', 'customer', 'policy'] as const;

export const quotationsRoutes: RouteDef[] = [
  { path: '/quotations', modules: ['quote'], action: 'read', title: 'Quotations' },
  { path: '/quotations/compare-quotation', modules: anySalesKey, action: 'read', title: 'Compare quotations' },
  { path: '/quotations/[quotationId]', modules: anySalesKey, action: 'read', title: 'Quotation' },
];
