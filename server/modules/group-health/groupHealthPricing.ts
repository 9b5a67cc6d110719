import { GROUP_HEALTH_TERM_DAYS, type CategoryTotal, type CensusRelation, type GroupHealthMember } from '../../../shared/contract/group-health/index.js';
import { vatOf } from '../../../shared/domain/money.js';
import { addDays, daysBetween } from '../../../shared/domain/dubaiDay.js';
import { priceHealthPlan, type HealthHousehold } from '../../../shared/domain/healthPricing.js';
import type { HealthMember } from '../../../shared/contract/health-proposals/index.js';
import type { PlanForPricing } from '../health-matrix/healthPlanForPricing.js';
import { pricedRelation } from '../health-proposals/healthLine.js';

/** What pricing reads of a census member. */
export type PricingMember = Pick<GroupHealthMember, 'fullName' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'relation' | 'salaryBand' | 'visaEmirate' | 'category'> & { id: string };

/** One member's yearly price on a plan: the premium (with maternity and loadings), the fees, and VAT on the premium and the Basmah fee. */
export interface MemberPrice {
  premiumFils: number;
  basmahFeeFils: number;
  icpFeeFils: number;
  vatFils: number;
  totalFils: number;
}

/** One insurer plan's quote for a census, before it is stored. */
export interface CensusQuote {
  companyId: string;
  companyName: string;
  planId: string;
  planName: string;
  tpaName: string;
  networkName: string;
  coPay: number;
  scheme: PlanForPricing['plan']['scheme'];
  membersCount: number;
  premiumFils: number;
  basmahFeeFils: number;
  icpFeeFils: number;
  vatFils: number;
  totalFils: number;
  categories: CategoryTotal[];
  refusedMembers: Array<{ memberId: string; fullName: string; category: string; reason: string }>;
}

export interface PricedCensus {
  quotes: CensusQuote[];
  companyErrors: Array<{ companyName: string; message: string }>;
}

/** The role on a family's proposal each census relation prices as. */
const ROLE_OF: Record<CensusRelation, HealthMember['role']> = { Employee: 'principal', Spouse: 'spouse', Child: 'child', Parent: 'parent' };

/**
 * A census member as a household of one: the employee on an employee's visa (`Self`), a
 * dependant on a sponsored dependant's, a parent on a parent's; on the member's own visa emirate
 * and salary band, ages counted on the policy's first day. Each member is priced alone so that
 * one a plan cannot price is refused alone, never the whole census.
 */
export function householdOfMember(member: PricingMember, startDate: string): HealthHousehold {
  return {
    insuredType: member.relation === 'Employee' ? 'Self' : 'Self and Dependent',
    emirate: member.visaEmirate,
    salaryBand: member.salaryBand,
    startDate,
    members: [{
      id: member.id, fullName: member.fullName, relation: pricedRelation(ROLE_OF[member.relation], member.gender), ...(member.relation === 'Parent' && { visa: 'Parent' as const }),
      dateOfBirth: member.dateOfBirth, gender: member.gender, maritalStatus: member.maritalStatus,
      smoker: false, hypertension: false, diabetes: false,
    }],
  };
}

/** A member's yearly price on one plan, or why the plan cannot cover them. */
export function priceMember(entry: PlanForPricing, member: PricingMember, startDate: string): { price: MemberPrice } | { reason: string } {
  const price = priceHealthPlan(entry.plan, householdOfMember(member, startDate));
  if (!price.offered) return { reason: price.refusals.map((refusal) => refusal.message).join('; ') };
  const premiumFils = price.members.reduce((sum, priced) => sum + priced.totalFils, 0);
  const fee = (code: 'basmahFee' | 'icpFee') => price.fees.filter((line) => line.code === code).reduce((sum, line) => sum + line.fils, 0);
  const basmahFeeFils = fee('basmahFee');
  const icpFeeFils = fee('icpFee');
  // VAT as on the health line: on the premium and the Basmah fee, not on the ICP fee (a government fee passed on).
  const vatFils = vatOf(premiumFils + basmahFeeFils);
  return { price: { premiumFils, basmahFeeFils, icpFeeFils, vatFils, totalFils: premiumFils + basmahFeeFils + icpFeeFils + vatFils } };
}

