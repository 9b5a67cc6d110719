import { z } from 'zod';
import { EMIRATES } from '../../domain/emirates.js';
import {
  HEALTH_FACTORS, HEALTH_INSURED_TYPES, HEALTH_RELATIONS, SALARY_BANDS, type HealthHousehold, type HealthPlanPrice, type SalaryBand,
} from '../../domain/healthPricing.js';

/** A household of the preview: the principal and up to 19 dependants (a family policy's usual ceiling). */
export const PREVIEW_MAX_MEMBERS = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) => z.string(`${label} must be a date`).trim()
  .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} must be a date (yyyy-MM-dd)`);
const yesNo = (label: string) => z.boolean(`${label} must be true or false`).default(false);
const SALARY_BAND_NAMES = Object.keys(SALARY_BANDS) as [SalaryBand, ...SalaryBand[]];

const MemberSchema = z.object({
  /** Pricing names each member's lines by it; the preview numbers members that have none. */
  id: z.string().trim().min(1).max(64).optional(),
  fullName: z.string().trim().max(120, 'Name is at most 120 characters').optional(),
  relation: z.enum(HEALTH_RELATIONS, `Relation must be one of: ${HEALTH_RELATIONS.join(', ')}`).nullable().default(null),
  visa: z.enum(['Parent', 'Domestic worker'], 'Visa must be Parent or Domestic worker').optional(),
  dateOfBirth: day('Date of birth'),
  gender: z.enum(['Male', 'Female'], 'Gender must be Male or Female'),
  maritalStatus: z.enum(['Married', 'Single', 'Divorced', 'Widow'], 'Marital status must be Married, Single, Divorced or Widow'),
  working: z.boolean('Working must be true or false').optional(),
  smoker: yesNo('Smoker'),
  hypertension: yesNo('Hypertension'),
  diabetes: yesNo('Diabetes'),
});

/**
 * The household the plan preview prices (pricing's `HealthHousehold`). The principal is the one
 * member with no relation and no visa of their own; a household has exactly one. Dates of birth
 * are on or before the start of cover. Members without a name are named by their relation.
 */
export const HealthPreviewBodySchema = z.object({
  insuredType: z.enum(HEALTH_INSURED_TYPES, `Insured type must be one of: ${HEALTH_INSURED_TYPES.join(', ')}`),
  emirate: z.enum(EMIRATES, `Emirate must be one of: ${EMIRATES.join(', ')}`),
  salaryBand: z.enum(SALARY_BAND_NAMES, `Salary band must be one of: ${SALARY_BAND_NAMES.join(', ')}`),
  salaryAed: z.number('Salary must be a number of AED').int('Salary must be whole AED').min(0, 'Salary must be 0 or more').max(10_000_000, 'Salary is at most AED 10,000,000').optional(),
  startDate: day('Start date'),
  members: z.array(MemberSchema, 'Members must be a list').min(1, 'Members: add at least 1').max(PREVIEW_MAX_MEMBERS, `Members: at most ${PREVIEW_MAX_MEMBERS}`),
}).superRefine((household, context) => {
  const principals = household.members.flatMap((member, index) => (member.relation === null && member.visa === undefined ? [index] : []));
  if (principals.length === 0) context.addIssue({ code: 'custom', path: ['members'], message: 'Members: one must be the principal (no relation)' });
  for (const index of principals.slice(1)) context.addIssue({ code: 'custom', path: ['members', index, 'relation'], message: 'Only one member is the principal: give this one a relation' });
  household.members.forEach((member, index) => {
    if (member.dateOfBirth > household.startDate) context.addIssue({ code: 'custom', path: ['members', index, 'dateOfBirth'], message: 'Date of birth must be on or before the start date' });
  });
}).transform((household): HealthHousehold => ({
  ...household,
  members: household.members.map((member, index) => ({
    ...member,
    id: member.id ?? `member-${index + 1}`,
    fullName: member.fullName || (member.relation ?? member.visa ?? 'Principal'),
  })),
}));
export type HealthPreviewBody = z.input<typeof HealthPreviewBodySchema>;

const LoadingLineSchema = z.object({ factor: z.enum(HEALTH_FACTORS), fils: z.number().int(), explanation: z.string() });
const MemberPriceSchema = z.object({
  memberId: z.string(), fullName: z.string(), age: z.number().int(), rowId: z.string(),
  premiumFils: z.number().int(), maternityFils: z.number().int(), loadings: z.array(LoadingLineSchema), totalFils: z.number().int(), explanation: z.array(z.string()),
});

/** Pricing's answer for one plan (`HealthPlanPrice`): the members' lines, fees and total in fils, or the refusals. */
export const HealthPlanPriceSchema = z.discriminatedUnion('offered', [
  z.object({
    planId: z.string(), offered: z.literal(true), members: z.array(MemberPriceSchema),
    fees: z.array(z.object({ code: z.enum(['basmahFee', 'icpFee']), memberId: z.string(), name: z.string(), fils: z.number().int(), explanation: z.string() })), totalFils: z.number().int(),
  }),
  z.object({
    planId: z.string(), offered: z.literal(false),
    refusals: z.array(z.object({ code: z.enum(['inactive', 'onRequest', 'territory', 'scheme', 'noRow']), memberId: z.string().nullable(), message: z.string() })),
  }),
]) satisfies z.ZodType<HealthPlanPrice>;
export const HealthPlanPriceResultSchema = z.object({ success: z.literal(true), data: HealthPlanPriceSchema });
