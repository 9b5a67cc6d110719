import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  HealthQuotationDetailResultSchema, HealthQuoteListFilterSchema, HealthQuoteListQuerySchema, HealthQuoteListResultSchema,
} from './health-quotations.schema.js';

const base = '/api/admin/health/healthquote';

/**
 * Health quotations at FIELDS.md's paths (issue 17): the health line's quotes across customers and
 * one quote's page. A motor quote's id is not found here. Decisions where the spec is silent:
 * - The list is the motor quotations list for the health line: current and paid quotes, newest
 *   first, `ACTIVE`/`EXPIRED` by the quote's expiry, dates on its creation, the same search (quote
 *   or proposal number, insurer, customer); `insuranceType` is the proposal's insured type.
 * - "Is Referral" is left out: nothing in the system marks a quote as a referral.
 * - The quote's page shows it read-only and links to its proposal, where it is edited and paid;
 *   reading takes `healthQuote.read`.
 */
export const healthQuotationsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/filterhealthquotes`, summary: 'Health quotes across customers, searched and filtered',
    permission: 'healthQuote.read', query: HealthQuoteListQuerySchema, body: HealthQuoteListFilterSchema, response: HealthQuoteListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/gethealthquote`, summary: 'One health quote with its members, customer, payments and policy',
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthQuotationDetailResultSchema,
  }),
};
