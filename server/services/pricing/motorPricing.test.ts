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

describe('condition limits: the limit itself is allowed, one step beyond is refused', () => {
  const compOnly = (rules: Partial<PricingCondition>, overrides: Parameters<typeof risk>[0]) =>
    only(priceRisk(risk(overrides), catalogue([condition(rules)], 0, [comprehensive])), 'plan-comp');

  it.each([
    ['minUserAge', { minUserAge: 25 }, { driver: { age: 25 } }, { driver: { age: 24 } }, 'driverTooYoung', 'The driver must be at least 25 (is 24)'],
    ['minUserDrivingExperience', { minUserDrivingExperience: 2 }, { driver: { licenceYears: 2 } }, { driver: { licenceYears: 1 } }, 'licenceTooRecent', 'The driver needs 2 years of licence (has 1)'],
    ['maxVehicleAgeYears', { maxVehicleAgeYears: 5 }, { car: { year: 2021 } }, { car: { year: 2020 } }, 'carTooOld', 'Comprehensive cover up to 5 years of age (the car is in its year 6)'],
    ['minCarValueFils', { minCarValueFils: 100_000 * AED }, {}, { car: { valueFils: 100_000 * AED - 1 } }, 'carValueTooLow', "The car's value AED 99,999.99 is below AED 100,000.00"],
    ['maxCarValueFils', { maxCarValueFils: 100_000 * AED }, {}, { car: { valueFils: 100_000 * AED + 1 } }, 'carValueTooHigh', "The car's value AED 100,000.01 is above AED 100,000.00"],
    ['agencyRepairMaxYears', { agencyRepairMaxYears: 3 }, { car: { year: 2023 } }, { car: { year: 2022 } }, 'agencyRepairCarTooOld', 'Agency repair up to 3 years of age (the car is in its year 4)'],
    ['agencyRepairMinValueFils', { agencyRepairMinValueFils: 100_000 * AED }, {}, { car: { valueFils: 100_000 * AED - 1 } }, 'agencyRepairValueTooLow', 'Agency repair from a value of AED 100,000.00'],
  ] as const)('%s', (field, rules, inside, outside, code, message) => {
    expect(compOnly(rules, inside).status).toBe('quoted');
    expect(compOnly(rules, outside)).toMatchObject({ status: 'refused', reason: { code, condition: `Rules: ${field}`, message } });
  });

  it.each<[string, Partial<PricingCondition>, Parameters<typeof risk>[0], string, string]>([
    ['gccSpecOnly', { gccSpecOnly: true }, { car: { gccSpec: false } }, 'nonGccSpec', 'Only GCC-spec cars are accepted (NON GCC)'],
    ['excludedCarsMake', { excludedCarsMake: ['Honda', 'TOYOTA'] }, {}, 'makeExcluded', 'Toyota is not insured by this company'],
    ['excludedCarMakeModel', { excludedCarMakeModel: [{ make: 'TOYOTA', model: 'CAMRY' }] }, {}, 'modelExcluded', 'Toyota Camry is not insured by this company'],
  ])('%s refuses, naming the car', (field, rules, overrides, code, message) => {
    expect(compOnly(rules, overrides)).toMatchObject({ status: 'refused', reason: { code, condition: `Rules: ${field}`, message } });
  });

  it('accepts what the exclusions do not name', () => {
    expect(compOnly({ gccSpecOnly: true }, {}).status).toBe('quoted');
    expect(compOnly({ excludedCarsMake: ['Honda'] }, {}).status).toBe('quoted');
    expect(compOnly({ excludedCarMakeModel: [{ make: 'Toyota', model: 'Corolla' }, { make: 'Lexus', model: 'Camry' }] }, {}).status).toBe('quoted');
  });
});

