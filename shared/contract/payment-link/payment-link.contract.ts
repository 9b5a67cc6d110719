import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  CreatePaymentLinkSchema, PaymentLinkFilterSchema, PaymentLinkListQuerySchema, PaymentLinkListResultSchema, PaymentLinkResultSchema,
  SharePaymentLinkEmailSchema, SharePaymentLinkSmsSchema, SharedPaymentLinkResultSchema,
} from './payment-link.schema.js';

const base = '/api/admin/customTransactions';

/**
 * Payment links (custom invoices); `{id}` is the link's id. Spec 000 §6 rule 7: creating and
 * sharing a link need only `paymentLink.read`. The schema's comment has the decisions taken.
 * The provider's callback (`POST /api/payment-links/callback/{provider}`) is public and signed, so
 * it is registered beside the area and not here, as the payments module's is.
 */
export const paymentLinkContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getpaymentrecords`, summary: 'Payment links, newest first, searched and filtered',
    permission: 'paymentLink.read', query: PaymentLinkListQuerySchema, body: PaymentLinkFilterSchema, response: PaymentLinkListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/customers/custominvoicepayment', summary: 'Create a payment link for an amount, once per idempotency key',
    permission: 'paymentLink.read', body: CreatePaymentLinkSchema, response: PaymentLinkResultSchema,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getpaymentrecord`, summary: 'One payment link with its transaction',
    permission: 'paymentLink.read', params: IdParamsSchema, response: PaymentLinkResultSchema,
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/exportPaymentTransactions`, summary: 'Payment links of the filters as CSV',
    permission: 'paymentLink.read', body: PaymentLinkFilterSchema, query: PaymentLinkListQuerySchema.pick({ search: true }),
    response: z.string(), download: { mimeType: 'text/csv' },
  }),
  shareEmail: endpoint({
    method: 'POST', path: `${base}/{id}/share-email`, summary: 'Send the payment link by e-mail',
    permission: 'paymentLink.read', params: IdParamsSchema, body: SharePaymentLinkEmailSchema, response: SharedPaymentLinkResultSchema,
  }),
  shareSms: endpoint({
    method: 'POST', path: `${base}/{id}/share-sms`, summary: 'Send the payment link by SMS',
    permission: 'paymentLink.read', params: IdParamsSchema, body: SharePaymentLinkSmsSchema, response: SharedPaymentLinkResultSchema,
  }),
};
