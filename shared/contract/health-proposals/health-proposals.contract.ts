import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { detailResultSchema } from '../common.schema.js';
import {
  ActiveVoucherListResultSchema, AddVoucherSchema, AgentDiscountSchema, ApplyForContactSchema, AgentListResultSchema, AssignProposalSchema, CommentListResultSchema, GenerateQuotesQuerySchema,
  ProposalDashboardBodySchema, ProposalDashboardResultSchema, ProposalListFilterSchema, ProposalListQuerySchema, ProposalListResultSchema,
  ProposalStatusChangeSchema, QuoteListResultSchema, QuoteSchema,
} from '../proposals/proposals.schema.js';
import {
  HealthCommentCreateSchema, HealthPayableResultSchema, HealthProposalCreateSchema, HealthProposalCreatedResultSchema, HealthProposalDetailResultSchema,
  HealthProposalEditBodySchema, HealthQuoteEditSchema,
} from './health-proposals.schema.js';

const base = '/api/admin/health';

/**
 * Health proposals at FIELDS.md's paths (spec 001 §7 gives no paths for them). Decisions where the
 * spec is silent:
 * - The list, its filters and counter tiles are motor's (FIELDS.md: "identical to motor").
 * - `quotelistfromadmin` creates the proposal and prices every plan of every insurer that sells
 *   health; each insurer's quotes go to the `reqId` room as `health-quote-created` while pricing runs.
 * - `gethealthinfoproposal` is a POST as FIELDS.md lists it; it takes no body.
 * - `regenerateproposal` re-prices after an edit (`pId` is the proposal).
 * - An edit is `PUT …/healthproposal/{id}/updatehealthproposal` (FIELDS.md names none): the whole
 *   form again, under the create form's rules, without the customer id, lead and source, which stay
 *   as created; it updates the customer's contact fields as the create call does. It does not
 *   re-price: the quotes stay as priced, the detail says `needsRegeneration` and staff press
 *   Re-generate (the "regenerate after an edit"), so a failed pricing never loses an edit.
 *   Refused with 409 once a quote is paid or the proposal is frozen, as motor's edit.
 * - `groupQuotesByCompany` answers every current (and paid) quote at once, cheapest first; the
 *   screen groups them by insurer (at most 40 plans a run, so no paging per insurer).
 * - The status block, assignment, promo code, agent discount and comments take motor's bodies and
 *   answers, at FIELDS.md's health paths; comments name the proposal in the path. The agent
 *   discount is a percent of the premium on the proposal (as motor's), within the agent's
 *   "Maximum health discount"; removing a promo code is `removevoucherfromproposal` (FIELDS.md
 *   gives no health path for it).
 * - A quote's premium edit and loading are one call (`updatehealthquote`, see `HealthQuoteEditSchema`).
 * - `applyforcontact` is motor's call for a health quote (`ApplyForContactSchema`), at BrokerDesk's path.
 */
