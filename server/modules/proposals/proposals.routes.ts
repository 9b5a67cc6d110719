import { isUniqueViolation } from '../../db/errors.js';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ADMIN_ROLE, hasPermission } from '../../../shared/access/index.js';
import { applyEditTo, contract } from '../../../shared/contract/index.js';
import {
  CustomerProfileSchema, PROPOSAL_STATUS_REASONS, ProposalCarInputSchema, ProposalDetailsSchema, ProposalUpdateSchema, SETTABLE_PROPOSAL_STATUSES,
  type ProposalDetails, type ProposalStatus, type ProposalStatusChangeSchema,
} from '../../../shared/contract/proposals/index.js';
import { newId } from '../../db/ids.js';
import type { Updateable } from 'kysely';
import type { ProposalRow, ProposalsTable } from '../../db/schema.js';
import { changedColumns } from '../../http/edits.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { renderQuotePdf } from '../../services/pdf/salesPdfs.js';
import type { AuthContext } from '../../http/auth.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { toCustomer } from '../customers/customers.repository.js';
import { createCarPhotos } from './carPhotos.js';
import { activeVouchers, applicableVoucher, releaseVoucher, takeVoucher, voucherPlanIds } from '../vouchers/voucherUse.js';
import { carColumns, createProposalsRepository, listedCar, mergeProfile } from './proposals.repository.js';
import { payableOf } from './quotePricing.js';
import { assertQuotesChangeable, createQuoting, isFrozen } from './quoting.js';
import {
  addHistory, addQuoteEdit, historyOf, proposalParties, readJson, readProposalDetails, selectQuotes, toCustomerWithProfile, toPolicySummary, toProposalCar, toQuote,
} from './salesRecords.js';

type Area = typeof contract.proposals;
type StatusChange = z.output<typeof ProposalStatusChangeSchema>;

export interface ProposalsRoutesOptions {
  filesDir: string;
}

/**
 * UAE banks that finance cars. Not per insurer: no insurer's list of accepted banks exists in the
 * seed system or the master data yet, so every quote offers the same banks.
 */
const CAR_FINANCE_BANKS = [
  'Emirates NBD', 'Abu Dhabi Commercial Bank (ADCB)', 'First Abu Dhabi Bank (FAB)', 'Dubai Islamic Bank', 'Mashreq', 'RAKBANK',
  'Commercial Bank of Dubai (CBD)', 'Abu Dhabi Islamic Bank (ADIB)', 'Emirates Islamic', 'Ajman Bank',
] as const;

/** Reasons that come with call-back slots (FIELDS.md "lead status" block). */
const CALLBACK_REASONS = new Set(['Requested a call back later', 'Didn’t pick up']);
const QUOTED_REASON = 'Quoted';

const isAgent = (auth: AuthContext) => !hasPermission(auth.user, 'supervisor');

/** The reason a status takes, checked against `PROPOSAL_STATUS_REASONS`: required for those statuses, none otherwise. */
function checkedReason(status: ProposalStatus, reason: string | null | undefined): string | null {
  const allowed = PROPOSAL_STATUS_REASONS[status];
  if (!allowed) {
    if (reason) throw unprocessable(`reason: ${status} takes no reason`);
    return null;
  }
  if (!reason) throw unprocessable(`reason: Choose the reason for ${status}`);
  if (!allowed.includes(reason)) throw unprocessable(`reason: "${reason}" is not a reason for ${status}; choose one of ${allowed.join(', ')}`);
  return reason;
}