describe('which conditions apply', () => {
  const tooYoung = { minUserAge: 99 };

  it('ignores an inactive condition and applies one of this plan', () => {
    expect(only(priceRisk(risk(), catalogue([condition({ ...tooYoung, isActive: false })])), 'plan-comp').status).toBe('quoted');
    expect(only(priceRisk(risk(), catalogue([condition({ ...tooYoung, planId: 'plan-comp' })])), 'plan-comp')).toMatchObject({ status: 'refused', reason: { code: 'driverTooYoung' } });
  });

  it('holds agency-repair limits against agency plans only', () => {
    const garage: PricingPlan = { ...comprehensive, _id: 'plan-garage', repairCondition: 'nonagency', matrix: comprehensive.matrix.map((row) => ({ ...row, repairCondition: 'nonagency' as const })) };
    const old = risk({ car: { year: 2018 } });
    const rules = [condition({ agencyRepairMaxYears: 3, agencyRepairMinValueFils: 500_000 * AED })];
    expect(only(priceRisk(old, catalogue(rules, 0, [garage])), 'plan-garage').status).toBe('quoted');
    expect(only(priceRisk(old, catalogue(rules, 0, [comprehensive])), 'plan-comp')).toMatchObject({ status: 'refused', reason: { code: 'agencyRepairCarTooOld' } });
  });
});

describe('the matrix row that prices a risk', () => {
  const tpRow = (id: string, vehicleType: 'sedan' | '4wd', noOfCylinders: 4 | 6 | 8 | 9, premiumAed: number) => ({
    ...thirdParty.matrix[0]!, _id: id, vehicleType, noOfCylinders, fixedPremiumFils: premiumAed * AED, minimumPremiumFils: premiumAed * AED,
  });
  const tpPlan: PricingPlan = { ...thirdParty, matrix: [tpRow('t4x4', '4wd', 4, 1100), tpRow('t8', 'sedan', 8, 1400), tpRow('t4', 'sedan', 4, 800)] };
  const tpPrice = (car: Partial<PricingRisk['car']>) => only(priceRisk(risk({ car }), catalogue([], 0, [tpPlan])), 'plan-tp');

  it.each([
    [{ cylinders: 8 }, 't8', 1400], [{ cylinders: 4 }, 't4', 800], [{ vehicleType: '4wd', cylinders: 4 }, 't4x4', 1100],
  ] as const)('prices third party %o on its own cylinder and vehicle row', (car, rowId, premiumAed) => {
    expect(tpPrice(car)).toMatchObject({ status: 'quoted', matrixRowId: rowId, premiumFils: premiumAed * AED });
  });

  it.each([
    [6, 'The matrix has no row for a sedan with 6 cylinders'], [12, 'The matrix has no row for a sedan with 9 or more cylinders'],
  ])('refuses %i cylinders without a row of their class', (cylinders, message) => {
    expect(tpPrice({ cylinders })).toMatchObject({ status: 'refused', reason: { code: 'noMatrixRow', condition: 'matrix', message } });
  });

  it('never prices on a row of the other insurance type', () => {
    const stray = { ...comprehensive.matrix[1]!, _id: 'stray', noOfCylinders: 4 as const, fixedPremiumFils: 900 * AED };
    expect(only(priceRisk(risk(), catalogue([], 0, [{ ...thirdParty, matrix: [stray, ...thirdParty.matrix] }])), 'plan-tp')).toMatchObject({ matrixRowId: 't4' });
    const strayTp = { ...thirdParty.matrix[0]!, _id: 'stray-tp', fixedPremiumFils: 1300 * AED };
    expect(only(priceRisk(risk(), catalogue([], 0, [{ ...comprehensive, matrix: [strayTp, ...comprehensive.matrix] }])), 'plan-comp')).toMatchObject({ matrixRowId: 'm2' });
  });

  it('skips rows of the other repair condition and takes rows without one', () => {
    const garageRow = { ...comprehensive.matrix[1]!, _id: 'garage', repairCondition: 'nonagency' as const, rateInPercentage: 1.5 };
    expect(only(priceRisk(risk(), catalogue([], 0, [{ ...comprehensive, matrix: [garageRow, ...comprehensive.matrix] }])), 'plan-comp')).toMatchObject({ matrixRowId: 'm2', premiumFils: 2000 * AED });
    const anyRepair = { ...comprehensive.matrix[1]!, _id: 'any', repairCondition: null };
    expect(only(priceRisk(risk(), catalogue([], 0, [{ ...comprehensive, matrix: [anyRepair] }])), 'plan-comp')).toMatchObject({ matrixRowId: 'any' });
  });

  it('prices a value up to AED 1 above the top of a band on that band, and refuses one fils more', () => {
    const single: PricingPlan = { ...comprehensive, matrix: [comprehensive.matrix[0]!] };
    const price = (valueFils: number) => only(priceRisk(risk({ car: { valueFils } }), catalogue([], 0, [single])), 'plan-comp');
    expect(price(60_001 * AED)).toMatchObject({ status: 'quoted', matrixRowId: 'm1', premiumFils: 150_003 });
    expect(price(60_001 * AED + 1)).toMatchObject({ status: 'refused', reason: { code: 'noMatrixRow', message: 'The matrix has no row for a sedan worth AED 60,001.01 in its year 2' } });
  });

  it('prices from the first value of the lowest band, not one fils below', () => {
    const price = (valueFils: number) => only(priceRisk(risk({ car: { valueFils } }), catalogue()), 'plan-comp');
    expect(price(20_000 * AED)).toMatchObject({ status: 'quoted', matrixRowId: 'm1', premiumFils: 1300 * AED });
    expect(price(20_000 * AED - 1)).toMatchObject({ status: 'refused', reason: { message: 'The matrix has no row for a sedan worth AED 19,999.99 in its year 2' } });
  });

  it('prices any value on an open-ended top band', () => {
    const top = { ...comprehensive.matrix[1]!, _id: 'top', vehicleValuationFromFils: 200_001 * AED, vehicleValuationToFils: null, rateInPercentage: 1.5 };
    const quote = quoted(priceRisk(risk({ car: { valueFils: 1_000_000 * AED } }), catalogue([], 0, [{ ...comprehensive, matrix: [...comprehensive.matrix, top] }])), 'plan-comp');
    expect([quote.matrixRowId, quote.premiumFils, quote.excessFils]).toEqual(['top', 15_000 * AED, 1000 * AED]);
  });
});

