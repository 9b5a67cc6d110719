import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTOR_PRICING_SETTINGS as S } from '../../../shared/contract/companies/index.js';
import { allowedRange, carAgeBand, cylinderClass, matrixRowProblems, matrixSetProblems, maxDeductibleFils, regulatedBand, rowPremium, type MatrixRowFields } from './regulation.js';

const AED = 100;
const tp = (vehicleType: MatrixRowFields['vehicleType'], noOfCylinders: 4 | 6 | 8 | 9, premiumAed: number, minimumAed = premiumAed): MatrixRowFields => ({
  insuranceType: 'thirdparty', vehicleType, noOfCylinders, fixedPremiumFils: premiumAed * AED, minimumPremiumFils: minimumAed * AED,
  rateInPercentage: null, vehicleValuationFromFils: null, vehicleValuationToFils: null, carAge: null,
});
const comp = (vehicleType: MatrixRowFields['vehicleType'], fromAed: number, toAed: number, rate: number | null, minimumAed: number, fixedAed: number | null = null, carAge: MatrixRowFields['carAge'] = '1'): MatrixRowFields => ({
  insuranceType: 'comprehensive', vehicleType, noOfCylinders: null, fixedPremiumFils: fixedAed === null ? null : fixedAed * AED, minimumPremiumFils: minimumAed * AED,
  rateInPercentage: rate, vehicleValuationFromFils: fromAed * AED, vehicleValuationToFils: toAed * AED, carAge,
});

describe('regulated bands (Decision 30/2016)', () => {
  it.each([
    ['sedan', 4, 750, 1300], ['coupe', 4, 750, 1300], ['sedan', 8, 1300, 2100], ['4wd', 4, 1000, 1750], ['4wd', 8, 1000, 2150],
  ] as const)('third party %s %i cylinders: AED %i to %i', (vehicle, cylinders, min, max) => {
    expect(regulatedBand(S, 'thirdparty', vehicle, cylinders)).toMatchObject({ minFils: min * AED, maxFils: max * AED });
  });

  it.each([
    ['sedan', 100_000, 1300, 5000], ['4wd', 100_000, 2000, 7000],
    // 5 % of 20,000 is below the minimum: the minimum is then the only allowed premium.
    ['sedan', 20_000, 1300, 1300], ['4wd', 20_000, 2000, 2000],
  ] as const)('comprehensive %s worth AED %i: AED %i to %i', (vehicle, value, min, max) => {
    expect(allowedRange(regulatedBand(S, 'comprehensive', vehicle, 4), value * AED)).toEqual({ minFils: min * AED, maxFils: max * AED });
  });

  it.each([[3, 4], [4, 4], [5, 6], [6, 6], [8, 8], [10, 9], [12, 9]] as const)('%i cylinders are class %i', (cylinders, klass) => {
    expect(cylinderClass(cylinders)).toBe(klass);
  });

  it.each([[1, '1'], [2, '2'], [3, '>2'], [10, '>2']] as const)('year of use %i is age band %s', (year, band) => {
    expect(carAgeBand(year)).toBe(band);
  });
});

