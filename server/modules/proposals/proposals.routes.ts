import type { FastifyInstance } from 'fastify';
import { applyEditTo } from '../../../shared/contract/index.js';
import { proposalsContract } from '../../../shared/contract/proposals/proposals.contract.js';
import {
  CustomerProfileSchema, PROPOSAL_STATUS_REASONS, ProposalCarInputSchema, ProposalDetailsSchema, ProposalUpdateSchema,
} from '../../../shared/contract/proposals/index.js';
import type { ProposalRow } from '../../db/schema.js';
import { changedColumns } from '../../http/edits.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { renderQuotePdf } from '../../services/pdf/salesPdfs.js';
import type { AuthContext } from '../../http/auth.js';
import { assertCustomerNotBlacklisted } from '../black-list/blacklistGuard.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { toCustomer } from '../customers/customers.repository.js';
import { createCarPhotos } from './carPhotos.js';
import { createProposalCreation } from './createProposal.js';
import { activeVouchers, applicableVoucher, releaseVoucher, takeVoucher } from '../vouchers/voucherUse.js';
import { createProposalActionsRepository } from './proposalActions.repository.js';
import { createProposalsRepository, mergeProfile } from './proposals.repository.js';
import { applyStatusChange } from './proposalStatusChange.js';
import { payableOf } from '../../sales/quotePricing.js';
import { assertQuotesChangeable, isFrozen } from '../../sales/quoteGeneration.js';
import { createQuoting } from './quoting.js';
import {
  addQuoteEdit, proposalParties, readJson, readProposalDetails, toCustomerWithProfile, toProposalCar, toQuote,
} from '../../sales/salesRecords.js';

type Area = typeof proposalsContract;

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

