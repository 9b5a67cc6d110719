import { differenceInYears, parseISO } from 'date-fns';
import type { Emirate } from './emirates.js';
import { formatAed } from './format.js';
import { percentOf } from './money.js';

/**
 * Health pricing: pure, no I/O, shared by the server's quoting and the plan screen's preview.
 * For a household (who is insured, where, on which visa and salary) and one plan of an insurer's
 * health tree, every member gets exactly one premium row of the plan's matrix, a maternity premium
 * where it applies, and the insurer's loadings for smokers, hypertension and diabetes, each an
 * explained line; or the plan is refused with a reason per member or for the household. Money in
 * integer fils; a percentage loading is rounded half up to the fils, member by member.
 */

/** The insured types of a health proposal (FIELDS.md "Health proposals", `insurerType`). */
export const HEALTH_INSURED_TYPES = [
  'Self', 'Self (Investor)', 'Self and Dependent', 'Self (Investor) and Dependent', 'Dependent only', 'Investor’s Dependent only',
] as const;
export type HealthInsuredType = (typeof HEALTH_INSURED_TYPES)[number];

/** A matrix row's visa types: the insured types, plus the members on visas of their own. */
export const HEALTH_VISA_TYPES = [...HEALTH_INSURED_TYPES, 'Parent', 'Domestic worker'] as const;
export type HealthVisaType = (typeof HEALTH_VISA_TYPES)[number];

export const HEALTH_RELATIONS = ['Son', 'Husband', 'Father', 'Daughter', 'Wife', 'Mother'] as const;
export type HealthRelation = (typeof HEALTH_RELATIONS)[number];

/** The monthly salary bands a health proposal asks for (FIELDS.md `salary`), in whole AED, both ends included. */
export const SALARY_BANDS = {
  'Up to 4000': { from: 0, to: 4000 },
  '4000 - 12000': { from: 4001, to: 12000 },
  '12000+': { from: 12001, to: null },
} as const satisfies Record<string, { from: number; to: number | null }>;
export type SalaryBand = keyof typeof SALARY_BANDS;

export const HEALTH_FACTORS = ['smoker', 'hypertension', 'diabetes'] as const;
export type HealthFactor = (typeof HEALTH_FACTORS)[number];
const FACTOR_LABEL: Record<HealthFactor, string> = { smoker: 'Smoker', hypertension: 'Hypertension', diabetes: 'Diabetes' };

/**
 * Maternity premium is charged for married women of child-bearing age: the Abu Dhabi basic plan's
 * surcharge applies from 18 to 50 (DOMAIN.md §5.3), and insurers' matrices follow the same ages.
 */
export const MATERNITY_AGES = { from: 18, to: 50 } as const;

/**
 * The Dubai Essential Benefits Plan (DOMAIN.md §5.2): salary up to AED 4,000 and non-working
 * dependants; its Basmah fee, AED 37 per policy, unless the insurer's health settings say otherwise.
 */
export const DUBAI_ESSENTIAL = { maxSalaryAed: 4000, basmahFeeFils: 37_00 } as const;
/** The Abu Dhabi basic plan (DOMAIN.md §5.3): expatriates earning up to AED 5,000 a month. */
export const ABU_DHABI_BASIC = { maxSalaryAed: 5000 } as const;

/** A premium row of a plan's matrix (FIELDS.md "Matrix"). Null salary ends and relation match any. */
export interface HealthMatrixRow {
  id: string;
  /** `all`, or the visa types the row prices. */
  visaTypes: ReadonlyArray<HealthVisaType | 'all'>;
  ageFrom: number;
  ageTo: number;
  salaryFromAed: number | null;
  salaryToAed: number | null;
  gender: 'all' | 'Male' | 'Female';
  relation: HealthRelation | null;
  premiumFils: number;
  maternityFils: number;
}

/** An insurer's loading (FIELDS.md "Company conditions"): for members who answer yes, in these emirates. */
export interface HealthLoading {
  factor: HealthFactor;
  emirates: readonly Emirate[];
  amountType: 'percentage' | 'fixed';
  /** A percentage of the member's premium, or AED in fils. */
  amount: number;
}

export interface HealthPlan {
  id: string;
  planName: string;
  /** The co-pay percentage (0, 5, 10, 15, 20, 30). */
  coPay: number;
  isActive: boolean;
  /** "Premium on request": the plan has no price to quote; the insurer is asked. */
  premiumOnRequest: boolean;
  /** The regulated plan it is, if any. */
  scheme: 'standard' | 'dubaiEssential' | 'abuDhabiBasic';
  /** The emirates of the plan's city level: where it may be sold. */
  emirates: readonly Emirate[];
  matrix: readonly HealthMatrixRow[];
  loadings: readonly HealthLoading[];
  /** The insurer's fees (Health companies); absent, the Basmah fee is AED 37 and there is no ICP fee. */
  fees?: HealthInsurerFees;
}

