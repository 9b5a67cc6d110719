import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  CancellablePolicyListSchema, CancellablePolicySearchSchema, CancellationDetailsUpdateSchema, CancellationFileParamsSchema,
  CancellationListFilterSchema, CancellationListQuerySchema, CancellationListResultSchema, CancellationRaiseSchema,
  CancellationRefundRequestSchema, CancellationRejectSchema, CancellationWithdrawRefundSchema, CancellationResultSchema, CancellationStatusUpdateSchema, OtherWayRefundSchema,
} from './cancel-request.schema.js';

const endorsement = '/api/admin/endorsement';

/**
 * Cancellation requests and refunds at the spec's paths (spec 001 §7 "Cancellations and
 * endorsements"). Readings of paths the spec leaves open:
 * - `confirmcancelledpolicy/{id}` and `refundamountnetwork`/`confirmotherwayrefund` take the request's id
 *   (the path's `{id}` or the body's `id`); `updatepolicy/{id}` takes the policy's id and rejects its request.
 * - `policygeneration` under `/endorsement` exports the requests of the list's filters as CSV.
 * - More papers join a request through `{id}/papers` (multipart, like the raise), and its files
 *   download from `{id}/files/{fileId}` (neither is in the spec; a desktop upload carries one file).
 * - A gateway refund refused for good (a closed card) is given up through `/api/quotes/withdrawrefund`
 *   (not in the spec, named like its neighbours): the gateway is asked once more under the same key,
 *   and if it still refuses, the request goes back to Confirmed to be paid another way.
 * The other decisions are in `cancel-request.schema.ts`.
 */
export const cancelRequestContract = {
  list: endpoint({
    method: 'POST', path: `${endorsement}/getraisecancelpolicyrequest`, summary: 'Cancellation requests, newest first, searched and filtered',
    permission: 'cancellation.read', query: CancellationListQuerySchema, body: CancellationListFilterSchema, response: CancellationListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `${endorsement}/getStandaloneCancelReqById/{id}`, summary: 'One cancellation request with its refund, payment, files and history',
    permission: 'cancellation.read', params: IdParamsSchema, response: CancellationResultSchema,
  }),
  findPolicies: endpoint({
    method: 'GET', path: `${endorsement}/getPolicy`, summary: 'Active motor policies to cancel, by policy number or the customer (name, mobile, Emirates ID, e-mail)',
    permission: 'cancellation.create', query: CancellablePolicySearchSchema, response: CancellablePolicyListSchema,
  }),
  raise: endpoint({
    method: 'POST', path: `${endorsement}/cancel-policy-request`, summary: "Raise a policy's cancellation request with its reason and papers",
    permission: 'cancellation.create', body: CancellationRaiseSchema, multipart: true, response: CancellationResultSchema,
  }),
  addPapers: endpoint({
    method: 'POST', path: `${endorsement}/{id}/papers`, summary: 'Add papers to an open or confirmed request',
    permission: 'cancellation.update', params: IdParamsSchema, multipart: true, response: CancellationResultSchema,
  }),
  updateDetails: endpoint({
    method: 'PUT', path: `${endorsement}/updatedetails/{id}`, summary: "Edit a request's details or set its refund with a reason",
    permission: 'cancellation.update', params: IdParamsSchema, body: CancellationDetailsUpdateSchema, response: CancellationResultSchema, edit: 'partial',
  }),
  updateStatus: endpoint({
    method: 'POST', path: `${endorsement}/updatestatus`, summary: 'Move a request along the workflow (sent to the insurer, rejected)',
    permission: 'cancellation.update', body: CancellationStatusUpdateSchema, response: CancellationResultSchema, edit: 'whole',
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${endorsement}/policygeneration`, summary: 'The filtered cancellation requests as CSV',
    permission: 'cancellation.read', query: CancellationListQuerySchema.pick({ search: true }), body: CancellationListFilterSchema,
    response: z.string(), download: { mimeType: 'text/csv' },
  }),
  confirm: endpoint({
    method: 'POST', path: '/api/admin/customers/{id}/confirmcancelledpolicy', summary: "Confirm with the insurer's cancellation paper: the policy is Cancelled",
    permission: 'cancellation.update', params: IdParamsSchema, multipart: true, response: CancellationResultSchema,
  }),
  reject: endpoint({
    method: 'PUT', path: '/api/policies/{id}/updatepolicy', summary: "Reject the policy's cancellation request: the policy stays as it was",
    permission: 'cancellation.update', params: IdParamsSchema, body: CancellationRejectSchema, response: CancellationResultSchema, edit: 'whole',
  }),
  refundThroughGateway: endpoint({
    method: 'POST', path: '/api/quotes/refundamountnetwork', summary: 'Pay the refund back through the gateway that took the payment',
    permission: 'cancellation.update', body: CancellationRefundRequestSchema, response: CancellationResultSchema,
  }),
  withdrawRefund: endpoint({
    method: 'POST', path: '/api/quotes/withdrawrefund', summary: 'Give up a refund the gateway refused, so it can be paid another way',
    permission: 'cancellation.update', body: CancellationWithdrawRefundSchema, response: CancellationResultSchema,
  }),
  refundOtherWay: endpoint({
    method: 'POST', path: '/api/quotes/confirmotherwayrefund', summary: 'Record the refund as paid another way, with its proof',
    permission: 'cancellation.update', body: OtherWayRefundSchema, multipart: true, response: CancellationResultSchema,
  }),
  file: endpoint({
    method: 'GET', path: `${endorsement}/{id}/files/{fileId}`, summary: "Download one of a request's files",
    permission: 'cancellation.read', params: CancellationFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
};
