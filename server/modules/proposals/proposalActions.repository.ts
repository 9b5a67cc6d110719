import type { Updateable } from 'kysely';
import { ADMIN_ROLE } from '../../../shared/access/index.js';
import type { z } from 'zod';
import type { ProposalCarInputSchema, Quote } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import type { CustomersTable, ProposalRow, ProposalsTable, QuoteRow } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, notFound } from '../../http/httpError.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { carColumns, listedCar } from './proposals.repository.js';
import { addHistory, agentDiscountLimit, historyOf, selectQuotes, toPolicySummary, toQuote } from '../../sales/salesRecords.js';

type InsurerCallFilter = { status?: 'error'; kind?: 'quote' | 'policy'; quoteId?: string | undefined; withPayloads?: boolean };

/**
 * The reads and writes of the actions on a motor proposal (spec 000 §7 "Proposals"): its quotes,
 * the people it is worked by, its status, car, voucher and discount, comments and visits. Each
 * write that changes the proposal keeps a line in its history, in the same transaction.
 */
export function createProposalActionsRepository(db: Db) {
  const comments = createCommentsRepository(db);
  const history = (executor: Db, proposal: ProposalRow, accountId: string, action: string, detail: string, at?: string) =>
    addHistory(executor, { entityType: 'proposal', entityId: proposal.id, accountId, action, detail, ...(at && { at }) });

  return {
    async quoteRow(quoteId: string): Promise<QuoteRow> {
      const row = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
      if (!row) throw notFound('Quote not found');
      return row;
    },

    readQuote: async (quoteId: string): Promise<Quote> => toQuote(await selectQuotes(db).where('quotes.id', '=', quoteId).executeTakeFirstOrThrow()),

    /** The proposal's current and paid quotes, the paid one first, then cheapest first. */
    async quotesOf(proposalId: string, insuranceType: string): Promise<Quote[]> {
      let query = selectQuotes(db).where('quotes.proposal_id', '=', proposalId)
        .where((eb) => eb.or([eb('quotes.is_current', '=', 1), eb('quotes.payment_status', '=', 'paid')]));
      if (insuranceType !== 'all') query = query.where('quotes.insurance_type', '=', insuranceType);
      const rows = await query.orderBy((eb) => eb.case().when('quotes.payment_status', '=', 'paid').then(0).else(1).end())
        .orderBy('quotes.total_fils').orderBy('quotes.id').execute();
      return rows.map(toQuote);
    },

    quoteRows: (ids: string[]) => selectQuotes(db).where('quotes.id', 'in', ids).execute(),

    async currentPlanIds(proposalId: string): Promise<string[]> {
      const plans = await db.selectFrom('quotes').select('plan_id').where('proposal_id', '=', proposalId).where('is_current', '=', 1).execute();
      return plans.flatMap((plan) => (plan.plan_id ? [plan.plan_id] : []));
    },

    async chooseQuote(proposal: ProposalRow, quote: QuoteRow, accountId: string): Promise<void> {
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('quotes').set({ status: 'offered', updated_at: at }).where('proposal_id', '=', proposal.id).where('status', '=', 'chosen').execute();
        await trx.updateTable('quotes').set({ status: 'chosen', updated_at: at }).where('id', '=', quote.id).execute();
        if (!proposal.policy_id) await trx.updateTable('proposals').set({ status: 'Under Process', status_reason: null, updated_at: at }).where('id', '=', proposal.id).execute();
        await history(trx, proposal, accountId, 'Quote chosen', `${quote.ref} ${quote.company_name} ${quote.plan_name}`, at);
      });
    },

    async isActiveSalesAgent(id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('sales_agents').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst());
    },

    async salesAgents() {
      const rows = await db.selectFrom('sales_agents').selectAll().where('deleted_at', 'is', null).orderBy('full_name').execute();
      return rows.map((row) => ({ _id: row.id, fullName: row.full_name, email: row.email, mobileNumber: row.mobile_number, motorCommissionPercent: row.motor_commission_percent }));
    },

    /** Staff a proposal can be assigned to: active employees and admins, with the discount each may give. */
    async staff() {
      const rows = await db.selectFrom('accounts').select(['id', 'full_name', 'email', 'is_supervisor', 'max_discount', 'role'])
        .where('deleted_at', 'is', null).where('disabled', '=', 0)
        .where((eb) => eb.or([eb('type', '=', 'employee'), eb('role', 'in', [ADMIN_ROLE, 'Sub-Admin'])]))
        .orderBy('full_name').execute();
      return rows.map((row) => ({
        _id: row.id, fullName: row.full_name, email: row.email, isSupervisor: row.is_supervisor === 1, maxDiscount: row.role === ADMIN_ROLE ? 100 : row.max_discount,
      }));
    },

    activeStaffMember: (id: string) => db.selectFrom('accounts').select(['id', 'full_name']).where('id', '=', id)
      .where('deleted_at', 'is', null).where('disabled', '=', 0).executeTakeFirst(),

    async discountLimitOf(accountId: string, line: 'motor' | 'health' = 'motor'): Promise<number> {
      return agentDiscountLimit(await db.selectFrom('accounts').select(['role', 'max_discount', 'max_health_discount']).where('id', '=', accountId).executeTakeFirstOrThrow(), line);
    },

    async assign(proposal: ProposalRow, agent: { id: string; full_name: string }, accountId: string): Promise<void> {
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('proposals').set({ assigned_to: agent.id, updated_at: at }).where('id', '=', proposal.id).execute();
        await history(trx, proposal, accountId, 'Assigned', `Assigned to ${agent.full_name}`, at);
      });
    },

    /** Changes proposal columns with a history line, in the caller's transaction. */
    async change(executor: Db, proposal: ProposalRow, set: Updateable<ProposalsTable>, entry: { accountId: string; action: string; detail: string; at?: string }) {
      await executor.updateTable('proposals').set({ ...set, updated_at: entry.at ?? new Date().toISOString() }).where('id', '=', proposal.id).execute();
      await history(executor, proposal, entry.accountId, entry.action, entry.detail, entry.at);
    },

    /** The promo code a new proposal is created with (the voucher's own history records its use). */
    async setVoucher(executor: Db, proposalId: string, voucherId: string): Promise<void> {
      await executor.updateTable('proposals').set({ voucher_id: voucherId }).where('id', '=', proposalId).execute();
    },

    /** The proposal's car, to merge an edit into. */
    carRow: (executor: Db, proposal: ProposalRow) =>
      (proposal.car_id ? executor.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : Promise.resolve(undefined)),

    /** Writes the proposal's car (a new one when it had none) and the car columns its list shows. */
    async saveCar(executor: Db, proposal: ProposalRow, carId: string | null, car: z.output<typeof ProposalCarInputSchema>, at: string): Promise<void> {
      const id = carId ?? newId();
      if (carId) await executor.updateTable('cars').set({ ...carColumns(car), updated_at: at }).where('id', '=', carId).execute();
      else await executor.insertInto('cars').values({ id, vin: null, vin_decode: null, customer_id: proposal.customer_id, ...carColumns(car), created_at: at, updated_at: at }).execute();
      await executor.updateTable('proposals').set({ car_id: id, ...listedCar(car) }).where('id', '=', proposal.id).execute();
    },

    async policySummary(proposal: ProposalRow) {
      const policy = proposal.policy_id ? await db.selectFrom('policies').selectAll().where('id', '=', proposal.policy_id).executeTakeFirst() : undefined;
      return policy ? toPolicySummary(policy) : null;
    },

    comments: (proposalId: string) => comments.list('proposal', proposalId),
    addComment: (proposalId: string, accountId: string, body: string) => comments.add('proposal', proposalId, accountId, body),

    /** Keeps a visit once per user per session: a reload or the live refresh in the same session adds nothing. */
    async recordVisit(proposal: ProposalRow, auth: AuthContext) {
      await db.transaction().execute(async (trx) => {
        const seen = await trx.selectFrom('history').select('history.id')
          .innerJoin('sessions', (join) => join.on('sessions.id', '=', auth.sessionId))
          .where('history.entity_type', '=', 'proposal').where('history.entity_id', '=', proposal.id)
          .where('history.account_id', '=', auth.accountId).where('history.action', '=', 'Visited')
          .whereRef('history.created_at', '>=', 'sessions.created_at')
          .executeTakeFirst();
        if (!seen) await history(trx, proposal, auth.accountId, 'Visited', `${auth.user.fullName} opened the proposal`);
      });
      return historyOf(db, 'proposal', proposal.id);
    },

    async insurerCalls(proposalId: string, filter: InsurerCallFilter) {
      let query = db.selectFrom('insurer_calls').selectAll().where('proposal_id', '=', proposalId);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.quoteId) query = query.where('quote_id', '=', filter.quoteId);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map((row) => ({
        _id: row.id, quoteId: row.quote_id, companyName: row.company_name, kind: row.kind, status: row.status, errorMessage: row.error_message,
        createdAt: row.created_at, request: filter.withPayloads ? (JSON.parse(row.request) as unknown) : undefined,
        response: filter.withPayloads ? (JSON.parse(row.response) as unknown) : undefined,
      }));
    },

    customerByEmail: (email: string) => db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst(),

    async customerRow(id: string) {
      const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Customer not found');
      return row;
    },

    /** The customer's KYC edit from the wizard, with history; an e-mail another customer has is refused by name. */
    async updateCustomer(customerId: string, changes: Updateable<CustomersTable>, accountId: string) {
      const at = new Date().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('customers').set({ ...changes, updated_at: at }).where('id', '=', customerId).execute();
          await addHistory(trx, { entityType: 'customer', entityId: customerId, accountId, action: 'updated', detail: 'KYC details updated', at });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw conflict(`email: Another customer already uses ${String(changes.email)}.`);
        throw error;
      }
      return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    },
  };
}

export type ProposalActionsRepository = ReturnType<typeof createProposalActionsRepository>;
