import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTOR_PRICING_SETTINGS as S, PricingRiskSchema, type PlanQuote, type PricingRisk } from '../../../shared/contract/companies/index.js';
import { generateMotorInsurers, toPricingCatalogue } from '../../demo/motorDemo.js';
import { carAgeYear, priceRisk, type PricingCatalogueEntry, type PricingCondition, type PricingPlan } from './motorPricing.js';

const AED = 100;
const QUOTE_DATE = '2025-06-01';

function risk(overrides: { car?: Partial<PricingRisk['car']>; driver?: Partial<PricingRisk['driver']> } & Omit<Partial<PricingRisk>, 'car' | 'driver'> = {}) {
  const { car, driver, ...rest } = overrides;
  return PricingRiskSchema.parse({
    car: { make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, year: 2024, valueFils: 100_000 * AED, gccSpec: true, ...car },
    driver: { age: 35, licenceYears: 10, claimFreeYears: 0, ...driver },
    quoteDate: QUOTE_DATE,
    ...rest,
  });
}

const noConditions: Omit<PricingCondition, 'name'> = {
  planId: null, isActive: true, maxVehicleAgeYears: null, minCarValueFils: null, maxCarValueFils: null, minUserAge: null, minUserDrivingExperience: null,
  excludedCarsMake: [], excludedCarMakeModel: [], gccSpecOnly: false, agencyRepairMaxYears: null, agencyRepairMinValueFils: null, offRoadCovered: false,
};
const condition = (rules: Partial<PricingCondition>): PricingCondition => ({ ...noConditions, name: 'Rules', ...rules });

const comprehensive: PricingPlan = {
  _id: 'plan-comp', planName: 'Comprehensive Plus', insuranceType: 'comprehensive', repairCondition: 'agency', isActive: true,
  matrix: [
    { _id: 'm1', insuranceType: 'comprehensive', vehicleType: 'sedan', vehicleValuationFromFils: 20_000 * AED, vehicleValuationToFils: 60_000 * AED, noOfCylinders: null, repairCondition: 'agency', rateInPercentage: 2.5, fixedPremiumFils: null, minimumPremiumFils: 1300 * AED, carAge: null, benefits: ['roadsideAssistance'] },
    { _id: 'm2', insuranceType: 'comprehensive', vehicleType: 'sedan', vehicleValuationFromFils: 60_001 * AED, vehicleValuationToFils: 200_000 * AED, noOfCylinders: null, repairCondition: 'agency', rateInPercentage: 2, fixedPremiumFils: null, minimumPremiumFils: 1300 * AED, carAge: null, benefits: [] },
    { _id: 'm3', insuranceType: 'comprehensive', vehicleType: 'sedan', vehicleValuationFromFils: 60_001 * AED, vehicleValuationToFils: 200_000 * AED, noOfCylinders: null, repairCondition: 'agency', rateInPercentage: 2.2, fixedPremiumFils: null, minimumPremiumFils: 1300 * AED, carAge: '>2', benefits: [] },
  ],
  excess: [
    { vehicleType: [], vehicleValuationFromFils: 0, vehicleValuationToFils: 100_000 * AED, chargeFils: 500 * AED },
    { vehicleType: [], vehicleValuationFromFils: 100_001 * AED, vehicleValuationToFils: null, chargeFils: 1000 * AED },
  ],
  benefits: [
    { benifit: 'paDriver', label: 'PA driver', isEnabled: true, isMandatory: false, chargeFils: 0, limitAmount: 200_000, limitUnit: 'AED' },
    { benifit: 'rentACar', label: 'Rent-a-car', isEnabled: true, isMandatory: false, chargeFils: 150 * AED, limitAmount: 10, limitUnit: 'days' },
    { benifit: 'gccCover', label: 'GCC cover', isEnabled: true, isMandatory: true, chargeFils: 400 * AED, limitAmount: null, limitUnit: null },
    { benifit: 'offRoad', label: 'Off-road', isEnabled: false, isMandatory: false, chargeFils: 300 * AED, limitAmount: null, limitUnit: null },
  ],
  coverages: [{ coverage: 'ownDamage', label: 'Own damage', isEnabled: true, value: 'Market value' }],
};
const thirdParty: PricingPlan = {
  _id: 'plan-tp', planName: 'Third Party', insuranceType: 'thirdparty', repairCondition: null, isActive: true,
  matrix: [
    { _id: 't4', insuranceType: 'thirdparty', vehicleType: 'sedan', vehicleValuationFromFils: null, vehicleValuationToFils: null, noOfCylinders: 4, repairCondition: null, rateInPercentage: null, fixedPremiumFils: 800 * AED, minimumPremiumFils: 800 * AED, carAge: null, benefits: [] },
  ],
  excess: [], benefits: [], coverages: [],
};
function catalogue(conditions: PricingCondition[] = [], adminFeeFils = 0, plans: PricingPlan[] = [comprehensive, thirdParty]): PricingCatalogueEntry[] {
  return [{ company: { _id: 'c1', companyName: 'Test Insurance', isActive: true, motorActive: true, adminFeeFils, issuingMode: 'online' }, plans, conditions }];
}
const only = (result: ReturnType<typeof priceRisk>, planId: string) =>
  [...result.quotes, ...result.refusals].find((price) => price.planId === planId)!;
