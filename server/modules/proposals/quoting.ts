import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import {
  PlanQuoteSchema, PricingRiskSchema, type MotorPricingSettings, type ParsedPricingRisk, type PlanQuote, type PricingResult,
} from '../../../shared/contract/companies/index.js';
import { CLAIM_FREE_YEARS, FROZEN_LOST_REASONS, type ProposalDetails, type Quote } from '../../../shared/contract/proposals/index.js';
import { changeFeedOf } from '../../db/changeFeed.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { CarRow, CustomerRow, InsurerCallsTable, ProposalRow, QuoteRow } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { priceRisk, type PricingCatalogueEntry } from '../../services/pricing/motorPricing.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { voucherPlanIds } from '../vouchers/voucherUse.js';
import { productLinesOf, quoteMoneyColumns, withStaffAmounts } from './quotePricing.js';
import { addHistory, nextRefs, readJson, readProposalDetails, selectQuotes, toQuote, wholeYears } from './salesRecords.js';

/** Socket events of the create wizard's live quotes table (FIELDS.md "Real-time"). */
export const QUOTE_EVENTS = { quote: 'admin-proposal-created', counter: 'quote-counter' } as const;
/** A quote stays valid this long, or until the policy would start if that is sooner. */
const QUOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Refusal {
  companyName: string;
  planName: string;
  message: string;
}
export interface GeneratedQuotes {
  quotes: Quote[];
  refusals: Refusal[];
}
export interface QuoteEmitter {
  emitToRoom(room: string, event: string, payload: unknown): void;
}

/** The columns of a proposal, its car and customer that the engine's risk is built from. */
export interface RiskSource {
  proposal: Pick<ProposalRow, 'insurance_type' | 'agent_discount_percent'>;
  car: Pick<CarRow, 'make' | 'model' | 'body_type' | 'vehicle_type' | 'cylinders' | 'year' | 'value_fils' | 'gcc_spec' | 'first_registration_date'>;
  customer: Pick<CustomerRow, 'date_of_birth'>;
  details: ProposalDetails;
  /** Not part of the risk: `priceProposal` applies it per plan. */
  voucher?: { discount: NonNullable<ParsedPricingRisk['voucher']>; planIds: string[] } | null;
}

/** What the engine needs of a proposal, read in the caller's transaction. */
interface ProposalRisk extends RiskSource {
  proposal: ProposalRow;
  car: CarRow;
  customer: CustomerRow;
  voucher: NonNullable<RiskSource['voucher']> | null;
}

/** Lost as a fake inquiry or a duplicate: nothing may be done with the proposal any more. */
export function isFrozen(proposal: Pick<ProposalRow, 'status' | 'status_reason'>): boolean {
  return proposal.status === 'Lost' && (FROZEN_LOST_REASONS as readonly string[]).includes(proposal.status_reason ?? '');
}

/** 409 unless the proposal's quotes may still change: not frozen, nothing paid. */
export function assertQuotesChangeable(proposal: Pick<ProposalRow, 'ref' | 'status' | 'status_reason' | 'paid_quote_id'>): void {
  if (isFrozen(proposal)) throw conflict(`Proposal ${proposal.ref} was closed as ${proposal.status_reason}; nothing can be changed on it.`);
  if (proposal.paid_quote_id) throw conflict(`Proposal ${proposal.ref} already has a paid quote; its quotes can no longer change.`);
}

/** The first problem of a risk the engine cannot price, named by the proposal field it comes from. */
const RISK_FIELDS: Record<string, string> = {
  'driver.age': 'customer.dateOfBirth', 'driver.licenceYears': 'driver.licenceIssueDate', 'car.valueFils': 'car.valueFils',
  'car.cylinders': 'car.cylinders', 'car.year': 'car.year', 'car.make': 'car.make', 'car.model': 'car.model', 'car.vehicleType': 'car.vehicleType',
};

/**
 * The engine's risk for a proposal: the car; the driver's age and licence years on the policy's
 * start day; claim-free years from "Claim Count" (DOMAIN §4.5: the NCD needs the letter); the
 * requested cover, the agent discount and the voucher (applied per plan by `priceProposal`).
 */
