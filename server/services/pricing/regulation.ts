import type {
  CarAgeBand, CylinderClass, InsuranceType, MatrixRow, MotorPricingSettings, PremiumBand, VehicleType,
} from '../../../shared/contract/companies/index.js';
import { formatAed } from '../../../shared/domain/format.js';

/** Matrix row fields the rules read (a saved row, or one about to be saved). */
export type MatrixRowFields = Pick<
  MatrixRow,
  'insuranceType' | 'vehicleType' | 'vehicleValuationFromFils' | 'vehicleValuationToFils' | 'noOfCylinders' | 'rateInPercentage' | 'fixedPremiumFils' | 'minimumPremiumFils' | 'carAge'
>;

/** The matrix cylinder class of a car: 4, 6, 8, or 9 for nine or more. */
export function cylinderClass(cylinders: number): CylinderClass {
  if (cylinders <= 4) return 4;
  if (cylinders <= 6) return 6;
  if (cylinders <= 8) return 8;
  return 9;
}

/** The Decision 30/2016 band for a cover and vehicle class (saloon = sedan and coupe; 4x4 = 4wd). */
export function regulatedBand(settings: MotorPricingSettings, insuranceType: InsuranceType, vehicleType: VehicleType, cylinders: CylinderClass): PremiumBand {
  const fourByFour = vehicleType === '4wd';
  if (insuranceType === 'comprehensive') return fourByFour ? settings.comprehensiveBands.fourByFour : settings.comprehensiveBands.saloon;
  return (fourByFour ? settings.thirdPartyBands.fourByFour : settings.thirdPartyBands.saloon)[cylinders];
}

/**
 * The premiums allowed for a value: from the band minimum to its cap. A percentage cap below the
 * minimum (cheap cars) leaves the minimum as the only allowed premium.
 */
export function allowedRange(band: PremiumBand, valueFils: number): { minFils: number; maxFils: number | null } {
  const percentCap = band.maxPercentOfValue === null ? null : Math.round((valueFils * band.maxPercentOfValue) / 100);
  const caps = [band.maxFils, percentCap].filter((cap): cap is number => cap !== null);
  const cap = caps.length === 0 ? null : Math.max(band.minFils, Math.min(...caps));
  return { minFils: band.minFils, maxFils: cap };
}

/** Rate × value or the fixed premium, never below the row's minimum. Half-fils round up. */
export function rowPremium(row: MatrixRowFields, valueFils: number): { premiumFils: number; computedFils: number; minimumApplied: boolean } {
  const computed = row.fixedPremiumFils ?? (row.rateInPercentage === null ? 0 : Math.round((valueFils * row.rateInPercentage) / 100));
  const premium = Math.max(computed, row.minimumPremiumFils);
  return { premiumFils: premium, computedFils: computed, minimumApplied: premium > computed };
}

export function carAgeBand(carAgeYear: number): CarAgeBand {
  if (carAgeYear <= 1) return '1';
  if (carAgeYear === 2) return '2';
  return '>2';
}

export interface FieldProblem {
  field: string;
  message: string;
}

const aed = formatAed;

/**
 * What is wrong with one matrix row on its own: the fields its insurance type needs, a minimum
 * above the maximum, and a premium that would fall outside the regulated band anywhere in its value
 * band (DOMAIN §4.2). The premium rises with the value, so checking the band's two ends suffices.
 */