const quoted = (result: ReturnType<typeof priceRisk>, planId: string) => {
  const price = only(result, planId);
  if (price.status !== 'quoted') throw new Error(`refused: ${price.reason.message}`);
  return price;
};
const line = (quote: PlanQuote, code: string) => quote.lines.find((l) => l.code === code)?.amountFils;

describe('pricing a risk', () => {
  it('quotes rate × value with every amount as its own line', () => {
    const quote = quoted(priceRisk(risk(), catalogue()), 'plan-comp');
    expect(quote.premiumFils).toBe(2000 * AED);
    expect(quote.excessFils).toBe(500 * AED);
    expect(quote.lines.map((l) => l.code)).toEqual(['basePremium', 'addon', 'vat']);
    expect(line(quote, 'addon')).toBe(400 * AED); // the mandatory GCC cover
    expect(quote.subtotalFils).toBe(2400 * AED);
    expect(quote.vatFils).toBe(120 * AED);
    expect(quote.totalFils).toBe(2520 * AED);
    expect(quote.includedBenefits.map((b) => b.code)).toEqual(['paDriver']);
    expect(quote.addons.map((a) => [a.code, a.selected])).toEqual([['rentACar', false], ['gccCover', true]]);
  });

  it('applies the minimum premium and says so', () => {
    const quote = quoted(priceRisk(risk({ car: { valueFils: 40_000 * AED } }), catalogue()), 'plan-comp');
    expect(quote.premiumFils).toBe(1300 * AED);
    expect(quote.lines[0]!.detail).toMatch(/minimum premium AED 1,300.00 applies/);
    expect(quote.includedBenefits.map((b) => b.code)).toContain('roadsideAssistance'); // from the matrix row
  });

  it.each([
    // value band edges (AED): last value of band 1, first of band 2, the 1 AED seam between them
    [60_000, 1500], [60_000.5, 1500.01], [60_001, 1300], [70_000, 1400], [200_000, 4000],
  ])('prices a car worth AED %d at AED %d (band edges)', (valueAed, premiumAed) => {
    const quote = quoted(priceRisk(risk({ car: { valueFils: Math.round(valueAed * AED) } }), catalogue()), 'plan-comp');
    expect(quote.premiumFils).toBe(Math.round(premiumAed * AED));
  });

  it('uses the row of the car age band over a row for every age', () => {
    const quote = quoted(priceRisk(risk({ car: { year: 2020 } }), catalogue()), 'plan-comp');
    expect(quote.matrixRowId).toBe('m3');
  });

  it('prices third party by cylinders, with no excess', () => {
    const quote = quoted(priceRisk(risk(), catalogue()), 'plan-tp');
    expect([quote.premiumFils, quote.excessFils, quote.totalFils]).toEqual([800 * AED, null, 840 * AED]);
  });

  it('prices only the requested insurance type, and both by default', () => {
    expect(priceRisk(risk({ insuranceType: 'thirdparty' }), catalogue()).quotes.map((q) => q.planId)).toEqual(['plan-tp']);
    expect(priceRisk(risk(), catalogue()).quotes).toHaveLength(2);
  });

  it('skips inactive plans and companies', () => {
    expect(priceRisk(risk(), catalogue([], 0, [{ ...thirdParty, isActive: false }])).quotes).toEqual([]);
    const inactive = catalogue();
    inactive[0]!.company.isActive = false;
    expect(priceRisk(risk(), inactive).quotes).toEqual([]);
  });

  it('adds chosen add-ons, the admin fee and VAT on all of them, rounding half a fils up', () => {
    const quote = quoted(priceRisk(risk({ selectedAddons: ['rentACar'] }), catalogue([], 1_001)), 'plan-tp');
    expect(line(quote, 'adminFee')).toBe(1_001);
    // 80,000 + 1,001 = 81,001 fils; 5 % = 4,050.05 → 4,050
    expect(quote.vatFils).toBe(4_050);
    const odd = quoted(priceRisk(risk(), catalogue([], 1_010)), 'plan-tp');
    // 81,010 × 5 % = 4,050.5 → 4,051
    expect(odd.vatFils).toBe(4_051);
    const withAddon = quoted(priceRisk(risk({ selectedAddons: ['rentACar'] }), catalogue()), 'plan-comp');
    expect(withAddon.lines.filter((l) => l.code === 'addon').map((l) => l.amountFils)).toEqual([150 * AED, 400 * AED]);
  });

  it.each([[1, 10], [2, 15], [3, 20], [7, 20]])('gives %i claim-free years a %i %% no-claims discount with a letter', (years, percent) => {
    const quote = quoted(priceRisk(risk({ driver: { claimFreeYears: years, hasNoClaimsProof: true } }), catalogue()), 'plan-tp');
    expect(line(quote, 'noClaimsDiscount')).toBe(-800 * percent);
  });

  it('gives no no-claims discount without the letter, and warns', () => {
    const quote = quoted(priceRisk(risk({ driver: { claimFreeYears: 3 } }), catalogue()), 'plan-tp');
    expect(line(quote, 'noClaimsDiscount')).toBeUndefined();
    expect(quote.warnings[0]).toMatch(/no-claims letter/);
  });

  it('applies agent and voucher discounts as their own lines', () => {
    const quote = quoted(priceRisk(risk({ agentDiscountPercent: 5, voucher: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 } }), catalogue()), 'plan-tp');
    expect(line(quote, 'agentDiscount')).toBe(-40 * AED);
    expect(line(quote, 'voucherDiscount')).toBe(-76 * AED);
    expect(quote.subtotalFils).toBe(684 * AED);
  });

  it('refuses discounts that go more than 50 % below the regulated minimum', () => {
    const price = only(priceRisk(risk({ voucher: { discountType: 'fixedPrice', discountValue: 500 * AED } }), catalogue()), 'plan-tp');
    expect(price).toMatchObject({ status: 'refused', reason: { code: 'discountBelowFloor' } });
  });

  it('refuses, without clamping, a premium the regulated band no longer allows', () => {
    const tighter = { ...S, thirdPartyBands: { ...S.thirdPartyBands, saloon: { ...S.thirdPartyBands.saloon, 4: { minFils: 900 * AED, maxFils: 1300 * AED, maxPercentOfValue: null } } } };
    const result = priceRisk(risk(), catalogue(), tighter);
    expect(only(result, 'plan-tp')).toMatchObject({ status: 'refused', reason: { code: 'premiumOutsideBand', message: expect.stringMatching(/AED 800.00/) } });
  });
});

