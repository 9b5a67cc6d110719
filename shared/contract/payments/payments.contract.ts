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