describe('matrix row on its own', () => {
  it.each([
    ['the band minimum exactly', tp('sedan', 4, 750), []],
    ['the band maximum exactly', tp('sedan', 4, 1300), []],
    ['one fils below the minimum', { ...tp('sedan', 4, 750), fixedPremiumFils: 74_999, minimumPremiumFils: 74_999 }, ['fixedPremiumFils']],
    ['one fils above the maximum', { ...tp('sedan', 4, 1300), fixedPremiumFils: 130_001, minimumPremiumFils: 130_001 }, ['fixedPremiumFils']],
    ['a 4x4 top band premium of 2,150', tp('4wd', 8, 2150), []],
    ['a 4x4 4-cylinder premium of 1,751', tp('4wd', 4, 1751), ['fixedPremiumFils']],
    ['a minimum above the maximum', tp('sedan', 4, 1000, 1400), ['minimumPremiumFils']],
  ] as const)('third party: %s', (_name, row, fields) => {
    expect(matrixRowProblems(row, S).map((p) => p.field)).toEqual(fields);
  });

  it.each([
    ['a rate at the 5 % cap', comp('sedan', 30_000, 100_000, 5, 1500), []],
    ['a rate above the 5 % cap', comp('sedan', 30_000, 100_000, 5.01, 1500), ['rateInPercentage']],
    ['a 4x4 rate at the 7 % cap', comp('4wd', 30_000, 100_000, 7, 2100), []],
    ['a minimum below 1,300', comp('sedan', 20_000, 60_000, 2, 1299), ['minimumPremiumFils']],
    ['a minimum above 5 % of the lowest value', comp('sedan', 30_000, 60_000, 2, 1501), ['minimumPremiumFils']],
    ['a fixed premium inside the band', comp('sedan', 40_000, 60_000, null, 1300, 1800), []],
    ['a fixed premium above 5 % of the lowest value', comp('sedan', 40_000, 60_000, null, 1300, 2001), ['fixedPremiumFils']],
    ['from above to', comp('sedan', 60_000, 40_000, 2, 1300), ['vehicleValuationFromFils']],
    ['no rate and no fixed premium', comp('sedan', 40_000, 60_000, null, 1300), ['rateInPercentage']],
  ] as const)('comprehensive: %s', (_name, row, fields) => {
    expect(matrixRowProblems(row, S).map((p) => p.field)).toEqual(fields);
  });

  it('names the missing fields of each insurance type', () => {
    expect(matrixRowProblems({ ...tp('sedan', 4, 800), noOfCylinders: null }, S).map((p) => p.field)).toEqual(['noOfCylinders']);
    expect(matrixRowProblems({ ...comp('sedan', 1, 2, 2, 1300), vehicleValuationFromFils: null, carAge: null }, S).map((p) => p.field))
      .toEqual(['vehicleValuationFromFils', 'carAge']);
  });
});

describe('matrix bands together', () => {
  const rows = [comp('sedan', 20_000, 60_000, 3, 1300), comp('sedan', 60_001, 120_000, 3, 1300), comp('sedan', 120_001, 250_000, 3, 1300)];

  it('accepts contiguous bands with 1 AED seams, and the same bands for another age or vehicle', () => {
    expect(matrixSetProblems([...rows, { ...rows[0]!, carAge: '2' }, { ...rows[0]!, vehicleType: '4wd', minimumPremiumFils: 200_000 }])).toEqual([]);
  });

  it('refuses overlapping bands naming the later row', () => {
    const problems = matrixSetProblems([rows[0]!, comp('sedan', 60_000, 120_000, 3, 1300)]);
    expect(problems).toEqual([{ index: 1, field: 'vehicleValuationFromFils', message: expect.stringMatching(/Overlaps row 1/) }]);
  });

  it('refuses a gap of more than AED 1', () => {
    expect(matrixSetProblems([rows[0]!, comp('sedan', 60_002, 120_000, 3, 1300)])[0]?.message).toMatch(/gap/);
  });

  it('refuses two third-party rows for the same vehicle and cylinders', () => {
    expect(matrixSetProblems([tp('sedan', 4, 800), tp('sedan', 4, 900)])[0]).toMatchObject({ index: 1, field: 'noOfCylinders' });
  });
});

describe('row premium', () => {
  it.each([
    ['rate × value', comp('sedan', 0, 1, 2.5, 1300), 100_000, 2500, false],
    ['the minimum when rate × value is lower', comp('sedan', 0, 1, 1, 1300), 100_000, 1300, true],
    ['the fixed premium', comp('sedan', 0, 1, null, 1300, 1800), 100_000, 1800, false],
    ['half a fils rounds up', comp('sedan', 0, 1, 2.5, 0), 0.21, 0.01, false],
  ] as const)('is %s', (_name, row, valueAed, premiumAed, minimumApplied) => {
    expect(rowPremium(row, Math.round(valueAed * AED))).toMatchObject({ premiumFils: Math.round(premiumAed * AED), minimumApplied });
  });
});