describe('refusals name the condition', () => {
  it.each([
    ['nonGccSpec', condition({ gccSpecOnly: true }), { car: { gccSpec: false } }],
    ['makeExcluded', condition({ excludedCarsMake: ['toyota'] }), {}],
    ['modelExcluded', condition({ excludedCarMakeModel: [{ make: 'Toyota', model: 'Camry' }] }), {}],
    ['driverTooYoung', condition({ minUserAge: 25 }), { driver: { age: 24 } }],
    ['licenceTooRecent', condition({ minUserDrivingExperience: 2 }), { driver: { licenceYears: 1 } }],
    ['carTooOld', condition({ maxVehicleAgeYears: 5 }), { car: { year: 2019 } }],
    ['carValueTooLow', condition({ minCarValueFils: 150_000 * AED }), {}],
    ['carValueTooHigh', condition({ maxCarValueFils: 90_000 * AED }), {}],
    ['agencyRepairCarTooOld', condition({ agencyRepairMaxYears: 3 }), { car: { year: 2021 } }],
    ['agencyRepairValueTooLow', condition({ agencyRepairMinValueFils: 150_000 * AED }), {}],
    ['noMatrixRow', condition({}), { car: { vehicleType: '4wd' } }],
    ['noExcessRule', condition({}), { car: { valueFils: 10_000 * AED } }],
  ] as const)('%s', (code, rules, overrides) => {
    const base = code === 'noExcessRule' ? [{ ...comprehensive, matrix: [{ ...comprehensive.matrix[0]!, vehicleValuationFromFils: 0 }], excess: [comprehensive.excess[1]!] }] : [comprehensive];
    const result = priceRisk(risk(overrides), catalogue([rules], 0, base));
    const price = only(result, 'plan-comp');
    expect(price.status).toBe('refused');
    if (price.status === 'refused') {
      expect(price.reason.code).toBe(code);
      expect(price.reason.message.length).toBeGreaterThan(10);
    }
  });

  it('applies a condition of another plan to nothing here', () => {
    expect(only(priceRisk(risk(), catalogue([condition({ planId: 'other', minUserAge: 99 })])), 'plan-comp').status).toBe('quoted');
  });

  it('does not hold comprehensive-only limits against third party', () => {
    expect(only(priceRisk(risk({ car: { year: 2000 } }), catalogue([condition({ maxVehicleAgeYears: 5 })])), 'plan-tp').status).toBe('quoted');
  });
});

