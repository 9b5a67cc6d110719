import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { CustomerTransactionsParamsSchema, PageQuerySchema } from '../customers/customers.schema.js';
import { endpoint } from '../endpoint.js';
import {
  CommissionInvoiceFieldsSchema, TransactionDetailResultSchema, TransactionExportSchema, TransactionListFilterSchema, TransactionListQuerySchema, TransactionListResultSchema,
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
 * - The commission invoice (FIELDS.md: number editable and file uploaded "via `updatepolicydetails`",
 *   a JSON call): the number stays editable there (`commissionInvoiceNumber` of the policy's
 *   finance block, the health policy's `updatepolicydetails`, as the motor one's), and the transaction page saves number and file together at
 *   `PUT …/{id}/commissioninvoice` (multipart: `commissionInvoiceNumber` and a PDF, PNG or JPEG
 *   `file` of at most 10 MB, checked by content; sending again replaces both), downloaded at
 *   `GET …/{id}/commissioninvoice`; `{id}` is the transaction, the invoice is its policy's.
 *   Module `healthQuote` (update / read), as the rest of the health transaction page.
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
  commissionInvoice: endpoint({
    method: 'PUT', path: `${base}/{id}/commissioninvoice`, summary: "Save the commission invoice number and file of a transaction's policy",
    permission: 'healthQuote.update', params: IdParamsSchema, multipart: true, body: CommissionInvoiceFieldsSchema, response: TransactionDetailResultSchema,
  }),
  commissionInvoiceFile: endpoint({
    method: 'GET', path: `${base}/{id}/commissioninvoice`, summary: "Download the commission invoice of a transaction's policy",
    permission: 'healthQuote.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/gethealthtransactionscsv`, summary: 'Health transactions as CSV',
    permission: 'healthQuote.read', body: TransactionExportSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
};
