import type { HealthProposalCreate } from '../shared/contract/health-proposals/index.js';
import { EMIRATES } from '../shared/domain/emirates.js';
import { createRandom } from '../server/demo/random.js';
import { withBenchDatabase } from './benchDatabase.js';
import { signInAdmin, type ScenarioRow } from './http.js';
import { round, summarize } from './stats.js';

const CUSTOMERS = 2_000;
const RUNS = 200;
const WARM_UP = 20;

const yearsAgo = (years: number, days: number) => new Date(Date.now() - (years * 365.25 + days) * 86_400_000).toISOString().slice(0, 10);

/** A family of four as the create form sends it: random ages, emirate, salary band and answers; a new e-mail each. */
function family(index: number, random: ReturnType<typeof createRandom>): HealthProposalCreate {
  return {
    fullName: 'Bench Family Principal', email: `bench.family.${index}@example.ae`, mobileNumber: `050${String(1_000_000 + index).slice(-7)}`,
    gender: 'Male', maritalStatus: 'Married', dateOfBirth: yearsAgo(random.int(25, 60), random.int(0, 364)),
    salary: random.pick(['Up to 4000', '4000 - 12000', '12000+'] as const), city: random.pick(EMIRATES), insurerType: 'Self and Dependent',
    visaStatus: 'Renewal', source: 'Website', smoke: random.chance(0.2), hypertension: random.chance(0.1), diabetes: random.chance(0.08),
    spouseDetails: [{ fullName: 'Bench Family Spouse', dateOfBirth: yearsAgo(random.int(22, 55), random.int(0, 364)), gender: 'Female' }],
    kidsDetails: [
      { fullName: 'Bench Family Son', dateOfBirth: yearsAgo(random.int(0, 17), random.int(1, 364)), gender: 'Male' },
      { fullName: 'Bench Family Daughter', dateOfBirth: yearsAgo(random.int(0, 17), random.int(1, 364)), gender: 'Female' },
    ],
  };
}

/**
 * Health sales (issue 17): creating a proposal for a family of four and pricing it on every plan of
 * the demo's 8 insurers (40 plans), then re-pricing it, each timed one at a time over HTTP as an
 * agent works. Target: p95 under 100 ms.
 */
export function benchHealthSales(databaseUrl?: string) {
  return withBenchDatabase('healthsales', databaseUrl, async (db) => {
    db.seed(['--customers', String(CUSTOMERS)]);
    const plans = (await db.sample<{ n: number }>('SELECT count(*) AS n FROM health_plans'))[0]!.n;
    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const random = createRandom(17);
      const ids: string[] = [];
      let quotes = 0;
      const timedCall = async (path: string, body: unknown): Promise<{ ms: number; data: { proposal: { _id: string }; quotes: unknown[] } }> => {
        const start = performance.now();
        const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        const text = await response.text();
        const ms = performance.now() - start;
        if (!response.ok) throw new Error(`${path} failed: ${response.status} ${text}`);
        return { ms, data: (JSON.parse(text) as { data: { proposal: { _id: string }; quotes: unknown[] } }).data };
      };
      const rows: Array<Omit<ScenarioRow, 'requests_per_s'>> = [];
      const measure = async (name: string, run: (i: number) => Promise<number>) => {
        for (let i = 0; i < WARM_UP; i++) await run(i);
        const samples: number[] = [];
        for (let i = WARM_UP; i < WARM_UP + RUNS; i++) samples.push(await run(i));
        const stats = summarize(samples);
        rows.push({ scenario: name, p50_ms: round(stats.p50), p95_ms: round(stats.p95), p99_ms: round(stats.p99), requests: stats.count, failures: 0, pass: stats.p95 < 100 });
      };
      await measure(`create a proposal for a family of four and price ${plans} plans, one at a time`, async (i) => {
        const { ms, data } = await timedCall('/api/admin/health/healthgenerate/quotelistfromadmin', family(i, random));
        ids.push(data.proposal._id);
        quotes += data.quotes.length;
        return ms;
      });
      const perProposal = quotes / ids.length;
      await measure(`re-price a family's proposal (${plans} plans), one at a time`, async (i) =>
        (await timedCall(`/api/admin/health/healthproposal/regenerateproposal?pId=${ids[i % ids.length]!}`, {})).ms);
      return {
        name: `Health sales on ${db.label} (${plans} plans of 8 insurers; npm run server)`,
        target: 'quotes for a family of four across 40 plans over HTTP p95 under 100 ms',
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. One client, ${RUNS} runs after ${WARM_UP} unmeasured; each family has random ages, emirate, salary band and health answers, so ${round(perProposal, 1)} plans a family were offered on average (the others refused with their reason). Each call writes the proposal or replaces its quotes in one transaction.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  });
}
