import type { MotorPricingSettings, PlanQuote, PricingResult } from '../../shared/contract/companies/index.js';
import {
  NO_CLAIM_YEARS, PLATE_CODES, PROPOSAL_SOURCES, PROPOSAL_STATUS_REASONS, type EMIRATES, type ProposalDetails, type ProposalStatus,
} from '../../shared/contract/proposals/index.js';
import { WMI_TABLE, vinCheckDigit, vinYearCode } from '../../shared/domain/vin.js';
import type { Selectable } from 'kysely';
import type { CarRow, CarTrimsTable, CustomerRow, QuoteRow } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { addDays, dubaiDate } from '../../shared/domain/dubaiDay.js';
import { policyInsuranceType, policyPeriod } from '../modules/policies/issuing.js';
import { quoteMoneyColumns } from '../sales/quotePricing.js';
import { buildRisk, priceProposal, quoteRowOf, type RiskSource } from '../modules/proposals/quoting.js';
import { quoteExpiry } from '../sales/quoteGeneration.js';
import { toCustomerWithProfile, toProposalCar, toQuote } from '../sales/salesRecords.js';
import { issuingErrors, samplePolicyNumber } from '../services/insurers/sandboxInsurer.js';
import type { PricingCatalogueEntry } from '../services/pricing/motorPricing.js';
import { DAY_MS, addHistory, askForContact, iso, payQuote, policyRow, proposalRow, type DemoContext } from './demoRecords.js';
import type { Random } from './random.js';

/**
 * Motor sales of the demo, each made of what the services would have made: a catalogue car with its
 * registration, a proposal priced by the pricing engine (`buildRisk` + `priceProposal`), the
 * quotes as `generateIn` keeps them, and for a sale the payment as the payment
 * services book it and the policy the sandbox insurer would issue (its own checks decide whether
 * it is issued or stays Pending with the insurer's errors).
 */

export interface DemoPricing {
  catalogue: readonly PricingCatalogueEntry[];
  settings: MotorPricingSettings;
}
/** A catalogue trim with its make, as the wizard's car picker offers it. */
export type DemoTrim = Pick<
  Selectable<CarTrimsTable>, 'id' | 'model' | 'trim' | 'year' | 'body_type' | 'vehicle_type' | 'cylinders' | 'seats' | 'new_value_fils'
> & { make: string };

const AED = 100;
/** Quotes a demo proposal keeps of the engine's: the cheapest third party and comprehensive ones, as an agent shortlists them. */
const KEPT = { thirdparty: 1, comprehensive: 3 } as const;
const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const WMI_OF_MAKE = new Map(Object.entries(WMI_TABLE).reverse().map(([wmi, [make]]) => [make, wmi]));
const COLOURS = ['White', 'White', 'Silver', 'Black', 'Grey', 'Blue', 'Red', 'Beige', 'Gold'];
const EMIRATE_WEIGHTS: ReadonlyArray<readonly [(typeof EMIRATES)[number], number]> = [
  ['Dubai', 45], ['Abu Dhabi', 25], ['Sharjah', 18], ['Ajman', 5], ['Ras Al Khaimah', 4], ['Fujairah', 2], ['Umm Al Quwain', 1],
];
const SOURCES = PROPOSAL_SOURCES.filter((source) => source !== 'Source' && source !== 'Renewal');
const NO_CLAIM_WEIGHTS = NO_CLAIM_YEARS.map((choice, index) => [choice, index === 0 ? 1 : 2] as const);
/** Where a proposal that was not bought stands. */
const OPEN_STATUSES: ReadonlyArray<readonly [ProposalStatus, number]> = [
  ['Quote generated', 30], ['Customer contacted', 25], ['Under Process', 6], ['Document Requested', 6], ['Referred to insurance company', 5],
  ['Customer Picked', 4], ["Customer Didn't picked up", 4], ['Lost', 20],
];
const CALLBACK_REASON = 'Requested a call back later';
const QUOTED_REASON = 'Quoted';
type DemoProposal = ReturnType<typeof proposalRow>;