export function matrixRowProblems(row: MatrixRowFields, settings: MotorPricingSettings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (row.insuranceType === 'thirdparty') {
    if (row.noOfCylinders === null || row.noOfCylinders === undefined) problems.push({ field: 'noOfCylinders', message: 'Number of cylinders is required for third party' });
    if (row.rateInPercentage !== null && row.rateInPercentage !== undefined) problems.push({ field: 'rateInPercentage', message: 'Third-party rows have a fixed premium, not a rate' });
    if (problems.length > 0) return problems;
    // Stryker disable next-line StringLiteral: regulatedBand only tells comprehensive apart; any other type reads the third-party bands
    const band = regulatedBand(settings, 'thirdparty', row.vehicleType, row.noOfCylinders!);
    const premium = Math.max(row.fixedPremiumFils ?? 0, row.minimumPremiumFils);
    if (premium < band.minFils) problems.push({ field: row.fixedPremiumFils === null ? 'minimumPremiumFils' : 'fixedPremiumFils', message: `Premium ${aed(premium)} is below the regulated minimum of ${aed(band.minFils)} for this vehicle` });
    if (band.maxFils !== null && premium > band.maxFils) problems.push({ field: row.fixedPremiumFils !== null && row.fixedPremiumFils >= row.minimumPremiumFils ? 'fixedPremiumFils' : 'minimumPremiumFils', message: `Premium ${aed(premium)} is above the regulated maximum of ${aed(band.maxFils)} for this vehicle` });
    return problems;
  }

  const from = row.vehicleValuationFromFils;
  const to = row.vehicleValuationToFils;
  if (from === null || from === undefined) problems.push({ field: 'vehicleValuationFromFils', message: 'Valuation from is required for comprehensive' });
  if (to === null || to === undefined) problems.push({ field: 'vehicleValuationToFils', message: 'Valuation to is required for comprehensive' });
  if ((row.rateInPercentage === null || row.rateInPercentage === undefined) && (row.fixedPremiumFils === null || row.fixedPremiumFils === undefined)) {
    problems.push({ field: 'rateInPercentage', message: 'Give a rate or a fixed premium' });
  }
  if (!row.carAge) problems.push({ field: 'carAge', message: 'Car age is required for comprehensive' });
  if (problems.length > 0) return problems;
  if (from! > to!) return [{ field: 'vehicleValuationFromFils', message: 'Valuation from is above valuation to' }];

  const band = regulatedBand(settings, 'comprehensive', row.vehicleType, 4);
  if (band.maxPercentOfValue !== null && row.rateInPercentage !== null && row.rateInPercentage > band.maxPercentOfValue) {
    problems.push({ field: 'rateInPercentage', message: `Rate ${row.rateInPercentage} % is above the regulated maximum of ${band.maxPercentOfValue} % of the value` });
  }
  for (const [value, end] of [[from!, 'from'], [to!, 'to']] as const) {
    const { premiumFils } = rowPremium(row, value);
    const range = allowedRange(band, value);
    if (premiumFils < range.minFils) {
      problems.push({ field: row.fixedPremiumFils !== null ? 'fixedPremiumFils' : 'minimumPremiumFils', message: `At ${aed(value)} (valuation ${end}) the premium ${aed(premiumFils)} is below the regulated minimum of ${aed(range.minFils)}` });
      break;
    }
    if (range.maxFils !== null && premiumFils > range.maxFils) {
      const field = row.fixedPremiumFils !== null ? 'fixedPremiumFils' : premiumFils === row.minimumPremiumFils ? 'minimumPremiumFils' : 'rateInPercentage';
      if (!problems.some((problem) => problem.field === field)) {
        problems.push({ field, message: `At ${aed(value)} (valuation ${end}) the premium ${aed(premiumFils)} is above the regulated maximum of ${aed(range.maxFils)}` });
      }
      break;
    }
  }
  return problems;
}

/** Bands within this many fils of each other are contiguous (`0–50,000` then `50,001–…`). */
export const BAND_SEAM_FILS = 100;

/** The group of rows whose value bands must tile without overlap: same vehicle type and car age. */
function bandGroup(row: MatrixRowFields): string {
  // Stryker disable next-line StringLiteral: for the `?? ''` fallback any constant keeps rows without a car age together and apart from the age bands (the key itself is pinned by the other-age tests)
  return `${row.vehicleType}|${row.carAge ?? ''}`;
}

/**
 * Problems between the rows of one plan: overlapping or gapped comprehensive value bands, and two
 * third-party rows for the same vehicle type and cylinders. `index` is the row's position in `rows`.
 */
export function matrixSetProblems(rows: readonly MatrixRowFields[]): Array<FieldProblem & { index: number }> {
  const problems: Array<FieldProblem & { index: number }> = [];
  const groups = new Map<string, Array<{ row: MatrixRowFields; index: number }>>();
  const thirdParty = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.insuranceType === 'thirdparty') {
      const key = `${row.vehicleType}|${row.noOfCylinders}`;
      const first = thirdParty.get(key);
      if (first !== undefined) problems.push({ index, field: 'noOfCylinders', message: `Duplicates row ${first + 1}: same vehicle type and cylinders` });
      else thirdParty.set(key, index);
      return;
    }
    if (row.vehicleValuationFromFils === null || row.vehicleValuationToFils === null) return;
    const key = bandGroup(row);
    groups.set(key, [...(groups.get(key) ?? []), { row, index }]);
  });
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => a.row.vehicleValuationFromFils! - b.row.vehicleValuationFromFils!);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      const prevTo = previous.row.vehicleValuationToFils!;
      const from = current.row.vehicleValuationFromFils!;
      if (from <= prevTo) {
        problems.push({ index: current.index, field: 'vehicleValuationFromFils', message: `Overlaps row ${previous.index + 1} (its band ends at ${aed(prevTo)})` });
      } else if (from - prevTo > BAND_SEAM_FILS) {
        problems.push({ index: current.index, field: 'vehicleValuationFromFils', message: `Leaves a gap after row ${previous.index + 1}: its band ends at ${aed(prevTo)}, this one starts at ${aed(from)}` });
      }
    }
  }
  return problems;
}

/** Schedule 3: the largest deductible allowed for a private car of this value. */
export function maxDeductibleFils(settings: MotorPricingSettings, valueFils: number): number {
  for (const step of settings.maxDeductibles) if (step.upToValueFils === null || valueFils <= step.upToValueFils) return step.maxFils;
  return settings.maxDeductibles.at(-1)!.maxFils;
}
