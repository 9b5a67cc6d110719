import { IdParamsSchema, detailResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { QuoteSchema } from '../proposals/proposals.schema.js';
import {
  EditAdminFeesSchema, EditPriceSchema, EditVehicleValueSchema, QuoteDetailResultSchema, QuoteListFilterSchema, QuoteListQuerySchema,
  QuoteListResultSchema, UpdateQuoteProductsSchema,
} from './quotations.schema.js';

const base = '/api/admin/customers';

/**
 * Quotations (spec 000 §7 "Policies", "Quote edits"; FIELDS.md "Motor quotes"). Edits of a quote are
 * refused once it is paid or its policy issued; each keeps the staff member's reason in the quote's
 * history. `editprice` is allowed once per quote (FIELDS.md "Maximum editable limit exceeded!") and must
 * stay inside the regulated band. `updateaddons` keeps the spec's `/api/quotes` path: it sets the
 * add-on products (spec 002 §2) the customer buys with the quote; each is a price line of the quote,
 * with VAT on it, and an add-on purchase of the customer.
 */
export const quotationsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/filterallquotes`, summary: 'Quotes across customers, searched and filtered',
    permission: 'quote.read', query: QuoteListQuerySchema, body: QuoteListFilterSchema, response: QuoteListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getquotedetails`, summary: 'One quote with its car, customer, price and edits',
    permission: 'quote.read', params: IdParamsSchema, response: QuoteDetailResultSchema,
  }),
  editPrice: endpoint({
    method: 'POST', path: `${base}/{id}/editprice`, summary: "Change the insurer's premium of a quote (once)",
    permission: 'quote.update', params: IdParamsSchema, body: EditPriceSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
  editVehicleValue: endpoint({
    method: 'POST', path: `${base}/{id}/editvehiclevalue`, summary: 'Re-price a quote on another car value',
    permission: 'quote.update', params: IdParamsSchema, body: EditVehicleValueSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
  editAdminFees: endpoint({
    method: 'POST', path: `${base}/{id}/editquoteadminfees`, summary: 'Change the processing fee of a quote',
    permission: 'quote.update', params: IdParamsSchema, body: EditAdminFeesSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
  updateAddons: endpoint({
    method: 'POST', path: '/api/quotes/{id}/updateaddons', summary: 'Set the add-on products a customer buys with a quote',
    permission: 'quote.update', params: IdParamsSchema, body: UpdateQuoteProductsSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
};