describe('maximum deductible (Schedule 3)', () => {
  it.each([[50_000, 350], [50_001, 700], [100_000, 700], [100_001, 1000], [250_000, 1000], [250_001, 1200], [500_000, 1200], [500_001, 1400]])('AED %i → AED %i', (value, max) => {
    expect(maxDeductibleFils(S, value * AED)).toBe(max * AED);
  });
});

describe('regulated caps: fixed, percentage, both or none', () => {
  const band = (maxFils: number | null, maxPercentOfValue: number | null) => ({ minFils: 1300 * AED, maxFils, maxPercentOfValue });

  it('caps a third-party band at its fixed maximum whatever the value', () => {
    expect(allowedRange(regulatedBand(S, 'thirdparty', 'sedan', 4), 1_000_000 * AED)).toEqual({ minFils: 750 * AED, maxFils: 1300 * AED });
  });

  it('leaves a band without any cap open above its minimum', () => {
    expect(allowedRange(band(null, null), 100_000 * AED)).toEqual({ minFils: 1300 * AED, maxFils: null });
  });

  it.each([
    [100_000, 3000], // 5 % is 5,000: the fixed maximum is the lower cap
    [40_000, 2000], // 5 % is 2,000: the percentage is the lower cap
    [20_000, 1300], // 5 % is 1,000: below the minimum, which is then the only premium allowed
  ])('with a fixed AED 3,000 and a 5 %% cap, a car worth AED %i may cost up to AED %i', (valueAed, maxAed) => {
    expect(allowedRange(band(3000 * AED, 5), valueAed * AED)).toEqual({ minFils: 1300 * AED, maxFils: maxAed * AED });
  });
});

