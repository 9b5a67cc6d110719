import { z } from 'zod';
import { CommentCreateSchema, IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { PolicyUploadFieldsSchema } from '../customers/customers.schema.js';
import { endpoint } from '../endpoint.js';
import { PolicyExportSchema, PolicyListFilterSchema, PolicyListQuerySchema, PolicyListResultSchema } from '../policies/policies.schema.js';
import { CommentListResultSchema } from '../proposals/proposals.schema.js';
import { HealthPolicyDetailResultSchema, HealthPolicyUpdateSchema } from './health-policies.schema.js';

const base = '/api/admin/health/healthpolicy';
const commentsBase = '/api/admin/health/healthcomments';

/**
 * Health policies at FIELDS.md's paths (issue 17). `{id}` is the policy's id; a motor policy's id
 * is not found here (nor a health one in the motor policies area). Decisions where the spec is silent:
 * - The list, its type filter (EXPIRING = Active and ending within 30 days), its search and the
 *   CSV are the motor policies' own, for the health line; the list answers the motor list's rows.
 * - Reading takes `healthQuote.read`, editing and uploading `healthQuote.update` (the health
 *   proposals' module), not the motor `policy` module.
 * - The Finance block's money is the quote's payable details; what staff edit is the insurer's
 *   numbers and dates (`HealthPolicyUpdateSchema`). The tax invoice and note files FIELDS.md
 *   mentions are not kept: no screen of the system reads them back.
 * - The policy document is a PDF checked by its content (at most 10 MB, as every policy
 *   document); `downloadpolicy` (no FIELDS.md path) answers the stored document, 422 when none is kept.
 * - Comments are at FIELDS.md's `healthcomments/{id}/…` with the group health and fleet names
 *   (`getcomments`, `createcomment`); `{id}` is the policy's. Adding one answers every comment, newest
 *   first, as the proposals' comment calls do. The policy's transactions are the health
 *   transactions area's (`healthTransactions.policyTransactions`).
 */
export const healthPoliciesContract = {
  list: endpoint({
    method: 'POST', path: `${base}/filterpolicies`, summary: 'Health policies, searched and filtered',
    permission: 'healthQuote.read', query: PolicyListQuerySchema, body: PolicyListFilterSchema, response: PolicyListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getpolicydetails`, summary: 'One health policy with its insured members, quote, payments and history',
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthPolicyDetailResultSchema,
  }),
  update: endpoint({
    method: 'POST', path: `${base}/{id}/updatepolicydetails`, summary: "Set the insurer's policy number and the finance numbers of a health policy",
    permission: 'healthQuote.update', params: IdParamsSchema, body: HealthPolicyUpdateSchema, response: HealthPolicyDetailResultSchema, edit: 'partial',
  }),
  uploadPolicy: endpoint({
    method: 'POST', path: `${base}/{id}/uploadpolicy`, summary: "Attach the insurer's policy document (PDF) to a health policy",
    permission: 'healthQuote.update', params: IdParamsSchema, body: PolicyUploadFieldsSchema, multipart: true, response: HealthPolicyDetailResultSchema,
  }),
  downloadPolicy: endpoint({
    method: 'POST', path: `${base}/{id}/downloadpolicy`, summary: "A health policy's stored document",
    permission: 'healthQuote.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
  comments: endpoint({
    method: 'GET', path: `${commentsBase}/{id}/getcomments`, summary: "A health policy's comments, newest first",
    permission: 'healthQuote.read', params: IdParamsSchema, response: CommentListResultSchema,
  }),
  createComment: endpoint({
    method: 'POST', path: `${commentsBase}/{id}/createcomment`, summary: 'Comment on a health policy',
    permission: 'healthQuote.update', params: IdParamsSchema, body: CommentCreateSchema, response: CommentListResultSchema,
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/policygeneration`, summary: 'Health policies of a period as CSV',
    permission: 'healthQuote.read', body: PolicyExportSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
};
