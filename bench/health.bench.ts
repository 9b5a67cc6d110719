import { EMIRATES } from '../shared/domain/emirates.js';
import { HEALTH_INSURED_TYPES, SALARY_BANDS, priceHealthPlans, type HealthHousehold, type HealthMember, type SalaryBand } from '../shared/domain/healthPricing.js';
import { generateHealthPlans } from '../server/demo/healthDemo.js';
import { createRandom } from '../server/demo/random.js';
import { round, summarize } from './stats.js';

const PLANS = 40;
const RUNS = 20_000;
const START = '2026-12-01';

/** A day of birth `age` years and some days before the start of cover. */
const born = (age: number, days: number) => new Date(Date.parse(`${START}T00:00:00Z`) - (age * 365.25 + days) * 86_400_000).toISOString().slice(0, 10);

/**
 * Health pricing in process (issue 16): a family of four (principal, spouse, two children, with
 * random ages, answers, visa types, salary bands and emirates) against 40 plans of realistic rate
 * sheets, rotating through 1,000 families. Target: p95 under 5 ms a family.
 */
export function benchHealth() {
  const random = createRandom(16);
  const plans = generateHealthPlans(random, PLANS, EMIRATES);
  const rows = plans.reduce((sum, plan) => sum + plan.matrix.length, 0);
  const families = Array.from({ length: 1000 }, (): HealthHousehold => {
    const person = (id: string, fields: Partial<HealthMember>): HealthMember => ({
      id, fullName: id, relation: null, dateOfBirth: born(random.int(25, 62), random.int(0, 364)), gender: 'Male', maritalStatus: 'Married',
      smoker: random.chance(0.2), hypertension: random.chance(0.1), diabetes: random.chance(0.08), ...fields,
    });
    return {
      insuredType: random.pick(HEALTH_INSURED_TYPES), emirate: random.pick(EMIRATES), salaryBand: random.pick(Object.keys(SALARY_BANDS) as SalaryBand[]), startDate: START,
      members: [
        person('principal', {}),
        person('spouse', { relation: 'Wife', gender: 'Female', dateOfBirth: born(random.int(22, 55), random.int(0, 364)) }),
        person('son', { relation: 'Son', maritalStatus: 'Single', dateOfBirth: born(random.int(0, 17), random.int(0, 364)), smoker: false }),
        person('daughter', { relation: 'Daughter', gender: 'Female', maritalStatus: 'Single', dateOfBirth: born(random.int(0, 17), random.int(0, 364)), smoker: false }),
      ],
    };
  });
  for (let i = 0; i < 2000; i++) priceHealthPlans(plans, families[i % families.length]!); // warm-up
  const samples: number[] = [];
  let offered = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const prices = priceHealthPlans(plans, families[i % families.length]!);
    samples.push(performance.now() - start);
    offered += prices.filter((price) => price.offered).length;
  }
  const stats = summarize(samples);
  return {
    name: `Health pricing in process (a family of four against ${PLANS} plans, ${rows.toLocaleString('en-US')} matrix rows, ${RUNS.toLocaleString('en-US')} families)`,
    target: 'p95 under 5 ms a family',
    pass: stats.p95 < 5,
    notes: `Each call prices every plan: a matrix row per member, maternity and loadings, or the reasons a plan is refused; ${round(offered / RUNS, 1)} plans offered per family on average (the others are sold elsewhere, regulated for other salaries or priced on request). The providers list and the rate-workbook import join this benchmark with the health master data.`,
    rows: [{ scenario: 'one family of four, all plans', p50_ms: round(stats.p50, 3), p95_ms: round(stats.p95, 3), p99_ms: round(stats.p99, 3), max_ms: round(stats.max, 3), runs: stats.count, pass: stats.p95 < 5 }],
  };
}