/** Motor proposals (spec 000 §7 "Proposals"): the list, the wizard, the detail and every action on it. */
export function proposalsRoutes(app: FastifyInstance, options: ProposalsRoutesOptions, done: () => void): void {
  const db = app.db;
  const proposals = createProposalsRepository(db);
  const actions = createProposalActionsRepository(db);
  const quoting = createQuoting(app);
  const photos = createCarPhotos(db, options.filesDir);
  const createProposal = createProposalCreation(app);

  const detail = (id: string, auth: AuthContext) => proposals.detail(id, auth);
  const detailResult = async (id: string, auth: AuthContext, message: string) => ({ success: true as const, data: await detail(id, auth), message });

  const quoteRow = (quoteId: string) => actions.quoteRow(quoteId);
  const readQuote = (quoteId: string) => actions.readQuote(quoteId);

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

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await proposals.list(body, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
    dashboard: async ({ body }) => ({ success: true, data: await proposals.dashboard(body.agentId) }),

    create: async ({ query, body, auth }) => ({ success: true, data: await createProposal(body, auth, { reqId: query.reqId }), message: 'Successfully created' }),

    regenerate: async ({ query, auth }) => {
      await assertCustomerNotBlacklisted(db, (await proposals.row(query.pId)).customer_id);
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
          const car = await actions.carRow(trx, row);
          const merged = ProposalCarInputSchema.safeParse(applyEditTo(ProposalUpdateSchema.shape.car, car ? toProposalCar(car) : {}, body.car));
          if (!merged.success) {
            const issue = merged.error.issues[0]!;
            throw unprocessable(`car.${issue.path.join('.')}: ${issue.message}`);
          }
          await actions.saveCar(trx, row, car?.id ?? null, merged.data, at);
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
        if (body.vehicleType) changed.push('vehicle type');
        if (statusChange) changed.push(`status ${statusChange.note}`);
        await actions.change(trx, row, { ...priced, ...(body.vehicleType && { vehicle_type: body.vehicleType }), ...statusChange?.set }, {
          accountId: auth.accountId, action: 'Proposal updated', detail: `Changed ${changed.join(', ') || 'nothing'}`, at,
        });
      });
      if (body.status && body.status !== row.status) await app.notify({ kind: 'proposalStatusChanged', proposalId: row.id, proposalNo: row.ref, status: body.status }, auth.accountId);
      return detailResult(row.id, auth, 'SuccessFully Updated');
    },

    setStatus: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const { set, note } = applyStatusChange(row, body);
      await db.transaction().execute((trx) => actions.change(trx, row, set, { accountId: auth.accountId, action: 'Status changed', detail: note }));
      if (set.status !== undefined && set.status !== row.status) {
        await app.notify({ kind: 'proposalStatusChanged', proposalId: row.id, proposalNo: row.ref, status: String(set.status) }, auth.accountId);
      }
      return detailResult(row.id, auth, 'Status updated successfully');
    },

    detail: async ({ params, auth }) => ({ success: true, data: await detail(params.id, auth) }),

    quotes: async ({ params, body }) => {
      const row = await proposals.row(params.id);
      return { success: true, data: await actions.quotesOf(row.id, body.insuranceType) };
    },

    compare: async ({ body }) => {
      const rows = await actions.quoteRows(body.ids);
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
      await actions.chooseQuote(row, quote, auth.accountId);
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
      await actions.addComment(row.id, auth.accountId, body.comment);
      return { success: true, data: await actions.comments(row.id), message: 'Comment added' };
    },
    comments: async ({ query }) => ({ success: true, data: await actions.comments((await proposals.row(query.proposalId)).id) }),

    recordVisit: async ({ query, auth }) => ({ success: true, data: await actions.recordVisit(await proposals.row(query.proposalId), auth) }),

    agents: async () => ({ success: true, data: await actions.staff() }),

    assign: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const agent = await actions.activeStaffMember(body.agentId);
      if (!agent) throw unprocessable('agentId: No active staff account with this id');
      await actions.assign(row, agent, auth.accountId);
      await app.notify({ kind: 'agentAssigned', proposalId: row.id, proposalNo: row.ref, agentName: agent.full_name }, auth.accountId);
      return detailResult(row.id, auth, `Proposal assigned to ${agent.full_name}`);
    },

    salesAgents: async () => ({ success: true, data: await actions.salesAgents() }),

    insurerErrors: async ({ params }) => {
      const row = await proposals.row(params.id);
      const calls = await actions.insurerCalls(row.id, { status: 'error' });
      return { success: true, companyErrors: calls.filter((call) => call.kind === 'quote'), companyPolicyErrors: calls.filter((call) => call.kind === 'policy') };
    },
    insurerPayloads: async ({ params, body }) => {
      const row = await proposals.row(params.id);
      return { success: true, data: await actions.insurerCalls(row.id, { kind: body.kind, quoteId: body.quoteId, withPayloads: true }) };
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
      return { success: true, data: await actions.policySummary(await proposals.row(params.id)) };
    },

    activeVouchers: async () => ({ success: true, data: await activeVouchers(db) }),

    addVoucher: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      const voucher = await applicableVoucher(db, body.promoCode, row, await actions.currentPlanIds(row.id));
      if (row.voucher_id === voucher.id) return detailResult(row.id, auth, `${voucher.promo_code} is already applied`);
      await repricedWith(row.id, async (trx) => {
        const at = new Date().toISOString();
        if (row.voucher_id) await releaseVoucher(trx, { voucherId: row.voucher_id, proposalId: row.id, at });
        await takeVoucher(trx, { voucherId: voucher.id, proposalId: row.id, accountId: auth.accountId, channel: 'admin', at });
        await actions.change(trx, row, { voucher_id: voucher.id }, { accountId: auth.accountId, action: 'Voucher applied', detail: voucher.promo_code, at });
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
        await actions.change(trx, row, { voucher_id: null }, { accountId: auth.accountId, action: 'Voucher removed', detail: 'Promo code removed', at });
      });
      return detailResult(row.id, auth, 'Promo code removed');
    },

    agentDiscount: async ({ params, body, auth }) => {
      const row = await changeable(params.id);
      if (row.paid_quote_id) throw conflict(`Proposal ${row.ref} is paid; its discount can no longer change.`);
      if (row.voucher_id && body.agentDiscountPercent > 0) {
        throw conflict(`Proposal ${row.ref} has a promo code; a promo code and an agent discount do not combine. Remove the promo code first.`);
      }
      const limit = await actions.discountLimitOf(auth.accountId);
      if (body.agentDiscountPercent > limit) {
        throw unprocessable(`agentDiscountPercent: Your maximum agent discount is ${limit} %; ${body.agentDiscountPercent} % is above it`);
      }
      await repricedWith(row.id, async (trx) => {
        await actions.change(trx, row, { agent_discount_percent: body.agentDiscountPercent }, { accountId: auth.accountId, action: 'Agent discount', detail: `${body.agentDiscountPercent} %` });
      });
      return detailResult(row.id, auth, `Agent discount of ${body.agentDiscountPercent} % applied`);
    },

    userByEmail: async ({ body }) => {
      const row = await actions.customerByEmail(body.email);
      return { success: true, data: row ? toCustomerWithProfile(row) : null };
    },

    updateUser: async ({ params, body, auth }) => {
      const row = await actions.customerRow(params.userId);
      const { fullName, mobileNumber, email, nationality, ...profile } = body;
      const storedProfile = readJson(row.profile, CustomerProfileSchema, {});
      const merged = JSON.stringify(mergeProfile(storedProfile, profile));
      const changes = changedColumns(row, {
        full_name: fullName, mobile_number: mobileNumber, email, nationality, profile: merged === JSON.stringify(storedProfile) ? undefined : merged,
      });
      if (Object.keys(changes).length === 0) return { success: true, data: toCustomer(row), message: 'Nothing to change' };
      const updated = await actions.updateCustomer(row.id, changes, auth.accountId);
      return { success: true, data: toCustomer(updated), message: 'SuccessFully Updated' };
    },
  };

  registerArea(app, proposalsContract, handlers);
  done();
}
