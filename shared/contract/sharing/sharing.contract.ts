import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { HealthCompareEmailSchema, HealthCompareSmsSchema } from '../health-proposals/health-compare.schema.js';
import { QuoteIdsSchema } from '../proposals/proposals.schema.js';
import {
  ChatbotPdfSchema, OutboxListQuerySchema, OutboxListResultSchema, OutboxMessageResultSchema, ShareCompareEmailSchema, ShareCompareSmsSchema,
  ShareEmailSchema, SharePaymentLinkEmailSchema, SharePaymentLinkSmsSchema, ShareResultSchema, ShareSmsSchema,
} from './sharing.schema.js';

/**
 * Quotes, comparisons and payment links sent to customers (spec 000 §7 "Sharing"), through the
 * messaging adapter, and the outbox where staff read what went out. Decisions where the spec is silent:
 * - `{id}` of the compare calls is the proposal's id; of `sharequoteviasms`/`sharequoteviaemail` the quote's (FIELDS.md).
 * - The compare PDF and every shared quote must belong to the proposal named; e-mails carry the PDF attached,
 *   SMS a short text with the insurer, price and validity.
 * - A line's comparison is worded for it and needs its module's right: motor's `quote.read`, health's
 *   (`/api/healthquote/...`, two to four plans as the compare page shows them) `healthQuote.read`.
 * - A payment link of a health quote is shared at the health quote base as motor's at its own
 *   (`/api/admin/health/healthquote/sharepaymentlinkviasms`/`viaemail`, the body motor's, spec: health's "pay by link", paths
 *   not shown), with `healthQuote.read`; each line's paths take only its quotes. A quote without an open link answers 409.
 * - The chatbot calls (spec: "send PDF to customer", "add customer to chatbot"; paths not shown) and the outbox
 *   screen's calls are BrokerDesk's own.
 */
const proposals = '/api/admin/proposals';
const healthQuotes = '/api/admin/health/healthquote';

export const sharingContract = {
  comparePdf: endpoint({
    method: 'POST', path: '/api/pdf/{id}/comparequotes', summary: 'The comparison of quotes as a PDF',
    permission: 'quote.read', params: IdParamsSchema, body: QuoteIdsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
  shareCompareSms: endpoint({
    method: 'POST', path: `${proposals}/{id}/sharecomparequotesms`, summary: 'Send a comparison of quotes by SMS',
    permission: 'quote.read', params: IdParamsSchema, body: ShareCompareSmsSchema, response: ShareResultSchema,
  }),
  shareCompareEmail: endpoint({
    method: 'POST', path: `${proposals}/{id}/sharecomparequoteemail`, summary: 'Send a comparison of quotes by e-mail',
    permission: 'quote.read', params: IdParamsSchema, body: ShareCompareEmailSchema, response: ShareResultSchema,
  }),
  shareHealthCompareSms: endpoint({
    method: 'POST', path: '/api/healthquote/{id}/sharecomparequoteviasms', summary: 'Send a comparison of health plans by SMS',
    permission: 'healthQuote.read', params: IdParamsSchema, body: HealthCompareSmsSchema, response: ShareResultSchema,
  }),
  shareHealthCompareEmail: endpoint({
    method: 'POST', path: '/api/healthquote/{id}/sharecomparequoteviaemail', summary: 'Send a comparison of health plans by e-mail',
    permission: 'healthQuote.read', params: IdParamsSchema, body: HealthCompareEmailSchema, response: ShareResultSchema,
  }),
  shareQuoteSms: endpoint({
    method: 'POST', path: `${proposals}/{id}/sharequoteviasms`, summary: 'Send a quote by SMS',
    permission: 'quote.read', params: IdParamsSchema, body: ShareSmsSchema, response: ShareResultSchema,
  }),
  shareQuoteEmail: endpoint({
    method: 'POST', path: `${proposals}/{id}/sharequoteviaemail`, summary: 'Send a quote by e-mail',
    permission: 'quote.read', params: IdParamsSchema, body: ShareEmailSchema, response: ShareResultSchema,
  }),
  sharePaymentLinkSms: endpoint({
    method: 'POST', path: '/api/quotes/sharepaymentlinkviasms', summary: 'Send a payment link by SMS',
    permission: 'quote.read', body: SharePaymentLinkSmsSchema, response: ShareResultSchema,
  }),
  sharePaymentLinkEmail: endpoint({
    method: 'POST', path: '/api/quotes/sharepaymentlinkviaemail', summary: 'Send a payment link by e-mail',
    permission: 'quote.read', body: SharePaymentLinkEmailSchema, response: ShareResultSchema,
  }),
  shareHealthPaymentLinkSms: endpoint({
    method: 'POST', path: `${healthQuotes}/sharepaymentlinkviasms`, summary: "Send a health quote's payment link by SMS",
    permission: 'healthQuote.read', body: SharePaymentLinkSmsSchema, response: ShareResultSchema,
  }),
  shareHealthPaymentLinkEmail: endpoint({
    method: 'POST', path: `${healthQuotes}/sharepaymentlinkviaemail`, summary: "Send a health quote's payment link by e-mail",
    permission: 'healthQuote.read', body: SharePaymentLinkEmailSchema, response: ShareResultSchema,
  }),
  chatbotSendPdf: endpoint({
    method: 'POST', path: `${proposals}/{id}/chatbot/sendpdf`, summary: "Send quotes' PDF to the customer through the chatbot",
    permission: 'quote.read', params: IdParamsSchema, body: ChatbotPdfSchema, response: ShareResultSchema,
  }),
  chatbotAddCustomer: endpoint({
    method: 'POST', path: `${proposals}/{id}/chatbot/addcustomer`, summary: "Add the proposal's customer to the chatbot",
    permission: 'proposal.update', params: IdParamsSchema, response: ShareResultSchema,
  }),
  outbox: endpoint({
    method: 'GET', path: '/api/admin/outbox', summary: 'Messages sent to customers',
    permission: 'proposal.read', query: OutboxListQuerySchema, response: OutboxListResultSchema, pageSize: 20,
  }),
  outboxMessage: endpoint({
    method: 'GET', path: '/api/admin/outbox/{id}', summary: 'One message sent to a customer',
    permission: 'proposal.read', params: IdParamsSchema, response: OutboxMessageResultSchema,
  }),
  outboxAttachment: endpoint({
    method: 'GET', path: '/api/admin/outbox/{id}/attachment', summary: "A sent message's attachment",
    permission: 'proposal.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
};