/** One plan's quote: every member priced or refused, summed by category (VAT rounded per category, so the categories add up to the quote). */
function quoteOf(entry: PlanForPricing, members: readonly PricingMember[], startDate: string): CensusQuote | null {
  const byCategory = new Map<string, { membersCount: number; premiumFils: number; basmahFeeFils: number; icpFeeFils: number }>();
  const refusedMembers: CensusQuote['refusedMembers'] = [];
  for (const member of members) {
    const priced = priceMember(entry, member, startDate);
    if ('reason' in priced) {
      refusedMembers.push({ memberId: member.id, fullName: member.fullName, category: member.category, reason: priced.reason });
      continue;
    }
    const total = byCategory.get(member.category) ?? { membersCount: 0, premiumFils: 0, basmahFeeFils: 0, icpFeeFils: 0 };
    total.membersCount += 1;
    total.premiumFils += priced.price.premiumFils;
    total.basmahFeeFils += priced.price.basmahFeeFils;
    total.icpFeeFils += priced.price.icpFeeFils;
    byCategory.set(member.category, total);
  }
  // A plan that covers nobody of the census (sold elsewhere, on request, inactive) is no quote.
  if (byCategory.size === 0) return null;
  const categories: CategoryTotal[] = [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, total]) => {
    const vatFils = vatOf(total.premiumFils + total.basmahFeeFils);
    return { category, ...total, vatFils, totalFils: total.premiumFils + total.basmahFeeFils + total.icpFeeFils + vatFils };
  });
  const sum = (key: keyof Omit<CategoryTotal, 'category'>) => categories.reduce((total, category) => total + category[key], 0);
  return {
    companyId: entry.companyId, companyName: entry.insurerName, planId: entry.plan.id, planName: entry.plan.planName,
    tpaName: entry.tpaName, networkName: entry.networkName, coPay: entry.plan.coPay, scheme: entry.plan.scheme,
    membersCount: sum('membersCount'), premiumFils: sum('premiumFils'), basmahFeeFils: sum('basmahFeeFils'), icpFeeFils: sum('icpFeeFils'),
    vatFils: sum('vatFils'), totalFils: sum('totalFils'), categories, refusedMembers,
  };
}

/**
 * A census priced by every plan of every insurer given (the insurers selling health): one quote per
 * plan that covers at least one member, cheapest first. An insurer whose pricing throws (a broken
 * matrix) leaves no quote and is listed with its error; the others are still quoted.
 */
export function priceCensus(plans: readonly PlanForPricing[], members: readonly PricingMember[], startDate: string): PricedCensus {
  const byCompany = new Map<string, PlanForPricing[]>();
  for (const entry of plans) byCompany.set(entry.companyId, [...(byCompany.get(entry.companyId) ?? []), entry]);
  const quotes: CensusQuote[] = [];
  const companyErrors: PricedCensus['companyErrors'] = [];
  for (const entries of byCompany.values()) {
    try {
      quotes.push(...entries.map((entry) => quoteOf(entry, members, startDate)).filter((quote) => quote !== null));
    } catch (error) {
      companyErrors.push({ companyName: entries[0]!.insurerName, message: error instanceof Error ? error.message : String(error) });
    }
  }
  quotes.sort((a, b) => a.totalFils - b.totalFils);
  return { quotes, companyErrors };
}

/**
 * A mid-term change's share of a member's yearly price: the days from the effective day to the end
 * of the 365-day term (the effective day counted, the day after the last day of cover not), or the
 * reason when the day is outside the term.
 *
 * @example proRata(365_00, '2026-01-01', '2026-12-31') // { daysLeft: 1, amountFils: 100 }
 */
export function proRata(annualFils: number, startDate: string, effectiveDate: string): { daysLeft: number; amountFils: number } | { reason: string } {
  const end = addDays(startDate, GROUP_HEALTH_TERM_DAYS);
  if (effectiveDate < startDate) return { reason: `The effective date is before the policy starts (${startDate})` };
  if (effectiveDate >= end) return { reason: `The effective date is after the policy's last day (${addDays(end, -1)})` };
  const daysLeft = daysBetween(effectiveDate, end);
  return { daysLeft, amountFils: Math.round((annualFils * daysLeft) / GROUP_HEALTH_TERM_DAYS) };
}
