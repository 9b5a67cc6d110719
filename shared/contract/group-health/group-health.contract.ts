import { z } from 'zod';
import { CommentListResultSchema } from '../proposals/proposals.schema.js';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { ShareResultSchema } from '../sharing/sharing.schema.js';
import {
  GroupHealthAddMemberSchema, GroupHealthCommentSchema, GroupHealthCreateSchema, GroupHealthCreatedResultSchema, GroupHealthDeleteMemberSchema,
  GroupHealthDetailResultSchema, GroupHealthEditSchema, GroupHealthListFilterSchema, GroupHealthListQuerySchema, GroupHealthListResultSchema,
  GroupHealthShareEmailSchema, GroupHealthShareMailSchema, GroupHealthShareSmsSchema, GroupHealthStatusBodySchema, GroupHealthStatusResultSchema,
  GroupHealthSummaryQuerySchema, GroupHealthSummaryResultSchema,
} from './group-health.schema.js';

const base = '/api/admin/commercial/grouphealth';

/**
 * Group health proposals at the spec's paths (spec 001 §7 "Group health", and
 * `creategrouphealthproposal` under corporate customers), permission module `groupHealth`. The
 * rules are in `group-health.schema.ts`. BrokerDesk's own calls, in the spec's style (the spec
 * names no path for them): `{id}/uploadcensus` (a census re-upload: replaces the members and
 * re-prices), `{id}/addmember` and `{id}/deletemember` (mid-term changes). Multipart calls: the
 * census is the `census` field (`.xlsx` or `.csv`, 5 MB), the trade licence the `file` field (PDF,
 * PNG or JPEG told by its content, 10 MB). `sharepdfviamail` is the spec's second e-mail share
 * (`email` rather than `toEmail`); both send the same PDF through the outbox.
 */
export const groupHealthContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getallgrouphealth`, summary: 'Group health proposals, searched (company, proposal number) and filtered',
    permission: 'groupHealth.read', query: GroupHealthListQuerySchema, body: GroupHealthListFilterSchema, response: GroupHealthListResultSchema, pageSize: 10,
  }),
  summary: endpoint({
    method: 'GET', path: `${base}/dashboard/summary`, summary: 'Group health proposals counted by status',
    permission: 'groupHealth.read', query: GroupHealthSummaryQuerySchema, response: GroupHealthSummaryResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/creategrouphealthproposal`, summary: "Create a corporate customer's group health proposal from its census and price it",
    permission: 'groupHealth.create', body: GroupHealthCreateSchema, multipart: true, response: GroupHealthCreatedResultSchema,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getgrouphealth`, summary: 'One group health proposal with its company, census, quotes and history',
    permission: 'groupHealth.read', params: IdParamsSchema, response: GroupHealthDetailResultSchema,
  }),
  edit: endpoint({
    method: 'PUT', path: `${base}/{id}/editgrouphealth`, summary: 'Edit a group health proposal (start date, emirate, agent, chosen quote)',
    permission: 'groupHealth.update', params: IdParamsSchema, body: GroupHealthEditSchema, response: GroupHealthDetailResultSchema, edit: 'partial',
  }),
  setStatus: endpoint({
    method: 'POST', path: `${base}/{id}/setgrouphealthproposalstatus`, summary: 'Set the status, its reason and call-backs, and the read status',
    permission: 'groupHealth.update', params: IdParamsSchema, body: GroupHealthStatusBodySchema, response: GroupHealthStatusResultSchema,
  }),
  uploadCensus: endpoint({
    method: 'POST', path: `${base}/{id}/uploadcensus`, summary: 'Replace the census of a group health proposal and re-price it',
    permission: 'groupHealth.update', params: IdParamsSchema, multipart: true, response: GroupHealthCreatedResultSchema,
  }),
  addMember: endpoint({
    method: 'POST', path: `${base}/{id}/addmember`, summary: 'Add a member mid-term, charged pro rata on the chosen plan',
    permission: 'groupHealth.update', params: IdParamsSchema, body: GroupHealthAddMemberSchema, response: GroupHealthDetailResultSchema,
  }),
  deleteMember: endpoint({
    method: 'POST', path: `${base}/{id}/deletemember`, summary: 'Delete a member mid-term, refunded pro rata on the chosen plan',
    permission: 'groupHealth.update', params: IdParamsSchema, body: GroupHealthDeleteMemberSchema, response: GroupHealthDetailResultSchema,
  }),
  addComment: endpoint({
    method: 'POST', path: `${base}/{id}/addcomment`, summary: 'Comment on a group health proposal',
    permission: 'groupHealth.update', params: IdParamsSchema, body: GroupHealthCommentSchema, response: CommentListResultSchema,
  }),
  comments: endpoint({
    method: 'GET', path: `${base}/{id}/getcomments`, summary: "A group health proposal's comments, newest first",
    permission: 'groupHealth.read', params: IdParamsSchema, response: CommentListResultSchema,
  }),
  uploadTradeLicense: endpoint({
    method: 'POST', path: `${base}/{id}/uploadtradelicensegh`, summary: "Upload the company's trade licence (replaces the one kept)",
    permission: 'groupHealth.update', params: IdParamsSchema, multipart: true, response: GroupHealthDetailResultSchema,
  }),
  shareEmail: endpoint({
    method: 'POST', path: `${base}/{id}/sharegrouphealthpdfviaemail`, summary: "E-mail the proposal's PDF",
    permission: 'groupHealth.read', params: IdParamsSchema, body: GroupHealthShareEmailSchema, response: ShareResultSchema,
  }),
  shareMail: endpoint({
    method: 'POST', path: `${base}/{id}/sharepdfviamail`, summary: "E-mail the proposal's PDF (the spec's second spelling)",
    permission: 'groupHealth.read', params: IdParamsSchema, body: GroupHealthShareMailSchema, response: ShareResultSchema,
  }),
  shareSms: endpoint({
    method: 'POST', path: `${base}/{id}/sharePDFViaSMS`, summary: "Send the proposal's PDF link by SMS",
    permission: 'groupHealth.read', params: IdParamsSchema, body: GroupHealthShareSmsSchema, response: ShareResultSchema,
  }),
  downloadPdf: endpoint({
    method: 'GET', path: `${base}/{id}/download-pdf`, summary: "The proposal's PDF: company, census by category, quotes per insurer",
    permission: 'groupHealth.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
};
