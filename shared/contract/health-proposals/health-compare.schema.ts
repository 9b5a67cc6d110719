import { z } from 'zod';
import { EmailSchema, IdSchema, UaeMobileSchema } from '../common.schema.js';
import { HEALTH_BENEFIT_GROUPS } from '../health-benefits/health-benefits.schema.js';

/** A comparison of health plans: two to four of one proposal's quotes (FIELDS.md "Compare"). */
export const HEALTH_COMPARE_MIN = 2;
export const HEALTH_COMPARE_MAX = 4;

export const HealthCompareIdsSchema = z.object({
  ids: z.array(IdSchema, 'ids is a list of quote ids')
    .min(HEALTH_COMPARE_MIN, `Choose at least ${HEALTH_COMPARE_MIN} quotes to compare`)
    .max(HEALTH_COMPARE_MAX, `Compare at most ${HEALTH_COMPARE_MAX} quotes`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each quote once'),
});
export const HealthCompareSmsSchema = HealthCompareIdsSchema.extend({ toMobileNumber: UaeMobileSchema });
export const HealthCompareEmailSchema = HealthCompareIdsSchema.extend({ toEmail: EmailSchema });

/** One compared quote: where the plan sits (insurer, TPA, network), its co-pay and what the customer pays. */
export const HealthComparedQuoteSchema = z.object({
  _id: IdSchema,
  ref: z.string(),
  companyName: z.string(),
  tpaName: z.string(),
  networkName: z.string(),
  planName: z.string(),
  /** The plan's co-pay, percent. */
  coPay: z.number(),
  /** The insurer's premium for the members (fils), before VAT and fees. */
  premiumFils: z.number().int(),
  /** What the customer pays (fils), VAT and fees included. */
  totalFils: z.number().int(),
});
export type HealthComparedQuote = z.output<typeof HealthComparedQuoteSchema>;

/** A benefit's value for one quote: this comparison's edit when there is one, else the plan's value. */
export const HealthCompareCellSchema = z.object({
  quoteId: IdSchema,
  value: z.string(),
  /** The plan's own value, as the plan's benefits give it. */
  planValue: z.string(),
  edited: z.boolean(),
});
export type HealthCompareCell = z.output<typeof HealthCompareCellSchema>;

/** A benefit row: one cell per compared quote, in the quotes' order. */
export const HealthCompareBenefitSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  group: z.enum(HEALTH_BENEFIT_GROUPS),
  cells: z.array(HealthCompareCellSchema),
});
export type HealthCompareBenefit = z.output<typeof HealthCompareBenefitSchema>;

export const HealthComparisonSchema = z.object({
  proposalId: IdSchema,
  proposalRef: z.string(),
  customerName: z.string(),
  quotes: z.array(HealthComparedQuoteSchema),
  /** The quote with the lowest grand total (the first of them on a tie). */
  cheapestQuoteId: IdSchema,
  benefits: z.array(HealthCompareBenefitSchema),
});
export type HealthComparison = z.output<typeof HealthComparisonSchema>;
export const HealthComparisonResultSchema = z.object({ success: z.literal(true), data: HealthComparisonSchema });

/**
 * An edit of one benefit's value for one quote's comparison: the text the customer reads in
 * place of the plan's value; `null` (or blank) goes back to the plan's value.
 */
export const HealthQuoteBenefitEditSchema = z.object({
  quoteId: IdSchema,
  benefitId: IdSchema,
  value: z.string('value is text').trim().max(200, 'Value is at most 200 characters').nullable(),
});
export type HealthQuoteBenefitEdit = z.input<typeof HealthQuoteBenefitEditSchema>;
export const HealthQuoteBenefitEditResultSchema = z.object({
  success: z.literal(true),
  data: HealthCompareCellSchema.extend({ benefitId: IdSchema }),
  message: z.string(),
});
