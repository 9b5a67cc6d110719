import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { HEALTH_CO_PAYS } from '../health-matrix/health-matrix.schema.js';

/** The groups of a health plan's benefit table, in the order insurers' tables of benefits show them. */
export const HEALTH_BENEFIT_GROUPS = ['General', 'Inpatient', 'Outpatient', 'Maternity', 'Dental and optical', 'Therapies', 'Emergency and travel'] as const;
export type HealthBenefitGroup = (typeof HEALTH_BENEFIT_GROUPS)[number];

/** What a benefit's `limit` counts: AED (stored in fils), or days, visits or sessions; null when it has no limit. */
export const HEALTH_BENEFIT_UNITS = ['AED', 'days', 'visits', 'sessions'] as const;
export type HealthBenefitUnit = (typeof HEALTH_BENEFIT_UNITS)[number];

/**
 * How a benefit's `value` is given: free text, one of the benefit's `options`, or one of the
 * networks of the plan's insurer (`getallnetworksbycompany`), stored as the network's id.
 */
export const HEALTH_BENEFIT_VALUE_TYPES = ['text', 'select', 'network'] as const;

/** The fields a benefit may take besides `isEnabled`, `limit`, `value` and `description` (FIELDS.md: "per group"). */
export const HEALTH_BENEFIT_EXTRA_FIELDS = [
  'noOfVisits', 'reimbursement', 'timePeriod', 'coPayType', 'coPayValue', 'noOfSessions', 'deductibleType', 'deductibleValue', 'maxValue', 'coPayLimit',
] as const;
export type HealthBenefitExtraField = (typeof HEALTH_BENEFIT_EXTRA_FIELDS)[number];

/** The period a limit or a count runs over. */
export const HEALTH_BENEFIT_PERIODS = ['perVisit', 'perDay', 'perYear', 'perTwoYears', 'perLifetime'] as const;
export const HEALTH_BENEFIT_PERIOD_LABELS: Record<(typeof HEALTH_BENEFIT_PERIODS)[number], string> = {
  perVisit: 'Per visit', perDay: 'Per day', perYear: 'Per policy year', perTwoYears: 'Every 2 years', perLifetime: 'Per lifetime',
};

/** A share's kind: a percentage of the claim (0–100) or a fixed amount in fils. */
export const HEALTH_SHARE_TYPES = ['percentage', 'fixed'] as const;

/** The largest limit or amount, in fils: AED 20,000,000 (above any UAE plan's annual limit; a 32-bit column holds it). */
export const MAX_BENEFIT_FILS = 2_000_000_000;
/** The largest count of days, visits or sessions. */
export const MAX_BENEFIT_COUNT = 1_000;

export const HealthBenefitSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  group: z.enum(HEALTH_BENEFIT_GROUPS),
  unit: z.enum(HEALTH_BENEFIT_UNITS).nullable(),
  valueType: z.enum(HEALTH_BENEFIT_VALUE_TYPES),
  options: z.array(z.string()),
  fields: z.array(z.enum(HEALTH_BENEFIT_EXTRA_FIELDS)),
  sortOrder: z.number().int(),
});
export type HealthBenefit = z.output<typeof HealthBenefitSchema>;

export const HealthBenefitsResultSchema = z.object({ success: z.literal(true), data: z.array(HealthBenefitSchema) });

const count = (label: string) => z.number(`${label} is a number`).int(`${label} is a whole number`).min(0, `${label} is 0 or more`).max(MAX_BENEFIT_COUNT, `${label} is at most ${MAX_BENEFIT_COUNT}`).nullable();
const fils = (label: string) => z.number(`${label} is an amount in fils`).int(`${label} is an amount in whole fils`).min(0, `${label} is 0 or more`).max(MAX_BENEFIT_FILS, `${label} is at most AED 20,000,000`).nullable();
const share = (label: string) => z.number(`${label} is a number`).min(0, `${label} is 0 or more`).max(MAX_BENEFIT_FILS, `${label} is too large`).nullable();

/**
 * A plan's values of one benefit. `limit` is in the benefit's unit: fils for AED, else a count.
 * `coPayValue` and `deductibleValue` read by their type: a percentage (0–100) or fils; a value
 * needs its type. `reimbursement` is the percentage paid back on a claim outside the network.
 * `maxValue` (the most paid per claim) and `coPayLimit` (the most the member pays per claim) are
 * fils. Every field is stated (null for none), so a save never resets a value by leaving it out.
 */
