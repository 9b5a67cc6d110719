import type { FastifyInstance } from 'fastify';
import { applyEditTo } from '../../../shared/contract/index.js';
import { proposalsContract } from '../../../shared/contract/proposals/proposals.contract.js';
import {
  CustomerProfileSchema, PROPOSAL_STATUS_REASONS, ProposalCarInputSchema, ProposalDetailsSchema, ProposalUpdateSchema,
} from '../../../shared/contract/proposals/index.js';
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
import { activeVouchers } from '../vouchers/voucherUse.js';
import { createProposalActionsRepository } from './proposalActions.repository.js';
import { createProposalsRepository, mergeProfile } from './proposals.repository.js';
import { applyStatusChange } from './proposalStatusChange.js';
import { createSalesProposalActions } from '../../sales/salesProposalActions.js';
import { createQuoteContactRequests } from '../../sales/quoteContact.js';
import { payableOf } from '../../sales/quotePricing.js';
import { assertQuotesChangeable } from '../../sales/quoteGeneration.js';
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

  const sales = createSalesProposalActions(app, { proposals, actions, repriceIn: quoting.repriceIn, discountLine: 'motor' });
  const { changeable } = sales;
  const contactRequests = createQuoteContactRequests(app);

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

    setStatus: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.setStatus(params.id, body, auth)),

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

    applyForContact: async ({ params, body, auth }) => {
      const { quote, message } = await contactRequests.apply(params.id, 'motor', body, auth);
      return { success: true, data: quote, message };
    },

    payableDetails: async ({ params }) => {
      await quoteRow(params.id);
      const settings = await createCompaniesRepository(db).getMotorPricingSettings();
      return { success: true, data: payableOf(await readQuote(params.id), settings.vatPercent) };
    },

    nextPrevious: async ({ query }) => ({ success: true, data: await proposals.nextPrevious(query.id) }),

    createComment: async ({ body, auth }) => ({ success: true, data: await sales.comment(body.proposalId, body.comment, auth), message: 'Comment added' }),
    comments: async ({ query }) => ({ success: true, data: await sales.comments(query.proposalId) }),

    recordVisit: async ({ query, auth }) => ({ success: true, data: await actions.recordVisit(await proposals.row(query.proposalId), auth) }),

    agents: async () => ({ success: true, data: await actions.staff() }),

    assign: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.assign(params.id, body.agentId, auth)),

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

    addVoucher: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.addVoucher(params.id, body.promoCode, auth)),
    removeVoucher: async ({ params, auth }) => detailResult(params.id, auth, await sales.removeVoucher(params.id, auth)),
    agentDiscount: async ({ params, body, auth }) => detailResult(params.id, auth, await sales.agentDiscount(params.id, body.agentDiscountPercent, auth)),

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
