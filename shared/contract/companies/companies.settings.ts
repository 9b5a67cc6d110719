/**
 * Motor pricing rules of DOMAIN.md §4 as settings. Figures the primer marks **unverified** are
 * settings with the primer's figure (or the nearest stated one) as default, so the business can
 * confirm or change them without code. Money in fils.
 */

export interface PremiumBand {
  minFils: number;
  /** A fixed cap (third party), or null. */
  maxFils: number | null;
  /** A cap as a percentage of the insured value (comprehensive), or null. */
  maxPercentOfValue: number | null;
}

export interface MotorPricingSettings {
  /** Decision 30/2016 third-party bands by vehicle class and cylinder class. */
  thirdPartyBands: { saloon: Record<4 | 6 | 8 | 9, PremiumBand>; fourByFour: Record<4 | 6 | 8 | 9, PremiumBand> };
  /** Decision 30/2016 comprehensive: saloon 1,300 to 5 % of value; 4x4 2,000 to 7 %. */
  comprehensiveBands: { saloon: PremiumBand; fourByFour: PremiumBand };
  /** Decision 17/2020: discounts may go at most this far below the band minimum (accident-free drivers and others). */
  maxPercentBelowMinimum: number;
  /** Decision 41/2017: guaranteed no-claims discount by claim-free years (index = years, last entry for more). */
  noClaimsDiscountPercent: readonly number[];
  /** Schedule 3: maximum deductible for private cars ≤ 9 seats by insured value (upper bound inclusive). */
  maxDeductibles: ReadonlyArray<{ upToValueFils: number | null; maxFils: number }>;
  vatPercent: number;
  /** Market value: yearly depreciation of the new-car value (unverified: 10-15 %, one insurer 15 %). */
  yearlyDepreciationPercent: number;
  /** The value never falls below this share of the new-car value. */
  minimumValuePercent: number;
  /** Accepted ± range around the computed value (unverified). */
  valueBandPercent: number;
  /** Expected yearly mileage; above it the value drops (unverified). */
  expectedKmPerYear: number;
  /** Value reduction per 10,000 km above the expected mileage, capped (unverified). */
  mileagePercentPer10000Km: number;
  maxMileageReductionPercent: number;
}

const AED = 100;

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