describe('matrix row on its own: refusals and their messages', () => {
  const problems = (row: MatrixRowFields, settings = S) => matrixRowProblems(row, settings);
  /** A row as a form sends it: absent fields are undefined rather than null. */
  const absent = (row: MatrixRowFields, ...fields: Array<keyof MatrixRowFields>): MatrixRowFields =>
    ({ ...row, ...Object.fromEntries(fields.map((field) => [field, undefined])) });
  const withSaloonComprehensive = (maxFils: number | null, maxPercentOfValue: number | null) =>
    ({ ...S, comprehensiveBands: { ...S.comprehensiveBands, saloon: { minFils: 1300 * AED, maxFils, maxPercentOfValue } } });

  it('third party: names a missing or absent cylinder count, and a rate given where a fixed premium belongs', () => {
    const missing = [{ field: 'noOfCylinders', message: 'Number of cylinders is required for third party' }];
    expect(problems({ ...tp('sedan', 4, 800), noOfCylinders: null })).toEqual(missing);
    expect(problems(absent(tp('sedan', 4, 800), 'noOfCylinders'))).toEqual(missing);
    expect(problems({ ...tp('sedan', 4, 800), rateInPercentage: 2 })).toEqual([{ field: 'rateInPercentage', message: 'Third-party rows have a fixed premium, not a rate' }]);
    expect(problems(absent(tp('sedan', 4, 800), 'rateInPercentage'))).toEqual([]);
  });

  it('third party: refuses a fixed premium above the maximum even with a minimum inside the band', () => {
    expect(problems(tp('sedan', 4, 1400, 750))).toEqual([
      { field: 'fixedPremiumFils', message: 'Premium AED 1,400.00 is above the regulated maximum of AED 1,300.00 for this vehicle' },
    ]);
  });

  it('third party: names the minimum when there is no fixed premium', () => {
    const belowBand = { ...tp('sedan', 4, 700), fixedPremiumFils: null };
    expect(problems(belowBand)).toEqual([{ field: 'minimumPremiumFils', message: 'Premium AED 700.00 is below the regulated minimum of AED 750.00 for this vehicle' }]);
    expect(problems({ ...belowBand, minimumPremiumFils: 750 * AED })).toEqual([]);
    expect(problems({ ...belowBand, minimumPremiumFils: 1400 * AED }).map((p) => p.field)).toEqual(['minimumPremiumFils']);
  });

  it('third party: a band without a maximum takes any premium from its minimum', () => {
    const open = { ...S, thirdPartyBands: { ...S.thirdPartyBands, saloon: { ...S.thirdPartyBands.saloon, 4: { minFils: 750 * AED, maxFils: null, maxPercentOfValue: null } } } };
    expect(problems(tp('sedan', 4, 5000), open)).toEqual([]);
  });

  it('comprehensive: names each missing or absent field', () => {
    const row = comp('sedan', 40_000, 60_000, 2, 1300);
    expect(problems({ ...row, vehicleValuationToFils: null })).toEqual([{ field: 'vehicleValuationToFils', message: 'Valuation to is required for comprehensive' }]);
    expect(problems(absent(row, 'vehicleValuationFromFils', 'vehicleValuationToFils'))).toEqual([
      { field: 'vehicleValuationFromFils', message: 'Valuation from is required for comprehensive' },
      { field: 'vehicleValuationToFils', message: 'Valuation to is required for comprehensive' },
    ]);
    const noPrice = [{ field: 'rateInPercentage', message: 'Give a rate or a fixed premium' }];
    expect(problems(absent(row, 'rateInPercentage'))).toEqual(noPrice);
    expect(problems(absent({ ...row, rateInPercentage: null }, 'fixedPremiumFils'))).toEqual(noPrice);
    expect(problems({ ...row, carAge: null })).toEqual([{ field: 'carAge', message: 'Car age is required for comprehensive' }]);
  });

  it('comprehensive: a missing field stops the checks that need it', () => {
    expect(problems({ ...comp('sedan', 30_000, 100_000, 6, 1300), carAge: null }).map((p) => p.field)).toEqual(['carAge']);
  });

  it('comprehensive: a band of one value is allowed, from one fils above to is not', () => {
    expect(problems(comp('sedan', 50_000, 50_000, 3, 1500))).toEqual([]);
    expect(problems({ ...comp('sedan', 50_000, 50_000, 3, 1500), vehicleValuationFromFils: 50_000 * AED + 1 }))
      .toEqual([{ field: 'vehicleValuationFromFils', message: 'Valuation from is above valuation to' }]);
  });

  it('comprehensive: a premium exactly at the regulated minimum is allowed, one fils below is not', () => {
    expect(problems(comp('sedan', 20_000, 60_000, 2, 1300))).toEqual([]);
    expect(problems(comp('sedan', 20_000, 25_000, null, 1299, 1299))).toEqual([
      { field: 'fixedPremiumFils', message: 'At AED 20,000.00 (valuation from) the premium AED 1,299.00 is below the regulated minimum of AED 1,300.00' },
    ]);
  });

  it('comprehensive: says which cap a premium is above', () => {
    expect(problems(comp('sedan', 30_000, 100_000, 5.01, 1500))).toEqual([
      { field: 'rateInPercentage', message: 'Rate 5.01 % is above the regulated maximum of 5 % of the value' },
    ]);
    expect(problems(comp('sedan', 40_000, 60_000, null, 1300, 2001))).toEqual([
      { field: 'fixedPremiumFils', message: 'At AED 40,000.00 (valuation from) the premium AED 2,001.00 is above the regulated maximum of AED 2,000.00' },
    ]);
    // The rate is too high, and the minimum on its own is above 5 % of the lowest value.
    expect(problems(comp('sedan', 30_000, 100_000, 6, 2000))).toEqual([
      { field: 'rateInPercentage', message: 'Rate 6 % is above the regulated maximum of 5 % of the value' },
      { field: 'minimumPremiumFils', message: 'At AED 30,000.00 (valuation from) the premium AED 2,000.00 is above the regulated maximum of AED 1,500.00' },
    ]);
  });

  it('comprehensive: with a fixed maximum under the percentage cap, refuses a premium above it at the top of the value band', () => {
    const both = withSaloonComprehensive(3000 * AED, 5);
    expect(problems(comp('sedan', 30_000, 75_000, 4, 1300), both)).toEqual([]);
    expect(problems(comp('sedan', 30_000, 75_001, 4, 1300), both)).toEqual([
      { field: 'rateInPercentage', message: 'At AED 75,001.00 (valuation to) the premium AED 3,000.04 is above the regulated maximum of AED 3,000.00' },
    ]);
  });

  it('comprehensive: a band without caps takes any rate', () => {
    expect(problems(comp('sedan', 30_000, 100_000, 10, 3000), withSaloonComprehensive(null, null))).toEqual([]);
  });
});