describe('the excess rule', () => {
  const withExcess = (excess: PricingPlan['excess']) => [{ ...comprehensive, excess }];
  const excessOf = (valueFils: number, excess: PricingPlan['excess']) => only(priceRisk(risk({ car: { valueFils } }), catalogue([], 0, withExcess(excess))), 'plan-comp');
  const rules: PricingPlan['excess'] = [
    { vehicleType: ['4wd'], vehicleValuationFromFils: 0, vehicleValuationToFils: null, chargeFils: 2000 * AED },
    { vehicleType: ['coupe', 'sedan'], vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED, chargeFils: 300 * AED },
    { vehicleType: [], vehicleValuationFromFils: 50_000 * AED + 1, vehicleValuationToFils: null, chargeFils: 800 * AED },
  ];

  it('takes the rule for the car type, up to the top of its band inclusive', () => {
    expect(excessOf(50_000 * AED, rules)).toMatchObject({ status: 'quoted', excessFils: 300 * AED });
    expect(excessOf(50_000 * AED + 1, rules)).toMatchObject({ status: 'quoted', excessFils: 800 * AED });
  });

  it('refuses a value no rule covers, saying so', () => {
    expect(excessOf(40_000 * AED, [rules[0]!, rules[2]!])).toMatchObject({
      status: 'refused', reason: { code: 'noExcessRule', condition: 'excess', message: 'No excess rule covers a sedan worth AED 40,000.00' },
    });
  });
});

