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