export function buildRisk(input: RiskSource, overrides: { selectedAddons?: string[]; valueFils?: number } = {}): ParsedPricingRisk {
  const { car, customer, details, proposal } = input;
  const startDay = details.policyEffectiveDate;
  if (!customer.date_of_birth) throw unprocessable('customer.dateOfBirth: The customer\'s date of birth is needed to price the proposal');
  const yearOfNoClaim = details.insurance.yearOfNoClaim;
  const parsed = PricingRiskSchema.safeParse({
    car: {
      make: car.make, model: car.model, bodyType: car.body_type, vehicleType: car.vehicle_type, cylinders: car.cylinders, year: car.year,
      valueFils: overrides.valueFils ?? car.value_fils, gccSpec: car.gcc_spec === 1, firstRegistrationDate: car.first_registration_date,
    },
    driver: {
      age: wholeYears(customer.date_of_birth, startDay),
      licenceYears: Math.max(0, wholeYears(details.driver.licenceIssueDate, startDay)),
      claimFreeYears: yearOfNoClaim ? CLAIM_FREE_YEARS[yearOfNoClaim] : 0,
      hasNoClaimsProof: details.insurance.hasNoClaimsProof,
    },
    insuranceType: proposal.insurance_type,
    selectedAddons: overrides.selectedAddons ?? [],
    agentDiscountPercent: proposal.agent_discount_percent,
    quoteDate: startDay,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    throw unprocessable(`${RISK_FIELDS[path] ?? path}: ${issue.message}`);
  }
  return parsed.data;
}

/** Prices a risk; a voucher limited to some plans discounts only those (`plan_ids`). */
export function priceProposal(
  risk: ParsedPricingRisk, voucher: ProposalRisk['voucher'], catalogue: readonly PricingCatalogueEntry[], settings: MotorPricingSettings,
): PricingResult {
  const discounted = priceRisk({ ...risk, voucher: voucher?.discount ?? null }, catalogue, settings);
  if (!voucher || voucher.planIds.length === 0) return discounted;
  const plain = priceRisk({ ...risk, voucher: null }, catalogue, settings);
  const eligible = (planId: string) => voucher.planIds.includes(planId);
  return {
    carAgeYear: discounted.carAgeYear,
    quotes: [...discounted.quotes.filter((q) => eligible(q.planId)), ...plain.quotes.filter((q) => !eligible(q.planId))].sort((a, b) => a.totalFils - b.totalFils),
    refusals: [...discounted.refusals.filter((r) => eligible(r.planId)), ...plain.refusals.filter((r) => !eligible(r.planId))],
  };
}

/** The end of the day a quote expires: 30 days on, or the policy's start day if sooner, never before today ends. */
export function quoteExpiry(now: Date, policyStartDay: string): string {
  const endOfDay = (day: string) => `${day.slice(0, 10)}T23:59:59.999Z`;
  const candidates = [new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(), endOfDay(policyStartDay)].sort();
  const today = endOfDay(now.toISOString());
  return candidates[0]! < today ? today : candidates[0]!;
}

/** A new current quote's row for a priced plan: offered, unpaid, with the engine's money columns. */
export function quoteRowOf(plan: PlanQuote, input: {
  id: string; ref: string; proposalId: string; customerId: string; valueFils: number; expiresAt: string; at: string;
}): QuoteRow {
  return {
    id: input.id, ref: input.ref, proposal_id: input.proposalId, customer_id: input.customerId, company_id: plan.companyId, company_name: plan.companyName,
    plan_id: plan.planId, plan_name: plan.planName, status: 'offered', insurance_type: plan.insuranceType, repair_condition: plan.repairCondition,
    value_fils: input.valueFils, ...quoteMoneyColumns(plan), selected_addons: '[]', price_edit_count: 0, payment_status: 'unpaid',
    is_bought: 0, is_current: 1, expires_at: input.expiresAt, created_at: input.at, updated_at: input.at,
  };
}

/**
 * Quoting: prices proposals with the motor engine and keeps the quotes. Every function takes the
 * executor to run on, so the wizard's create and the voucher changes price inside their own
 * transaction (Kysely's SQLite driver has one connection: a query outside an open transaction
 * would wait for it forever).
 */
type PricingInputs = { catalogue: PricingCatalogueEntry[]; settings: MotorPricingSettings };

export function createQuotingService(db: Db, emitter: QuoteEmitter | null = null, now: () => Date = () => new Date()) {
  async function loadRisk(executor: Db, proposalId: string): Promise<ProposalRisk> {
    const proposal = await executor.selectFrom('proposals').selectAll().where('id', '=', proposalId).where('line', '=', 'motor').executeTakeFirst();
    if (!proposal) throw notFound('Proposal not found');
    const details = readProposalDetails(proposal.details);
    const car = proposal.car_id ? await executor.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined;
    if (!car || !details) throw unprocessable(`car: Proposal ${proposal.ref} has no car and driver details to price; edit its car details first`);
    const customer = await executor.selectFrom('customers').selectAll().where('id', '=', proposal.customer_id).executeTakeFirstOrThrow();
    const voucherRow = proposal.voucher_id
      ? await executor.selectFrom('vouchers').selectAll().where('id', '=', proposal.voucher_id).executeTakeFirst()
      : undefined;
    const voucher = voucherRow ? {
      discount: { code: voucherRow.promo_code, discountType: voucherRow.discount_type, discountValue: voucherRow.discount_value },
      planIds: voucherPlanIds(voucherRow),
    } : null;
    return { proposal, car, customer, details, voucher };
  }

  /** The whole catalogue and settings, kept while no insurer, plan, matrix, excess, condition or setting changed. */
  let loaded: { stamp: number; inputs: Promise<PricingInputs> } | null = null;
  async function pricingInputs(executor: Db, filter: { companyId?: string; planId?: string } = {}): Promise<PricingInputs> {
    const companies = createCompaniesRepository(executor);
    const load = async () => {
      const [catalogue, settings] = await Promise.all([companies.pricingCatalogue(filter), companies.getMotorPricingSettings()]);
      return { catalogue, settings };
    };
    if (filter.companyId || filter.planId) return load();
    // The caller's transaction reads the counter: on SQLite another connection would wait for it to end.
    const n = await changeFeedOf(executor).stamp('motor_catalogue');
    if (loaded?.stamp !== n) loaded = { stamp: n, inputs: load() };
    const current = loaded;
    return current.inputs.catch((error: unknown) => {
      if (loaded === current) loaded = null;
      throw error;
    });
  }

  function toQuotes(rows: QuoteRow[], proposal: ProposalRow, customer: CustomerRow): Quote[] {
    return rows.map((row) => toQuote({ ...row, proposal_ref: proposal.ref, customer_name: customer.full_name, policy_id: null }));
  }

  /**
   * Prices every plan and replaces the proposal's unpaid current quotes, in the caller's
   * transaction: earlier quotes stay (not current) for the payments and history that name them.
   */
  async function generateIn(executor: Db, proposalId: string, accountId: string | null): Promise<GeneratedQuotes> {
    const input = await loadRisk(executor, proposalId);
    const { proposal, customer, details } = input;
    assertQuotesChangeable(proposal);
    const risk = buildRisk(input);
    const { catalogue, settings } = await pricingInputs(executor);
    const priced = priceProposal(risk, input.voucher, catalogue, settings);

    const at = now();
    const atIso = at.toISOString();
    const expiresAt = quoteExpiry(at, details.policyEffectiveDate);
    const refs = await nextRefs(executor, 'quotes', priced.quotes.length);
    const rows = priced.quotes.map((plan, index) => quoteRowOf(plan, {
      id: newId(at), ref: refs[index]!, proposalId: proposal.id, customerId: customer.id, valueFils: risk.car.valueFils, expiresAt, at: atIso,
    }));
    const request = JSON.stringify(risk);
    const calls: Array<Insertable<InsurerCallsTable>> = [
      ...priced.quotes.map((plan, index) => ({
        id: newId(at), proposal_id: proposal.id, quote_id: rows[index]!.id, company_id: plan.companyId, company_name: plan.companyName,
        kind: 'quote' as const, status: 'ok' as const, error_message: null, request, response: JSON.stringify(plan), created_at: atIso,
      })),
      ...priced.refusals.map((refusal) => ({
        id: newId(at), proposal_id: proposal.id, quote_id: null, company_id: refusal.companyId, company_name: refusal.companyName,
        kind: 'quote' as const, status: 'error' as const, error_message: `${refusal.planName}: ${refusal.reason.message}`, request,
        response: JSON.stringify(refusal), created_at: atIso,
      })),
    ];

    await executor.updateTable('quotes').set({ is_current: 0, updated_at: atIso })
      .where('proposal_id', '=', proposal.id).where('is_current', '=', 1).where('payment_status', '!=', 'paid').execute();
    // One multi-row statement each: 20 insurers × 6 plans stay a handful of statements.
    if (rows.length > 0) await executor.insertInto('quotes').values(rows).execute();
    if (calls.length > 0) await executor.insertInto('insurer_calls').values(calls).execute();
    await executor.updateTable('proposals').set({
      quotes_generated_at: atIso, expires_at: expiresAt, updated_at: atIso,
      ...(proposal.status === 'Un Attended' && { status: 'Quote generated' }),
    }).where('id', '=', proposal.id).execute();
    await addHistory(executor, {
      entityType: 'proposal', entityId: proposal.id, accountId, action: 'Quotes generated',
      detail: `${rows.length} quote${rows.length === 1 ? '' : 's'}, ${priced.refusals.length} refusal${priced.refusals.length === 1 ? '' : 's'}`, at: atIso,
    });
    return {
      quotes: toQuotes(rows, proposal, customer),
      refusals: priced.refusals.map((refusal) => ({ companyName: refusal.companyName, planName: refusal.planName, message: refusal.reason.message })),
    };
  }

  /** Sends each quote to the wizard's room as it would arrive from an insurer, then the refusals as `Errors`. */
  function emit(room: string, generated: GeneratedQuotes): void {
    if (!emitter) return;
    const total = generated.quotes.length + generated.refusals.length;
    generated.quotes.forEach((quote, index) => {
      emitter.emitToRoom(room, QUOTE_EVENTS.quote, { success: true, data: quote });
      emitter.emitToRoom(room, QUOTE_EVENTS.counter, { remaining: total - index - 1 });
    });
    generated.refusals.forEach((refusal, index) => {
      emitter.emitToRoom(room, QUOTE_EVENTS.quote, { success: false, Errors: [refusal] });
      emitter.emitToRoom(room, QUOTE_EVENTS.counter, { remaining: generated.refusals.length - index - 1 });
    });
  }

  /**
   * Re-prices the unpaid current quotes in place (same ids, same refs) after the voucher or the
   * agent discount changed. A premium staff edited and the processing fee staff set are kept.
   */
  async function repriceIn(executor: Db, proposalId: string): Promise<void> {
    const input = await loadRisk(executor, proposalId);
    assertQuotesChangeable(input.proposal);
    const current = await executor.selectFrom('quotes').selectAll().where('proposal_id', '=', proposalId).where('is_current', '=', 1)
      .where('payment_status', '!=', 'paid').execute();
    if (current.length === 0) return;
    const { catalogue, settings } = await pricingInputs(executor);
    const base = buildRisk(input);
    const atIso = now().toISOString();
    // Quotes differ by their chosen add-ons only: price once per distinct choice.
    const byAddons = new Map<string, PricingResult>();
    for (const row of current) {
      const addons = row.selected_addons;
      if (!byAddons.has(addons)) byAddons.set(addons, priceProposal({ ...base, selectedAddons: JSON.parse(addons) as string[] }, input.voucher, catalogue, settings));
      const plan = byAddons.get(addons)!.quotes.find((quote) => quote.planId === row.plan_id);
      // A plan that now refuses (a voucher pushing below the regulated floor) keeps its last price.
      if (!plan) continue;
      await executor.updateTable('quotes').set({ ...columnsKeepingStaffAmounts(row, plan, settings), updated_at: atIso }).where('id', '=', row.id).execute();
    }
  }

  /** Prices one quote's plan again for other add-ons or another car value (the quotation screens). */
  async function repriceQuoteIn(executor: Db, quoteId: string, overrides: { selectedAddons?: string[]; valueFils?: number }): Promise<Quote> {
    const row = await executor.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
    if (!row) throw notFound('Quote not found');
    if (row.payment_status === 'paid' || row.is_bought === 1) throw conflict(`Quote ${row.ref} is paid; it can no longer change.`);
    if (row.is_current !== 1) throw conflict(`Quote ${row.ref} was replaced by a regeneration; change the current quotes instead.`);
    if (!row.plan_id || !row.company_id) throw unprocessable(`Quote ${row.ref} was not priced by the engine and cannot be re-priced`);
    const input = await loadRisk(executor, row.proposal_id);
    assertQuotesChangeable(input.proposal);
    const risk = buildRisk(input, { selectedAddons: overrides.selectedAddons ?? (JSON.parse(row.selected_addons) as string[]), valueFils: overrides.valueFils ?? row.value_fils ?? undefined });
    const { catalogue, settings } = await pricingInputs(executor, { companyId: row.company_id, planId: row.plan_id });
    const priced = priceProposal({ ...risk, insuranceType: 'all' }, input.voucher, catalogue, settings);
    const plan = priced.quotes.find((quote) => quote.planId === row.plan_id);
    if (!plan) {
      const refusal = priced.refusals.find((candidate) => candidate.planId === row.plan_id);
      throw unprocessable(`${row.company_name} ${row.plan_name} refuses this risk: ${refusal?.reason.message ?? 'the plan is no longer active'}`);
    }
    await executor.updateTable('quotes').set({
      ...columnsKeepingStaffAmounts(row, plan, settings), value_fils: risk.car.valueFils, selected_addons: JSON.stringify(risk.selectedAddons),
      updated_at: now().toISOString(),
    }).where('id', '=', quoteId).execute();
    return toQuote(await selectQuotes(executor).where('quotes.id', '=', quoteId).executeTakeFirstOrThrow());
  }

  return {
    /** Prices a proposal in its own transaction, then sends the quotes to the wizard's socket room. */
    async generate(proposalId: string, options: { accountId: string | null; room?: string | undefined }): Promise<GeneratedQuotes> {
      const generated = await db.transaction().execute((trx) => generateIn(trx, proposalId, options.accountId));
      if (options.room) emit(options.room, generated);
      return generated;
    },
    generateIn,
    emit,
    reprice: (proposalId: string) => db.transaction().execute((trx) => repriceIn(trx, proposalId)),
    repriceIn,
    repriceQuoteIn,
    pricingInputs,
  };
}

/** The quote's new engine price, keeping a premium staff edited, the processing fee staff set and the add-on products. */
function columnsKeepingStaffAmounts(row: QuoteRow, plan: PlanQuote, settings: MotorPricingSettings) {
  const kept = withStaffAmounts(plan, {
    premiumFils: row.price_edit_count > 0 ? row.price_fils : plan.premiumFils,
    adminFeeFils: row.admin_fee_fils,
    products: productLinesOf(readJson(row.pricing, PlanQuoteSchema.nullable(), null)),
  }, settings.vatPercent);
  return quoteMoneyColumns(kept);
}

export type QuotingService = ReturnType<typeof createQuotingService>;

/**
 * The quoting service of a running server: quotes go to the socket rooms of `app.sockets`.
 *
 * @example const quoting = createQuoting(app); await quoting.generate(proposalId, { accountId, room: reqId });
 */
export function createQuoting(app: FastifyInstance): QuotingService {
  return createQuotingService(app.db, app.sockets);
}
