import { PricingRiskSchema } from '../shared/contract/companies/index.js';
import { generateMotorInsurers, toPricingCatalogue } from '../server/demo/motorDemo.js';
import { priceRisk } from '../server/services/pricing/motorPricing.js';
import { createRandom } from '../server/demo/random.js';
import { round, summarize } from './stats.js';

const COMPANIES = 20;
const PLANS = 6;
const RUNS = 20_000;

/**
 * The pricing engine in process: one risk against 20 companies × 6 plans with the demo's realistic
 * matrices (45 comprehensive rows or 12 third-party rows a plan), rotating through 1,000 risks.
 * Target: p95 under 5 ms.
 */
export function benchPricing() {
  const catalogue = toPricingCatalogue(generateMotorInsurers({ companies: COMPANIES, plansPerCompany: PLANS, now: new Date('2025-01-01T00:00:00Z') }));
  const rows = catalogue.reduce((sum, entry) => sum + entry.plans.reduce((s, plan) => s + plan.matrix.length, 0), 0);
  const random = createRandom(99);
  const risks = Array.from({ length: 1000 }, () => PricingRiskSchema.parse({
    car: {
      make: random.pick(['Toyota', 'Nissan', 'Lexus', 'Kia', 'BMW']), model: random.pick(['Camry', 'Patrol', 'LX 600', 'Sportage', 'X5']),
      vehicleType: random.pick(['sedan', 'coupe', '4wd']), cylinders: random.pick([4, 6, 8, 12]), year: random.int(2014, 2025),
      valueFils: random.int(25_000, 900_000) * 100, gccSpec: random.chance(0.9),
    },
    driver: { age: random.int(18, 70), licenceYears: random.int(0, 30), claimFreeYears: random.int(0, 5), hasNoClaimsProof: random.chance(0.5) },
    selectedAddons: random.chance(0.5) ? ['rentACar', 'paPassengers'] : [],
    agentDiscountPercent: random.pick([0, 0, 5]),
    quoteDate: '2025-06-01',
  }));
  for (let i = 0; i < 2000; i++) priceRisk(risks[i % risks.length]!, catalogue); // warm-up
  const samples: number[] = [];
  let quotes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const result = priceRisk(risks[i % risks.length]!, catalogue);
    samples.push(performance.now() - start);
    quotes += result.quotes.length;
  }
  const stats = summarize(samples);
  return {
    name: `Motor pricing engine in process (${COMPANIES} companies × ${PLANS} plans, ${rows.toLocaleString('en-US')} matrix rows, ${RUNS.toLocaleString('en-US')} risks)`,
    target: 'p95 under 5 ms per risk',
    pass: stats.p95 < 5,
    notes: `Each call prices every plan (${COMPANIES * PLANS}) and sorts the quotes; ${round(quotes / RUNS, 1)} quotes per risk on average, the rest refused with a reason.`,
    rows: [{ scenario: 'one risk, all plans', p50_ms: round(stats.p50, 3), p95_ms: round(stats.p95, 3), p99_ms: round(stats.p99, 3), max_ms: round(stats.max, 3), runs: stats.count, pass: stats.p95 < 5 }],
  };
}
