import {
  DEFAULT_MOTOR_PRICING_SETTINGS, SPECIAL_GROUP_LABELS, type CarValueReduction, type Company, type Condition, type Excess,
  type MatrixRow, type MotorPlan, type MotorPricingSettings, type ParsedPricingRisk, type PlanBenefit, type PlanCoverage, type PlanPrice,
  type PlanQuote, type PlanRefusal, type PriceLine, type PricingResult, type RefusalCode, type SpecialGroup, type VehicleClass,
} from '../../../shared/contract/companies/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { saleDiscounts } from '../../../shared/domain/saleDiscounts.js';
import { allowedRange, BAND_SEAM_FILS, carAgeBand, cylinderClass, regulatedBand, rowPremium } from './regulation.js';
import { percentOf } from '../../../shared/domain/money.js';

/**
 * The motor pricing engine: pure, no I/O. For a risk and the catalogue of companies and plans,
 * every active plan of every active company of the requested type yields a quote (each amount an
 * explainable line) or a refusal naming the condition that refused it. Money in integer fils;
 * every percentage is rounded half up to the fils, line by line.
 */

export type PricingCompany = Pick<Company, '_id' | 'companyName' | 'isActive' | 'adminFeeFils' | 'issuingMode'> & {
  motorActive: boolean;
  /** The company's `motorInsurance.carValueReduction`; none when absent. */
  carValueReduction?: CarValueReduction;
};
export type PricingPlan = Pick<MotorPlan, '_id' | 'planName' | 'insuranceType' | 'repairCondition' | 'isActive'> & {
  matrix: ReadonlyArray<Omit<MatrixRow, 'createdAt' | 'updatedAt' | 'companyId' | 'planId'>>;
  excess: ReadonlyArray<Pick<Excess, 'vehicleType' | 'vehicleValuationFromFils' | 'vehicleValuationToFils' | 'chargeFils'>>;
  benefits: readonly PlanBenefit[];
  coverages: readonly PlanCoverage[];
  /** The benefits master list's names of the codes its matrix rows include (a code without one names itself). */
  benefitNames?: Readonly<Record<string, string>>;
};
export type PricingCondition = Omit<Condition, '_id' | 'createdAt' | 'updatedAt' | 'companyId'>;
export interface PricingCatalogueEntry {
  company: PricingCompany;
  plans: readonly PricingPlan[];
  conditions: readonly PricingCondition[];
}

const aed = formatAed;

/** The car's year of use on a day: 1 in its first year since first registration (or its model year). */
export function carAgeYear(car: ParsedPricingRisk['car'], onDay: string): number {
  const day = new Date(`${onDay.slice(0, 10)}T00:00:00Z`);
  if (car.firstRegistrationDate) {
    const first = new Date(`${car.firstRegistrationDate.slice(0, 10)}T00:00:00Z`);
    let months = (day.getUTCFullYear() - first.getUTCFullYear()) * 12 + (day.getUTCMonth() - first.getUTCMonth());
    if (day.getUTCDate() < first.getUTCDate()) months -= 1;
    return Math.max(1, Math.floor(months / 12) + 1);
  }
  return Math.max(1, day.getUTCFullYear() - car.year + 1);
}

function inValueBand(from: number | null, to: number | null, value: number): boolean {
  return (from === null || value >= from) && (to === null || value <= to);
}

type Refusal = { code: RefusalCode; condition: string | null; message: string };

const UNBANDED: Record<Exclude<VehicleClass, 'private'>, string> = {
  motorcycle: 'No regulated band is set for motorcycles: this engine prices with the private-car bands of Decision 30/2016',
  taxi: 'No regulated band is set for taxis: this engine prices with the private-car bands of Decision 30/2016',
  fleet: 'No regulated band is set for fleet vehicles: fleets are quoted by the insurers (motor fleet)',
};

/**
 * The value a comprehensive plan prices on: the car's value less the company's car value
 * reduction (a percentage, or AED), never below zero. Third party does not price on the value.
 */
