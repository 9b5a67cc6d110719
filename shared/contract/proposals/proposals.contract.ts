import { z } from 'zod';
import { IdParamsSchema, detailResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { CustomerResultSchema } from '../customers/customers.schema.js';
import {
  ActiveVoucherListResultSchema, AddVoucherSchema, ApplyForContactSchema, AgentDiscountSchema, AgentListResultSchema, AssignProposalSchema,
  BankListResultSchema, CommentListResultSchema, DeleteExpiredCarPhotoSchema, DetailQuerySchema, ExpiredCarPhotosResultSchema,
  GenerateQuotesQuerySchema, HistoryListResultSchema, InsurerErrorsResultSchema, InsurerPayloadsBodySchema, InsurerPayloadsResultSchema,
  NextPreviousQuerySchema, NextPreviousResultSchema, PolicySummaryResultSchema, ProposalCommentCreateSchema, ProposalCreateSchema,
  ProposalCreatedResultSchema, ProposalDashboardBodySchema, ProposalDashboardResultSchema, ProposalDetailResultSchema,
  ProposalIdQuerySchema, ProposalListFilterSchema, ProposalListQuerySchema, ProposalListResultSchema, ProposalStatusChangeSchema,
  ProposalUpdateSchema, QuoteDetailsUpdateSchema, QuoteIdsSchema, QuoteListResultSchema, QuotePayableResultSchema, QuoteSchema,
  QuotesByProposalBodySchema, SalesAgentListResultSchema, UserByEmailResultSchema, UserByEmailSchema, UserKycUpdateSchema,
} from './proposals.schema.js';

const base = '/api/admin/proposals';

/**
 * Motor proposals (spec 000 §7 "Proposals"). Decisions where the spec is silent:
 * - `{id}` is the proposal's id, except where the call acts on one quote (FIELDS.md): `updatequotedetails`,
 *   `buyquote`, `getquotepayabledetails`, `getbanklistcompanywise` and `downloadQuote` take the quote's id.
 * - `generatenewquotes` takes the wizard's input as JSON; documents are uploaded by their own calls.
 * - `PUT /{id}` edits the car, driver and current insurance (the detail's "Edit car details"); the
 *   quotes must then be re-generated (`generatequotes`) before anything is bought.
 * - `addagentdiscounttoproposal` takes a percentage, bounded by the agent's `maxDiscount`, and reprices
 *   every unpaid quote; a voucher and an agent discount do not combine (FIELDS.md).
 * - `buyquote` chooses the quote the customer takes; payment calls then act on it.
 * - `applyforcontact` (BrokerDesk's path; FIELDS.md names none) records that the customer asked to
 *   be contacted about the quote (`ApplyForContactSchema` says when and what follows).
 */
export const proposalsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getproposals`, summary: 'Motor proposals, searched and filtered',
    permission: 'proposal.read', query: ProposalListQuerySchema, body: ProposalListFilterSchema,
    response: ProposalListResultSchema, pageSize: PAGE_SIZES.proposalsApi,
  }),
  dashboard: endpoint({
    method: 'POST', path: `${base}/proposaldashboard`, summary: 'The counters above the proposals list',
    permission: 'proposal.read', body: ProposalDashboardBodySchema, response: ProposalDashboardResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/generatenewquotes`, summary: 'Create a proposal from the wizard and price it',
    permission: 'proposal.create', query: GenerateQuotesQuerySchema, body: ProposalCreateSchema, response: ProposalCreatedResultSchema,
  }),
  regenerate: endpoint({
    method: 'POST', path: `${base}/generatequotes`, summary: "Re-price a proposal's quotes (pId is the proposal)",
    permission: 'proposal.update', query: GenerateQuotesQuerySchema.required({ pId: true }), response: ProposalCreatedResultSchema,
  }),
  update: endpoint({
    method: 'PUT', path: `${base}/{id}`, summary: "Edit a proposal's car, driver, insurance or status",
    permission: 'proposal.update', params: IdParamsSchema, body: ProposalUpdateSchema, response: ProposalDetailResultSchema, edit: 'partial',
  }),
  setStatus: endpoint({
    method: 'POST', path: `${base}/{id}/setproposalstatus`, summary: 'Set the lead status, reason and call-backs',
    permission: 'proposal.update', params: IdParamsSchema, body: ProposalStatusChangeSchema, response: ProposalDetailResultSchema,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getquotesbyproposalid`, summary: 'One proposal with its car, customer, payments and history',
    permission: 'proposal.read', params: IdParamsSchema, query: DetailQuerySchema, response: ProposalDetailResultSchema,
  }),
  quotes: endpoint({
    method: 'POST', path: `${base}/{id}/getquotesbypid`, summary: "A proposal's current quotes",
    permission: 'proposal.read', params: IdParamsSchema, body: QuotesByProposalBodySchema, response: QuoteListResultSchema,
  }),
  compare: endpoint({
    method: 'POST', path: `${base}/comparemultiplequotesadmin`, summary: 'Quotes side by side',
    permission: 'quote.read', body: QuoteIdsSchema, response: QuoteListResultSchema,
  }),
  updateQuoteDetails: endpoint({
    method: 'PUT', path: `${base}/{id}/updatequotedetails`, summary: "Change a quote's add-ons, with a reason",
    permission: 'quote.update', params: IdParamsSchema, body: QuoteDetailsUpdateSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
  buyQuote: endpoint({
    method: 'POST', path: `${base}/{id}/buyquote`, summary: 'Choose the quote the customer buys',
    permission: 'proposal.update', params: IdParamsSchema, response: detailResultSchema(QuoteSchema),
  }),
  applyForContact: endpoint({
    method: 'POST', path: `${base}/{id}/applyforcontact`, summary: 'Record that the customer asked to be contacted about a quote',
    permission: 'quote.update', params: IdParamsSchema, body: ApplyForContactSchema, response: detailResultSchema(QuoteSchema),
  }),
  payableDetails: endpoint({
    method: 'GET', path: `${base}/{id}/getquotepayabledetails`, summary: 'What the customer pays for a quote, line by line',
    permission: 'proposal.read', params: IdParamsSchema, response: QuotePayableResultSchema,
  }),
  nextPrevious: endpoint({
    method: 'GET', path: `${base}/nextpreviousproposal`, summary: 'The proposals before and after one in the list order',
    permission: 'proposal.read', query: NextPreviousQuerySchema, response: NextPreviousResultSchema,
  }),
  createComment: endpoint({
    method: 'POST', path: `${base}/createproposalcomment`, summary: 'Comment on a proposal',
    permission: 'proposal.update', body: ProposalCommentCreateSchema, response: CommentListResultSchema,
  }),
  comments: endpoint({
    method: 'GET', path: `${base}/getproposalcomments`, summary: "A proposal's comments",
    permission: 'proposal.read', query: ProposalIdQuerySchema, response: CommentListResultSchema,
  }),
  recordVisit: endpoint({
    method: 'GET', path: `${base}/createvisitproposalhistory`, summary: 'Record that staff opened a proposal; its history',
    permission: 'proposal.read', query: ProposalIdQuerySchema, response: HistoryListResultSchema,
  }),
  agents: endpoint({
    method: 'GET', path: `${base}/listofagents`, summary: 'Staff a proposal can be assigned to',
    permission: 'proposal.read', response: AgentListResultSchema,
  }),
  assign: endpoint({
    method: 'PUT', path: `${base}/{id}/assignproposaltoadmin`, summary: 'Assign a proposal to an agent',
    permission: 'supervisor', params: IdParamsSchema, body: AssignProposalSchema, response: ProposalDetailResultSchema, edit: 'whole',
  }),
  salesAgents: endpoint({
    method: 'GET', path: '/api/admin/salesCommissionAgent/listallsalesagent', summary: 'Sales (commission) agents',
    permission: 'proposal.read', response: SalesAgentListResultSchema,
  }),
  insurerErrors: endpoint({
    method: 'POST', path: `${base}/{id}/getthirdpartyapierrors`, summary: "The insurers' quote and policy errors",
    permission: 'proposal.read', params: IdParamsSchema, response: InsurerErrorsResultSchema,
  }),
  insurerPayloads: endpoint({
    method: 'POST', path: `${base}/{id}/getthirdpartyapipayloads`, summary: "The insurers' requests and answers",
    permission: 'proposal.read', params: IdParamsSchema, body: InsurerPayloadsBodySchema, response: InsurerPayloadsResultSchema,
  }),
  addExpiredCarPhotos: endpoint({
    method: 'POST', path: `${base}/{id}/allowexpiredinsurancecars`, summary: 'Add photos of a car whose insurance expired',
    permission: 'proposal.update', params: IdParamsSchema, multipart: true, response: ExpiredCarPhotosResultSchema,
  }),
  deleteExpiredCarPhoto: endpoint({
    method: 'POST', path: `${base}/{id}/deleteexpiredinsurancecarsphotos`, summary: 'Remove one photo of the car',
    permission: 'proposal.update', params: IdParamsSchema, body: DeleteExpiredCarPhotoSchema, response: ExpiredCarPhotosResultSchema,
  }),
  banks: endpoint({
    method: 'GET', path: `${base}/{id}/getbanklistcompanywise`, summary: "Banks the quote's insurer accepts for financed cars",
    permission: 'proposal.read', params: IdParamsSchema, response: BankListResultSchema,
  }),
  downloadQuote: endpoint({
    method: 'GET', path: `${base}/{id}/downloadQuote`, summary: 'One quote as a PDF',
    permission: 'proposal.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
  policySummary: endpoint({
    method: 'GET', path: `${base}/{id}/getPolicySummary`, summary: "The proposal's policy, if any",
    permission: 'proposal.read', params: IdParamsSchema, response: PolicySummaryResultSchema,
  }),
  activeVouchers: endpoint({
    method: 'GET', path: `${base}/getActiveVoucherList`, summary: 'Promo codes valid today',
    permission: 'proposal.read', response: ActiveVoucherListResultSchema,
  }),
  addVoucher: endpoint({
    method: 'POST', path: `${base}/{id}/addvoucherstoproposal`, summary: 'Apply a promo code and reprice the quotes',
    permission: 'proposal.update', params: IdParamsSchema, body: AddVoucherSchema, response: ProposalDetailResultSchema,
  }),
  removeVoucher: endpoint({
    method: 'PUT', path: `${base}/{id}/removevoucherfromproposal`, summary: 'Remove the promo code and reprice the quotes',
    permission: 'proposal.update', params: IdParamsSchema, response: ProposalDetailResultSchema,
  }),
  agentDiscount: endpoint({
    method: 'POST', path: `${base}/{id}/addagentdiscounttoproposal`, summary: "Apply the agent's discount and reprice the quotes",
    permission: 'proposal.update', params: IdParamsSchema, body: AgentDiscountSchema, response: ProposalDetailResultSchema,
  }),
  userByEmail: endpoint({
    method: 'POST', path: '/api/user/getuserbyemail', summary: 'Find a customer by e-mail (null when none)',
    permission: 'customer.read', body: UserByEmailSchema, response: UserByEmailResultSchema,
  }),
  updateUser: endpoint({
    method: 'POST', path: '/api/user/{userId}/updateuser', summary: "Update a customer's KYC details",
    permission: 'customer.update', params: z.object({ userId: IdParamsSchema.shape.id }), body: UserKycUpdateSchema, response: CustomerResultSchema,
    edit: 'partial',
  }),
};