/**
 * Fees an insurer charges per insured member besides the premium. Each member of an Essential
 * Benefits household is a policy of their own, so the Basmah fee (per policy, DOMAIN.md §5.2) is
 * charged per member; the ICP fee is the insurer's own figure (DOMAIN.md: never computed), charged
 * per member for the member's residence file.
 */
export interface HealthInsurerFees {
  basmahFeeFils: number;
  icpFeeFils: number;
}

export interface HealthMember {
  id: string;
  fullName: string;
  /** The principal's relation is null; everyone else is a relation of the principal. */
  relation: HealthRelation | null;
  /** A parent or domestic worker is priced on rows of that visa type; everyone else on the household's. */
  visa?: 'Parent' | 'Domestic worker';
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  maritalStatus: 'Married' | 'Single' | 'Divorced' | 'Widow';
  /** Works (for the Essential Benefits Plan, which covers non-working dependants only). */
  working?: boolean;
  smoker: boolean;
  hypertension: boolean;
  diabetes: boolean;
}

export interface HealthHousehold {
  insuredType: HealthInsuredType;
  emirate: Emirate;
  salaryBand: SalaryBand;
  /** The sponsor's monthly salary in AED when known: it decides the Abu Dhabi basic plan inside the 4,000–12,000 band. */
  salaryAed?: number;
  /** The first day of cover: ages are counted on it. */
  startDate: string;
  members: readonly HealthMember[];
}

export type HealthRefusalCode = 'inactive' | 'onRequest' | 'territory' | 'scheme' | 'noRow';
export interface HealthRefusal {
  code: HealthRefusalCode;
  memberId: string | null;
  message: string;
}

export interface HealthLoadingLine {
  factor: HealthFactor;
  fils: number;
  explanation: string;
}

export interface HealthMemberPrice {
  memberId: string;
  fullName: string;
  age: number;
  rowId: string;
  premiumFils: number;
  maternityFils: number;
  loadings: HealthLoadingLine[];
  totalFils: number;
  explanation: string[];
}

export interface HealthFeeLine {
  code: 'basmahFee' | 'icpFee';
  memberId: string;
  name: string;
  fils: number;
  explanation: string;
}

export type HealthPlanPrice =
  | { planId: string; offered: true; members: HealthMemberPrice[]; fees: HealthFeeLine[]; totalFils: number }
  | { planId: string; offered: false; refusals: HealthRefusal[] };

/** Whole years of age on a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  return differenceInYears(parseISO(day.slice(0, 10)), parseISO(dateOfBirth.slice(0, 10)));
}

const isPrincipal = (member: HealthMember) => member.relation === null && member.visa === undefined;
const salaryText = (row: HealthMatrixRow) => (row.salaryFromAed === null && row.salaryToAed === null
  ? 'any salary'
  : `salary AED ${row.salaryFromAed ?? 0}–${row.salaryToAed ?? '…'}`);

/** The visa type a member is priced on. */
function visaOf(member: HealthMember, household: HealthHousehold): HealthVisaType {
  return member.visa ?? household.insuredType;
}

/** A row covers the whole salary band (a row for "any salary" covers every band). */
function coversSalary(row: HealthMatrixRow, band: SalaryBand): boolean {
  const { from, to } = SALARY_BANDS[band];
  // Stryker disable next-line ConditionalExpression: null <= a band's start is true in JavaScript too; the test says what is meant
  const fromOk = row.salaryFromAed === null || row.salaryFromAed <= from;
  const toOk = row.salaryToAed === null || (to !== null && row.salaryToAed >= to);
  return fromOk && toOk;
}

/**
 * How specific a matching row is: a row naming the relation beats one for any relation, then one
 * naming the gender, then one naming the visa type. A plan's matrix keeps rows of one specificity
 * from overlapping (`overlappingRows`), so the most specific row is the member's only one.
 */
function specificity(row: HealthMatrixRow): number {
  return (row.relation ? 4 : 0) + (row.gender === 'all' ? 0 : 2) + (row.visaTypes.includes('all') ? 0 : 1);
}

