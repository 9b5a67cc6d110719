import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  GenerateQuotesQuerySchema, ProposalDashboardBodySchema, ProposalDashboardResultSchema, ProposalListFilterSchema, ProposalListQuerySchema,
  ProposalListResultSchema, QuoteListResultSchema,
} from '../proposals/proposals.schema.js';
import { HealthProposalCreateSchema, HealthProposalCreatedResultSchema, HealthProposalDetailResultSchema } from './health-proposals.schema.js';

const base = '/api/admin/health';

/**
 * Health proposals at FIELDS.md's paths (spec 001 §7 gives no paths for them). Decisions where the
 * spec is silent:
 * - The list, its filters and counter tiles are motor's (FIELDS.md: "identical to motor").
 * - `quotelistfromadmin` creates the proposal and prices every plan of every insurer that sells
 *   health; each insurer's quotes go to the `reqId` room as `health-quote-created` while pricing runs.
 * - `gethealthinfoproposal` is a POST as FIELDS.md lists it; it takes no body.
 * - `regenerateproposal` re-prices after an edit (`pId` is the proposal).
 * - `groupQuotesByCompany` answers every current (and paid) quote at once, cheapest first; the
 *   screen groups them by insurer (at most 40 plans a run, so no paging per insurer).
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
};
