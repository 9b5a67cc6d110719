import { z } from 'zod';
import { detailResultSchema } from '../common.schema.js';

/**
 * Motor pricing rules of DOMAIN.md §4 as settings. Figures the primer marks **unverified** are
 * settings with the primer's figure (or the nearest stated one) as default, so the business can
 * confirm or change them without code. Money in fils. Stored once for the whole office
 * (`companies.pricingSettings` / `companies.updatePricingSettings`); the defaults below apply
 * until someone saves them.
 */

const AED = 100;
const MAX_PREMIUM_FILS = 1_000_000 * AED;
const MAX_VALUE_FILS = 100_000_000 * AED;

const fils = (label: string, max: number) =>
  z.number({ error: `${label} must be an amount` }).int(`${label} must be whole fils`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`);
const percent = (label: string, max = 100) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(max, `${label} cannot exceed ${max} %`);

/** A regulated premium band: a minimum and a fixed cap (third party) or a cap as a share of the value (comprehensive). */
function bandSchema(label: string) {
  return z.object({
    minFils: fils(`${label} minimum`, MAX_PREMIUM_FILS),
    /** A fixed cap (third party), or null. */
    maxFils: fils(`${label} maximum`, MAX_PREMIUM_FILS).nullable(),
    /** A cap as a percentage of the insured value (comprehensive), or null. */
    maxPercentOfValue: percent(`${label} maximum % of value`).nullable(),
  }).superRefine((band, ctx) => {
    if (band.maxFils !== null && band.maxFils < band.minFils) ctx.addIssue({ code: 'custom', path: ['maxFils'], message: `${label} maximum is below its minimum` });
  });
}
export const PremiumBandSchema = bandSchema('Band');
export type PremiumBand = z.infer<typeof PremiumBandSchema>;

const cylinderBands = (vehicle: string) => z.object({
  4: bandSchema(`Third party ${vehicle} 4 cylinders`),
  6: bandSchema(`Third party ${vehicle} 6 cylinders`),
  8: bandSchema(`Third party ${vehicle} 8 cylinders`),
  9: bandSchema(`Third party ${vehicle} 9+ cylinders`),
});

export const MaxDeductibleStepSchema = z.object({
  /** The step covers values up to this one (inclusive); null on the last, open-ended step. */
  upToValueFils: fils('Value up to', MAX_VALUE_FILS).nullable(),
  maxFils: fils('Maximum deductible', MAX_PREMIUM_FILS),
});

export const MotorPricingSettingsSchema = z.object({
  /** Decision 30/2016 third-party bands by vehicle class and cylinder class. */
  thirdPartyBands: z.object({ saloon: cylinderBands('saloon'), fourByFour: cylinderBands('4x4') }),
  /** Decision 30/2016 comprehensive: saloon 1,300 to 5 % of value; 4x4 2,000 to 7 %. */
  comprehensiveBands: z.object({ saloon: bandSchema('Comprehensive saloon'), fourByFour: bandSchema('Comprehensive 4x4') }),
  /** Decision 17/2020: how far below the band minimum discounts may go for its special groups (see `SPECIAL_GROUPS`). */
  maxPercentBelowMinimum: percent('Maximum below the minimum'),
  /** Decision 41/2017: guaranteed no-claims discount by claim-free years (index = years, last entry for more). */
  noClaimsDiscountPercent: z.array(percent('No-claims discount'), { error: 'No-claims discounts must be a list' })
    .min(2, 'Give the no-claims discount for 0 and at least 1 claim-free year').max(21, 'At most 20 claim-free years'),
  /** Schedule 3: maximum deductible for private cars ≤ 9 seats by insured value (upper bound inclusive). */
  maxDeductibles: z.array(MaxDeductibleStepSchema, { error: 'Maximum deductibles must be a list' })
    .min(1, 'Give at least one maximum deductible').max(20, 'At most 20 maximum deductible steps'),
  vatPercent: percent('VAT', 50),
  /** Market value: yearly depreciation of the new-car value (unverified: 10-15 %, one insurer 15 %). */
  yearlyDepreciationPercent: percent('Yearly depreciation', 50),
  /** The value never falls below this share of the new-car value. */
  minimumValuePercent: percent('Minimum value'),
  /** Accepted ± range around the computed value (unverified). */
  valueBandPercent: percent('Value band', 50),
  /** Expected yearly mileage; above it the value drops (unverified). */
  expectedKmPerYear: z.number({ error: 'Expected km per year must be a number' }).int('Expected km per year must be whole kilometres')
    .min(1_000, 'Expected km per year must be at least 1,000').max(200_000, 'Expected km per year must be at most 200,000'),
  /** Value reduction per 10,000 km above the expected mileage, capped (unverified). */
  mileagePercentPer10000Km: percent('Mileage reduction per 10,000 km', 50),
  maxMileageReductionPercent: percent('Maximum mileage reduction'),
}).superRefine((settings, ctx) => {
  settings.noClaimsDiscountPercent.forEach((value, index) => {
    const previous = settings.noClaimsDiscountPercent[index - 1];
    if (previous !== undefined && value < previous) {
      ctx.addIssue({ code: 'custom', path: ['noClaimsDiscountPercent', index], message: `No-claims discount for ${index} years is below the one for ${index - 1}` });
    }
  });
  const steps = settings.maxDeductibles;
  steps.forEach((step, index) => {
    const last = index === steps.length - 1;
    if (last && step.upToValueFils !== null) {
      ctx.addIssue({ code: 'custom', path: ['maxDeductibles', index, 'upToValueFils'], message: 'The last maximum deductible step must be open-ended (no upper value)' });
    }
    if (!last && step.upToValueFils === null) {
      ctx.addIssue({ code: 'custom', path: ['maxDeductibles', index, 'upToValueFils'], message: `Maximum deductible step ${index + 1} needs an upper value` });
    }
    const previous = steps[index - 1]?.upToValueFils;
    if (previous != null && step.upToValueFils !== null && step.upToValueFils <= previous) {
      ctx.addIssue({ code: 'custom', path: ['maxDeductibles', index, 'upToValueFils'], message: `Maximum deductible step ${index + 1} must end above step ${index}` });
    }
  });
});
export type MotorPricingSettings = z.infer<typeof MotorPricingSettingsSchema>;

export const DEFAULT_MOTOR_PRICING_SETTINGS: MotorPricingSettings = {
  thirdPartyBands: {
    saloon: {
      4: { minFils: 750 * AED, maxFils: 1300 * AED, maxPercentOfValue: null },
      // 6 cylinders: unverified; the envelope of the 4- and 8-cylinder bands.
      6: { minFils: 750 * AED, maxFils: 2100 * AED, maxPercentOfValue: null },
      8: { minFils: 1300 * AED, maxFils: 2100 * AED, maxPercentOfValue: null },
      // 9 or more: treated as the 8-cylinder band (unverified).
      9: { minFils: 1300 * AED, maxFils: 2100 * AED, maxPercentOfValue: null },
    },
    fourByFour: {
      4: { minFils: 1000 * AED, maxFils: 1750 * AED, maxPercentOfValue: null },
      // "4x4 top band": maximum 2,150; its minimum is not stated, the 4-cylinder minimum is used (unverified).
      6: { minFils: 1000 * AED, maxFils: 2150 * AED, maxPercentOfValue: null },
      8: { minFils: 1000 * AED, maxFils: 2150 * AED, maxPercentOfValue: null },
      9: { minFils: 1000 * AED, maxFils: 2150 * AED, maxPercentOfValue: null },
    },
  },
  comprehensiveBands: {
    saloon: { minFils: 1300 * AED, maxFils: null, maxPercentOfValue: 5 },
    fourByFour: { minFils: 2000 * AED, maxFils: null, maxPercentOfValue: 7 },
  },
  maxPercentBelowMinimum: 50,
  noClaimsDiscountPercent: [0, 10, 15, 20],
  maxDeductibles: [
    { upToValueFils: 50_000 * AED, maxFils: 350 * AED },
    { upToValueFils: 100_000 * AED, maxFils: 700 * AED },
    { upToValueFils: 250_000 * AED, maxFils: 1000 * AED },
    { upToValueFils: 500_000 * AED, maxFils: 1200 * AED },
    { upToValueFils: null, maxFils: 1400 * AED },
  ],
  vatPercent: 5,
  yearlyDepreciationPercent: 15,
  minimumValuePercent: 10,
  valueBandPercent: 10,
  expectedKmPerYear: 20_000,
  mileagePercentPer10000Km: 2,
  maxMileageReductionPercent: 15,
};

/** The stored settings as the screen reads them: who saved them last and when (null while the defaults apply). */
export const MotorPricingSettingsRecordSchema = z.object({
  settings: MotorPricingSettingsSchema,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type MotorPricingSettingsRecord = z.infer<typeof MotorPricingSettingsRecordSchema>;
export const MotorPricingSettingsResultSchema = detailResultSchema(MotorPricingSettingsRecordSchema);
