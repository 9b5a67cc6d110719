import type { PriceLine } from '../../../shared/contract/companies/index.js';
import {
  HealthProposalDetailsSchema, type HealthMember, type HealthPayable, type HealthProposalDetails,
} from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_QUOTE_EVENTS, HealthQuoteDetailSchema, type HealthQuoteDetail } from '../../../shared/contract/proposals/index.js';
import { percentOf, VAT_PERCENT } from '../../../shared/domain/money.js';
import { formatAed } from '../../../shared/domain/format.js';
import { saleDiscounts, type SaleVoucher } from '../../../shared/domain/saleDiscounts.js';
import { priceHealthPlan, type HealthHousehold, type HealthMember as PricedMember } from '../../../shared/domain/healthPricing.js';
import { changeFeedOf } from '../../db/changeFeed.js';
import type { Db } from '../../db/database.js';
import { unprocessable } from '../../http/httpError.js';
import { assertQuotesChangeable, type PricedPlan, type SalesLine } from '../../sales/quoteGeneration.js';
import type { ProposalRow, QuoteRow } from '../../db/schema.js';
import { voucherDiscountOf } from '../vouchers/voucherUse.js';
import { z } from 'zod';
import { readJson } from '../../sales/salesRecords.js';
import { plansForPricing, type PlanForPricing } from '../health-matrix/healthPlanForPricing.js';

/** A health plan priced for a household: the kernel's plan with the quote's lines and the per-member part. */
export interface HealthPricedPlan extends PricedPlan {
  premiumFils: number;
  lines: PriceLine[];
  subtotalFils: number;
  vatFils: number;
  health: HealthQuoteDetail;
  warnings: string[];
}

const RELATION_OF: Record<HealthMember['role'], (gender: HealthMember['gender']) => PricedMember['relation']> = {
  principal: () => null,
  spouse: (gender) => (gender === 'Female' ? 'Wife' : 'Husband'),
  child: (gender) => (gender === 'Female' ? 'Daughter' : 'Son'),
  parent: (gender) => (gender === 'Female' ? 'Mother' : 'Father'),
  domesticWorker: () => null,
  otherDependant: () => null,
};

/** The relation a matrix row prices a member by: the principal has none; a dependant is one of the principal's, by gender. */
export const pricedRelation = (role: HealthMember['role'], gender: HealthMember['gender']): PricedMember['relation'] => RELATION_OF[role](gender);

/** A proposal's household as health pricing takes it: parents and domestic workers are priced on their own visa's rows. */
export function householdOf(details: HealthProposalDetails): HealthHousehold {
  return {
    insuredType: details.insurerType,
    emirate: details.city,
    salaryBand: details.salary,
    ...(details.salaryAed !== null && { salaryAed: details.salaryAed }),
    startDate: details.policyStartDate,
    members: details.members.map((member) => ({
      id: member.id, fullName: member.fullName, relation: pricedRelation(member.role, member.gender),
      ...(member.role === 'parent' && { visa: 'Parent' as const }),
      ...(member.role === 'domesticWorker' && { visa: 'Domestic worker' as const }),
      dateOfBirth: member.dateOfBirth, gender: member.gender, maritalStatus: member.maritalStatus, working: member.working,
      smoker: member.smoker, hypertension: member.hypertension, diabetes: member.diabetes,
    })),
  };
}

/**
 * The lines VAT is charged on: the premium, maternity, loadings and their discounts, and the Basmah
 * fee (DOMAIN.md §5.2: AED 39.85 with VAT); the ICP fee is a government fee passed on as it is.
 */
const VATABLE = new Set<PriceLine['code']>(['memberPremium', 'maternity', 'loading', 'agentDiscount', 'voucherDiscount', 'basmahFee']);
/** The premium the discounts and the commission are of: what the insurer charges for the members. */
const PREMIUM = new Set<PriceLine['code']>(['memberPremium', 'maternity', 'loading']);
/** Lines worked out from the others each time the money changes. */
const DERIVED = new Set<PriceLine['code']>(['agentDiscount', 'voucherDiscount', 'vat']);
export const STAFF_LOADING_LABEL = 'Loading set by staff';