function insuredValue(company: PricingCompany, plan: PricingPlan, valueFils: number): { valueFils: number; reduction: string } | null {
  const reduction = company.carValueReduction;
  if (plan.insuranceType !== 'comprehensive' || !reduction || reduction.reductionValue <= 0) return null;
  const percentage = reduction.reductionType === 'percentage';
  const off = percentage ? percentOf(valueFils, reduction.reductionValue) : Math.round(reduction.reductionValue * 100);
  return {
    valueFils: Math.max(0, valueFils - off),
    reduction: percentage ? `${reduction.reductionValue} %` : aed(Math.round(reduction.reductionValue * 100)),
  };
}

/**
 * Decision 17/2020 lets its groups' discounts go below the band minimum. A driver with a
 * no-claims letter for at least one year is an accident-free driver without saying so, so the
 * guaranteed no-claims discount (Decision 41/2017) is never refused on a minimum premium.
 */
function specialGroupOf(driver: ParsedPricingRisk['driver']): SpecialGroup | null {
  return driver.specialGroup ?? (driver.claimFreeYears > 0 && driver.hasNoClaimsProof ? 'accidentFree' : null);
}

/** The first condition of the company that refuses this plan for this risk, or null. */
function conditionRefusal(plan: PricingPlan, conditions: readonly PricingCondition[], risk: ParsedPricingRisk, ageYear: number): Refusal | null {
  const { car, driver } = risk;
  const make = car.make.toLowerCase();
  const model = car.model.toLowerCase();
  for (const condition of conditions) {
    if (!condition.isActive || (condition.planId !== null && condition.planId !== plan._id)) continue;
    const named = (field: string) => `${condition.name}: ${field}`;
    if (condition.gccSpecOnly && !car.gccSpec) return { code: 'nonGccSpec', condition: named('gccSpecOnly'), message: 'Only GCC-spec cars are accepted (NON GCC)' };
    if (condition.excludedCarsMake.some((excluded) => excluded.toLowerCase() === make)) {
      return { code: 'makeExcluded', condition: named('excludedCarsMake'), message: `${car.make} is not insured by this company` };
    }
    if (condition.excludedCarMakeModel.some((excluded) => excluded.make.toLowerCase() === make && excluded.model.toLowerCase() === model)) {
      return { code: 'modelExcluded', condition: named('excludedCarMakeModel'), message: `${car.make} ${car.model} is not insured by this company` };
    }
    if (condition.minUserAge !== null && driver.age < condition.minUserAge) {
      return { code: 'driverTooYoung', condition: named('minUserAge'), message: `The driver must be at least ${condition.minUserAge} (is ${driver.age})` };
    }
    if (condition.minUserDrivingExperience !== null && driver.licenceYears < condition.minUserDrivingExperience) {
      return { code: 'licenceTooRecent', condition: named('minUserDrivingExperience'), message: `The driver needs ${condition.minUserDrivingExperience} years of licence (has ${driver.licenceYears})` };
    }
    if (plan.insuranceType !== 'comprehensive') continue;
    if (condition.maxVehicleAgeYears !== null && ageYear > condition.maxVehicleAgeYears) {
      return { code: 'carTooOld', condition: named('maxVehicleAgeYears'), message: `Comprehensive cover up to ${condition.maxVehicleAgeYears} years of age (the car is in its year ${ageYear})` };
    }
    if (condition.minCarValueFils !== null && car.valueFils < condition.minCarValueFils) {
      return { code: 'carValueTooLow', condition: named('minCarValueFils'), message: `The car's value ${aed(car.valueFils)} is below ${aed(condition.minCarValueFils)}` };
    }
    if (condition.maxCarValueFils !== null && car.valueFils > condition.maxCarValueFils) {
      return { code: 'carValueTooHigh', condition: named('maxCarValueFils'), message: `The car's value ${aed(car.valueFils)} is above ${aed(condition.maxCarValueFils)}` };
    }
    if (plan.repairCondition === 'agency') {
      if (condition.agencyRepairMaxYears !== null && ageYear > condition.agencyRepairMaxYears) {
        return { code: 'agencyRepairCarTooOld', condition: named('agencyRepairMaxYears'), message: `Agency repair up to ${condition.agencyRepairMaxYears} years of age (the car is in its year ${ageYear})` };
      }
      if (condition.agencyRepairMinValueFils !== null && car.valueFils < condition.agencyRepairMinValueFils) {
        return { code: 'agencyRepairValueTooLow', condition: named('agencyRepairMinValueFils'), message: `Agency repair from a value of ${aed(condition.agencyRepairMinValueFils)}` };
      }
    }
  }
  return null;
}

