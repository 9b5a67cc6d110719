import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  ClaimCreateSchema, ClaimFileParamsSchema, ClaimFiltersSchema, ClaimListQuerySchema, ClaimListResultSchema, ClaimResultSchema, ClaimStatusChangeSchema, ClaimUpdateSchema,
} from './claims.schema.js';

const base = '/api/admin/claimpolicyrequest';

/**
 * Motor claim requests (spec 001 §"Claims": list, detail, `updatestatus`, `updatemotorclaimrequest`).
 * Decisions where the spec is silent (the rules themselves are in `claims.schema.ts`):
 * - Staff record a claim with `createmotorclaimrequest`, BrokerDesk's path in the spec's style (the
 *   spec has no create call): a multipart form with the claim's fields and its photos and papers
 *   (`files`, PDF, PNG or JPEG, each checked by its content, at most 10), or JSON without files.
 *   More photos and papers follow with `uploadclaimfiles/{id}` (the desktop sends one file a request).
 * - A claim's file downloads from `GET {id}/files/{fileId}` (the cancellation requests' shape), and a
 *   wrongly attached one is removed with `DELETE {id}/files/{fileId}` until the claim is Settled
 *   or Closed (`claimFilesLocked`: then its papers are the record of what was paid, and removal
 *   gets 422). A file id of another claim is unknown here (404).
 * - The CSV of the filtered list is `export`, BrokerDesk's own path: the spec routes claims' export
 *   through `POST /api/admin/endorsement/policygeneration`, which exports the cancellation requests,
 *   and one path cannot serve two lists with different filters.
 * - `complaintletter/{id}` answers the complaint letter to the insurer (PDF) for the deadline the
 *   claim has missed, with the dates filled in; a claim whose clock is not overdue gets 422.
 */
export const claimsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getmotorclaimrequests`, summary: 'Motor claims, newest first, by status, insurer, overdue clock and registration days',
    permission: 'claim.read', query: ClaimListQuerySchema, body: ClaimFiltersSchema, response: ClaimListResultSchema, pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `${base}/getmotorclaimrequests/{id}`, summary: 'One claim with its policy, garage, clock, files and history',
    permission: 'claim.read', params: IdParamsSchema, response: ClaimResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/createmotorclaimrequest`, summary: 'Record a claim on a motor policy, with its photos and papers',
    permission: 'claim.create', body: ClaimCreateSchema, multipart: true, response: ClaimResultSchema,
  }),
  uploadFiles: endpoint({
    method: 'POST', path: `${base}/uploadclaimfiles/{id}`, summary: "Add photos and papers to a claim",
    permission: 'claim.update', params: IdParamsSchema, multipart: true, response: ClaimResultSchema,
  }),
  file: endpoint({
    method: 'GET', path: `${base}/{id}/files/{fileId}`, summary: "Download one of a claim's photos or papers",
    permission: 'claim.read', params: ClaimFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
  removeFile: endpoint({
    method: 'DELETE', path: `${base}/{id}/files/{fileId}`, summary: "Remove a wrongly attached photo or paper from a claim not yet settled or closed",
    permission: 'claim.update', params: ClaimFileParamsSchema, response: ClaimResultSchema,
  }),
  updateStatus: endpoint({
    method: 'POST', path: `${base}/updatestatus`, summary: "Move a claim along the workflow, with a note (a rejection with the insurer's reasons)",
    permission: 'claim.update', body: ClaimStatusChangeSchema, edit: 'whole', response: ClaimResultSchema,
  }),
  update: endpoint({
    method: 'PUT', path: `${base}/updatemotorclaimrequest/{id}`, summary: 'Edit a claim: garage, amounts, assigned staff, description',
    permission: 'claim.update', params: IdParamsSchema, body: ClaimUpdateSchema, edit: 'partial', response: ClaimResultSchema,
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/export`, summary: 'The filtered claims as CSV',
    permission: 'claim.read', query: ClaimListQuerySchema.pick({ search: true }), body: ClaimFiltersSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
  complaintLetter: endpoint({
    method: 'GET', path: `${base}/complaintletter/{id}`, summary: "The complaint letter to the insurer for the claim's missed deadline (PDF)",
    permission: 'claim.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
};