describe('car age', () => {
  it.each([
    [{ year: 2025 }, 1], [{ year: 2024 }, 2], [{ year: 2026 }, 1],
    [{ year: 2020, firstRegistrationDate: '2024-06-01' }, 2], [{ year: 2020, firstRegistrationDate: '2024-06-02' }, 1],
  ])('%o on 2025-06-01 is in its year %i', (car, year) => {
    expect(carAgeYear({ ...risk().car, ...car }, QUOTE_DATE)).toBe(year);
  });
});

describe('properties', () => {
  const demo = toPricingCatalogue(generateMotorInsurers({ companies: 6, plansPerCompany: 6, now: new Date('2025-01-01T00:00:00Z') }));
  const riskArb = fc.record({
    vehicleType: fc.constantFrom('sedan', 'coupe', '4wd' as const),
    cylinders: fc.integer({ min: 3, max: 12 }),
    year: fc.integer({ min: 2012, max: 2025 }),
    valueFils: fc.integer({ min: 0, max: 3_000_000 * AED }),
    age: fc.integer({ min: 17, max: 80 }),
    claimFreeYears: fc.integer({ min: 0, max: 10 }),
    agent: fc.integer({ min: 0, max: 30 }),
  });

  it('never yields a negative amount before discounts, nor a negative total', () => {
    fc.assert(fc.property(riskArb, (r) => {
      const result = priceRisk(risk({
        car: { vehicleType: r.vehicleType, cylinders: r.cylinders, year: r.year, valueFils: r.valueFils },
        driver: { age: r.age, claimFreeYears: r.claimFreeYears, hasNoClaimsProof: true }, agentDiscountPercent: r.agent,
      }), demo);
      for (const quote of result.quotes) {
        expect(quote.premiumFils).toBeGreaterThanOrEqual(0);
        expect(quote.subtotalFils).toBeGreaterThanOrEqual(0);
        expect(quote.totalFils).toBeGreaterThanOrEqual(quote.subtotalFils);
        expect(quote.lines.reduce((sum, l) => sum + l.amountFils, 0)).toBe(quote.totalFils);
        expect(quote.premiumFils).toBeGreaterThanOrEqual(quote.band.minFils);
        if (quote.band.maxFils !== null) expect(quote.premiumFils).toBeLessThanOrEqual(quote.band.maxFils);
      }
    }), { numRuns: 300 });
  });

  it('is monotone in value within a band', () => {
    fc.assert(fc.property(fc.integer({ min: 20_000 * AED, max: 60_000 * AED }), fc.integer({ min: 20_000 * AED, max: 60_000 * AED }), (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const price = (value: number) => quoted(priceRisk(risk({ car: { valueFils: value } }), catalogue()), 'plan-comp').premiumFils;
      expect(price(low)).toBeLessThanOrEqual(price(high));
    }));
  });
});
