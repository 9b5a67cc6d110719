import type { Insertable } from 'kysely';
import type { BodyType } from '../../shared/contract/cars/index.js';
import { BODY_VEHICLE_TYPE } from '../../shared/contract/cars/index.js';
import type { CarAgeBand, CylinderClass, PlanBenefit, PlanCoverage, VehicleType } from '../../shared/contract/companies/index.js';
import { coverageLabel } from '../../shared/contract/companies/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type {
  CarMakesTable, CarTrimsTable, InsuranceCompaniesTable, MotorConditionsTable, MotorExcessTable, MotorMatrixTable, MotorPlansTable,
} from '../db/schema.js';
import type { PricingCatalogueEntry } from '../services/pricing/motorPricing.js';
import { INSURERS } from './demoNames.js';
import { createRandom } from './random.js';

const AED = 100;

// ---------------------------------------------------------------- insurers, plans and matrices

interface PlanTemplate {
  name: string;
  type: 'comprehensive' | 'thirdparty';
  repair: 'agency' | 'nonagency' | null;
  /** Rate multiplier over the company's base rate. */
  load: number;
}
const PLAN_TEMPLATES: PlanTemplate[] = [
  { name: 'Third Party', type: 'thirdparty', repair: null, load: 1 },
  { name: 'Comprehensive', type: 'comprehensive', repair: 'nonagency', load: 1 },
  { name: 'Comprehensive Plus', type: 'comprehensive', repair: 'agency', load: 1.3 },
  { name: 'Comprehensive Prestige', type: 'comprehensive', repair: 'agency', load: 1.5 },
  { name: 'Third Party Plus', type: 'thirdparty', repair: null, load: 1.15 },
  { name: 'Comprehensive Garage Saver', type: 'comprehensive', repair: 'nonagency', load: 0.9 },
];

/** Value bands (AED) of every comprehensive matrix: contiguous, 1 AED seams. */
const VALUE_BANDS: Array<[number, number]> = [[20_000, 60_000], [60_001, 120_000], [120_001, 250_000], [250_001, 500_000], [500_001, 2_000_000]];
const AGE_LOAD: Record<CarAgeBand, number> = { '1': 1, '2': 1.08, '>2': 1.15 };
/** Base third-party premiums (AED) inside the Decision 30/2016 bands. */
const TP_BASE: Record<'saloon' | '4wd', Record<CylinderClass, number>> = {
  saloon: { 4: 800, 6: 1050, 8: 1400, 9: 1550 },
  '4wd': { 4: 1100, 6: 1350, 8: 1550, 9: 1700 },
};
const TP_CAP: Record<'saloon' | '4wd', Record<CylinderClass, number>> = {
  saloon: { 4: 1300, 6: 2100, 8: 2100, 9: 2100 },
  '4wd': { 4: 1750, 6: 2150, 8: 2150, 9: 2150 },
};