/** What the sale gives off every plan of a proposal: the agent's discount or the promo code. */
export interface HealthSaleTerms {
  agentDiscountPercent: number;
  voucher: SaleVoucher | null;
}
export const NO_TERMS: HealthSaleTerms = { agentDiscountPercent: 0, voucher: null };

const sum = (lines: readonly PriceLine[], keep: (line: PriceLine) => boolean) => lines.filter(keep).reduce((total, line) => total + line.amountFils, 0);

/**
 * A health quote's money from its priced lines (members' premiums, maternity, loadings, fees) and
 * the sale's terms: the discounts on the premium, VAT on the taxable lines, the commission on the
 * premium after discounts, and the totals. Run again whenever a member's premium, the staff
 * loading, the agent discount or the promo code changes, so the lines always add up.
 */
export function healthQuoteMoney(plan: HealthPricedPlan, terms: HealthSaleTerms): HealthPricedPlan {
  const priced = plan.lines.filter((line) => !DERIVED.has(line.code));
  const premiumFils = sum(priced, (line) => PREMIUM.has(line.code));
  const discounts = saleDiscounts(premiumFils, premiumFils, terms);
  const lines: PriceLine[] = [...priced, ...discounts.lines];
  const taxable = sum(lines, (line) => VATABLE.has(line.code));
  const vatFils = percentOf(taxable, VAT_PERCENT);
  const subtotalFils = sum(lines, () => true);
  lines.push({ code: 'vat', label: `VAT ${VAT_PERCENT} %`, amountFils: vatFils, detail: `${VAT_PERCENT} % of ${formatAed(taxable)}` });
  const commissionFils = percentOf(discounts.remainingFils, plan.health.commissionPercent);
  return { ...plan, premiumFils, lines, subtotalFils, vatFils, totalFils: subtotalFils + vatFils, health: { ...plan.health, commissionFils } };
}

/** One plan's quote for a household, or why it is not offered (each member's reason). */
export function quoteHealthPlan(entry: PlanForPricing, household: HealthHousehold, terms: HealthSaleTerms = NO_TERMS): { quote: HealthPricedPlan } | { refusal: string } {
  const price = priceHealthPlan(entry.plan, household);
  if (!price.offered) return { refusal: price.refusals.map((refusal) => refusal.message).join('; ') };
  const lines: PriceLine[] = [];
  for (const member of price.members) {
    lines.push({ code: 'memberPremium', label: `Premium, ${member.fullName}`, amountFils: member.premiumFils, detail: member.explanation[0] ?? '' });
    if (member.maternityFils > 0) lines.push({ code: 'maternity', label: `Maternity, ${member.fullName}`, amountFils: member.maternityFils, detail: 'Maternity premium of the matrix row' });
    for (const loading of member.loadings) lines.push({ code: 'loading', label: `Loading, ${member.fullName}`, amountFils: loading.fils, detail: loading.explanation });
  }
  for (const fee of price.fees) lines.push({ code: fee.code, label: `${fee.name}, ${price.members.find((m) => m.memberId === fee.memberId)?.fullName ?? ''}`, amountFils: fee.fils, detail: fee.explanation });
  return {
    quote: healthQuoteMoney({
      companyId: entry.companyId, companyName: entry.insurerName, planId: entry.plan.id, planName: entry.plan.planName,
      premiumFils: 0, lines, subtotalFils: 0, vatFils: 0, totalFils: 0, warnings: [],
      health: {
        tpaName: entry.tpaName, networkName: entry.networkName, coPay: entry.plan.coPay, scheme: entry.plan.scheme,
        members: price.members.map((member) => ({
          memberId: member.memberId, fullName: member.fullName, age: member.age, premiumFils: member.premiumFils, maternityFils: member.maternityFils,
          loadingFils: member.loadings.reduce((total, loading) => total + loading.fils, 0), totalFils: member.totalFils,
        })),
        staffLoadingFils: 0, loadingReason: null, commissionPercent: entry.commissionPercent, commissionFils: 0,
      },
    }, terms),
  };
}

