import type { FastifyInstance } from 'fastify';
import { leadsContract } from '../../../shared/contract/leads/leads.contract.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { conflict } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createProposalCreation } from '../proposals/createProposal.js';
import { createLeadsRepository } from './leads.repository.js';

type Area = typeof leadsContract;

/**
 * Motor leads (spec 002 §7): list, detail, create, and "Generate quotes", which makes the lead's
 * proposal through the wizard's creation (the blacklist guard, the customer, the car, the pricing)
 * and links the two in the same transaction.
 */
export function leadsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const leads = createLeadsRepository(app.db);
  const createProposal = createProposalCreation(app);

  const handlers: AreaHandlers<Area> = {
    list: async ({ query }) => {
      const page = await leads.list(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
    get: async ({ params }) => ({ success: true, data: await leads.get(params.id) }),
    create: async ({ body, auth }) => ({ success: true, data: await leads.create(body, auth.accountId, new Date().toISOString()), message: 'Lead created' }),
    generateQuotes: async ({ query, auth }) => {
      const lead = await leads.forConversion(query.pId);
      if (lead.proposalId) throw conflict(`This lead already has its quotes: proposal ${lead.proposalNo ?? lead.proposalId}`);
      const today = todayInDubai(new Date());
      const wizard = { ...lead.wizard, policyEffectiveDate: lead.wizard.policyEffectiveDate < today ? today : lead.wizard.policyEffectiveDate };
      const created = await createProposal({ ...wizard, source: 'Website', insuranceType: 'all', vehicleType: 'Individual', isQuickProposal: false }, auth, {
        reqId: query.reqId,
        within: (trx, proposalId) => leads.markQuoted(trx, query.pId, proposalId, new Date().toISOString()),
      });
      return { success: true, data: created, message: `Proposal ${created.proposal.ref} created from the lead` };
    },
  };
  registerArea(app, leadsContract, handlers);
  done();
}
