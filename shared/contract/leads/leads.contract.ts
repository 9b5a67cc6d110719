import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { ProposalCreatedResultSchema } from '../proposals/proposals.schema.js';
import { LeadCreateSchema, LeadListQuerySchema, LeadListResultSchema, LeadQuotesQuerySchema, LeadResultSchema } from './leads.schema.js';

const base = '/api/admin/leads';

/**
 * Motor leads (spec 002 §7): list, detail, BrokerDesk's create, and the conversion into a
 * proposal with quotes through the wizard's own creation and pricing (`generatenewquotes`), which
 * links lead and proposal, refuses a second conversion (409 naming the proposal) and a
 * blacklisted contact (422). Decisions are in `leads.schema.ts`.
 */
export const leadsContract = {
  list: endpoint({
    method: 'GET', path: `${base}/leads`, summary: 'Motor leads, newest first, searched by name, e-mail, mobile or car',
    permission: 'lead.read', query: LeadListQuerySchema, response: LeadListResultSchema, pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `${base}/leads/{id}`, summary: 'One lead with its car and customer',
    permission: 'lead.read', params: IdParamsSchema, response: LeadResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/createlead`, summary: "Record a lead: a customer's contact and car, before any proposal",
    permission: 'lead.create', body: LeadCreateSchema, response: LeadResultSchema,
  }),
  generateQuotes: endpoint({
    method: 'POST', path: `${base}/generatequotesfromleads`, summary: 'Turn a lead into a motor proposal with quotes (pId is the lead)',
    permission: 'proposal.create', query: LeadQuotesQuerySchema, response: ProposalCreatedResultSchema,
  }),
};
