import { IdParamsSchema, SuccessSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  AssignResultSchema, AssignSchema, ChangeRequestStatusSchema, CodeListQuerySchema, CodeListResultSchema, CodeResultSchema, CreateCodeSchema,
  EVOUCHER_CODES_PAGE_SIZE, HistoryQuerySchema, HistoryResultSchema, ImportQuerySchema, ImportResultSchema, RequestListQuerySchema,
  RequestListResultSchema, RequestResultSchema, UpdateCodeSchema, evouchersResource,
} from './evouchers.schema.js';

const base = '/api/admin/eVoucher';

/**
 * E-vouchers (spec 001 §7 "E-vouchers"): the e-voucher itself on the resource kit, its codes,
 * their history, assignment to a customer, import from a sheet and customers' requests. Where the
 * spec is silent:
 * - The status switch is `POST /api/admin/eVoucher/voucher-status` `{ evoucherId, isActive }`: the
 *   spec's `/api/admin/vouchers/voucher-status` is the promo-code vouchers' switch, and one path
 *   cannot switch two kinds of record.
 * - `{id}` is the e-voucher in `createCode`, `getVoucherCodes`, `getVoucherHistory`,
 *   `assignToUser` and `importVoucher`; it is the code in `getVoucherCode`, `updateVoucherCode` and
 *   `deleteVoucherCode` (which the spec spells `/api/admin/evoucher`), and the request in
 *   `changeRequestStatus`.
 * - Codes are unique across all e-vouchers, stored upper-cased (`abc-1` and `ABC-1` are one code);
 *   4 to 40 letters, digits or inner hyphens. The codes' search matches a code exactly or by its
 *   beginning (an index range, fast at millions of codes), not inside it.
 * - Statuses: Available → Assigned (`assignToUser`) → Redeemed (`updateVoucherCode` `{ status:
 *   'redeemed' }`). Assigned → Available only when the e-voucher's `isRevert` is on. Assigned and
 *   redeemed codes cannot be deleted (409 with the reason); only an available code's text and expiry
 *   may change.
 * - Assigning records the code's new owner and its history in one transaction, then sends the
 *   code through the messenger (its outbox keeps the message). Assigning a code to the customer it
 *   is already assigned to answers the code again and sends nothing; a failed sending gives the code
 *   back (Available) so the call can be repeated.
 * - The history has one row per code event and one per import (with its count), not one per
 *   imported code.
 * - Import: multipart `file` (`.xlsx` or `.csv`, checked by content, at most 8 MB and 200,000 rows);
 *   first column the code, optional second column the expiry (yyyy-MM-dd); a first row reading
 *   "code" is a header. `?allOrNothing=true` saves nothing if any row is bad (200 with the report and
 *   `saved: 0`, so the screen shows the same per-row report either way).
 * - Requests come from the marketplace (demo data makes them; the marketplace's own call is a later
 *   issue). Only a Pending request changes: approving sends the e-voucher's oldest available code,
 *   rejecting needs a reason.
 */
export const evouchersContract = {
  ...evouchersResource.contract,
  codes: endpoint({
    method: 'GET', path: `${base}/{id}/getVoucherCodes`, summary: "An e-voucher's codes, oldest first, searched by code",
    permission: 'evoucher.read', params: IdParamsSchema, query: CodeListQuerySchema, response: CodeListResultSchema, pageSize: EVOUCHER_CODES_PAGE_SIZE,
  }),
  code: endpoint({
    method: 'GET', path: `${base}/{id}/getVoucherCode`, summary: 'Read one code',
    permission: 'evoucher.read', params: IdParamsSchema, response: CodeResultSchema,
  }),
  createCode: endpoint({
    method: 'POST', path: `${base}/{id}/createCode`, summary: 'Add a code to an e-voucher',
    permission: 'evoucher.create', params: IdParamsSchema, body: CreateCodeSchema, response: CodeResultSchema,
  }),
  updateCode: endpoint({
    method: 'PUT', path: `${base}/{id}/updateVoucherCode`, summary: "Edit a code, or mark it redeemed or taken back",
    permission: 'evoucher.update', params: IdParamsSchema, body: UpdateCodeSchema, response: CodeResultSchema, edit: 'partial',
  }),
  deleteCode: endpoint({
    method: 'DELETE', path: '/api/admin/evoucher/{id}/deleteVoucherCode', summary: 'Delete an available code',
    permission: 'evoucher.delete', params: IdParamsSchema, response: SuccessSchema,
  }),
  history: endpoint({
    method: 'GET', path: `${base}/{id}/getVoucherHistory`, summary: "Every event of an e-voucher's codes, newest first",
    permission: 'evoucher.read', params: IdParamsSchema, query: HistoryQuerySchema, response: HistoryResultSchema, pageSize: EVOUCHER_CODES_PAGE_SIZE,
  }),
  assign: endpoint({
    method: 'POST', path: `${base}/{id}/assignToUser`, summary: 'Assign a code to a customer and send it by e-mail or SMS',
    permission: 'evoucher.update', params: IdParamsSchema, body: AssignSchema, response: AssignResultSchema,
  }),
  importCodes: endpoint({
    method: 'POST', path: `${base}/{id}/importVoucher`, summary: 'Import codes from an .xlsx or .csv file, with a per-row report',
    permission: 'evoucher.create', params: IdParamsSchema, query: ImportQuerySchema, multipart: true, response: ImportResultSchema,
  }),
  requests: endpoint({
    method: 'GET', path: `${base}/voucherRequest`, summary: "Customers' requests for e-vouchers, newest first",
    permission: 'evoucher.read', query: RequestListQuerySchema, response: RequestListResultSchema, pageSize: EVOUCHER_CODES_PAGE_SIZE,
  }),
  changeRequestStatus: endpoint({
    method: 'PUT', path: `${base}/{id}/changeRequestStatus`, summary: 'Approve (sends a code) or reject a pending request',
    permission: 'evoucher.update', params: IdParamsSchema, body: ChangeRequestStatusSchema, response: RequestResultSchema, edit: 'whole',
  }),
};
