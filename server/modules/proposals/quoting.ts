import type { FastifyInstance } from 'fastify';
import {
  PlanQuoteSchema, PricingRiskSchema, type MotorPricingSettings, type ParsedPricingRisk, type PlanQuote, type PricingResult,
} from '../../../shared/contract/companies/index.js';
import { CLAIM_FREE_YEARS, MOTOR_QUOTE_EVENTS, type ProposalDetails, type Quote } from '../../../shared/contract/proposals/index.js';
import { changeFeedOf } from '../../db/changeFeed.js';
import type { Db } from '../../db/database.js';
import type { CarRow, CustomerRow, ProposalRow, QuoteRow } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { plansToPrice, priceRisk, type PricingCatalogueEntry } from '../../services/pricing/motorPricing.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { voucherDiscountOf } from '../vouchers/voucherUse.js';
import { productLinesOf, quoteMoneyColumns, withStaffAmounts } from '../../sales/quotePricing.js';
import {
  assertQuotesChangeable, createQuoteGeneration, newQuoteRow, type GeneratedQuotes, type QuoteEmitter, type QuoteLineColumns, type SalesLine,
} from '../../sales/quoteGeneration.js';
import { readJson, readProposalDetails, selectQuotes, toQuote, wholeYears } from '../../sales/salesRecords.js';

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

/** A new current quote's row for a priced plan (the demo generator writes them as `generateIn` would). */
export function quoteRowOf(plan: PlanQuote, input: Parameters<typeof newQuoteRow>[2] & { valueFils: number }): QuoteRow {
  return newQuoteRow(plan, motorQuoteColumns(plan, input.valueFils), input);
}

/** A motor quote's columns: the cover, the car's value and the engine's money. */
function motorQuoteColumns(plan: PlanQuote, valueFils: number): QuoteLineColumns {
  return { insurance_type: plan.insuranceType, repair_condition: plan.repairCondition, value_fils: valueFils, ...quoteMoneyColumns(plan) };
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
    const voucher = await voucherDiscountOf(executor, proposal.voucher_id);
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

  /** Motor on the sales kernel: the proposal's car and driver as one risk, each insurer's plans priced by the engine. */
  const motorLine: SalesLine<PlanQuote> = {
    line: 'motor',
    quoteEvents: MOTOR_QUOTE_EVENTS,
    async prepare(executor, proposal) {
      const input = await loadRisk(executor, proposal.id);
      const risk = buildRisk(input);
      const { catalogue, settings } = await pricingInputs(executor);
      return {
        startDay: input.details.policyEffectiveDate,
        request: risk,
        insurers: catalogue.map((entry) => ({
          companyId: entry.company._id,
          companyName: entry.company.companyName,
          planCount: plansToPrice(entry, risk.insuranceType).length,
          price: () => {
            const priced = priceProposal(risk, input.voucher, [entry], settings);
            return Promise.resolve({
              quotes: priced.quotes,
              refusals: priced.refusals.map((refusal) => ({ ...refusal, message: refusal.reason.message, response: refusal })),
            });
          },
        })),
        quoteColumns: (plan) => motorQuoteColumns(plan, risk.car.valueFils),
      };
    },
  };
  const generateIn = createQuoteGeneration(motorLine, emitter, now);

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
    /** Prices a proposal in its own transaction; with a room, each insurer's quotes go to the screen as they are priced. */
    generate(proposalId: string, options: { accountId: string | null; room?: string | undefined }): Promise<GeneratedQuotes> {
      return db.transaction().execute((trx) => generateIn(trx, proposalId, options.accountId, options.room));
    },
    generateIn,
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
    products: productLinesOf(readJson(row.pricing, PlanQuoteSchema, null)),
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
