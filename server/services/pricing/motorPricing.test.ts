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
function catalogue(
  conditions: PricingCondition[] = [], adminFeeFils = 0, plans: PricingPlan[] = [comprehensive, thirdParty], carValueReduction?: PricingCatalogueEntry['company']['carValueReduction'],
): PricingCatalogueEntry[] {
  return [{ company: { _id: 'c1', companyName: 'Test Insurance', isActive: true, motorActive: true, adminFeeFils, issuingMode: 'online', carValueReduction }, plans, conditions }];
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
    const discounted = risk({ agentDiscountPercent: 5, voucher: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 }, driver: { specialGroup: 'seniorCitizen' } });
    const quote = quoted(priceRisk(discounted, catalogue()), 'plan-tp');
    expect(line(quote, 'agentDiscount')).toBe(-40 * AED);
    expect(line(quote, 'voucherDiscount')).toBe(-76 * AED);
    expect(quote.subtotalFils).toBe(684 * AED);
  });
});

describe('Decision 17/2020: below the minimum only for its groups', () => {
  // The third-party plan's premium is AED 800; the saloon 4-cylinder band's minimum is AED 750, its floor (50 % below) AED 375.
  const discounted = (agentDiscountPercent: number, driver: Partial<PricingRisk['driver']> = {}) =>
    only(priceRisk(risk({ agentDiscountPercent, driver }), catalogue()), 'plan-tp');

  it.each([
    ['nobody, down to the minimum', 6.25, {}, 'quoted', 750],
    ['nobody, below the minimum', 10, {}, 'refused', null],
    ['a senior citizen, below the minimum', 10, { specialGroup: 'seniorCitizen' }, 'quoted', 720],
    ['a person of determination, down to the floor', 53.125, { specialGroup: 'peopleOfDetermination' }, 'quoted', 375],
    ['frontline medical staff, beyond the floor', 60, { specialGroup: 'frontlineMedical' }, 'refused', null],
    ['a driver with a no-claims letter (accident-free)', 10, { claimFreeYears: 1, hasNoClaimsProof: true }, 'quoted', 640],
    ['a driver claiming claim-free years without the letter', 10, { claimFreeYears: 1 }, 'refused', null],
  ] as const)('%s', (_name, agent, driver, status, subtotalAed) => {
    const price = discounted(agent, driver);
    expect(price.status).toBe(status);
    if (price.status === 'quoted') expect(price.subtotalFils).toBe(subtotalAed! * AED);
    else expect(price.reason).toMatchObject({ code: 'discountBelowFloor', condition: 'Decision 17/2020' });
  });

  it('says why a premium is below the minimum, and why it may not be', () => {
    const below = discounted(10, { specialGroup: 'armedForces' });
    expect(below.status === 'quoted' && below.warnings).toEqual(['Below the regulated minimum AED 750.00 under Decision 17/2020: armed forces, police or civil defence']);
    const refused = discounted(10);
    expect(refused.status === 'refused' && refused.reason.message).toMatch(/below the regulated minimum AED 750.00; only Decision 17\/2020's groups may go lower/);
  });

  it('follows the stored floor', () => {
    const tighter = { ...S, maxPercentBelowMinimum: 10 };
    const price = only(priceRisk(risk({ agentDiscountPercent: 20, driver: { specialGroup: 'seniorCitizen' } }), catalogue(), tighter), 'plan-tp');
    expect(price).toMatchObject({ status: 'refused', reason: { message: expect.stringMatching(/more than 10 % below the regulated minimum AED 750.00 \(senior citizen\)/) } });
  });
});

describe('vehicles without a regulated band', () => {
  it.each([
    ['motorcycle', /motorcycles/], ['taxi', /taxis/], ['fleet', /fleet vehicles/],
  ] as const)('refuses a %s on every plan instead of pricing it on a car band', (vehicleClass, message) => {
    const result = priceRisk(risk({ car: { vehicleClass } }), catalogue());
    expect(result.quotes).toEqual([]);
    expect(result.refusals.map((r) => [r.planId, r.reason.code, r.reason.condition])).toEqual([
      ['plan-comp', 'noRegulatedBand', 'Decision 30/2016'], ['plan-tp', 'noRegulatedBand', 'Decision 30/2016'],
    ]);
    expect(result.refusals[0]!.reason.message).toMatch(message);
  });

  it('prices a private vehicle as before', () => {
    expect(priceRisk(risk({ car: { vehicleClass: 'private' } }), catalogue()).quotes).toHaveLength(2);
  });
});

describe("the company's car value reduction", () => {
  it.each([
    // reduction, insured value (AED), comprehensive premium (AED)
    [{ reductionType: 'percentage', reductionValue: 10 }, 90_000, 1800],
    [{ reductionType: 'fixedPrice', reductionValue: 5_000 }, 95_000, 1900],
    [{ reductionType: 'percentage', reductionValue: 50 }, 50_000, 1300], // into the lower band, where the minimum applies
    [{ reductionType: 'fixedPrice', reductionValue: 200_000 }, 0, null], // nothing left to insure: no matrix row
  ] as const)('%o prices on AED %d', (reduction, insuredAed, premiumAed) => {
    const price = only(priceRisk(risk(), catalogue([], 0, [comprehensive], reduction)), 'plan-comp');
    if (premiumAed === null) {
      expect(price).toMatchObject({ status: 'refused', reason: { code: 'noMatrixRow', message: expect.stringMatching(/worth AED 0.00/) } });
      return;
    }
    if (price.status !== 'quoted') throw new Error(price.reason.message);
    expect(price.premiumFils).toBe(premiumAed * AED);
    expect(price.warnings).toContain(
      `Priced on an insured value of AED ${insuredAed.toLocaleString('en-US')}.00: the car's AED 100,000.00 less Test Insurance's car value reduction of ${reduction.reductionType === 'percentage' ? `${reduction.reductionValue} %` : `AED ${reduction.reductionValue.toLocaleString('en-US')}.00`}`,
    );
  });

  it('names the reduction in the premium line', () => {
    const quote = quoted(priceRisk(risk(), catalogue([], 0, [comprehensive], { reductionType: 'percentage', reductionValue: 10 })), 'plan-comp');
    expect(quote.lines[0]!.detail).toBe("2 % of AED 90,000.00 (the car's AED 100,000.00 less the company's car value reduction of 10 %) = AED 1,800.00");
  });

  it('checks value conditions against the insured value', () => {
    const price = only(priceRisk(risk(), catalogue([condition({ minCarValueFils: 95_000 * AED })], 0, [comprehensive], { reductionType: 'percentage', reductionValue: 10 })), 'plan-comp');
    expect(price).toMatchObject({ status: 'refused', reason: { code: 'carValueTooLow' } });
  });

  it('leaves third party and a zero reduction alone, without a warning', () => {
    const tp = quoted(priceRisk(risk(), catalogue([], 0, [thirdParty], { reductionType: 'percentage', reductionValue: 10 })), 'plan-tp');
    expect([tp.premiumFils, tp.warnings]).toEqual([800 * AED, []]);
    const none = quoted(priceRisk(risk(), catalogue([], 0, [comprehensive], { reductionType: 'percentage', reductionValue: 0 })), 'plan-comp');
    expect([none.premiumFils, none.warnings]).toEqual([2000 * AED, []]);
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