describe('the regulated band refuses a premium above its maximum', () => {
  const tpAt = (premiumAed: number) => ({ ...thirdParty, matrix: [{ ...thirdParty.matrix[0]!, fixedPremiumFils: premiumAed * AED }] });

  it('quotes the maximum itself and refuses one fils more', () => {
    expect(only(priceRisk(risk(), catalogue([], 0, [tpAt(1300)])), 'plan-tp')).toMatchObject({ status: 'quoted', premiumFils: 1300 * AED, band: { minFils: 750 * AED, maxFils: 1300 * AED } });
    expect(only(priceRisk(risk(), catalogue([], 0, [tpAt(1300.01)])), 'plan-tp')).toMatchObject({
      status: 'refused',
      reason: { code: 'premiumOutsideBand', condition: 'Decision 30/2016', message: 'The premium AED 1,300.01 is outside the regulated band AED 750.00 to AED 1,300.00' },
    });
  });

  it('says when the band has no maximum', () => {
    const uncapped = { ...S, comprehensiveBands: { ...S.comprehensiveBands, saloon: { minFils: 1300 * AED, maxFils: null, maxPercentOfValue: null } } };
    const lowMinimum = { ...comprehensive, matrix: [{ ...comprehensive.matrix[0]!, minimumPremiumFils: 1000 * AED }] };
    expect(only(priceRisk(risk({ car: { valueFils: 30_000 * AED } }), catalogue([], 0, [lowMinimum]), uncapped), 'plan-comp')).toMatchObject({
      status: 'refused', reason: { message: 'The premium AED 1,000.00 is outside the regulated band AED 1,300.00 to no maximum' },
    });
  });
});

