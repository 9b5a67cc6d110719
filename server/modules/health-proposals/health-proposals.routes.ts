import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasPermission } from '../../../shared/access/index.js';
import { healthProposalsContract } from '../../../shared/contract/health-proposals/health-proposals.contract.js';
import type {
  HealthProposalEditSchema, HealthProposalEdit, HealthMember, HealthProposalDetail, HealthProposalDetails,
} from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_PROPOSAL_LABELS, healthProposalFormOf } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import type { AuthContext } from '../../http/auth.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { assertQuotesChangeable, createQuoteGeneration } from '../../sales/quoteGeneration.js';
import { markLeadQuoted } from '../../sales/leadConversion.js';
import { assertCustomerNotBlacklisted, assertNotBlacklisted } from '../black-list/blacklistGuard.js';
import { createProposalActionsRepository } from '../proposals/proposalActions.repository.js';
import { createProposalsRepository } from '../proposals/proposals.repository.js';
import {
  createHealthLine, editHealthQuote, healthPayableOf, readHealthDetails, repriceHealthQuotesIn, saleTermsOf, saveHealthQuote, storedHealthPlan,
} from './healthLine.js';
import { createSalesProposalActions } from '../../sales/salesProposalActions.js';
import { createQuoteContactRequests } from '../../sales/quoteContact.js';
import { activeVouchers } from '../vouchers/voucherUse.js';
import { addQuoteEdit } from '../../sales/salesRecords.js';
import { conflict, unprocessable } from '../../http/httpError.js';

type Area = typeof healthProposalsContract;
type FormInput = z.output<typeof HealthProposalEditSchema>;

const isAgent = (auth: AuthContext) => !hasPermission(auth.user, 'supervisor');
const today = () => new Date().toISOString().slice(0, 10);

/** The form's people as the proposal's members: the customer first (the principal unless only dependants are insured). */
export function membersOf(input: FormInput): HealthMember[] {
  const answers = { smoker: input.smoke, hypertension: input.hypertension, diabetes: input.diabetes };
  const members: HealthMember[] = [];
  if (!input.insurerType.includes('Dependent only')) {
    members.push({
      id: 'm1', role: 'principal', fullName: input.fullName, dateOfBirth: input.dateOfBirth, gender: input.gender, maritalStatus: input.maritalStatus,
      working: true, ...answers,
    });
  }
  const groups: Array<[HealthMember['role'], FormInput['kidsDetails']]> = [
    ['spouse', input.spouseDetails], ['child', input.kidsDetails], ['parent', input.parentDetails],
    ['domesticWorker', input.domesticWorkerDetails], ['otherDependant', input.otherFamilyDependentsDetails],
  ];
  for (const [role, people] of groups) {
    for (const person of people) {
      members.push({
        id: `m${members.length + 1}`, role, fullName: person.fullName, dateOfBirth: person.dateOfBirth, gender: person.gender,
        // A spouse is married; a child single unless the form says otherwise.
        maritalStatus: person.maritalStatus ?? (role === 'spouse' ? 'Married' : 'Single'),
        working: person.working, smoker: false, hypertension: false, diabetes: false,
      });
    }
  }
  return members;
}

function detailsOf(input: FormInput): HealthProposalDetails {
  return {
    insurerType: input.insurerType, city: input.city, salary: input.salary, salaryAed: input.salaryAed ?? null, visaStatus: input.visaStatus,
    currentInsurer: input.currentInsurer ?? null, currentInsurerExpiryDate: input.currentInsurerExpiryDate ?? null,
    policyStartDate: input.policyStartDate ?? today(), regularMedication: input.regularMedication,
    preferenceDetails: {
      preferredCoPay: [...input.preferenceDetails.preferredCoPay], dentalCoverage: input.preferenceDetails.dentalCoverage,
      opticalCoverage: input.preferenceDetails.opticalCoverage, preferredHospital: input.preferenceDetails.preferredHospital ?? null,
    },
    members: membersOf(input),
  };
}

