import type { CarValue } from '../../../shared/contract/cars/index.js';
import type { MotorPricingSettings } from '../../../shared/contract/companies/index.js';

export interface CarValueInput {
  newCarValueFils: number;
  /** Model year, for the age when there is no first registration date. */
  year?: number | undefined;
  firstRegistrationDate?: string | null | undefined;
  mileageKm: number;
  usage: 'private' | 'commercial';
  /** ISO day of the valuation. */
  valuationDate: string;
}

/** Completed years between first registration (or 1 January of the model year) and the valuation day. */
export function completedYears(input: Pick<CarValueInput, 'year' | 'firstRegistrationDate' | 'valuationDate'>): number {
  const day = new Date(`${input.valuationDate.slice(0, 10)}T00:00:00Z`);
  const start = input.firstRegistrationDate
    ? new Date(`${input.firstRegistrationDate.slice(0, 10)}T00:00:00Z`)
    : new Date(Date.UTC(input.year ?? day.getUTCFullYear(), 0, 1));
  let years = day.getUTCFullYear() - start.getUTCFullYear();
  if (day.getUTCMonth() < start.getUTCMonth() || (day.getUTCMonth() === start.getUTCMonth() && day.getUTCDate() < start.getUTCDate())) years -= 1;
  return Math.max(0, years);
}

/**
 * Market value (DOMAIN §4.4): the new-car value less a yearly depreciation (compounded per
 * completed year; commercial use depreciates half as fast again), less a mileage reduction above the
 * expected yearly distance, never below a floor share of the new value; and the ± range the insurer
 * accepts around it. Every figure comes from the settings (the primer marks them unverified).
 */
export function calculateCarValue(input: CarValueInput, settings: MotorPricingSettings): CarValue {
  const ageYears = completedYears(input);
  const yearly = settings.yearlyDepreciationPercent * (input.usage === 'commercial' ? 1.5 : 1);
  const remaining = (1 - yearly / 100) ** ageYears;
  const expectedKm = settings.expectedKmPerYear * Math.max(1, ageYears);
  const excessKm = Math.max(0, input.mileageKm - expectedKm);
  const mileageReductionPercent = Math.min(settings.maxMileageReductionPercent, (excessKm / 10_000) * settings.mileagePercentPer10000Km);
  const floor = Math.round((input.newCarValueFils * settings.minimumValuePercent) / 100);
  const valueFils = Math.max(floor, Math.round(input.newCarValueFils * remaining * (1 - mileageReductionPercent / 100)));
  const band = Math.round((valueFils * settings.valueBandPercent) / 100);
  return {
    newCarValueFils: input.newCarValueFils,
    ageYears,
    depreciationPercent: Math.round((1 - remaining) * 10_000) / 100,
    mileageReductionPercent: Math.round(mileageReductionPercent * 100) / 100,
    valueFils,
    minValueFils: valueFils - band,
    maxValueFils: valueFils + band,
    bandPercent: settings.valueBandPercent,
  };
}