/** A VIN of the make's manufacturer code and model year, with its check digit. */
export function demoVin(random: Random, make: string, year: number): string {
  const chars = (count: number) => Array.from({ length: count }, () => random.pick(VIN_CHARS)).join('');
  const body = `${WMI_OF_MAKE.get(make) ?? 'LSJ'}${chars(5)}0${vinYearCode(year)}${chars(1)}${random.digits(6)}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}

/** The cheapest quotes of each requested cover, cheapest first (the engine sorts them). */
function shortlist(quotes: readonly PlanQuote[], insuranceType: string): PlanQuote[] {
  const of = (type: keyof typeof KEPT, count: number) => quotes.filter((quote) => quote.insuranceType === type).slice(0, count);
  if (insuranceType === 'thirdparty' || insuranceType === 'comprehensive') return of(insuranceType, KEPT.thirdparty + KEPT.comprehensive);
  return [...of('thirdparty', KEPT.thirdparty), ...of('comprehensive', KEPT.comprehensive)].sort((a, b) => a.totalFils - b.totalFils);
}

export function createMotorSales(ctx: DemoContext, pricing: DemoPricing, trims: readonly DemoTrim[], firstCarSeq: number) {
  const { random, staff } = ctx;
  const trimsByYear = new Map<number, DemoTrim[]>();
  for (const trim of trims) {
    const ofYear = trimsByYear.get(trim.year);
    if (ofYear) ofYear.push(trim);
    else trimsByYear.set(trim.year, [trim]);
  }
  const companyNames = pricing.catalogue.map((entry) => entry.company.companyName);
  const stats = { pricedRisks: 0 };
  let carSeq = firstCarSeq;

  /**
   * The engine's price of a proposal's risk, or null when the proposal cannot be priced (the wizard
   * would refuse it). Each risk is priced once: no two demo proposals share a driver, car and day,
   * so there is nothing to re-use between them.
   */
  function price(source: RiskSource, selectedAddons: string[] = []): PricingResult | null {
    let risk;
    try {
      risk = buildRisk(source, { selectedAddons });
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
    stats.pricedRisks += 1;
    return priceProposal(risk, null, pricing.catalogue, pricing.settings);
  }

  /** A car of the catalogue from the last seven model years at the sale, valued down 12 % a year of age. */
  function car(customerId: string, atMs: number): CarRow | null {
    const saleDay = dubaiDate(new Date(atMs));
    const saleYear = Number(saleDay.slice(0, 4));
    const years = [...trimsByYear.keys()].filter((year) => year <= saleYear && year > saleYear - 7);
    if (years.length === 0) return null;
    const trim = random.pick(trimsByYear.get(random.pick(years))!);
    const age = saleYear - trim.year;
    const valueFils = Math.max(20_000, Math.round((trim.new_value_fils / AED) * Math.max(0.3, 1 - 0.12 * age) / 1_000) * 1_000) * AED;
    const registered = `${trim.year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const vin = demoVin(random, trim.make, trim.year);
    return {
      seq: carSeq++, id: ctx.idAt(atMs), vin, vin_decode: null, customer_id: customerId, make: trim.make, model: trim.model, trim: trim.trim, trim_id: trim.id,
      year: trim.year, body_type: trim.body_type, vehicle_type: trim.vehicle_type, cylinders: trim.cylinders, seats: trim.seats, colour: random.pick(COLOURS),
      gcc_spec: random.chance(0.93) ? 1 : 0, first_registration_date: registered <= saleDay ? registered : `${trim.year}-01-01`,
      mileage_km: age * random.int(12_000, 25_000) + random.int(0, 9_000), value_fils: valueFils,
      registration: JSON.stringify({
        chesisNo: vin, plateNumber: String(random.int(1, 99_999)), plateCode: random.pick(PLATE_CODES),
        registrationEmirate: random.weighted(EMIRATE_WEIGHTS), registrationYear: trim.year, useOfVehicle: 'Personal',
      }),
      created_at: iso(atMs), updated_at: iso(atMs),
    };
  }

  function details(customer: CustomerRow, vehicle: CarRow, startDay: string): ProposalDetails {
    const isNew = vehicle.year === Number(startDay.slice(0, 4)) && random.chance(0.6);
    const noClaim = isNew ? null : random.weighted(NO_CLAIM_WEIGHTS);
    return {
      driver: { licenceNo: customer.driving_license_no, licenceIssueDate: customer.driving_license_issue_date ?? addDays(startDay, -3_650) },
      insurance: {
        typeOfIssues: isNew ? 'New' : 'Renewal', currentInsurer: isNew ? null : random.pick(companyNames), claimHistory: noClaim === NO_CLAIM_YEARS[0],
        yearOfNoClaim: noClaim, hasNoClaimsProof: noClaim !== null && random.chance(0.6),
      },
      policyEffectiveDate: startDay,
      isQuickProposal: false,
    };
  }

  /** Who created the proposal and who works it: the agent's own, the supervisor's (some handed to the agent), or the office's. */
  function people(): { createdBy: string; assignedTo: string | null } {
    const roll = random.next();
    if (staff.agentId && roll < 0.35) return { createdBy: staff.agentId, assignedTo: staff.agentId };
    if (staff.supervisorId && roll < 0.5) return { createdBy: staff.supervisorId, assignedTo: random.chance(0.5) ? staff.agentId : staff.supervisorId };
    return { createdBy: staff.adminId, assignedTo: null };
  }

  /** The add-ons a buyer chose, priced again by the engine on the chosen plan as the quotation screen does. */
  function withAddons(quote: QuoteRow, source: RiskSource, atMs: number): void {
    const plan = JSON.parse(quote.pricing!) as PlanQuote;
    const optional = plan.addons.filter((addon) => !addon.isMandatory && !addon.selected);
    if (optional.length === 0) return;
    const chosen = [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(optional).code))];
    const repriced = price(source, chosen)?.quotes.find((candidate) => candidate.planId === quote.plan_id);
    if (!repriced) return;
    Object.assign(quote, quoteMoneyColumns(repriced), { selected_addons: JSON.stringify(chosen), updated_at: iso(atMs) });
    for (const line of repriced.lines.filter((candidate) => candidate.code === 'addon')) {
      ctx.data.quoteAddons.push({
        id: ctx.idAt(atMs), quote_id: quote.id, customer_id: quote.customer_id, product_name: line.label, price_fils: line.amountFils,
        created_at: iso(atMs), updated_at: iso(atMs),
      });
    }
  }

  /**
   * One motor proposal of `customer` made at `atMs` for cover from `startDay`. `buys`: the customer
   * buys if the proposal can be priced; otherwise they buy about half the time.
   */
  function sell(customer: CustomerRow, atMs: number, startDay: string, buys: boolean): void {
    const vehicle = car(customer.id, atMs);
    if (!vehicle) return;
    ctx.data.cars.push(vehicle);
    const proposalId = ctx.idAt(atMs);
    const proposalRef = ctx.ref('proposals');
    const { createdBy, assignedTo } = people();
    const insuranceType = random.weighted([['all', 80], ['comprehensive', 12], ['thirdparty', 8]] as const);
    const agentDiscount = createdBy === staff.agentId && random.chance(0.2) ? random.pick([2, 2.5, 5]) : 0;
    const proposalDetails = details(customer, vehicle, startDay);
    const source: RiskSource = { proposal: { insurance_type: insuranceType, agent_discount_percent: agentDiscount }, car: vehicle, customer, details: proposalDetails };
    const proposal = proposalRow({
      id: proposalId, ref: proposalRef, line: 'motor', customer_id: customer.id, source: random.pick(SOURCES), status: 'Un Attended', created_at: iso(atMs),
      car: `${vehicle.year} ${vehicle.make} ${vehicle.model}`, value_fils: vehicle.value_fils, car_id: vehicle.id, created_by: createdBy, assigned_to: assignedTo,
      insurance_type: insuranceType, details: JSON.stringify(proposalDetails), agent_discount_percent: agentDiscount,
      sales_agent_id: staff.salesAgentIds.length > 0 && random.chance(0.15) ? random.pick(staff.salesAgentIds) : null,
    });
    ctx.data.proposals.push(proposal);
    addHistory(ctx, { entityType: 'proposal', entityId: proposalId, accountId: createdBy, action: 'Proposal created', detail: `Source: ${proposal.source}`, atMs });

    // A new lead of the last week may not be looked at yet; every other proposal was priced by the wizard.
    const priced = atMs > ctx.nowMs - 7 * DAY_MS && !buys && random.chance(0.5) ? null : price(source);
    if (!priced) return;
    const quotedMs = atMs + random.int(5, 90) * 1_000;
    const expiresAt = quoteExpiry(new Date(quotedMs), startDay);
    const quotes = shortlist(priced.quotes, insuranceType).map((plan) => quoteRowOf(plan, {
      id: ctx.idAt(quotedMs), ref: ctx.ref('quotes'), proposalId, customerId: customer.id, valueFils: vehicle.value_fils!, expiresAt, at: iso(quotedMs),
    }));
    ctx.data.quotes.push(...quotes);
    Object.assign(proposal, { status: 'Quote generated', quotes_generated_at: iso(quotedMs), expires_at: expiresAt, updated_at: iso(quotedMs) });
    addHistory(ctx, {
      entityType: 'proposal', entityId: proposalId, accountId: createdBy, action: 'Quotes generated',
      detail: `${quotes.length} quote${quotes.length === 1 ? '' : 's'}, ${priced.refusals.length} refusal${priced.refusals.length === 1 ? '' : 's'}`, atMs: quotedMs,
    });

    if (quotes.length === 0 || !(buys || random.chance(0.5))) {
      settleOpen(proposal, quotedMs);
      if (quotes.length > 0 && proposal.status !== 'Lost' && random.chance(0.1)) {
        askForContact(ctx, random.pick(quotes), 'motor', Math.min(ctx.nowMs - 60_000, quotedMs + random.int(1, 48) * 3_600_000));
      }
      return;
    }
    const quote = random.pick(quotes);
    // Paid before the quote lapses and by now, minutes to three days after quoting.
    const latestMs = Math.min(Date.parse(expiresAt) - 60_000, ctx.nowMs - 3_600_000, quotedMs + 3 * DAY_MS);
    const paidMs = quotedMs + 10 * 60_000 + Math.floor(random.next() * Math.max(0, latestMs - quotedMs - 10 * 60_000));
    if (quote.insurance_type === 'comprehensive' && random.chance(0.35)) withAddons(quote, source, paidMs - 5 * 60_000);
    const policyId = ctx.idAt(paidMs);
    const policyRef = ctx.ref('policies');
    const paymentId = payQuote(ctx, { quote, proposalRef, line: 'motor', policyId, policyRef, paidMs, accountId: assignedTo ?? createdBy });
    issue({ customer, vehicle, quote, proposal, policyId, policyRef, paymentId, paidMs, accountId: assignedTo ?? createdBy });
  }

  /** A proposal nobody bought: its lead status, with the reason and the call-back it takes. */
  function settleOpen(proposal: DemoProposal, quotedMs: number): void {
    const status = random.weighted(OPEN_STATUSES);
    if (status === 'Quote generated') return;
    const reasons = PROPOSAL_STATUS_REASONS[status];
    const reason = reasons ? random.pick(reasons) : null;
    const changedMs = Math.min(ctx.nowMs - 60_000, quotedMs + random.int(1, 72) * 3_600_000);
    Object.assign(proposal, { status, status_reason: reason, updated_at: iso(changedMs) });
    if (reason !== CALLBACK_REASON && reason !== QUOTED_REASON) return;
    // A call-back a day or two on; staff have done those more than a week old.
    const dueMs = changedMs + random.int(20, 52) * 3_600_000;
    const slot = { times: JSON.stringify([iso(dueMs)]), at: iso(dueMs), done: dueMs < ctx.nowMs - 7 * DAY_MS ? 1 : 0 };
    if (reason === CALLBACK_REASON) Object.assign(proposal, { callback_times: slot.times, callback_at: slot.at, callback_done: slot.done });
    else Object.assign(proposal, { quoted_callback_times: slot.times, quoted_callback_at: slot.at, quoted_callback_done: slot.done });
  }

  /**
   * The policy of a paid quote, as `ensurePolicy` creates it and the insurer answers: the sandbox
   * insurer's checks on the same request either issue it (its number format) or leave it Pending
   * with the insurer's errors.
   */
  function issue(sale: {
    customer: CustomerRow; vehicle: CarRow; quote: QuoteRow; proposal: DemoProposal;
    policyId: string; policyRef: string; paymentId: string; paidMs: number; accountId: string | null;
  }): void {
    const { quote, proposal, paidMs } = sale;
    const issuedMs = paidMs + random.int(20, 240) * 1_000;
    const { startDate, expiryDate } = policyPeriod((JSON.parse(proposal.details) as ProposalDetails).policyEffectiveDate, dubaiDate(new Date(paidMs)));
    const errors = issuingErrors({
      policyRef: sale.policyRef, proposalRef: proposal.ref, companyId: quote.company_id, companyName: quote.company_name, startDate, expiryDate,
      quote: toQuote({ ...quote, proposal_ref: proposal.ref, customer_name: sale.customer.full_name, policy_id: null }),
      customer: toCustomerWithProfile(sale.customer), car: toProposalCar(sale.vehicle),
    }, new Date(issuedMs));
    const issued = errors.length === 0;
    const number = issued ? samplePolicyNumber(quote.company_name, new Date(issuedMs), () => random.int(0, 9)) : null;
    const error = issued ? null : errors.join('; ');
    ctx.data.policies.push(policyRow({
      id: sale.policyId, ref: sale.policyRef, line: 'motor', customer_id: quote.customer_id, quote_id: quote.id, company_id: quote.company_id,
      company_name: quote.company_name, insurance_type: policyInsuranceType(quote), insured_value_fils: quote.value_fils, premium_fils: quote.total_fils,
      status: issued ? 'Active' : 'Pending', start_date: startDate, expiry_date: expiryDate, proposal_id: proposal.id, car_id: sale.vehicle.id,
      payment_id: sale.paymentId, company_policy_number: number, issue_error: error, assigned_to: proposal.assigned_to ?? null,
      created_at: iso(paidMs), updated_at: iso(issuedMs),
    }));
    Object.assign(proposal, {
      status: issued ? 'Policy paid and Issued' : 'Policy paid and Pending issue', paid_quote_id: quote.id, policy_id: sale.policyId, updated_at: iso(issuedMs),
    });
    const detail = issued ? `${quote.company_name} issued policy ${number}` : `${quote.company_name} did not issue the policy: ${error}`;
    for (const [entityType, entityId] of [['policy', sale.policyId], ['proposal', proposal.id]] as const) {
      addHistory(ctx, { entityType, entityId, accountId: sale.accountId, action: issued ? 'Policy issued' : 'Policy not issued', detail, atMs: issuedMs });
    }
  }

  return { sell, stats };
}