/** The customer as the form gives it, for `upsertCustomer`. */
const customerOf = (input: FormInput) => ({
  fullName: input.fullName, email: input.email, mobileNumber: input.mobileNumber, dateOfBirth: input.dateOfBirth, nationality: input.nationality,
  arabicName: input.arabicName ?? null, occupation: input.occupation ?? null,
  gender: input.gender === 'Female' ? 'female' as const : 'male' as const, maritalStatus: input.maritalStatus === 'Married' ? 'Married' as const : 'Single' as const,
});

/** The form's fields an edit changes, by their labels, in the form's order. */
function changedFields(before: HealthProposalEdit, after: HealthProposalEdit): string[] {
  const keys = Object.keys(HEALTH_PROPOSAL_LABELS) as Array<keyof HealthProposalEdit>;
  return keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)).map((key) => HEALTH_PROPOSAL_LABELS[key]);
}

/**
 * Health proposals (issue 17): the list and counters of the health line, creating a proposal for a
 * family and pricing it on the sales kernel (quotes streamed to the form's room), the detail and
 * re-pricing. The list, counters, customer and history are the proposals' own, for the health line.
 */
export function healthProposalsRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const db = app.db;
  const proposals = createProposalsRepository(db, () => new Date(), 'health');
  const actions = createProposalActionsRepository(db);
  const generateIn = createQuoteGeneration(createHealthLine(), app.sockets);
  const sales = createSalesProposalActions(app, {
    proposals, actions, repriceIn: (trx, id) => repriceHealthQuotesIn(trx, id, new Date().toISOString()), discountLine: 'health',
  });
  const contactRequests = createQuoteContactRequests(app);
  const detailResult = async (id: string, auth: AuthContext, message: string) => ({ success: true as const, data: await detail(id, auth), message });

  /** A current or paid quote of a health proposal. */
  async function healthQuote(id: string) {
    const row = await actions.quoteRow(id);
    await proposals.row(row.proposal_id);
    return row;
  }

  async function detail(id: string, auth: AuthContext): Promise<HealthProposalDetail> {
    const { carDetails: _car, details: _details, ...proposal } = await proposals.detail(id, auth);
    const row = await proposals.row(id);
    // Edited since the quotes were priced: Re-generate before taking one (motor's rule, without its car).
    const needsRegeneration = row.details_updated_at !== null && (row.quotes_generated_at === null || row.details_updated_at > row.quotes_generated_at);
    return { ...proposal, needsRegeneration, health: readHealthDetails(row.details) };
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await proposals.list(body, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
    dashboard: async ({ body }) => ({ success: true, data: await proposals.dashboard(body.agentId) }),

    create: async ({ query, body, auth }) => {
      await assertNotBlacklisted(db, { email: body.email, mobile: body.mobileNumber });
      const at = new Date().toISOString();
      const { id, generated } = await db.transaction().execute(async (trx) => {
        const customerId = await proposals.upsertCustomer(trx, { ...(body.customerId && { customerId: body.customerId }), ...customerOf(body) }, at);
        const created = await proposals.insertProposal(trx, {
          // The proposal's cover columns are motor's: a health proposal's insured type is in its details.
          customerId, details: detailsOf(body), source: body.source, insuranceType: 'all', vehicleType: 'Individual',
          createdBy: auth.accountId, assignedTo: isAgent(auth) ? auth.accountId : null, salesAgentId: null,
          note: body.source === 'Source' ? `Source: ${body.sales ?? ''}` : `Source: ${body.source}`, at,
        });
        if (body.leadId) await markLeadQuoted(trx, 'health_leads', body.leadId, created.id, at);
        return { id: created.id, generated: await generateIn(trx, created.id, auth.accountId, query.reqId) };
      });
      return { success: true, data: { proposal: await detail(id, auth), ...generated }, message: 'Successfully created' };
    },

    detail: async ({ params, auth }) => ({ success: true, data: await detail(params.id, auth) }),

    quotes: async ({ params }) => {
      const row = await proposals.row(params.id);
      return { success: true, data: await actions.quotesOf(row.id, 'all') };
    },

    regenerate: async ({ query, auth }) => {
      await assertCustomerNotBlacklisted(db, (await proposals.row(query.pId)).customer_id);
      const generated = await db.transaction().execute((trx) => generateIn(trx, query.pId, auth.accountId, query.reqId));
      return { success: true, data: { proposal: await detail(query.pId, auth), ...generated }, message: 'Quotes generated' };
    },

    update: async ({ params, body, auth }) => {
      const row = await sales.changeable(params.id);
      assertQuotesChangeable(row);
      await assertNotBlacklisted(db, { email: body.email, mobile: body.mobileNumber });
      const stored = await detail(row.id, auth);
      const details = detailsOf(body);
      // Both sides read back from how they are stored, so defaults and blanks compare equal.
      const customer = customerOf(body);
      const after = healthProposalFormOf(details, { ...customer, profile: customer });
      const changed = stored.health ? changedFields(healthProposalFormOf(stored.health, stored.customer), after) : Object.values(HEALTH_PROPOSAL_LABELS);
      if (changed.length === 0) return detailResult(row.id, auth, 'Nothing to change');
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await proposals.upsertCustomer(trx, { customerId: row.customer_id, ...customerOf(body) }, at);
        await actions.change(trx, row, { details: JSON.stringify(details), details_updated_at: at }, {
          accountId: auth.accountId, action: 'Proposal edited', detail: `Changed ${changed.join(', ')}`, at,
        });
      });
      return detailResult(row.id, auth, 'SuccessFully Updated');
    },

    agents: async () => ({ success: true, data: await actions.staff() }),
    setStatus: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.setStatus(params.id, body, auth)),
    assign: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.assign(params.id, body.agentId, auth)),
    activeVouchers: async () => ({ success: true, data: await activeVouchers(db) }),
    addVoucher: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.addVoucher(params.id, body.promoCode, auth)),
    removeVoucher: async ({ params, auth }) => detailResult(params.id, auth, await sales.removeVoucher(params.id, auth)),
    agentDiscount: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.agentDiscount(params.id, body.agentDiscountPercent, auth)),
    createComment: async ({ params, body, auth }) => ({ success: true, data: await sales.comment(params.id, body.comment, auth), message: 'Comment added' }),
    comments: async ({ params }) => ({ success: true, data: await sales.comments(params.id) }),

    payableDetails: async ({ params }) => {
      const row = await healthQuote(params.id);
      return { success: true, data: healthPayableOf(row.id, storedHealthPlan(row)) };
    },

    applyForContact: async ({ params, body, auth }) => {
      const { quote, message } = await contactRequests.apply(params.id, 'health', body, auth);
      return { success: true, data: quote, message };
    },

    updateQuote: async ({ params, body, auth }) => {
      const row = await healthQuote(params.id);
      const proposal = await sales.changeable(row.proposal_id);
      if (row.payment_status === 'paid' || row.is_bought === 1) throw conflict(`Quote ${row.ref} is paid; it can no longer change.`);
      if (row.is_current !== 1) throw conflict(`Quote ${row.ref} was replaced by a regeneration; change the current quotes instead.`);
      const { members } = body;
      const plan = storedHealthPlan(row);
      const known = new Set(plan.health.members.map((member) => member.memberId));
      const unknown = members.find((member) => !known.has(member.memberId));
      if (unknown) throw unprocessable(`members: ${unknown.memberId} is not a member of quote ${row.ref}`);
      const edited = editHealthQuote(plan, {
        memberPremiums: new Map(members.map((member) => [member.memberId, member.premiumFils])),
        staffLoading: { fils: body.loadingFils, reason: body.loadingReason },
      }, await saleTermsOf(db, proposal).then((termsFor) => termsFor(plan.planId)));
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await saveHealthQuote(trx, row.id, edited, at, true);
        const reason = body.loadingFils ? `${body.reason}; loading: ${body.loadingReason ?? ''}` : body.reason;
        const premiumsChanged = edited.health.members.some((member, index) => member.premiumFils !== plan.health.members[index]!.premiumFils);
        await addQuoteEdit(trx, row.id, auth.accountId, { field: premiumsChanged ? 'memberPremiums' : 'loading', beforeFils: row.total_fils, afterFils: edited.totalFils, reason }, at);
      });
      return { success: true, data: await actions.readQuote(row.id), message: 'SuccessFully Updated' };
    },
  };

  registerArea(app, healthProposalsContract, handlers);
  done();
}