describe('matrix bands together: order, gaps and duplicates', () => {
  const band = (fromFils: number, toFils: number) => ({ ...comp('sedan', 0, 0, 3, 1300), vehicleValuationFromFils: fromFils, vehicleValuationToFils: toFils });

  it('checks bands by value, whatever the order of the rows', () => {
    expect(matrixSetProblems([band(120_001 * AED, 250_000 * AED), band(20_000 * AED, 60_000 * AED), band(60_001 * AED, 120_000 * AED)])).toEqual([]);
    expect(matrixSetProblems([band(60_000 * AED, 120_000 * AED), band(20_000 * AED, 60_000 * AED)])).toEqual([
      { index: 0, field: 'vehicleValuationFromFils', message: 'Overlaps row 2 (its band ends at AED 60,000.00)' },
    ]);
  });

  it('allows a seam of AED 1 between bands and refuses one fils more', () => {
    expect(matrixSetProblems([band(20_000 * AED, 60_000 * AED), band(60_001 * AED, 120_000 * AED)])).toEqual([]);
    expect(matrixSetProblems([band(20_000 * AED, 60_000 * AED), band(60_001 * AED + 1, 120_000 * AED)])).toEqual([
      { index: 1, field: 'vehicleValuationFromFils', message: 'Leaves a gap after row 1: its band ends at AED 60,000.00, this one starts at AED 60,001.01' },
    ]);
  });

  it('leaves a row without both ends of its band to the row check', () => {
    const first = band(20_000 * AED, 60_000 * AED);
    expect(matrixSetProblems([first, { ...first, vehicleValuationFromFils: null, vehicleValuationToFils: 100_000 * AED }])).toEqual([]);
    expect(matrixSetProblems([first, { ...first, vehicleValuationFromFils: 30_000 * AED, vehicleValuationToFils: null }])).toEqual([]);
  });

  it('takes third-party rows of other cylinders or vehicles as distinct, and names the row a duplicate repeats', () => {
    expect(matrixSetProblems([tp('sedan', 4, 800), tp('sedan', 6, 900), tp('4wd', 4, 1100)])).toEqual([]);
    expect(matrixSetProblems([tp('sedan', 4, 800), tp('sedan', 6, 900), tp('sedan', 6, 950)])).toEqual([
      { index: 2, field: 'noOfCylinders', message: 'Duplicates row 2: same vehicle type and cylinders' },
    ]);
  });
});

describe('maximum deductible: stored steps', () => {
  it('gives a value above every bounded step the last step maximum', () => {
    const bounded = { ...S, maxDeductibles: [{ upToValueFils: 50_000 * AED, maxFils: 350 * AED }, { upToValueFils: 100_000 * AED, maxFils: 700 * AED }, { upToValueFils: 200_000 * AED, maxFils: 900 * AED }] };
    expect(maxDeductibleFils(bounded, 300_000 * AED)).toBe(900 * AED);
  });
});
