import type { RouteDef } from '../routes.js';

/** Spec 000 §6 rule 7: creating a payment link needs only read. */
export const paymentLinkRoutes: RouteDef[] = [
  { path: '/payment-link', modules: ['paymentLink'], action: 'read', title: 'Payment links' },
  { path: '/payment-link/create', modules: ['paymentLink'], action: 'read', title: 'New payment link' },
  { path: '/payment-link/[paymentId]', modules: ['paymentLink'], action: 'read', title: 'Payment link' },
];