/** Motor proposals (spec 000 §7 "Proposals"): the list, the wizard, the detail and every action on it. */
export function proposalsRoutes(app: FastifyInstance, options: ProposalsRoutesOptions, done: () => void): void {
  const db = app.db;
  const proposals = createProposalsRepository(db);
  const quoting = createQuoting(app);
  const photos = createCarPhotos(db, options.filesDir);

  const detail = (id: string, auth: AuthContext) => proposals.detail(id, auth);
  const detailResult = async (id: string, auth: AuthContext, message: string) => ({ success: true as const, data: await detail(id, auth), message });

  async function quoteRow(quoteId: string) {
    const row = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
    if (!row) throw notFound('Quote not found');
    return row;
  }
  const readQuote = async (quoteId: string) => toQuote(await selectQuotes(db).where('quotes.id', '=', quoteId).executeTakeFirstOrThrow());

  /** The proposal row, refused when frozen (Lost as fake or duplicate). */
  async function changeable(id: string): Promise<ProposalRow> {
    const row = await proposals.row(id);
    if (isFrozen(row)) throw conflict(`Proposal ${row.ref} was closed as ${row.status_reason}; nothing can be changed on it.`);
    return row;
  }

  /** Writes a change of the voucher or agent discount and re-prices the unpaid quotes, all in one transaction. */
  async function repricedWith(id: string, write: (trx: typeof db) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      await write(trx);
      await quoting.repriceIn(trx, id);
    });
  }

  function applyStatusChange(row: ProposalRow, body: StatusChange) {
    const set: Updateable<ProposalsTable> = {};
    const notes: string[] = [];
    if (body.proposalStatus !== undefined) {
      if (!SETTABLE_PROPOSAL_STATUSES.includes(body.proposalStatus)) {
        throw unprocessable(`proposalStatus: ${body.proposalStatus} follows payment and issuing; staff cannot set it`);
      }
      if (row.policy_id) throw conflict(`Proposal ${row.ref} has a policy; its status follows the policy.`);
      const reason = checkedReason(body.proposalStatus, body.reason);
      set.status = body.proposalStatus;
      set.status_reason = reason;
      notes.push(reason ? `${body.proposalStatus} – ${reason}` : body.proposalStatus);
      // A status without call-backs leaves nothing due; the slots stay in the arrays as a record.
      if (!reason || !CALLBACK_REASONS.has(reason)) set.callback_at = null;
      if (reason !== QUOTED_REASON) set.quoted_callback_at = null;
      const slotsFor = (times: string[] | undefined, allowed: boolean, field: string, what: string) => {
        if (times === undefined) return undefined;
        if (!allowed) throw unprocessable(`${field}: ${what} call-backs go with ${what === 'Quoted' ? 'the reason Quoted' : 'a call-back reason'}`);
        return times;
      };
      const callbacks = slotsFor(body.callbackTimeArray, reason !== null && CALLBACK_REASONS.has(reason), 'callbackTimeArray', 'Call-back');
      const quoted = slotsFor(body.quotedCallbackTimeArray, reason === QUOTED_REASON, 'quotedCallbackTimeArray', 'Quoted');
      if (callbacks) Object.assign(set, { callback_times: JSON.stringify(callbacks), callback_at: callbacks.at(-1) ?? null, callback_done: 0 });
      if (quoted) Object.assign(set, { quoted_callback_times: JSON.stringify(quoted), quoted_callback_at: quoted.at(-1) ?? null, quoted_callback_done: 0 });
      if (callbacks?.length) notes.push(`call back ${callbacks.at(-1)}`);
      if (quoted?.length) notes.push(`quoted call back ${quoted.at(-1)}`);
    } else if (body.reason !== undefined || body.callbackTimeArray !== undefined || body.quotedCallbackTimeArray !== undefined) {
      throw unprocessable('proposalStatus: Choose the status the reason and call-backs go with');
    }
    if (body.callBackDone) {
      set.callback_done = 1;
      notes.push('call back done');
    }
    if (body.quotedCallBackDone) {
      set.quoted_callback_done = 1;
      notes.push('quoted call back done');
    }
    if (notes.length === 0) throw unprocessable('proposalStatus: Choose a status, or mark a call-back done');
    return { set, note: notes.join('; ') };
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await proposals.list(body, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },
    dashboard: async ({ body }) => ({ success: true, data: await proposals.dashboard(body.agentId) }),

    create: async ({ query, body, auth }) => {
      const at = new Date().toISOString();
      if (body.salesCommissionAgentId) {
        const agent = await db.selectFrom('sales_agents').select('id').where('id', '=', body.salesCommissionAgentId).where('deleted_at', 'is', null).executeTakeFirst();
        if (!agent) throw unprocessable('salesCommissionAgentId: No sales agent with this id');
      }
      const details: ProposalDetails = { driver: body.driver, insurance: body.insurance, policyEffectiveDate: body.policyEffectiveDate, isQuickProposal: body.isQuickProposal };
      const { proposalId, generated } = await db.transaction().execute(async (trx) => {
        const customerId = await proposals.upsertCustomer(trx, body.customer, at);
        const carId = await proposals.saveCar(trx, body.car, customerId, at);
        const { id, ref } = await proposals.insertProposal(trx, {
          customerId, carId, car: body.car, details, source: body.source, insuranceType: body.insuranceType, vehicleType: body.vehicleType,
          createdBy: auth.accountId, assignedTo: isAgent(auth) ? auth.accountId : null, salesAgentId: body.salesCommissionAgentId ?? null,
          note: body.source === 'Source' ? `Source: ${body.sales}` : `Source: ${body.source}`, at,
        });
        let voucherPlans: string[] | null = null;
        if (body.promoCode) {
          const voucher = await applicableVoucher(trx, body.promoCode, { ref, paid_quote_id: null, agent_discount_percent: 0 }, null);
          await trx.updateTable('proposals').set({ voucher_id: voucher.id }).where('id', '=', id).execute();
          await takeVoucher(trx, { voucherId: voucher.id, proposalId: id, accountId: auth.accountId, channel: 'admin', at });
          voucherPlans = voucherPlanIds(voucher);
        }
        const priced = await quoting.generateIn(trx, id, auth.accountId);
        // Checked on the quotes just priced, like `addvoucherstoproposal` checks the current ones; a refusal undoes the whole wizard.
        if (voucherPlans?.length && !priced.quotes.some((quote) => quote.planId && voucherPlans.includes(quote.planId))) {
          throw unprocessable(`promoCode: ${body.promoCode} is not valid for any plan quoted on this proposal`);
        }
        return { proposalId: id, generated: priced };
      });
      if (query.reqId) quoting.emit(query.reqId, generated);
      const proposal = await detail(proposalId, auth);
      await app.notify({ kind: 'proposalCreated', proposalId, proposalNo: proposal.ref, customerName: proposal.customer.fullName }, auth.accountId);
      return { success: true, data: { proposal, ...generated }, message: 'Successfully created' };
    },

    regenerate: async ({ query, auth }) => {
      const generated = await quoting.generate(query.pId, { accountId: auth.accountId, room: query.reqId });
      return { success: true, data: { proposal: await detail(query.pId, auth), ...generated }, message: 'Quotes generated' };
    },

    update: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      assertQuotesChangeable(row);
      if (Object.values(body).every((value) => value === undefined)) return detailResult(row.id, auth, 'Nothing to change');
      const at = new Date().toISOString();
      const changed: string[] = [];
      const stored = readProposalDetails(row.details);
      const detailsEdit = { driver: body.driver, insurance: body.insurance, policyEffectiveDate: body.policyEffectiveDate };
      const details = Object.values(detailsEdit).some((value) => value !== undefined)
        ? ProposalDetailsSchema.safeParse(applyEditTo(ProposalUpdateSchema, stored ?? {}, detailsEdit))
        : null;
      if (details && !details.success) {
        const issue = details.error.issues[0]!;
        throw unprocessable(`${issue.path.join('.')}: ${issue.message}`);
      }
      if (body.status && PROPOSAL_STATUS_REASONS[body.status]) throw unprocessable(`status: ${body.status} needs a reason; set it with the status block`);
      const statusChange = body.status ? applyStatusChange(row, { proposalStatus: body.status, reason: null }) : null;
      await db.transaction().execute(async (trx) => {
        if (body.car) {
          const car = row.car_id ? await trx.selectFrom('cars').selectAll().where('id', '=', row.car_id).executeTakeFirst() : undefined;
          const merged = ProposalCarInputSchema.safeParse(applyEditTo(ProposalUpdateSchema.shape.car, car ? toProposalCar(car) : {}, body.car));
          if (!merged.success) {
            const issue = merged.error.issues[0]!;
            throw unprocessable(`car.${issue.path.join('.')}: ${issue.message}`);
          }
          const carId = car?.id ?? newId();
          if (car) await trx.updateTable('cars').set({ ...carColumns(merged.data), updated_at: at }).where('id', '=', car.id).execute();
          else await trx.insertInto('cars').values({ id: carId, vin: null, vin_decode: null, customer_id: row.customer_id, ...carColumns(merged.data), created_at: at, updated_at: at }).execute();
          await trx.updateTable('proposals').set({ car_id: carId, ...listedCar(merged.data) }).where('id', '=', row.id).execute();
          changed.push('car');
        }
        const priced: Partial<Record<'details' | 'insurance_type' | 'details_updated_at', string>> = {};
        if (details?.success) {
          priced.details = JSON.stringify(details.data);
          changed.push('driver and insurance');
        }
        if (body.insuranceType) {
          priced.insurance_type = body.insuranceType;
          changed.push('requested cover');
        }
        if (Object.keys(priced).length > 0) priced.details_updated_at = at;
        await trx.updateTable('proposals').set({
          ...priced, ...(body.vehicleType && { vehicle_type: body.vehicleType }), ...statusChange?.set, updated_at: at,
        }).where('id', '=', row.id).execute();
        if (body.vehicleType) changed.push('vehicle type');
        if (statusChange) changed.push(`status ${statusChange.note}`);
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Proposal updated', detail: `Changed ${changed.join(', ') || 'nothing'}`, at });
      });
      if (body.status && body.status !== row.status) await app.notify({ kind: 'proposalStatusChanged', proposalId: row.id, proposalNo: row.ref, status: body.status }, auth.accountId);
      return detailResult(row.id, auth, 'SuccessFully Updated');
    },

    setStatus: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const { set, note } = applyStatusChange(row, body);
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('proposals').set({ ...set, updated_at: at }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Status changed', detail: note, at });
      });
      if (set.status !== undefined && set.status !== row.status) {
        await app.notify({ kind: 'proposalStatusChanged', proposalId: row.id, proposalNo: row.ref, status: String(set.status) }, auth.accountId);
      }
      return detailResult(row.id, auth, 'Status updated successfully');
    },

    detail: async ({ params, auth }) => ({ success: true, data: await detail(params.id, auth) }),

    quotes: async ({ params, body }) => {
      const row = await proposals.row(params.id);
      let query = selectQuotes(db).where('quotes.proposal_id', '=', row.id)
        .where((eb) => eb.or([eb('quotes.is_current', '=', 1), eb('quotes.payment_status', '=', 'paid')]));
      if (body.insuranceType !== 'all') query = query.where('quotes.insurance_type', '=', body.insuranceType);
      const rows = await query.orderBy((eb) => eb.case().when('quotes.payment_status', '=', 'paid').then(0).else(1).end())
        .orderBy('quotes.total_fils').orderBy('quotes.id').execute();
      return { success: true, data: rows.map(toQuote) };
    },

    compare: async ({ body }) => {
      const rows = await selectQuotes(db).where('quotes.id', 'in', body.ids).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data = body.ids.map((id) => {
        const row = byId.get(id);
        if (!row) throw notFound(`Quote not found: ${id}`);
        if (row.is_current !== 1 && row.payment_status !== 'paid') throw unprocessable(`ids: Quote ${row.ref} was replaced by a regeneration; compare current quotes`);
        return toQuote(row);
      });
      return { success: true, data };
    },

    updateQuoteDetails: async ({ params, body, auth }) => {
      const before = await quoteRow(params.id);
      const data = await db.transaction().execute(async (trx) => {
        const quote = await quoting.repriceQuoteIn(trx, params.id, { selectedAddons: body.selectedAddons });
        await addQuoteEdit(trx, quote._id, auth.accountId, { field: 'addons', beforeFils: before.total_fils, afterFils: quote.totalFils, reason: body.reason });
        return quote;
      });
      return { success: true, data, message: 'SuccessFully Updated' };
    },

    buyQuote: async ({ params, auth }) => {
      const quote = await quoteRow(params.id);
      const row = await changeable(quote.proposal_id);
      if (row.paid_quote_id && row.paid_quote_id !== quote.id) throw conflict(`Proposal ${row.ref} already has another paid quote.`);
      if (quote.is_current !== 1 && quote.payment_status !== 'paid') throw conflict(`Quote ${quote.ref} was replaced by a regeneration; choose a current quote.`);
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('quotes').set({ status: 'offered', updated_at: at }).where('proposal_id', '=', row.id).where('status', '=', 'chosen').execute();
        await trx.updateTable('quotes').set({ status: 'chosen', updated_at: at }).where('id', '=', quote.id).execute();
        if (!row.policy_id) await trx.updateTable('proposals').set({ status: 'Under Process', status_reason: null, updated_at: at }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Quote chosen', detail: `${quote.ref} ${quote.company_name} ${quote.plan_name}`, at });
      });
      return { success: true, data: await readQuote(quote.id), message: 'Quote chosen' };
    },

    payableDetails: async ({ params }) => {
      await quoteRow(params.id);
      const settings = await createCompaniesRepository(db).getMotorPricingSettings();
      return { success: true, data: payableOf(await readQuote(params.id), settings.vatPercent) };
    },

    nextPrevious: async ({ query }) => ({ success: true, data: await proposals.nextPrevious(query.id) }),

    createComment: async ({ body, auth }) => {
      const row = await proposals.row(body.proposalId);
      const at = new Date().toISOString();
      await db.insertInto('comments').values({ id: newId(), entity_type: 'proposal', entity_id: row.id, account_id: auth.accountId, body: body.comment, created_at: at, updated_at: at }).execute();
      return { success: true, data: await commentsOf(row.id), message: 'Comment added' };
    },
    comments: async ({ query }) => ({ success: true, data: await commentsOf((await proposals.row(query.proposalId)).id) }),

    // A visit is kept once per user per session: reopening the proposal, a reload or the live
    // refresh in the same session adds nothing to its history.
    recordVisit: async ({ query, auth }) => {
      const row = await proposals.row(query.proposalId);
      await db.transaction().execute(async (trx) => {
        const seen = await trx.selectFrom('history').select('history.id')
          .innerJoin('sessions', (join) => join.on('sessions.id', '=', auth.sessionId))
          .where('history.entity_type', '=', 'proposal').where('history.entity_id', '=', row.id)
          .where('history.account_id', '=', auth.accountId).where('history.action', '=', 'Visited')
          .whereRef('history.created_at', '>=', 'sessions.created_at')
          .executeTakeFirst();
        if (!seen) await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Visited', detail: `${auth.user.fullName} opened the proposal` });
      });
      return { success: true, data: await historyOf(db, 'proposal', row.id) };
    },

    agents: async () => {
      const rows = await db.selectFrom('accounts').select(['id', 'full_name', 'email', 'is_supervisor', 'max_discount', 'role'])
        .where('deleted_at', 'is', null).where('disabled', '=', 0)
        .where((eb) => eb.or([eb('type', '=', 'employee'), eb('role', 'in', [ADMIN_ROLE, 'Sub-Admin'])]))
        .orderBy('full_name').execute();
      return {
        success: true,
        data: rows.map((row) => ({
          _id: row.id, fullName: row.full_name, email: row.email, isSupervisor: row.is_supervisor === 1, maxDiscount: row.role === ADMIN_ROLE ? 100 : row.max_discount,
        })),
      };
    },

    assign: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const agent = await db.selectFrom('accounts').select(['id', 'full_name']).where('id', '=', body.agentId)
        .where('deleted_at', 'is', null).where('disabled', '=', 0).executeTakeFirst();
      if (!agent) throw unprocessable('agentId: No active staff account with this id');
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('proposals').set({ assigned_to: agent.id, updated_at: at }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Assigned', detail: `Assigned to ${agent.full_name}`, at });
      });
      await app.notify({ kind: 'agentAssigned', proposalId: row.id, proposalNo: row.ref, agentName: agent.full_name }, auth.accountId);
      return detailResult(row.id, auth, `Proposal assigned to ${agent.full_name}`);
    },

    salesAgents: async () => {
      const rows = await db.selectFrom('sales_agents').selectAll().where('deleted_at', 'is', null).orderBy('full_name').execute();
      return {
        success: true,
        data: rows.map((row) => ({ _id: row.id, fullName: row.full_name, email: row.email, mobileNumber: row.mobile_number, motorCommissionPercent: row.motor_commission_percent })),
      };
    },

    insurerErrors: async ({ params }) => {
      const row = await proposals.row(params.id);
      const calls = await insurerCalls(row.id, { status: 'error' });
      return { success: true, companyErrors: calls.filter((call) => call.kind === 'quote'), companyPolicyErrors: calls.filter((call) => call.kind === 'policy') };
    },
    insurerPayloads: async ({ params, body }) => {
      const row = await proposals.row(params.id);
      return { success: true, data: await insurerCalls(row.id, { kind: body.kind, quoteId: body.quoteId, withPayloads: true }) };
    },

    addExpiredCarPhotos: async ({ params, request }) => {
      await changeable(params.id);
      return { success: true, data: await photos.add(params.id, request), message: 'Car photos added' };
    },
    deleteExpiredCarPhoto: async ({ params, body }) => {
      await changeable(params.id);
      return { success: true, data: await photos.remove(params.id, body.filePathToDelete), message: 'Car photo removed' };
    },

    banks: async ({ params }) => {
      await quoteRow(params.id);
      return { success: true, data: [...CAR_FINANCE_BANKS] };
    },

    downloadQuote: async ({ params }) => {
      const quote = await readQuote((await quoteRow(params.id)).id);
      const proposal = await proposals.row(quote.proposalId);
      const { customer, car } = await proposalParties(db, proposal);
      const pdf = await renderQuotePdf({ quote, customer, car, proposalRef: proposal.ref });
      return { fileName: `${quote.ref}.pdf`, content: Buffer.from(pdf) };
    },

    policySummary: async ({ params }) => {
      const row = await proposals.row(params.id);
      const policy = row.policy_id ? await db.selectFrom('policies').selectAll().where('id', '=', row.policy_id).executeTakeFirst() : undefined;
      return { success: true, data: policy ? toPolicySummary(policy) : null };
    },

    activeVouchers: async () => ({ success: true, data: await activeVouchers(db) }),

    addVoucher: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const plans = await db.selectFrom('quotes').select('plan_id').where('proposal_id', '=', row.id).where('is_current', '=', 1).execute();
      const voucher = await applicableVoucher(db, body.promoCode, row, plans.flatMap((plan) => (plan.plan_id ? [plan.plan_id] : [])));
      if (row.voucher_id === voucher.id) return detailResult(row.id, auth, `${voucher.promo_code} is already applied`);
      await repricedWith(row.id, async (trx) => {
        const at = new Date().toISOString();
        if (row.voucher_id) await releaseVoucher(trx, { voucherId: row.voucher_id, proposalId: row.id, at });
        await takeVoucher(trx, { voucherId: voucher.id, proposalId: row.id, accountId: auth.accountId, channel: 'admin', at });
        await trx.updateTable('proposals').set({ voucher_id: voucher.id, updated_at: at }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Voucher applied', detail: voucher.promo_code });
      });
      return detailResult(row.id, auth, `${voucher.promo_code} applied`);
    },

    removeVoucher: async ({ params, auth }) => {
      const row = await changeable(params.id);
      if (!row.voucher_id) throw conflict(`Proposal ${row.ref} has no promo code to remove.`);
      if (row.paid_quote_id) throw conflict(`Proposal ${row.ref} is paid; its promo code can no longer change.`);
      const voucherId = row.voucher_id;
      await repricedWith(row.id, async (trx) => {
        const at = new Date().toISOString();
        await releaseVoucher(trx, { voucherId, proposalId: row.id, at });
        await trx.updateTable('proposals').set({ voucher_id: null, updated_at: at }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Voucher removed', detail: 'Promo code removed' });
      });
      return detailResult(row.id, auth, 'Promo code removed');
    },

    agentDiscount: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      if (row.paid_quote_id) throw conflict(`Proposal ${row.ref} is paid; its discount can no longer change.`);
      if (row.voucher_id && body.agentDiscountPercent > 0) {
        throw conflict(`Proposal ${row.ref} has a promo code; a promo code and an agent discount do not combine. Remove the promo code first.`);
      }
      const account = await db.selectFrom('accounts').select(['role', 'max_discount']).where('id', '=', auth.accountId).executeTakeFirstOrThrow();
      const limit = account.role === ADMIN_ROLE ? 100 : account.max_discount;
      if (body.agentDiscountPercent > limit) {
        throw unprocessable(`agentDiscountPercent: Your maximum agent discount is ${limit} %; ${body.agentDiscountPercent} % is above it`);
      }
      await repricedWith(row.id, async (trx) => {
        await trx.updateTable('proposals').set({ agent_discount_percent: body.agentDiscountPercent, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: row.id, accountId: auth.accountId, action: 'Agent discount', detail: `${body.agentDiscountPercent} %` });
      });
      return detailResult(row.id, auth, `Agent discount of ${body.agentDiscountPercent} % applied`);
    },

    userByEmail: async ({ body }) => {
      const row = await db.selectFrom('customers').selectAll().where('email', '=', body.email).executeTakeFirst();
      return { success: true, data: row ? toCustomerWithProfile(row) : null };
    },

    updateUser: async ({ params, body, auth }) => {
      const row = await db.selectFrom('customers').selectAll().where('id', '=', params.userId).executeTakeFirst();
      if (!row) throw notFound('Customer not found');
      const { fullName, mobileNumber, email, nationality, ...profile } = body;
      const at = new Date().toISOString();
      const storedProfile = readJson(row.profile, CustomerProfileSchema, {});
      const merged = JSON.stringify(mergeProfile(storedProfile, profile));
      const changes = changedColumns(row, {
        full_name: fullName, mobile_number: mobileNumber, email, nationality, profile: merged === JSON.stringify(storedProfile) ? undefined : merged,
      });
      if (Object.keys(changes).length === 0) return { success: true, data: toCustomer(row), message: 'Nothing to change' };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('customers').set({ ...changes, updated_at: at }).where('id', '=', row.id).execute();
          await addHistory(trx, { entityType: 'customer', entityId: row.id, accountId: auth.accountId, action: 'updated', detail: 'KYC details updated', at });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw conflict(`email: Another customer already uses ${email}.`);
        throw error;
      }
      const updated = await db.selectFrom('customers').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      return { success: true, data: toCustomer(updated), message: 'SuccessFully Updated' };
    },
  };

  async function commentsOf(proposalId: string) {
    const rows = await db.selectFrom('comments').leftJoin('accounts', 'accounts.id', 'comments.account_id')
      .selectAll('comments').select('accounts.full_name as author_name')
      .where('comments.entity_type', '=', 'proposal').where('comments.entity_id', '=', proposalId)
      .orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').execute();
    return rows.map((row) => ({
      _id: row.id, comment: row.body, createdAt: row.created_at, updatedAt: row.updated_at,
      author: { _id: row.account_id ?? 'removed', fullName: row.author_name ?? 'Former staff member' },
    }));
  }

  async function insurerCalls(proposalId: string, filter: { status?: 'error'; kind?: 'quote' | 'policy'; quoteId?: string | undefined; withPayloads?: boolean }) {
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
  }

  registerArea(app, contract.proposals, handlers);
  done();
}