/**
 * Staff's edit of a quote: the members' premiums the insurer confirmed and a loading with its
 * reason. The members' premium lines follow the members' order (as `quoteHealthPlan` writes them).
 */
export function editHealthQuote(
  plan: HealthPricedPlan, edit: { memberPremiums: ReadonlyMap<string, number>; staffLoading: { fils: number; reason: string | null } }, terms: HealthSaleTerms,
): HealthPricedPlan {
  const members = plan.health.members.map((member) => {
    const premiumFils = edit.memberPremiums.get(member.memberId) ?? member.premiumFils;
    return { ...member, premiumFils, totalFils: premiumFils + member.maternityFils + member.loadingFils };
  });
  let memberIndex = 0;
  const lines: PriceLine[] = [];
  for (const line of plan.lines) {
    if (line.code === 'loading' && line.label === STAFF_LOADING_LABEL) continue;
    if (line.code !== 'memberPremium') {
      lines.push(line);
      continue;
    }
    const before = plan.health.members[memberIndex]!;
    const after = members[memberIndex++]!;
    lines.push(after.premiumFils === before.premiumFils ? line : { ...line, amountFils: after.premiumFils, detail: 'Premium set by staff on the insurer\'s confirmation' });
  }
  if (edit.staffLoading.fils > 0) lines.push({ code: 'loading', label: STAFF_LOADING_LABEL, amountFils: edit.staffLoading.fils, detail: edit.staffLoading.reason ?? '' });
  return healthQuoteMoney({
    ...plan, lines,
    health: { ...plan.health, members, staffLoadingFils: edit.staffLoading.fils, loadingReason: edit.staffLoading.fils > 0 ? edit.staffLoading.reason : null },
  }, terms);
}

/** The proposal's agent discount and promo code, per plan: a code limited to some plans discounts only those. */
export async function saleTermsOf(executor: Db, proposal: Pick<ProposalRow, 'agent_discount_percent' | 'voucher_id'>): Promise<(planId: string) => HealthSaleTerms> {
  const voucher = await voucherDiscountOf(executor, proposal.voucher_id);
  return (planId) => ({
    agentDiscountPercent: proposal.agent_discount_percent,
    voucher: voucher && (voucher.planIds.length === 0 || voucher.planIds.includes(planId)) ? voucher.discount : null,
  });
}

/** FIELDS.md "Plan payable details" of a health quote, from its lines (the same numbers as the quote). */
export function healthPayableOf(quoteId: string, plan: HealthPricedPlan): HealthPayable {
  const total = (codes: ReadonlyArray<PriceLine['code']>) => sum(plan.lines, (line) => codes.includes(line.code));
  const discountFils = -total(['agentDiscount', 'voucherDiscount']);
  return {
    quoteId, companyName: plan.companyName, planName: plan.planName, members: plan.health.members,
    premiumFils: plan.premiumFils, loadingFils: plan.health.staffLoadingFils, loadingReason: plan.health.loadingReason,
    discountFils, agentSellingPriceFils: plan.premiumFils - discountFils, vatPercent: VAT_PERCENT, vatFils: plan.vatFils,
    icpFeeFils: total(['icpFee']), basmahFeeFils: total(['basmahFee']), commissionFils: plan.health.commissionFils, totalFils: plan.totalFils,
    lines: plan.lines,
  };
}

/** A stored health quote's priced plan. */
export function storedHealthPlan(row: Pick<QuoteRow, 'pricing' | 'ref'>): HealthPricedPlan {
  const plan = readJson(row.pricing, z.unknown(), null) as HealthPricedPlan | null;
  if (!plan?.health) throw unprocessable(`Quote ${row.ref} was not priced from the health matrix and cannot be re-priced`);
  return { ...plan, health: HealthQuoteDetailSchema.parse(plan.health) };
}

/** A health quote row's money columns. */
export function healthQuoteColumns(plan: HealthPricedPlan) {
  return { price_fils: plan.premiumFils, admin_fee_fils: 0, vat_fils: plan.vatFils, total_fils: plan.totalFils, pricing: JSON.stringify(plan) };
}