describe('price lines say what each amount is', () => {
  const lineOf = (quote: PlanQuote, code: string) => quote.lines.filter((l) => l.code === code);

  it('names the premium, the add-ons, the fee and VAT', () => {
    const tp = quoted(priceRisk(risk(), catalogue([], 10 * AED)), 'plan-tp');
    expect(tp.lines).toEqual([
      { code: 'basePremium', label: 'Third-party premium', amountFils: 800 * AED, detail: 'fixed premium AED 800.00' },
      { code: 'adminFee', label: 'Admin fee', amountFils: 10 * AED, detail: 'Test Insurance admin fee' },
      { code: 'vat', label: 'VAT 5 %', amountFils: 4050, detail: '5 % of AED 810.00' },
    ]);
    const comp = quoted(priceRisk(risk({ selectedAddons: ['rentACar'] }), catalogue()), 'plan-comp');
    expect(lineOf(comp, 'basePremium')).toEqual([{ code: 'basePremium', label: 'Comprehensive premium', amountFils: 2000 * AED, detail: '2 % of AED 100,000.00 = AED 2,000.00' }]);
    expect(lineOf(comp, 'addon')).toEqual([
      { code: 'addon', label: 'Rent-a-car', amountFils: 150 * AED, detail: 'add-on chosen' },
      { code: 'addon', label: 'GCC cover', amountFils: 400 * AED, detail: 'mandatory add-on' },
    ]);
    expect(comp.addons).toEqual([
      { code: 'rentACar', label: 'Rent-a-car', priceFils: 150 * AED, isMandatory: false, selected: true },
      { code: 'gccCover', label: 'GCC cover', priceFils: 400 * AED, isMandatory: true, selected: true },
    ]);
  });

  it('lists the included benefits with their limits, and the enabled coverages only', () => {
    const plan: PricingPlan = {
      ...comprehensive,
      matrix: [{ ...comprehensive.matrix[0]!, benefits: ['roadsideAssistance', 'rentACar'] }],
      benefits: [...comprehensive.benefits, { benifit: 'windscreen', label: 'Windscreen', isEnabled: true, isMandatory: false, chargeFils: 0, limitAmount: 5000, limitUnit: null }],
      coverages: [...comprehensive.coverages, { coverage: 'thirdPartyLiability', label: 'Third party liability', isEnabled: false, value: 'AED 2,000,000' }],
      benefitNames: { roadsideAssistance: 'Roadside assistance' },
    };
    const quote = quoted(priceRisk(risk({ car: { valueFils: 40_000 * AED } }), catalogue([], 0, [plan])), 'plan-comp');
    expect(quote.includedBenefits).toEqual([
      { code: 'paDriver', label: 'PA driver', limit: '200,000 AED' },
      { code: 'rentACar', label: 'Rent-a-car', limit: '10 days' }, // chargeable, but this row includes it
      { code: 'windscreen', label: 'Windscreen', limit: '5,000' },
      { code: 'roadsideAssistance', label: 'Roadside assistance', limit: null },
    ]);
    expect(quote.addons.map((a) => a.code)).toEqual(['gccCover']);
    expect(quote.coverages).toEqual([{ code: 'ownDamage', label: 'Own damage', value: 'Market value' }]);
  });

  it('explains each discount', () => {
    const one = quoted(priceRisk(risk({ driver: { claimFreeYears: 1, hasNoClaimsProof: true } }), catalogue()), 'plan-tp');
    expect(lineOf(one, 'noClaimsDiscount')).toEqual([{ code: 'noClaimsDiscount', label: 'No-claims discount', amountFils: -80 * AED, detail: '10 % for 1 claim-free year' }]);
    const two = quoted(priceRisk(risk({ driver: { claimFreeYears: 2, hasNoClaimsProof: true } }), catalogue()), 'plan-tp');
    expect(lineOf(two, 'noClaimsDiscount')[0]!.detail).toBe('15 % for 2 claim-free years');
    const noLetter = quoted(priceRisk(risk({ driver: { claimFreeYears: 3 } }), catalogue()), 'plan-tp');
    expect(noLetter.warnings).toEqual(['No-claims discount of 20 % not given: no no-claims letter from the previous insurer']);

    const agent = quoted(priceRisk(risk({ agentDiscountPercent: 5 }), catalogue()), 'plan-tp');
    expect(lineOf(agent, 'agentDiscount')).toEqual([{ code: 'agentDiscount', label: 'Agent discount', amountFils: -40 * AED, detail: '5 % of the premium' }]);
    const percentVoucher = quoted(priceRisk(risk({ agentDiscountPercent: 5, voucher: { code: 'SAVE1', discountType: 'percentage', discountValue: 1 } }), catalogue()), 'plan-tp');
    expect(lineOf(percentVoucher, 'voucherDiscount')).toEqual([{ code: 'voucherDiscount', label: 'Voucher SAVE1', amountFils: -760, detail: '1 % of AED 760.00' }]);
    const fixedVoucher = quoted(priceRisk(risk({ voucher: { discountType: 'fixedPrice', discountValue: 50 * AED } }), catalogue()), 'plan-tp');
    expect(lineOf(fixedVoucher, 'voucherDiscount')).toEqual([{ code: 'voucherDiscount', label: 'Voucher', amountFils: -50 * AED, detail: 'fixed AED 50.00' }]);
    expect(fixedVoucher.subtotalFils).toBe(750 * AED);
  });

  it('adds no line for a discount of zero', () => {
    const none = quoted(priceRisk(risk({ agentDiscountPercent: 0, voucher: { code: 'ZERO', discountType: 'percentage', discountValue: 0 } }), catalogue()), 'plan-tp');
    expect(none.lines.map((l) => l.code)).toEqual(['basePremium', 'vat']);
    const zeroYear = { ...S, noClaimsDiscountPercent: [0, 0, 10] };
    const noDiscount = quoted(priceRisk(risk({ driver: { claimFreeYears: 1, hasNoClaimsProof: true } }), catalogue(), zeroYear), 'plan-tp');
    expect([noDiscount.lines.map((l) => l.code), noDiscount.warnings]).toEqual([['basePremium', 'vat'], []]);
  });

  it('takes a voucher down to nothing at most, and then refuses the premium', () => {
    const price = only(priceRisk(risk({ voucher: { discountType: 'fixedPrice', discountValue: 5000 * AED } }), catalogue()), 'plan-tp');
    expect(price).toMatchObject({
      status: 'refused', reason: { message: "Discounts bring the premium to AED 0.00, below the regulated minimum AED 750.00; only Decision 17/2020's groups may go lower" },
    });
  });
});

