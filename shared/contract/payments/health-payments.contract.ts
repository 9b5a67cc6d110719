import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  ManualPaymentSchema, PaymentResultSchema, PaymentStatusResultSchema, PurchaseResultSchema, StartPaymentSchema, StartedPaymentResultSchema,
} from './payments.schema.js';

const base = '/api/admin/health/healthquote';

/**
 * Payments of a health quote at FIELDS.md's health paths, with the health quote module's rights:
 * the same payment services, rules and answers as motor's (`paymentsContract`, whose comment says
 * how a customer is never charged twice). A quote of another line is not found here. Decisions:
 * the card and pay-later paths sit under the admin base as the others (FIELDS.md lists them under
 * `/api/healthquote/`, the public site's); `payment-status` is BrokerDesk's ("Check payment status").
 */
export const healthPaymentsContract = {
  cardPayment: endpoint({
    method: 'POST', path: `${base}/{id}/payment`, summary: "Start a card payment of a health quote on the gateway's page",
    permission: 'healthQuote.update', params: IdParamsSchema, body: StartPaymentSchema, response: StartedPaymentResultSchema,
  }),
  bnplPayment: endpoint({
    method: 'POST', path: `${base}/{id}/tamarapayment`, summary: 'Start a buy-now-pay-later payment of a health quote',
    permission: 'healthQuote.update', params: IdParamsSchema, body: StartPaymentSchema, response: StartedPaymentResultSchema,
  }),
  manualPayment: endpoint({
    method: 'POST', path: `${base}/{id}/paybylink`, summary: 'Record a health payment to the insurer or by bank transfer',
    permission: 'healthQuote.update', params: IdParamsSchema, body: ManualPaymentSchema, multipart: true, response: PaymentResultSchema,
  }),
  status: endpoint({
    method: 'GET', path: `${base}/{id}/payment-status`, summary: "A health quote's payment status, checked with the provider",
    permission: 'healthQuote.read', params: IdParamsSchema, response: PaymentStatusResultSchema,
  }),
  purchase: endpoint({
    method: 'POST', path: `${base}/{id}/buyhealthpolicy`, summary: 'Issue the policy of a paid health quote ("Complete")',
    permission: 'healthQuote.create', params: IdParamsSchema, response: PurchaseResultSchema,
  }),
};