/** Writes a health quote's new money; `edited` counts a staff edit. */
export async function saveHealthQuote(executor: Db, quoteId: string, plan: HealthPricedPlan, at: string, edited = false): Promise<void> {
  await executor.updateTable('quotes')
    .set((eb) => ({ ...healthQuoteColumns(plan), updated_at: at, ...(edited && { price_edit_count: eb('price_edit_count', '+', 1) }) }))
    .where('id', '=', quoteId).execute();
}

/**
 * Re-prices a health proposal's unpaid current quotes in place (same ids and refs) after its agent
 * discount or promo code changed; premiums and loadings staff set are kept.
 */
export async function repriceHealthQuotesIn(executor: Db, proposalId: string, at: string): Promise<void> {
  const proposal = await executor.selectFrom('proposals').selectAll().where('id', '=', proposalId).where('line', '=', 'health').executeTakeFirstOrThrow();
  assertQuotesChangeable(proposal);
  const termsFor = await saleTermsOf(executor, proposal);
  const current = await executor.selectFrom('quotes').selectAll().where('proposal_id', '=', proposalId).where('is_current', '=', 1)
    .where('payment_status', '!=', 'paid').execute();
  for (const row of current) {
    const plan = storedHealthPlan(row);
    await saveHealthQuote(executor, row.id, healthQuoteMoney(plan, termsFor(plan.planId)), at);
  }
}

export function readHealthDetails(text: string | null): HealthProposalDetails | null {
  return readJson(text, HealthProposalDetailsSchema, null);
}

/**
 * Health on the sales kernel: the proposal's household priced on every plan of every insurer that
 * sells health, insurer by insurer, with the insurer's own fees. The plans are read once and kept
 * while nothing health pricing reads has changed (the `health_catalogue` counter).
 */
export function createHealthLine(): SalesLine<HealthPricedPlan> {
  let loaded: { stamp: number; plans: Promise<PlanForPricing[]> } | null = null;
  async function sellingPlans(executor: Db): Promise<PlanForPricing[]> {
    // The caller's transaction reads the counter: on SQLite another connection would wait for it to end.
    const stamp = await changeFeedOf(executor).stamp('health_catalogue');
    if (loaded?.stamp !== stamp) loaded = { stamp, plans: plansForPricing(executor, { selling: true }) };
    const current = loaded;
    return current.plans.catch((error: unknown) => {
      if (loaded === current) loaded = null;
      throw error;
    });
  }

  return {
    line: 'health',
    quoteEvents: HEALTH_QUOTE_EVENTS,
    async prepare(executor, proposal) {
      const details = readHealthDetails(proposal.details);
      if (!details) throw unprocessable(`members: Proposal ${proposal.ref} has no insured members to price; edit it first`);
      const household = householdOf(details);
      const plans = await sellingPlans(executor);
      const termsFor = await saleTermsOf(executor, proposal);
      const byInsurer = new Map<string, PlanForPricing[]>();
      for (const entry of plans) byInsurer.set(entry.companyId, [...(byInsurer.get(entry.companyId) ?? []), entry]);
      return {
        startDay: details.policyStartDate,
        request: household,
        insurers: [...byInsurer.values()].map((entries) => ({
          companyId: entries[0]!.companyId,
          companyName: entries[0]!.insurerName,
          planCount: entries.length,
          price: () => {
            const quotes: HealthPricedPlan[] = [];
            const refusals = [];
            for (const entry of entries) {
              const priced = quoteHealthPlan(entry, household, termsFor(entry.plan.id));
              if ('quote' in priced) quotes.push(priced.quote);
              else refusals.push({ companyId: entry.companyId, companyName: entry.insurerName, planName: entry.plan.planName, message: priced.refusal, response: { planId: entry.plan.id, refusal: priced.refusal } });
            }
            return Promise.resolve({ quotes, refusals });
          },
        })),
        quoteColumns: (plan) => ({ insurance_type: null, repair_condition: null, value_fils: null, excess_fils: null, ...healthQuoteColumns(plan) }),
      };
    },
  };
}
