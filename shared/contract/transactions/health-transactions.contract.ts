import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { CustomerTransactionsParamsSchema, PageQuerySchema } from '../customers/customers.schema.js';
import { endpoint } from '../endpoint.js';
import {
  TransactionDetailResultSchema, TransactionExportSchema, TransactionListFilterSchema, TransactionListQuerySchema, TransactionListResultSchema,
} from './transactions.schema.js';

const base = '/api/admin/health/healthtransaction';

/**
 * Health transactions at FIELDS.md's paths. Decisions where FIELDS.md is silent:
 * - A transaction is health's when its policy is: the money of a payment is recorded against the
 *   policy the payment made.
 * - Type `ADDON` answers no rows: health sells no add-ons. `POLICY` and `all` answer the policies' money.
 * - The search finds a transaction or policy number (`TRX-…`, `POL-…`) or the customer (name,
 *   mobile, Emirates ID, e-mail), as the after-sales lists do.
 * - The CSV takes the list's filters and search, newest first, up to the export limit.
 * - A policy's transactions (`{id}/{policyId}/gettransactions`, the health policy page) name the
 *   customer and the policy, as the customer's motor call does; a policy that is not health's or
 *   not that customer's is not found. They answer the list's rows, so the page links each one.
 */
export const healthTransactionsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/gettransactions`, summary: 'Health transactions, searched and filtered',
    permission: 'healthQuote.read', query: TransactionListQuerySchema, body: TransactionListFilterSchema, response: TransactionListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/gettransactiondetails`, summary: 'One health transaction with its policy, payment and customer',
    permission: 'healthQuote.read', params: IdParamsSchema, response: TransactionDetailResultSchema,
  }),
  policyTransactions: endpoint({
    method: 'GET', path: `${base}/{id}/{policyId}/gettransactions`, summary: "A health policy's transactions, newest first",
    permission: 'healthQuote.read', params: CustomerTransactionsParamsSchema, query: PageQuerySchema, response: TransactionListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/gethealthtransactionscsv`, summary: 'Health transactions as CSV',
    permission: 'healthQuote.read', body: TransactionExportSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
};