/** The member's premium row: the most specific row matching visa, age, salary, gender and relation; the first listed on a tie. */
export function matrixRowFor(matrix: readonly HealthMatrixRow[], member: HealthMember, age: number, household: HealthHousehold): HealthMatrixRow | null {
  const visa = visaOf(member, household);
  let best: HealthMatrixRow | null = null;
  for (const row of matrix) {
    const matches = (row.visaTypes.includes('all') || row.visaTypes.includes(visa))
      && age >= row.ageFrom && age <= row.ageTo
      && coversSalary(row, household.salaryBand)
      && (row.gender === 'all' || row.gender === member.gender)
      && (row.relation === null || row.relation === member.relation);
    if (matches && (best === null || specificity(row) > specificity(best))) best = row;
  }
  return best;
}

const rangesMeet = (fromA: number | null, toA: number | null, fromB: number | null, toB: number | null) =>
  (fromA ?? -Infinity) <= (toB ?? Infinity) && (fromB ?? -Infinity) <= (toA ?? Infinity);

/** Two rows price the same members at one specificity: same gender and relation, a visa type in common, age and salary bands meeting. */
function rowsOverlap(a: HealthMatrixRow, b: HealthMatrixRow): boolean {
  const allA = a.visaTypes.includes('all');
  const visaShared = allA === b.visaTypes.includes('all') && (allA || a.visaTypes.some((visa) => b.visaTypes.includes(visa)));
  return visaShared && a.gender === b.gender && a.relation === b.relation
    && rangesMeet(a.ageFrom, a.ageTo, b.ageFrom, b.ageTo) && rangesMeet(a.salaryFromAed, a.salaryToAed, b.salaryFromAed, b.salaryToAed);
}

/**
 * The pairs of a plan's rows that would both price one member at the same specificity, so the
 * plan's matrix refuses them (the rows named) rather than let the row order decide a premium.
 */
export function overlappingRows(matrix: readonly HealthMatrixRow[]): Array<[HealthMatrixRow, HealthMatrixRow]> {
  const pairs: Array<[HealthMatrixRow, HealthMatrixRow]> = [];
  matrix.forEach((row, i) => {
    for (const other of matrix.slice(i + 1)) if (rowsOverlap(row, other)) pairs.push([row, other]);
  });
  return pairs;
}

/** Maternity premium applies to a married woman of child-bearing age. */
export function maternityApplies(member: HealthMember, age: number): boolean {
  return member.gender === 'Female' && member.maritalStatus === 'Married' && age >= MATERNITY_AGES.from && age <= MATERNITY_AGES.to;
}

/** Why a regulated plan cannot cover this household or member, or null when it can. */
function schemeRefusal(plan: HealthPlan, household: HealthHousehold, member: HealthMember): string | null {
  const band = SALARY_BANDS[household.salaryBand];
  if (plan.scheme === 'dubaiEssential') {
    if (household.emirate !== 'Dubai') return 'The Essential Benefits Plan is sold for Dubai visas only';
    if (isPrincipal(member) && (band.to === null || band.to > DUBAI_ESSENTIAL.maxSalaryAed)) {
      return `The Essential Benefits Plan covers salaries up to AED ${DUBAI_ESSENTIAL.maxSalaryAed.toLocaleString('en-US')} a month`;
    }
    if (!isPrincipal(member) && member.working) return 'The Essential Benefits Plan covers non-working dependants only';
  }
  if (plan.scheme === 'abuDhabiBasic' && isPrincipal(member)) {
    if (household.emirate !== 'Abu Dhabi') return 'The Abu Dhabi basic plan is sold for Abu Dhabi visas only';
    const limit = ABU_DHABI_BASIC.maxSalaryAed;
    const salary = household.salaryAed;
    // Stryker disable next-line EqualityOperator: no band starts or ends at the AED 5,000 limit, so < and <= agree here
    const bandOver = band.to === null || band.to > limit;
    const over = salary !== undefined ? salary > limit : bandOver;
    if (over) {
      // Stryker disable next-line EqualityOperator: as above, no band starts at the limit
      return salary === undefined && band.from <= limit
        ? `The Abu Dhabi basic plan covers salaries up to AED ${limit.toLocaleString('en-US')} a month: give the monthly salary`
        : `The Abu Dhabi basic plan covers salaries up to AED ${limit.toLocaleString('en-US')} a month`;
    }
  }
  return null;
}