describe('which plans are priced, and in what order', () => {
  it('skips a company whose motor line is inactive', () => {
    const entry = catalogue();
    entry[0]!.company.motorActive = false;
    expect(priceRisk(risk(), entry)).toMatchObject({ quotes: [], refusals: [] });
  });

  it('prices only comprehensive plans when comprehensive is asked for', () => {
    expect(priceRisk(risk({ insuranceType: 'comprehensive' }), catalogue()).quotes.map((q) => q.planId)).toEqual(['plan-comp']);
  });

  it('lists the cheapest quote first', () => {
    expect(priceRisk(risk(), catalogue()).quotes.map((q) => [q.planId, q.totalFils])).toEqual([['plan-tp', 840 * AED], ['plan-comp', 2520 * AED]]);
  });

  it("ages the car on today's date when the risk gives no quote date", () => {
    const undated = risk({ quoteDate: undefined });
    expect(priceRisk(undated, catalogue(), S, new Date('2025-12-31T23:00:00Z')).carAgeYear).toBe(2);
    expect(priceRisk(undated, catalogue(), S, new Date('2026-01-01T00:00:00Z')).carAgeYear).toBe(3);
  });
});

describe('car age across the month of first registration', () => {
  it.each([
    ['2024-06-15', '2025-05-31', 1], ['2024-06-15', '2025-06-14', 1], ['2024-06-15', '2025-06-15', 2], ['2024-09-10', '2025-06-20', 1],
    ['2024-07-31', '2025-07-30', 1], ['2024-07-31', '2025-07-31', 2],
    ['2023-09-10', '2025-06-01', 2], ['2023-09-10', '2025-09-09', 2], ['2023-09-10', '2025-09-10', 3],
    ['2025-09-01', '2025-06-01', 1], // registered after the quote date
    ['2024-06-01T20:00:00.000Z', '2025-06-01T08:00:00.000Z', 2], // timestamps count as their day
  ])('first registered %s, on %s: year %i', (firstRegistrationDate, onDay, year) => {
    expect(carAgeYear({ ...risk().car, year: 2000, firstRegistrationDate }, onDay)).toBe(year);
  });
});

describe('Decision 17/2020: who counts as a group, and the minimum itself', () => {
  const tpPrice = (agentDiscountPercent: number, driver: Partial<PricingRisk['driver']>) =>
    only(priceRisk(risk({ agentDiscountPercent, driver }), catalogue()), 'plan-tp');

  it('does not count a no-claims letter for no claim-free year as accident-free', () => {
    expect(tpPrice(10, { claimFreeYears: 0, hasNoClaimsProof: true })).toMatchObject({ status: 'refused', reason: { code: 'discountBelowFloor' } });
  });

  it('gives a group member exactly at the minimum no below-the-minimum warning', () => {
    expect(tpPrice(6.25, { specialGroup: 'seniorCitizen' })).toMatchObject({ status: 'quoted', subtotalFils: 750 * AED, warnings: [] });
  });
});

describe('choosing between rows that both fit', () => {
  it('prefers a row that holds the value, even at its very top, to the seam of a row of the car age band', () => {
    const everyAge = { ...comprehensive.matrix[0]!, _id: 'every-age' };
    const ageTwo = { ...comprehensive.matrix[0]!, _id: 'age-two', carAge: '2' as const, vehicleValuationFromFils: 10_000 * AED, vehicleValuationToFils: 59_999 * AED, rateInPercentage: 3 };
    const quote = quoted(priceRisk(risk({ car: { valueFils: 60_000 * AED } }), catalogue([], 0, [{ ...comprehensive, matrix: [everyAge, ageTwo] }])), 'plan-comp');
    expect([quote.matrixRowId, quote.premiumFils]).toEqual(['every-age', 1500 * AED]);
  });

  it('keeps the better row when a worse one comes after it', () => {
    const old = risk({ car: { year: 2020 } });
    const quote = quoted(priceRisk(old, catalogue([], 0, [{ ...comprehensive, matrix: [comprehensive.matrix[2]!, comprehensive.matrix[1]!] }])), 'plan-comp');
    expect(quote.matrixRowId).toBe('m3');
  });

  it('quotes any premium above the minimum of a band without a maximum', () => {
    const uncapped = { ...S, comprehensiveBands: { ...S.comprehensiveBands, saloon: { minFils: 1300 * AED, maxFils: null, maxPercentOfValue: null } } };
    expect(only(priceRisk(risk(), catalogue([], 0, [comprehensive]), uncapped), 'plan-comp')).toMatchObject({ status: 'quoted', band: { minFils: 1300 * AED, maxFils: null } });
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