export const PlanBenefitValuesSchema = z.object({
  isEnabled: z.boolean('Enabled is true or false'),
  limit: z.number('Limit is a number').int('Limit is a whole number (fils for AED)').min(0, 'Limit is 0 or more').max(MAX_BENEFIT_FILS, 'Limit is too large').nullable(),
  value: z.string('Value is text').trim().max(200, 'Value is at most 200 characters').nullable(),
  noOfVisits: count('Number of visits'),
  reimbursement: z.number('Reimbursement is a percentage').min(0, 'Reimbursement is 0 % or more').max(100, 'Reimbursement is at most 100 %').nullable(),
  timePeriod: z.enum(HEALTH_BENEFIT_PERIODS, `Time period must be one of: ${HEALTH_BENEFIT_PERIODS.join(', ')}`).nullable(),
  coPayType: z.enum(HEALTH_SHARE_TYPES, 'Co-pay type is percentage or fixed').nullable(),
  coPayValue: share('Co-pay'),
  noOfSessions: count('Number of sessions'),
  deductibleType: z.enum(HEALTH_SHARE_TYPES, 'Deductible type is percentage or fixed').nullable(),
  deductibleValue: share('Deductible'),
  maxValue: fils('Maximum value'),
  coPayLimit: fils('Co-pay limit'),
  description: z.string('Description is text').trim().max(500, 'Description is at most 500 characters').nullable(),
});
export type PlanBenefitValues = z.output<typeof PlanBenefitValuesSchema>;

/** A share of the claim by its type: a percentage within 0–100, a fixed amount in whole fils; no value without its type. */
function checkShare(values: PlanBenefitValues, type: 'coPayType' | 'deductibleType', value: 'coPayValue' | 'deductibleValue', what: string): Array<{ path: string; message: string }> {
  const amount = values[value];
  if (amount === null) return [];
  if (values[type] === null) return [{ path: type, message: `Choose whether the ${what} is a percentage or a fixed amount` }];
  if (values[type] === 'percentage' && amount > 100) return [{ path: value, message: `A percentage ${what} is at most 100 %` }];
  if (values[type] === 'fixed' && !Number.isInteger(amount)) return [{ path: value, message: `A fixed ${what} is an amount in whole fils` }];
  return [];
}

export const PlanBenefitEntrySchema = PlanBenefitValuesSchema.extend({ benefitId: IdSchema }).superRefine((values, context) => {
  for (const issue of [...checkShare(values, 'coPayType', 'coPayValue', 'co-pay'), ...checkShare(values, 'deductibleType', 'deductibleValue', 'deductible')]) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
export type PlanBenefitEntry = z.output<typeof PlanBenefitEntrySchema>;

/**
 * The save of a plan's benefits: the benefits given are written, each whole; a benefit not given
 * keeps what it has (so a screen or an import may save a group alone). A benefit once each.
 */
export const PlanBenefitsUpdateSchema = z.object({
  planId: IdSchema,
  benefits: z.array(PlanBenefitEntrySchema, 'Benefits are a list').max(200, 'At most 200 benefits').superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.benefitId)) context.addIssue({ code: 'custom', path: [index, 'benefitId'], message: 'This benefit is given twice' });
      seen.add(entry.benefitId);
    });
  }),
});
export type PlanBenefitsUpdate = z.input<typeof PlanBenefitsUpdateSchema>;

/** A master benefit with a plan's values: the defaults (disabled, nothing set) until the plan's are saved (`saved`). */
export const PlanBenefitSchema = HealthBenefitSchema.extend(PlanBenefitValuesSchema.shape).extend({ saved: z.boolean() });
export type PlanBenefit = z.output<typeof PlanBenefitSchema>;

export const PlanBenefitsResultSchema = z.object({
  success: z.literal(true),
  data: z.object({
    planId: IdSchema,
    planName: z.string(),
    coPay: z.enum(HEALTH_CO_PAYS),
    companyId: IdSchema,
    benefits: z.array(PlanBenefitSchema),
  }),
  message: z.string().optional(),
});

export const CompanyParamsSchema = z.object({ companyId: IdSchema });
export const PlanParamsSchema = z.object({ planId: IdSchema });

/** A network of an insurer's health tree, named with its TPA, for the "network" benefit's select. */
export const CompanyNetworkSchema = z.object({ _id: IdSchema, networkName: z.string(), tpa: IdSchema, TPAName: z.string() });
export type CompanyNetwork = z.output<typeof CompanyNetworkSchema>;
export const CompanyNetworksResultSchema = z.object({ success: z.literal(true), data: z.array(CompanyNetworkSchema) });
