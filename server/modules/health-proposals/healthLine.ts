import type { PriceLine } from '../../../shared/contract/companies/index.js';
import { HealthProposalDetailsSchema, type HealthMember, type HealthProposalDetails } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_QUOTE_EVENTS, type HealthQuoteDetail } from '../../../shared/contract/proposals/index.js';
import { VAT_PERCENT } from '../../../shared/domain/cancellationRefund.js';
import { formatAed } from '../../../shared/domain/format.js';
import { priceHealthPlan, type HealthHousehold, type HealthMember as PricedMember } from '../../../shared/domain/healthPricing.js';
import { changeFeedOf } from '../../db/changeFeed.js';
import type { Db } from '../../db/database.js';
import { unprocessable } from '../../http/httpError.js';
import type { PricedPlan, SalesLine } from '../../sales/quoteGeneration.js';
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

const RELATION_OF: Record<HealthMember['role'], (member: HealthMember) => PricedMember['relation']> = {
  principal: () => null,
  spouse: (member) => (member.gender === 'Female' ? 'Wife' : 'Husband'),
  child: (member) => (member.gender === 'Female' ? 'Daughter' : 'Son'),
  parent: (member) => (member.gender === 'Female' ? 'Mother' : 'Father'),
  domesticWorker: () => null,
  otherDependant: () => null,
};

/** A proposal's household as health pricing takes it: parents and domestic workers are priced on their own visa's rows. */
export function householdOf(details: HealthProposalDetails): HealthHousehold {
  return {
    insuredType: details.insurerType,
    emirate: details.city,
    salaryBand: details.salary,
    ...(details.salaryAed !== null && { salaryAed: details.salaryAed }),
    startDate: details.policyStartDate,
    members: details.members.map((member) => ({
      id: member.id, fullName: member.fullName, relation: RELATION_OF[member.role](member),
      ...(member.role === 'parent' && { visa: 'Parent' as const }),
      ...(member.role === 'domesticWorker' && { visa: 'Domestic worker' as const }),
      dateOfBirth: member.dateOfBirth, gender: member.gender, maritalStatus: member.maritalStatus, working: member.working,
      smoker: member.smoker, hypertension: member.hypertension, diabetes: member.diabetes,
    })),
  };
}

const percentOf = (fils: number, percent: number) => Math.round((fils * percent) / 100);
/** The lines VAT is charged on: the premium, maternity, loadings and the Basmah fee (DOMAIN.md §5.2: AED 39.85 with VAT); the ICP fee is a government fee passed on as it is. */
const VATABLE = new Set<PriceLine['code']>(['memberPremium', 'maternity', 'loading', 'basmahFee']);

/** One plan's quote for a household, or why it is not offered (each member's reason). */
export function quoteHealthPlan(entry: PlanForPricing, household: HealthHousehold): { quote: HealthPricedPlan } | { refusal: string } {
  const price = priceHealthPlan(entry.plan, household);
  if (!price.offered) return { refusal: price.refusals.map((refusal) => refusal.message).join('; ') };
  const lines: PriceLine[] = [];
  for (const member of price.members) {
    lines.push({ code: 'memberPremium', label: `Premium, ${member.fullName}`, amountFils: member.premiumFils, detail: member.explanation[0] ?? '' });
    if (member.maternityFils > 0) lines.push({ code: 'maternity', label: `Maternity, ${member.fullName}`, amountFils: member.maternityFils, detail: 'Maternity premium of the matrix row' });
    for (const loading of member.loadings) lines.push({ code: 'loading', label: `Loading, ${member.fullName}`, amountFils: loading.fils, detail: loading.explanation });
  }
  for (const fee of price.fees) lines.push({ code: fee.code, label: `${fee.name}, ${price.members.find((m) => m.memberId === fee.memberId)?.fullName ?? ''}`, amountFils: fee.fils, detail: fee.explanation });
  const taxable = lines.filter((line) => VATABLE.has(line.code)).reduce((sum, line) => sum + line.amountFils, 0);
  const subtotalFils = lines.reduce((sum, line) => sum + line.amountFils, 0);
  const vatFils = percentOf(taxable, VAT_PERCENT);
  lines.push({ code: 'vat', label: `VAT ${VAT_PERCENT} %`, amountFils: vatFils, detail: `${VAT_PERCENT} % of ${formatAed(taxable)}` });
  const premiumFils = price.members.reduce((sum, member) => sum + member.totalFils, 0);
  return {
    quote: {
      companyId: entry.companyId, companyName: entry.insurerName, planId: entry.plan.id, planName: entry.plan.planName,
      premiumFils, lines, subtotalFils, vatFils, totalFils: subtotalFils + vatFils, warnings: [],
      health: {
        tpaName: entry.tpaName, networkName: entry.networkName, coPay: entry.plan.coPay, scheme: entry.plan.scheme,
        members: price.members.map((member) => ({
          memberId: member.memberId, fullName: member.fullName, age: member.age, premiumFils: member.premiumFils, maternityFils: member.maternityFils,
          loadingFils: member.loadings.reduce((sum, loading) => sum + loading.fils, 0), totalFils: member.totalFils,
        })),
      },
    },
  };
}

export function readHealthDetails(text: string | null): HealthProposalDetails | null {
  return readJson(text, HealthProposalDetailsSchema.nullable(), null);
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
              const priced = quoteHealthPlan(entry, household);
              if ('quote' in priced) quotes.push(priced.quote);
              else refusals.push({ companyId: entry.companyId, companyName: entry.insurerName, planName: entry.plan.planName, message: priced.refusal, response: { planId: entry.plan.id, refusal: priced.refusal } });
            }
            return Promise.resolve({ quotes, refusals });
          },
        })),
        quoteColumns: (plan) => ({
          insurance_type: null, repair_condition: null, value_fils: null, excess_fils: null, price_fils: plan.premiumFils, admin_fee_fils: 0,
          vat_fils: plan.vatFils, total_fils: plan.totalFils, pricing: JSON.stringify(plan),
        }),
      };
    },
  };
}