export interface DemoPlan {
  row: Insertable<MotorPlansTable>;
  matrix: Array<Insertable<MotorMatrixTable>>;
  excess: Array<Insertable<MotorExcessTable>>;
}
export interface DemoInsurer {
  company: Insertable<InsuranceCompaniesTable>;
  plans: DemoPlan[];
  conditions: Array<Insertable<MotorConditionsTable>>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const slug = (name: string) => name.toLowerCase().replace(/\(.*?\)/g, '').replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
const HEADQUARTERS = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Dubai', 'Abu Dhabi', 'Dubai', 'Ras Al Khaimah', 'Dubai'];

function benefitsFor(template: PlanTemplate, index: number): Array<Omit<PlanBenefit, 'label'>> {
  const item = (benifit: string, chargeAed: number, extra: Partial<PlanBenefit> = {}) =>
    ({ benifit, isEnabled: true, isMandatory: false, chargeFils: chargeAed * AED, limitAmount: null, limitUnit: null, ...extra });
  if (template.type === 'thirdparty') {
    return [item('paDriver', 120, { limitAmount: 200_000, limitUnit: 'AED' }), item('paPassengers', 30 + (index % 3) * 5, { limitAmount: 200_000, limitUnit: 'AED' }), item('roadsideAssistance', 50)];
  }
  const agency = template.repair === 'agency';
  return [
    item('roadsideAssistance', 0),
    item('paDriver', agency ? 0 : 120, { limitAmount: 200_000, limitUnit: 'AED' }),
    item('paPassengers', 30, { limitAmount: 200_000, limitUnit: 'AED' }),
    item('rentACar', agency && index % 2 === 0 ? 0 : 150, { limitAmount: 10, limitUnit: 'days' }),
    item('omanCover', agency ? 0 : 250),
    item('gccCover', 400 + (index % 4) * 50),
    item('naturalPerils', agency ? 0 : 100),
    item('windscreen', 0, { limitAmount: 3_000 + (index % 3) * 1_000, limitUnit: 'AED' }),
    item('offRoad', 300),
  ];
}
function coveragesFor(template: PlanTemplate): Array<Omit<PlanCoverage, 'label'>> {
  const rows: Array<Omit<PlanCoverage, 'label'>> = [
    { coverage: 'thirdPartyPropertyDamage', isEnabled: true, value: 'Up to AED 2,000,000' },
    { coverage: 'thirdPartyBodilyInjury', isEnabled: true, value: 'Unlimited (UAE)' },
    { coverage: 'ambulanceCover', isEnabled: true, value: 'Up to AED 6,270' },
  ];
  if (template.type === 'comprehensive') {
    rows.push({ coverage: 'ownDamage', isEnabled: true, value: 'Market value' }, { coverage: 'fireAndTheft', isEnabled: true, value: 'Yes' });
  }
  return rows;
}

/**
 * Demo insurers with motor plans, matrices within the Decision 30/2016 bands, excess rules within
 * Schedule 3, conditions, benefits and coverages. Deterministic for a seed.
 *
 * @example generateMotorInsurers({ companies: 12, now: new Date() })
 */
export function generateMotorInsurers(options: { companies: number; plansPerCompany?: number; seed?: number; now: Date }): DemoInsurer[] {
  const random = createRandom(options.seed ?? 5_005);
  const at = options.now.toISOString();
  const insurers: DemoInsurer[] = [];
  for (let index = 0; index < options.companies; index++) {
    const baseName = INSURERS[index % INSURERS.length]!;
    const name = index < INSURERS.length ? baseName : `${baseName} ${Math.floor(index / INSURERS.length) + 1}`;
    const companyId = newId(options.now);
    const domain = `${slug(baseName).split('-').slice(0, 2).join('')}.ae`;
    const motorSettings = {
      carValueReduction: { reductionType: 'percentage', reductionValue: 0 }, commissionThirdparty: 5 + (index % 3), commissionComprehensive: 10 + (index % 4),
      fleetCommission: 7.5, eSanadRecommendation: index % 4 === 0, roadSiteAssistNo: `800${random.digits(4)}`, isWithoutMatrixOrApi: false, isActive: true,
    };
    const line = { commission: 10, commissionType: 'percentage', eSanadRecommendation: false, isActive: true };
    const company: Insertable<InsuranceCompaniesTable> = {
      id: companyId, company_name: name, company_email: `motor@${domain}`, praktora_company_name: name.replace(/\s*\(.*\)$/, ''),
      contact_no: `800${random.digits(5)}`, company_portal: `https://portal.${domain}`, company_website: `https://www.${domain}`,
      headquarters: HEADQUARTERS[index % HEADQUARTERS.length]!, started_year: String(1970 + ((index * 7) % 45)), google_place_id: `ChIJ${random.hex(20)}`,
      dec: `<p>${name} writes motor, health and travel insurance across the UAE.</p>`, logo_url: null, banner_url: null,
      motor_active: 1, health_active: index % 3 === 0 ? 0 : 1, travel_active: index % 2, pet_active: index % 5 === 0 ? 1 : 0, land_active: index % 6 === 0 ? 1 : 0,
      line_settings: JSON.stringify({ motorInsurance: motorSettings, healthInsurance: line, travelInsurance: line, petInsurance: line, landInsurance: line }),
      admin_fee_fils: [0, 2_500, 5_000, 0][index % 4]!, issuing_mode: index % 3 === 2 ? 'email' : 'online',
      issuing_email: index % 3 === 2 ? `policies@${domain}` : null, is_active: 1, created_at: at, updated_at: at,
    };

    const planCount = options.plansPerCompany ?? 2 + (index % 3);
    const baseRate = 1.6 + random.int(0, 50) / 100; // % of value
    const tpLoad = 1 + random.int(0, 12) / 100;
    const plans: DemoPlan[] = PLAN_TEMPLATES.slice(0, planCount).map((template, planIndex) => {
      const planId = newId(options.now);
      const matrix: Array<Insertable<MotorMatrixTable>> = [];
      const excess: Array<Insertable<MotorExcessTable>> = [];
      const common = { company_id: companyId, plan_id: planId, benefits: '[]', created_at: at, updated_at: at };
      if (template.type === 'thirdparty') {
        for (const vehicle of ['sedan', 'coupe', '4wd'] as VehicleType[]) {
          const klass = vehicle === '4wd' ? '4wd' : 'saloon';
          for (const cylinders of [4, 6, 8, 9] as CylinderClass[]) {
            const premium = Math.min(TP_CAP[klass][cylinders], Math.round(TP_BASE[klass][cylinders] * tpLoad * template.load)) * AED;
            matrix.push({
              ...common, id: newId(options.now), insurance_type: 'thirdparty', vehicle_type: vehicle, valuation_from_fils: null, valuation_to_fils: null,
              no_of_cylinders: cylinders, repair_condition: null, rate_in_percentage: null, fixed_premium_fils: premium, minimum_premium_fils: premium, car_age: null,
            });
          }
        }
      } else {
        for (const vehicle of ['sedan', 'coupe', '4wd'] as VehicleType[]) {
          const cap = vehicle === '4wd' ? 7 : 5;
          const minimum = (vehicle === '4wd' ? 2000 : 1300) * AED;
          for (const age of ['1', '2', '>2'] as CarAgeBand[]) {
            VALUE_BANDS.forEach(([from, to], bandIndex) => {
              const rate = Math.min(cap, round2(baseRate * template.load * AGE_LOAD[age] * (vehicle === '4wd' ? 1.1 : 1) * (1 - bandIndex * 0.06)));
              matrix.push({
                ...common, id: newId(options.now), insurance_type: 'comprehensive', vehicle_type: vehicle, valuation_from_fils: from * AED,
                valuation_to_fils: to * AED, no_of_cylinders: null, repair_condition: template.repair, rate_in_percentage: rate, fixed_premium_fils: null,
                minimum_premium_fils: minimum, car_age: age,
              });
            });
          }
        }
        const charges = template.repair === 'agency' ? [350, 700, 1000, 1200, 1400] : [350, 500, 750, 1000, 1200];
        const bands: Array<[number, number | null]> = [[0, 50_000], [50_001, 100_000], [100_001, 250_000], [250_001, 500_000], [500_001, null]];
        bands.forEach(([from, to], bandIndex) => excess.push({
          id: newId(options.now), company_id: companyId, plan_id: planId, vehicle_types: '[]', valuation_from_fils: from * AED,
          valuation_to_fils: to === null ? null : to * AED, charge_fils: charges[bandIndex]! * AED, created_at: at, updated_at: at,
        }));
      }
      return {
        row: {
          id: planId, company_id: companyId, plan_name: template.name, insurance_type: template.type, repair_condition: template.repair,
          description: template.type === 'thirdparty' ? 'Compulsory third-party liability (unified policy, Decision 25/2016)' : `Loss and damage with ${template.repair === 'agency' ? 'agency' : 'network garage'} repair`,
          is_active: 1, benefits: JSON.stringify(benefitsFor(template, index + planIndex)), coverages: JSON.stringify(coveragesFor(template)), created_at: at, updated_at: at,
        },
        matrix,
        excess,
      };
    });

    const rules = {
      maxVehicleAgeYears: [10, 8, 12, 10][index % 4]!, minCarValueFils: 20_000 * AED, maxCarValueFils: index % 5 === 1 ? 1_000_000 * AED : 2_000_000 * AED,
      minUserAge: index % 4 === 3 ? 21 : 18, minUserDrivingExperience: index % 3 === 0 ? 1 : 0,
      excludedCarsMake: index % 6 === 5 ? ['Land Rover'] : [], excludedCarMakeModel: index % 4 === 2 ? [{ make: 'Nissan', model: 'Patrol Nismo' }] : [],
      gccSpecOnly: index % 3 === 1, agencyRepairMaxYears: [3, 2, 5, 3][index % 4]!, agencyRepairMinValueFils: index % 2 === 0 ? 60_000 * AED : null, offRoadCovered: index % 2 === 1,
    };
    const conditions: Array<Insertable<MotorConditionsTable>> = [{
      id: newId(options.now), company_id: companyId, plan_id: null, name: 'Underwriting rules', rules: JSON.stringify(rules), is_active: 1, created_at: at, updated_at: at,
    }];
    insurers.push({ company, plans, conditions });
  }
  return insurers;
}

/**
 * The same insurers as the pricing engine reads them (for benchmarks and tests, without a database,
 * so without the benefits master list: each benefit is named by its code).
 */
export function toPricingCatalogue(insurers: DemoInsurer[]): PricingCatalogueEntry[] {
  return insurers.map(({ company, plans, conditions }) => ({
    company: { _id: company.id, companyName: company.company_name, isActive: company.is_active === 1, motorActive: company.motor_active === 1, adminFeeFils: company.admin_fee_fils ?? 0, issuingMode: company.issuing_mode },
    plans: plans.map(({ row, matrix, excess }) => ({
      _id: row.id, planName: row.plan_name, insuranceType: row.insurance_type, repairCondition: row.repair_condition ?? null, isActive: row.is_active === 1,
      matrix: matrix.map((m) => ({
        _id: m.id, insuranceType: m.insurance_type, vehicleType: m.vehicle_type, vehicleValuationFromFils: m.valuation_from_fils ?? null,
        vehicleValuationToFils: m.valuation_to_fils ?? null, noOfCylinders: m.no_of_cylinders ?? null, repairCondition: m.repair_condition ?? null,
        rateInPercentage: m.rate_in_percentage ?? null, fixedPremiumFils: m.fixed_premium_fils ?? null, minimumPremiumFils: m.minimum_premium_fils,
        carAge: m.car_age ?? null, benefits: JSON.parse(m.benefits ?? '[]') as string[],
      })),
      excess: excess.map((e) => ({ vehicleType: JSON.parse(e.vehicle_types ?? '[]') as VehicleType[], vehicleValuationFromFils: e.valuation_from_fils ?? null, vehicleValuationToFils: e.valuation_to_fils ?? null, chargeFils: e.charge_fils })),
      benefits: (JSON.parse(row.benefits ?? '[]') as Array<Omit<PlanBenefit, 'label'>>).map((b) => ({ ...b, label: b.benifit })),
      coverages: (JSON.parse(row.coverages ?? '[]') as Array<Omit<PlanCoverage, 'label'>>).map((c) => ({ ...c, label: coverageLabel(c.coverage) })),
    })),
    conditions: conditions.map((c) => ({
      ...(JSON.parse(c.rules) as Omit<PricingCatalogueEntry['conditions'][number], 'planId' | 'name' | 'isActive'>),
      planId: c.plan_id ?? null, name: c.name, isActive: c.is_active === 1,
    })),
  }));
}

// ---------------------------------------------------------------- car catalogue

type ModelSpec = [model: string, body: BodyType, trims: Array<[trim: string, cylinders: number, valueAed: number]>];
/** Makes and models common in the UAE with plausible new-car values (AED, current model year). */
export const DEMO_CATALOGUE: Array<{ make: string; country: string; top: boolean; models: ModelSpec[] }> = [
  { make: 'Toyota', country: 'Japan', top: true, models: [
    ['Land Cruiser', 'SUV', [['GXR', 6, 295_000], ['VXR', 6, 395_000]]], ['Camry', 'Sedan', [['LE', 4, 105_000], ['Grande', 4, 140_000]]],
    ['Corolla', 'Sedan', [['XLI', 4, 79_000], ['GLI', 4, 92_000]]], ['Prado', 'SUV', [['TXL', 4, 185_000], ['VX', 4, 235_000]]],
    ['Hilux', 'Pickup', [['GL', 4, 95_000], ['Adventure', 6, 145_000]]], ['RAV4', 'SUV', [['EX', 4, 110_000], ['Hybrid', 4, 138_000]]],
    ['Yaris', 'Sedan', [['E', 4, 63_000]]], ['Fortuner', 'SUV', [['EXR', 4, 128_000], ['VXR', 6, 158_000]]],
  ] },
  { make: 'Nissan', country: 'Japan', top: true, models: [
    ['Patrol', 'SUV', [['XE', 6, 235_000], ['LE Platinum', 8, 335_000]]], ['Patrol Nismo', 'SUV', [['Nismo', 8, 455_000]]],
    ['Sunny', 'Sedan', [['S', 4, 58_000], ['SV', 4, 68_000]]], ['Altima', 'Sedan', [['SV', 4, 98_000], ['SL', 4, 118_000]]],
    ['X-Trail', 'SUV', [['S', 4, 105_000], ['Platinum', 4, 132_000]]], ['Kicks', 'SUV', [['SV', 4, 76_000]]], ['Navara', 'Pickup', [['SE', 4, 99_000]]],
  ] },
  { make: 'Lexus', country: 'Japan', top: true, models: [
    ['LX 600', 'SUV', [['Premier', 6, 485_000], ['Signature', 6, 620_000]]], ['ES 350', 'Sedan', [['Premier', 6, 205_000], ['F Sport', 6, 238_000]]],
    ['RX 350', 'SUV', [['Premier', 4, 255_000], ['F Sport', 4, 298_000]]], ['IS 300', 'Sedan', [['Prestige', 4, 172_000]]],
  ] },
  { make: 'Mitsubishi', country: 'Japan', top: true, models: [
    ['Pajero', 'SUV', [['GLS', 6, 132_000], ['Signature', 6, 158_000]]], ['Attrage', 'Sedan', [['GLX', 4, 49_000]]],
    ['Outlander', 'SUV', [['GLX', 4, 96_000], ['Signature', 4, 118_000]]], ['ASX', 'SUV', [['GLX', 4, 78_000]]],
  ] },
  { make: 'Honda', country: 'Japan', top: true, models: [
    ['Accord', 'Sedan', [['LX', 4, 115_000], ['Sport', 4, 135_000]]], ['Civic', 'Sedan', [['LX', 4, 89_000], ['RS', 4, 106_000]]],
    ['CR-V', 'SUV', [['EX', 4, 121_000], ['Touring', 4, 146_000]]], ['Pilot', 'SUV', [['Touring', 6, 172_000]]],
  ] },
  { make: 'Hyundai', country: 'South Korea', top: true, models: [
    ['Tucson', 'SUV', [['GL', 4, 94_000], ['Limited', 4, 121_000]]], ['Elantra', 'Sedan', [['Smart', 4, 69_000], ['Limited', 4, 86_000]]],
    ['Sonata', 'Sedan', [['GLS', 4, 96_000]]], ['Santa Fe', 'SUV', [['GL', 4, 131_000], ['Calligraphy', 6, 162_000]]], ['Accent', 'Sedan', [['Comfort', 4, 54_000]]],
  ] },
  { make: 'Kia', country: 'South Korea', top: true, models: [
    ['Sportage', 'SUV', [['LX', 4, 93_000], ['GT-Line', 4, 119_000]]], ['Cerato', 'Sedan', [['LX', 4, 69_000]]], ['K5', 'Sedan', [['GT-Line', 4, 97_000]]],
    ['Sorento', 'SUV', [['EX', 6, 141_000]]], ['Picanto', 'Hatchback', [['LX', 4, 44_000]]],
  ] },
  { make: 'BMW', country: 'Germany', top: true, models: [
    ['3 Series', 'Sedan', [['330i', 4, 205_000]]], ['5 Series', 'Sedan', [['530i', 4, 272_000]]], ['X5', 'SUV', [['xDrive40i', 6, 385_000]]],
    ['X7', 'SUV', [['xDrive40i', 6, 470_000], ['M60i', 8, 590_000]]], ['4 Series', 'Coupe', [['430i', 4, 238_000]]],
  ] },
  { make: 'Mercedes-Benz', country: 'Germany', top: true, models: [
    ['C 200', 'Sedan', [['Avantgarde', 4, 212_000]]], ['E 300', 'Sedan', [['AMG Line', 4, 292_000]]], ['GLE 450', 'SUV', [['4MATIC', 6, 405_000]]],
    ['S 500', 'Sedan', [['4MATIC', 6, 610_000]]], ['G 63', 'SUV', [['AMG', 8, 1_050_000]]],
  ] },
  { make: 'Ford', country: 'United States', top: true, models: [
    ['Explorer', 'SUV', [['XLT', 4, 168_000], ['Platinum', 6, 215_000]]], ['F-150', 'Pickup', [['XLT', 6, 215_000], ['Raptor', 6, 330_000]]],
    ['Mustang', 'Coupe', [['EcoBoost', 4, 168_000], ['GT', 8, 258_000]]], ['Territory', 'SUV', [['Trend', 4, 99_000]]],
  ] },
  { make: 'Chevrolet', country: 'United States', top: true, models: [
    ['Tahoe', 'SUV', [['LT', 8, 272_000], ['High Country', 8, 345_000]]], ['Silverado', 'Pickup', [['LT', 8, 228_000]]], ['Malibu', 'Sedan', [['LT', 4, 91_000]]],
    ['Captiva', 'SUV', [['LS', 4, 79_000]]], ['Camaro', 'Coupe', [['RS', 4, 158_000], ['SS', 8, 238_000]]],
  ] },
  { make: 'GMC', country: 'United States', top: false, models: [['Yukon', 'SUV', [['SLE', 8, 298_000], ['Denali', 8, 385_000]]], ['Sierra', 'Pickup', [['Elevation', 8, 235_000]]]] },
  { make: 'Land Rover', country: 'United Kingdom', top: false, models: [['Range Rover', 'SUV', [['SE', 6, 720_000]]], ['Defender', 'SUV', [['110 S', 4, 335_000], ['110 X', 6, 455_000]]]] },
  { make: 'Infiniti', country: 'Japan', top: false, models: [['QX80', 'SUV', [['Luxe', 8, 385_000]]], ['QX60', 'SUV', [['Autograph', 6, 265_000]]]] },
  { make: 'Jeep', country: 'United States', top: false, models: [['Wrangler', 'SUV', [['Sahara', 6, 205_000]]], ['Grand Cherokee', 'SUV', [['Limited', 6, 232_000]]]] },
  { make: 'Mazda', country: 'Japan', top: false, models: [['CX-5', 'SUV', [['GT', 4, 106_000]]], ['Mazda 6', 'Sedan', [['S', 4, 98_000]]]] },
  { make: 'Suzuki', country: 'Japan', top: false, models: [['Swift', 'Hatchback', [['GLX', 4, 56_000]]], ['Dzire', 'Sedan', [['GL', 4, 49_000]]]] },
  { make: 'MG', country: 'China', top: false, models: [['MG5', 'Sedan', [['Comfort', 4, 54_000]]], ['ZS', 'SUV', [['Luxury', 4, 66_000]]]] },
];
const SEATS: Record<BodyType, number> = { Sedan: 5, Hatchback: 5, Coupe: 4, Convertible: 4, Wagon: 5, SUV: 7, Pickup: 5, Van: 8 };

/** Makes and trims for the last `years` model years (older years at slightly lower new-car values). */
export function generateCarCatalogue(now: Date, years = 7): { makes: Array<Insertable<CarMakesTable>>; trims: Array<Insertable<CarTrimsTable>> } {
  const at = now.toISOString();
  const latest = now.getUTCFullYear();
  const makes: Array<Insertable<CarMakesTable>> = [];
  const trims: Array<Insertable<CarTrimsTable>> = [];
  for (const spec of DEMO_CATALOGUE) {
    const makeId = newId(now);
    makes.push({ id: makeId, name: spec.make, country: spec.country, is_top: spec.top ? 1 : 0, is_active: 1, created_at: at, updated_at: at });
    spec.models.forEach(([model, body, trimSpecs], modelIndex) => {
      for (let year = latest - years + 1; year <= latest; year++) {
        for (const [trim, cylinders, valueAed] of trimSpecs) {
          const value = Math.round(valueAed * (1 - (latest - year) * 0.025)) * AED;
          trims.push({
            id: newId(now), make_id: makeId, model, trim, year, body_type: body, vehicle_type: BODY_VEHICLE_TYPE[body], cylinders, seats: SEATS[body],
            new_value_fils: value, is_top_model: modelIndex < 2 ? 1 : 0, created_at: at, updated_at: at,
          });
        }
      }
    });
  }
  return { makes, trims };
}

/**
 * Seeds the demo insurers and the car catalogue once: skipped when any company or make exists.
 * A few hundred rows in multi-row inserts, well under a second.
 */
export async function seedMotorDemo(
  db: Db, now: Date, size: { companies: number; plansPerCompany?: number | undefined } = { companies: 12 },
): Promise<{ insurers: number; plans: number; matrixRows: number; trims: number }> {
  const summary = { insurers: 0, plans: 0, matrixRows: 0, trims: 0 };
  const hasCompanies = await db.selectFrom('insurance_companies').select('id').limit(1).executeTakeFirst();
  const hasMakes = await db.selectFrom('car_makes').select('id').limit(1).executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    // `--motor-companies 0` asks for none: an empty insert is not SQL.
    if (!hasCompanies && size.companies > 0) {
      const insurers = generateMotorInsurers({ ...size, now });
      const chunked = async <T extends 'motor_matrix' | 'motor_excess'>(table: T, rows: Array<Insertable<T extends 'motor_matrix' ? MotorMatrixTable : MotorExcessTable>>) => {
        for (let start = 0; start < rows.length; start += 500) await trx.insertInto(table).values(rows.slice(start, start + 500) as never).execute();
      };
      await trx.insertInto('insurance_companies').values(insurers.map((insurer) => insurer.company)).execute();
      const plans = insurers.flatMap((insurer) => insurer.plans);
      await trx.insertInto('motor_plans').values(plans.map((plan) => plan.row)).execute();
      await chunked('motor_matrix', plans.flatMap((plan) => plan.matrix));
      await chunked('motor_excess', plans.flatMap((plan) => plan.excess));
      await trx.insertInto('motor_conditions').values(insurers.flatMap((insurer) => insurer.conditions)).execute();
      summary.insurers = insurers.length;
      summary.plans = plans.length;
      summary.matrixRows = plans.reduce((sum, plan) => sum + plan.matrix.length, 0);
    }
    if (!hasMakes) {
      const catalogue = generateCarCatalogue(now);
      await trx.insertInto('car_makes').values(catalogue.makes).execute();
      for (let start = 0; start < catalogue.trims.length; start += 500) await trx.insertInto('car_trims').values(catalogue.trims.slice(start, start + 500)).execute();
      summary.trims = catalogue.trims.length;
    }
  });
  return summary;
}