/**
 * The matrix row that prices the risk: same vehicle type; third party by cylinder class;
 * comprehensive by value band (a value in the seam between two contiguous bands belongs to the
 * lower one), car age band (a row without one fits every age, an exact one wins) and repair.
 */
function matrixRowFor(plan: PricingPlan, risk: ParsedPricingRisk, ageYear: number) {
  const { car } = risk;
  if (plan.insuranceType === 'thirdparty') {
    const cylinders = cylinderClass(car.cylinders);
    return plan.matrix.find((row) => row.insuranceType === 'thirdparty' && row.vehicleType === car.vehicleType && row.noOfCylinders === cylinders);
  }
  const band = carAgeBand(ageYear);
  let best: PricingPlan['matrix'][number] | undefined;
  let bestScore = -1;
  for (const row of plan.matrix) {
    if (row.insuranceType !== 'comprehensive' || row.vehicleType !== car.vehicleType) continue;
    if (row.repairCondition && plan.repairCondition && row.repairCondition !== plan.repairCondition) continue;
    if (row.carAge && row.carAge !== band) continue;
    const from = row.vehicleValuationFromFils ?? 0;
    const to = row.vehicleValuationToFils ?? Number.MAX_SAFE_INTEGER;
    if (car.valueFils < from || car.valueFils > to + BAND_SEAM_FILS) continue;
    // A band that holds the value beats a seam; a row of the car's age band beats one for every age.
    const score = (car.valueFils <= to ? 2 : 0) + (row.carAge ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

function refusal(entry: PricingCatalogueEntry, plan: PricingPlan, reason: Refusal): PlanRefusal {
  return {
    status: 'refused', companyId: entry.company._id, companyName: entry.company.companyName, planId: plan._id, planName: plan.planName,
    insuranceType: plan.insuranceType, repairCondition: plan.repairCondition, reason,
  };
}

/** Prices one plan of one company. The plan and company are assumed active and of the requested type. */
export function pricePlan(
  entry: PricingCatalogueEntry, plan: PricingPlan, risk: ParsedPricingRisk, ageYear: number, settings: MotorPricingSettings = DEFAULT_MOTOR_PRICING_SETTINGS,
): PlanPrice {
  const vehicleClass = risk.car.vehicleClass ?? 'private';
  if (vehicleClass !== 'private') return refusal(entry, plan, { code: 'noRegulatedBand', condition: 'Decision 30/2016', message: UNBANDED[vehicleClass] });
  const insured = insuredValue(entry.company, plan, risk.car.valueFils);
  const carValueFils = risk.car.valueFils;
  const priced = insured ? { ...risk, car: { ...risk.car, valueFils: insured.valueFils } } : risk;

  const refused = conditionRefusal(plan, entry.conditions, priced, ageYear);
  if (refused) return refusal(entry, plan, refused);
  const { car, driver } = priced;

  const row = matrixRowFor(plan, priced, ageYear);
  if (!row) {
    const what = plan.insuranceType === 'thirdparty'
      ? `${car.vehicleType} with ${cylinderClass(car.cylinders) === 9 ? '9 or more' : cylinderClass(car.cylinders)} cylinders`
      : `${car.vehicleType} worth ${aed(car.valueFils)} in its year ${ageYear}`;
    return refusal(entry, plan, { code: 'noMatrixRow', condition: 'matrix', message: `The matrix has no row for a ${what}` });
  }

  const { premiumFils, computedFils, minimumApplied } = rowPremium(row, car.valueFils);
  const range = allowedRange(regulatedBand(settings, plan.insuranceType, car.vehicleType, cylinderClass(car.cylinders)), car.valueFils);
  if (premiumFils < range.minFils || (range.maxFils !== null && premiumFils > range.maxFils)) {
    return refusal(entry, plan, {
      code: 'premiumOutsideBand', condition: 'Decision 30/2016',
      message: `The premium ${aed(premiumFils)} is outside the regulated band ${aed(range.minFils)} to ${range.maxFils === null ? 'no maximum' : aed(range.maxFils)}`,
    });
  }

  let excessFils: number | null = null;
  if (plan.insuranceType === 'comprehensive') {
    const rule = plan.excess.find((candidate) =>
      (candidate.vehicleType.length === 0 || candidate.vehicleType.includes(car.vehicleType)) &&
      inValueBand(candidate.vehicleValuationFromFils, candidate.vehicleValuationToFils, car.valueFils));
    if (!rule) return refusal(entry, plan, { code: 'noExcessRule', condition: 'excess', message: `No excess rule covers a ${car.vehicleType} worth ${aed(car.valueFils)}` });
    excessFils = rule.chargeFils;
  }

  const lines: PriceLine[] = [];
  const warnings: string[] = [];
  const reducedBy = insured ? ` (the car's ${aed(carValueFils)} less the company's car value reduction of ${insured.reduction})` : '';
  if (insured) warnings.push(`Priced on an insured value of ${aed(car.valueFils)}: the car's ${aed(carValueFils)} less ${entry.company.companyName}'s car value reduction of ${insured.reduction}`);
  const basis = row.fixedPremiumFils !== null ? `fixed premium ${aed(row.fixedPremiumFils)}` : `${row.rateInPercentage ?? 0} % of ${aed(car.valueFils)}${reducedBy} = ${aed(computedFils)}`;
  lines.push({
    code: 'basePremium', label: plan.insuranceType === 'comprehensive' ? 'Comprehensive premium' : 'Third-party premium', amountFils: premiumFils,
    detail: minimumApplied ? `${basis}; the minimum premium ${aed(row.minimumPremiumFils)} applies` : basis,
  });

  let premiumAfterDiscounts = premiumFils;
  if (driver.claimFreeYears > 0) {
    const scale = settings.noClaimsDiscountPercent;
    const percent = scale[Math.min(driver.claimFreeYears, scale.length - 1)] ?? 0;
    if (!driver.hasNoClaimsProof) warnings.push(`No-claims discount of ${percent} % not given: no no-claims letter from the previous insurer`);
    else if (percent > 0) {
      const amount = percentOf(premiumFils, percent);
      premiumAfterDiscounts -= amount;
      lines.push({ code: 'noClaimsDiscount', label: 'No-claims discount', amountFils: -amount, detail: `${percent} % for ${driver.claimFreeYears} claim-free year${driver.claimFreeYears === 1 ? '' : 's'}` });
    }
  }
  const discounted = saleDiscounts(premiumFils, premiumAfterDiscounts, { agentDiscountPercent: risk.agentDiscountPercent, voucher: risk.voucher ?? null });
  lines.push(...discounted.lines);
  premiumAfterDiscounts = discounted.remainingFils;
  const group = specialGroupOf(driver);
  const floor = group ? range.minFils - percentOf(range.minFils, settings.maxPercentBelowMinimum) : range.minFils;
  if (premiumAfterDiscounts < floor) {
    return refusal(entry, plan, {
      code: 'discountBelowFloor', condition: 'Decision 17/2020',
      message: group
        ? `Discounts bring the premium to ${aed(premiumAfterDiscounts)}, more than ${settings.maxPercentBelowMinimum} % below the regulated minimum ${aed(range.minFils)} (${SPECIAL_GROUP_LABELS[group].toLowerCase()})`
        : `Discounts bring the premium to ${aed(premiumAfterDiscounts)}, below the regulated minimum ${aed(range.minFils)}; only Decision 17/2020's groups may go lower`,
    });
  }
  if (group && premiumAfterDiscounts < range.minFils) {
    warnings.push(`Below the regulated minimum ${aed(range.minFils)} under Decision 17/2020: ${SPECIAL_GROUP_LABELS[group].toLowerCase()}`);
  }

  const rowBenefits = new Set(row.benefits);
  const includedBenefits: PlanQuote['includedBenefits'] = [];
  const addons: PlanQuote['addons'] = [];
  let addonsFils = 0;
  for (const benefit of plan.benefits) {
    if (!benefit.isEnabled) continue;
    const limit = benefit.limitAmount === null ? null : `${benefit.limitAmount.toLocaleString('en-US')}${benefit.limitUnit ? ` ${benefit.limitUnit}` : ''}`;
    if (benefit.chargeFils === 0 || rowBenefits.has(benefit.benifit)) {
      includedBenefits.push({ code: benefit.benifit, label: benefit.label, limit });
      continue;
    }
    const selected = benefit.isMandatory || risk.selectedAddons.includes(benefit.benifit);
    addons.push({ code: benefit.benifit, label: benefit.label, priceFils: benefit.chargeFils, isMandatory: benefit.isMandatory, selected });
    if (selected) {
      addonsFils += benefit.chargeFils;
      lines.push({ code: 'addon', label: benefit.label, amountFils: benefit.chargeFils, detail: benefit.isMandatory ? 'mandatory add-on' : 'add-on chosen' });
    }
  }
  for (const code of rowBenefits) {
    if (!includedBenefits.some((benefit) => benefit.code === code)) includedBenefits.push({ code, label: plan.benefitNames?.[code] ?? code, limit: null });
  }

  const feeFils = entry.company.adminFeeFils;
  if (feeFils > 0) lines.push({ code: 'adminFee', label: 'Admin fee', amountFils: feeFils, detail: `${entry.company.companyName} admin fee` });

  const subtotalFils = premiumAfterDiscounts + addonsFils + feeFils;
  const vatFils = percentOf(subtotalFils, settings.vatPercent);
  lines.push({ code: 'vat', label: `VAT ${settings.vatPercent} %`, amountFils: vatFils, detail: `${settings.vatPercent} % of ${aed(subtotalFils)}` });

  return {
    status: 'quoted', companyId: entry.company._id, companyName: entry.company.companyName, planId: plan._id, planName: plan.planName,
    insuranceType: plan.insuranceType, repairCondition: plan.repairCondition, issuingMode: entry.company.issuingMode, matrixRowId: row._id,
    premiumFils, band: range, excessFils, includedBenefits, addons,
    coverages: plan.coverages.filter((coverage) => coverage.isEnabled).map((coverage) => ({ code: coverage.coverage, label: coverage.label, value: coverage.value })),
    lines, subtotalFils, vatFils, totalFils: subtotalFils + vatFils, warnings,
  };
}

/**
 * Prices a risk against every active plan of every active motor company, cheapest quote first.
 *
 * @example priceRisk(PricingRiskSchema.parse(input), catalogue) // { carAgeYear: 2, quotes: [...], refusals: [...] }
 */
/** The plans of an insurer a risk is priced on: active plans of the cover asked for, of an active motor insurer. */
export function plansToPrice(entry: PricingCatalogueEntry, insuranceType: ParsedPricingRisk['insuranceType']): readonly PricingPlan[] {
  if (!entry.company.isActive || !entry.company.motorActive) return [];
  return entry.plans.filter((plan) => plan.isActive && (insuranceType === 'all' || plan.insuranceType === insuranceType));
}

export function priceRisk(
  risk: ParsedPricingRisk, catalogue: readonly PricingCatalogueEntry[], settings: MotorPricingSettings = DEFAULT_MOTOR_PRICING_SETTINGS, today = new Date(),
): PricingResult {
  const ageYear = carAgeYear(risk.car, risk.quoteDate ?? today.toISOString().slice(0, 10));
  const quotes: PlanQuote[] = [];
  const refusals: PlanRefusal[] = [];
  for (const entry of catalogue) {
    for (const plan of plansToPrice(entry, risk.insuranceType)) {
      const price = pricePlan(entry, plan, risk, ageYear, settings);
      if (price.status === 'quoted') quotes.push(price);
      else refusals.push(price);
    }
  }
  quotes.sort((a, b) => a.totalFils - b.totalFils);
  return { carAgeYear: ageYear, quotes, refusals };
}
