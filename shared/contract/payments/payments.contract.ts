import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  ManualPaymentSchema, MigratePaymentResultSchema, MigratePaymentSchema, PaymentLinkRequestSchema, PaymentResultSchema,
  PaymentStatusResultSchema, PurchaseResultSchema, StartPaymentSchema, StartedPaymentResultSchema,
} from './payments.schema.js';

const base = '/api/quotes';

/**
 * Payments (spec 000 §7 "Payments"). `{id}` is the quote's id. A quote is paid once: a second payment
 * of a paid quote, a payment of an expired or replaced quote, or a purchase of an unpaid quote is
 * refused with a clear message and changes nothing.
 *
 * A customer is never charged twice (the spec does not say; BrokerDesk decides):
 * - the first payment received for a proposal (by a link, buy now pay later, or recorded by staff)
 *   supersedes the proposal's other open payments, which are cancelled at their provider too;
 * - a new link of a quote (`payment`, `tamarapayment`, `getPaymentLink`) replaces the quote's open
 *   link of the same method, and any open link of the quote for another amount (the price changed);
 *   an open link of the same method and amount is handed out again instead. Links of other quotes,
 *   or of another method at the current price, stay open until one of them is paid;
 * - a capture that still reaches a superseded payment (the customer was already on its page), or
 *   one the provider had reported declined or expired, is refunded in full through the provider at once, shown on the proposal's payments as Refunded, kept
 *   in the transactions, and announced (`paymentRefunded`); a replayed callback refunds nothing more;
 * - moving a card or pay-later payment to a cheaper quote refunds the difference through the provider;
 * - `status` ("Check payment status") also asks the providers about the proposal's superseded orders
 *   not yet confirmed closed and its refunds not yet confirmed, and finishes them.
 */
export const paymentsContract = {
  cardPayment: endpoint({
    method: 'POST', path: `${base}/{id}/payment`, summary: "Start a card payment on the gateway's page",
    permission: 'quote.update', params: IdParamsSchema, body: StartPaymentSchema, response: StartedPaymentResultSchema,
  }),
  bnplPayment: endpoint({
    method: 'POST', path: `${base}/{id}/tamarapayment`, summary: 'Start a buy-now-pay-later payment',
    permission: 'quote.update', params: IdParamsSchema, body: StartPaymentSchema, response: StartedPaymentResultSchema,
  }),
  manualPayment: endpoint({
    method: 'POST', path: `${base}/{id}/paybylink`, summary: 'Record a payment to the insurer or by bank transfer',
    permission: 'quote.update', params: IdParamsSchema, body: ManualPaymentSchema, multipart: true, response: PaymentResultSchema,
  }),
  paymentLink: endpoint({
    method: 'POST', path: `${base}/getPaymentLink`, summary: 'The payment link of a quote, created when missing',
    permission: 'quote.update', body: PaymentLinkRequestSchema, response: StartedPaymentResultSchema,
  }),
  status: endpoint({
    method: 'GET', path: '/api/admin/proposals/{id}/payment-status', summary: "A quote's payment status, checked with the provider",
    permission: 'quote.read', params: IdParamsSchema, response: PaymentStatusResultSchema,
  }),
  purchase: endpoint({
    method: 'POST', path: `${base}/{id}/purchase`, summary: 'Issue the policy of a paid quote',
    permission: 'policy.create', params: IdParamsSchema, response: PurchaseResultSchema,
  }),
  migrate: endpoint({
    method: 'POST', path: `${base}/migratequotepaymentInproposal`, summary: "Move a payment to another quote of the proposal",
    permission: 'quote.update', body: MigratePaymentSchema, response: MigratePaymentResultSchema,
  }),
};