function memberPrice(plan: HealthPlan, household: HealthHousehold, member: HealthMember, age: number, row: HealthMatrixRow): HealthMemberPrice {
  const maternityFils = maternityApplies(member, age) ? row.maternityFils : 0;
  const loadings: HealthLoadingLine[] = [];
  for (const loading of plan.loadings) {
    if (!member[loading.factor] || !loading.emirates.includes(household.emirate)) continue;
    const percentage = loading.amountType === 'percentage';
    const fils = percentage ? percentOf(row.premiumFils, loading.amount) : Math.round(loading.amount);
    loadings.push({
      factor: loading.factor, fils,
      explanation: `${FACTOR_LABEL[loading.factor]} loading in ${household.emirate}: ${percentage ? `${loading.amount} % of ${formatAed(row.premiumFils)}` : 'fixed'} = ${formatAed(fils)}`,
    });
  }
  const totalFils = row.premiumFils + maternityFils + loadings.reduce((sum, line) => sum + line.fils, 0);
  const explanation = [
    `${member.fullName}, ${age}, ${member.gender}${member.relation ? ` (${member.relation})` : ''}: matrix row for ages ${row.ageFrom}–${row.ageTo}, ${salaryText(row)} = ${formatAed(row.premiumFils)}`,
    ...(maternityFils > 0 ? [`Maternity premium = ${formatAed(maternityFils)}`] : []),
    ...loadings.map((line) => line.explanation),
  ];
  return { memberId: member.id, fullName: member.fullName, age, rowId: row.id, premiumFils: row.premiumFils, maternityFils, loadings, totalFils, explanation };
}

/** A member's fees on a plan: the Basmah fee on the Essential Benefits Plan, the insurer's ICP fee when it has one. */
function feesOf(plan: HealthPlan, member: HealthMemberPrice): HealthFeeLine[] {
  const { basmahFeeFils, icpFeeFils } = plan.fees ?? { basmahFeeFils: DUBAI_ESSENTIAL.basmahFeeFils, icpFeeFils: 0 };
  const fees: HealthFeeLine[] = [];
  if (plan.scheme === 'dubaiEssential' && basmahFeeFils > 0) {
    fees.push({ code: 'basmahFee', memberId: member.memberId, name: 'Basmah fee', fils: basmahFeeFils, explanation: `Basmah fee for ${member.fullName}'s Essential Benefits policy = ${formatAed(basmahFeeFils)}` });
  }
  if (icpFeeFils > 0) {
    fees.push({ code: 'icpFee', memberId: member.memberId, name: 'ICP fee', fils: icpFeeFils, explanation: `ICP fee for ${member.fullName} = ${formatAed(icpFeeFils)}` });
  }
  return fees;
}

/** One plan's price for a household, or the reasons it cannot be offered. */
export function priceHealthPlan(plan: HealthPlan, household: HealthHousehold): HealthPlanPrice {
  const refuse = (refusals: HealthRefusal[]): HealthPlanPrice => ({ planId: plan.id, offered: false, refusals });
  if (!plan.isActive) return refuse([{ code: 'inactive', memberId: null, message: `${plan.planName} is not active` }]);
  if (plan.premiumOnRequest) return refuse([{ code: 'onRequest', memberId: null, message: `${plan.planName} is priced on request: ask the insurer for a quote` }]);
  if (!plan.emirates.includes(household.emirate)) {
    return refuse([{ code: 'territory', memberId: null, message: `${plan.planName} is not sold in ${household.emirate}` }]);
  }
  const refusals: HealthRefusal[] = [];
  const members: HealthMemberPrice[] = [];
  for (const member of household.members) {
    const age = ageOn(member.dateOfBirth, household.startDate);
    const scheme = schemeRefusal(plan, household, member);
    if (scheme) {
      refusals.push({ code: 'scheme', memberId: member.id, message: `${member.fullName}: ${scheme}` });
      continue;
    }
    const row = matrixRowFor(plan.matrix, member, age, household);
    if (!row) {
      refusals.push({ code: 'noRow', memberId: member.id, message: `${member.fullName}: ${plan.planName} has no premium for a ${member.gender.toLowerCase()} of ${age} on a ${visaOf(member, household)} visa` });
      continue;
    }
    members.push(memberPrice(plan, household, member, age, row));
  }
  if (refusals.length > 0) return refuse(refusals);
  const fees = members.flatMap((member) => feesOf(plan, member));
  const totalFils = members.reduce((sum, member) => sum + member.totalFils, 0) + fees.reduce((sum, fee) => sum + fee.fils, 0);
  return { planId: plan.id, offered: true, members, fees, totalFils };
}

/** Every plan's price for a household, in the plans' order. */
export function priceHealthPlans(plans: readonly HealthPlan[], household: HealthHousehold): HealthPlanPrice[] {
  return plans.map((plan) => priceHealthPlan(plan, household));
}
