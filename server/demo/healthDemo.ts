import type { Emirate } from '../../shared/domain/emirates.js';
import { DUBAI_ESSENTIAL, type HealthLoading, type HealthMatrixRow, type HealthPlan } from '../../shared/domain/healthPricing.js';
import type { Random } from './random.js';

/** Plan tiers an insurer's health tree commonly carries, cheapest first, with their premium scale. */
const TIERS = [['Essential', 0.6], ['Bronze', 0.85], ['Silver', 1], ['Gold', 1.45], ['Platinum', 2.1]] as const;
const CO_PAYS = [0, 5, 10, 15, 20, 30] as const;
/** The age bands of an individual rate sheet, with the yearly premium in AED of a Silver plan for a man. */
const AGE_BANDS = [[0, 17, 2_300], [18, 30, 3_900], [31, 40, 4_700], [41, 50, 6_400], [51, 60, 9_200], [61, 64, 12_800], [65, 99, 19_500]] as const;
/** Loadings insurers set most often (FIELDS.md "Company conditions"). */
const LOADING_CHOICES: ReadonlyArray<Omit<HealthLoading, 'emirates'>> = [
  { factor: 'smoker', amountType: 'percentage', amount: 10 },
  { factor: 'smoker', amountType: 'percentage', amount: 15 },
  { factor: 'hypertension', amountType: 'percentage', amount: 20 },
  { factor: 'hypertension', amountType: 'fixed', amount: 450_00 },
  { factor: 'diabetes', amountType: 'percentage', amount: 25 },
  { factor: 'diabetes', amountType: 'fixed', amount: 600_00 },
];

const roundAed = (aed: number) => Math.round(aed) * 100;

/**
 * A rate sheet as insurers send them: for each age band, men and women (women's adult premium
 * higher, with a maternity premium from 18 to 50), the lowest salary band cheaper where the plan
 * is sold to it, and parents and domestic workers on rows of their own.
 */
function matrixOf(planId: string, scale: number, lowSalaryDiscount: boolean): HealthMatrixRow[] {
  const rows: HealthMatrixRow[] = [];
  const add = (fields: Omit<HealthMatrixRow, 'id'>) => rows.push({ id: `${planId}-m${rows.length + 1}`, ...fields });
  const salaryBands = lowSalaryDiscount ? [[0, 4000, 0.9], [4001, null, 1]] as const : [[null, null, 1]] as const;
  for (const [ageFrom, ageTo, aed] of AGE_BANDS) {
    for (const [salaryFromAed, salaryToAed, salaryScale] of salaryBands) {
      for (const gender of ['Male', 'Female'] as const) {
        const adultWoman = gender === 'Female' && ageFrom >= 18 && ageTo <= 60;
        add({
          visaTypes: ['all'], ageFrom, ageTo, salaryFromAed, salaryToAed, gender, relation: null,
          premiumFils: roundAed(aed * scale * salaryScale * (adultWoman ? 1.18 : 1)),
          maternityFils: gender === 'Female' && ageFrom >= 18 && ageTo <= 50 ? roundAed(750 * scale) : 0,
        });
      }
    }
  }
  add({ visaTypes: ['Parent'], ageFrom: 40, ageTo: 99, salaryFromAed: null, salaryToAed: null, gender: 'all', relation: null, premiumFils: roundAed(16_500 * scale), maternityFils: 0 });
  add({ visaTypes: ['Domestic worker'], ageFrom: 18, ageTo: 64, salaryFromAed: null, salaryToAed: null, gender: 'all', relation: null, premiumFils: roundAed(1_100 * scale), maternityFils: 0 });
  return rows;
}

/**
 * The Essential Benefits Plan's flat rate sheet (DOMAIN.md §5.2: about AED 715–745 a person in 2025):
 * workers up to AED 4,000 a month, and non-working dependants whatever the sponsor earns.
 */
function essentialMatrix(planId: string, random: Random): HealthMatrixRow[] {
  const premiumFils = random.int(715, 745) * 100;
  return [
    { id: `${planId}-m1`, visaTypes: ['all'], ageFrom: 0, ageTo: 64, salaryFromAed: null, salaryToAed: DUBAI_ESSENTIAL.maxSalaryAed, gender: 'all', relation: null, premiumFils, maternityFils: 0 },
    { id: `${planId}-m2`, visaTypes: ['Dependent only', 'Investor’s Dependent only', 'Self and Dependent', 'Self (Investor) and Dependent'], ageFrom: 0, ageTo: 64, salaryFromAed: null, salaryToAed: null, gender: 'all', relation: null, premiumFils, maternityFils: 0 },
  ];
}

/**
 * `count` health plans across the emirates, as an insurer's health tree holds them: tiers and
 * co-pays, each sold in the emirates of its city level, every fifth a Dubai Essential Benefits
 * Plan, with realistic rate sheets and loadings. Used by the demo seed and the health benchmark.
 */
export function generateHealthPlans(random: Random, count: number, emirates: readonly Emirate[]): HealthPlan[] {
  return Array.from({ length: count }, (_, index): HealthPlan => {
    const id = `health-plan-${index + 1}`;
    if (index % 5 === 4) {
      return {
        id, planName: 'Essential Benefits Plan', coPay: 20, isActive: true, premiumOnRequest: false, scheme: 'dubaiEssential', emirates: ['Dubai'],
        matrix: essentialMatrix(id, random), loadings: [],
      };
    }
    const [tier, scale] = TIERS[index % TIERS.length]!;
    const coPay = random.pick(CO_PAYS);
    const sold = emirates.filter(() => random.chance(0.6));
    const planEmirates = sold.length > 0 ? sold : [random.pick(emirates)];
    const loadings = LOADING_CHOICES.filter(() => random.chance(0.4)).map((loading) => ({ ...loading, emirates: planEmirates }));
    return {
      id, planName: `${tier} ${coPay}`, coPay, isActive: true, premiumOnRequest: tier === 'Platinum' && random.chance(0.2), scheme: 'standard',
      emirates: planEmirates, matrix: matrixOf(id, scale * (1 - coPay / 200), tier === 'Bronze' || tier === 'Essential'), loadings,
    };
  });
}