export const healthProposalsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/healthproposal/gethealthproposals`, summary: 'Health proposals, searched and filtered',
    permission: 'healthQuote.read', query: ProposalListQuerySchema, body: ProposalListFilterSchema, response: ProposalListResultSchema, pageSize: PAGE_SIZES.proposalsApi,
  }),
  dashboard: endpoint({
    method: 'POST', path: `${base}/healthproposal/proposaldashboard`, summary: 'The counters above the health proposals list',
    permission: 'healthQuote.read', body: ProposalDashboardBodySchema, response: ProposalDashboardResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/healthgenerate/quotelistfromadmin`, summary: 'Create a health proposal for a family and price every plan',
    permission: 'healthQuote.create', query: GenerateQuotesQuerySchema, body: HealthProposalCreateSchema, response: HealthProposalCreatedResultSchema,
  }),
  detail: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/gethealthinfoproposal`, summary: 'One health proposal with its members, customer and history',
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthProposalDetailResultSchema,
  }),
  quotes: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/groupQuotesByCompany`, summary: "A health proposal's current and paid quotes, cheapest first (the screen groups them by insurer)",
    permission: 'healthQuote.read', params: IdParamsSchema, response: QuoteListResultSchema,
  }),
  regenerate: endpoint({
    method: 'POST', path: `${base}/healthproposal/regenerateproposal`, summary: "Re-price a health proposal's quotes (pId is the proposal)",
    permission: 'healthQuote.update', query: GenerateQuotesQuerySchema.required({ pId: true }), response: HealthProposalCreatedResultSchema,
  }),
  update: endpoint({
    method: 'PUT', path: `${base}/healthproposal/{id}/updatehealthproposal`, summary: "Edit a health proposal's family, cover and answers (re-generate to re-price)",
    permission: 'healthQuote.update', params: IdParamsSchema, body: HealthProposalEditBodySchema, response: HealthProposalDetailResultSchema, edit: 'whole',
  }),
  agents: endpoint({
    method: 'GET', path: `${base}/healthproposal/listofagents`, summary: 'Staff a health proposal can be assigned to',
    permission: 'healthQuote.read', response: AgentListResultSchema,
  }),
  assign: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/assignproposaltoadmin`, summary: 'Assign a health proposal to an agent',
    permission: 'supervisor', params: IdParamsSchema, body: AssignProposalSchema, response: HealthProposalDetailResultSchema,
  }),
  setStatus: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/setproposalstatus`, summary: 'Set the lead status, reason and call-backs',
    permission: 'healthQuote.update', params: IdParamsSchema, body: ProposalStatusChangeSchema, response: HealthProposalDetailResultSchema,
  }),
  activeVouchers: endpoint({
    method: 'GET', path: `${base}/healthproposal/getActiveVoucherList`, summary: 'Promo codes valid today, for a health proposal',
    permission: 'healthQuote.read', response: ActiveVoucherListResultSchema,
  }),
  addVoucher: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/applyVoucherToProposals`, summary: 'Apply a promo code and re-price the quotes',
    permission: 'healthQuote.update', params: IdParamsSchema, body: AddVoucherSchema, response: HealthProposalDetailResultSchema,
  }),
  removeVoucher: endpoint({
    method: 'PUT', path: `${base}/healthproposal/{id}/removevoucherfromproposal`, summary: 'Remove the promo code and re-price the quotes',
    permission: 'healthQuote.update', params: IdParamsSchema, response: HealthProposalDetailResultSchema,
  }),
  agentDiscount: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/addagentdiscounttoproposal`, summary: "Apply the agent's discount and re-price the quotes",
    permission: 'healthQuote.update', params: IdParamsSchema, body: AgentDiscountSchema, response: HealthProposalDetailResultSchema,
  }),
  createComment: endpoint({
    method: 'POST', path: `${base}/healthproposal/{id}/createproposalcomment`, summary: 'Comment on a health proposal',
    permission: 'healthQuote.update', params: IdParamsSchema, body: HealthCommentCreateSchema, response: CommentListResultSchema,
  }),
  comments: endpoint({
    method: 'GET', path: `${base}/healthproposal/{id}/getproposalcomments`, summary: "A health proposal's comments",
    permission: 'healthQuote.read', params: IdParamsSchema, response: CommentListResultSchema,
  }),
  payableDetails: endpoint({
    method: 'GET', path: `${base}/healthquote/{id}/healthquotepayabledetails`, summary: 'What the customer pays for a health quote, line by line and per member',
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthPayableResultSchema,
  }),
  applyForContact: endpoint({
    method: 'POST', path: `${base}/healthquote/{id}/applyforcontact`, summary: 'Record that the customer asked to be contacted about a health quote',
    permission: 'healthQuote.update', params: IdParamsSchema, body: ApplyForContactSchema, response: detailResultSchema(QuoteSchema),
  }),
  updateQuote: endpoint({
    method: 'POST', path: `${base}/healthquote/{id}/updatehealthquote`, summary: "Set members' premiums and a loading on a health quote, with the reason",
    permission: 'healthQuote.update', params: IdParamsSchema, body: HealthQuoteEditSchema, response: detailResultSchema(QuoteSchema), edit: 'whole',
  }),
};
