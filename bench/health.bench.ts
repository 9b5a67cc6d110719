import { EMIRATES } from '../shared/domain/emirates.js';
import { HEALTH_INSURED_TYPES, SALARY_BANDS, priceHealthPlans, type HealthHousehold, type HealthMember, type SalaryBand } from '../shared/domain/healthPricing.js';
import { generateHealthPlans } from '../server/demo/healthDemo.js';
import { createRandom } from '../server/demo/random.js';
import { writeTpaWorkbook } from '../server/modules/health-matrix/tpaWorkbook.js';
import { withBenchDatabase } from './benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario } from './http.js';
import { FORMS } from './salesTopUp.js';
import { round, summarize } from './stats.js';

const PLANS = 40;
const RUNS = 20_000;
const START = '2026-12-01';

/** A day of birth `age` years and some days before the start of cover. */
const born = (age: number, days: number) => new Date(Date.parse(`${START}T00:00:00Z`) - (age * 365.25 + days) * 86_400_000).toISOString().slice(0, 10);

/**
 * Health pricing in process: a family of four (principal, spouse, two children, with random ages,
 * answers, visa types, salary bands and emirates) against 40 plans of realistic rate sheets,
 * rotating through 1,000 families.
 */
function measurePricing() {
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
  return { stats, rows, offered: offered / RUNS };
}

const PROVIDERS = 20_000;
const CONNECTIONS = 16;
const DURATION_S = 8;
const IMPORT_PLANS = 40;
const IMPORT_ROWS_PER_PLAN = 500;
const IMPORT_EMIRATES = ['Dubai', 'Sharjah', 'Ajman', 'Abu Dhabi'] as const;

/**
 * A rate workbook of one TPA: 4 networks, a city each, 10 plans a city and 500 matrix rows a
 * plan (20,000 rows), none overlapping: each row one visa type and gender over two years of age.
 */
export async function rateWorkbook(premiumFactor: number): Promise<Buffer> {
  const visas = ['Self', 'Self (Investor)', 'Self and Dependent', 'Self (Investor) and Dependent', 'Dependent only', 'Investor’s Dependent only', 'Parent', 'Domestic worker'];
  const networks = IMPORT_EMIRATES.map((emirate, k) => ({ network: `Bench network ${k + 1}`, emirates: emirate }));
  const plans = Array.from({ length: IMPORT_PLANS }, (_, i) => ({ ...networks[i % networks.length]!, plan: `Bench plan ${i + 1}` }));
  return writeTpaWorkbook({
    tpa: [{ tpaName: 'Bench TPA' }],
    networks: networks.map(({ network }) => ({ network })),
    cities: networks,
    plans: plans.map(({ network, emirates, plan }, i) => ({ network, emirates, plan, coPay: [0, 10, 20][i % 3]!, scheme: 'Standard', basic: 'No', active: 'Yes', onRequest: 'No' })),
    matrix: plans.flatMap(({ network, emirates, plan }, i) => Array.from({ length: IMPORT_ROWS_PER_PLAN }, (_, r) => {
      const band = Math.floor(r / (visas.length * 2));
      return {
        network, emirates, plan, visaTypes: visas[r % visas.length]!, ageFrom: band * 2, ageTo: band * 2 + 1, salaryFrom: null, salaryTo: null,
        gender: r % (visas.length * 2) < visas.length ? 'Male' : 'Female', relation: 'Any relation',
        premium: Math.round((1800 + band * 95 + i * 40) * premiumFactor * 100) / 100, maternity: r % 2 === 1 && band >= 9 && band <= 25 ? 1250 : 0,
      };
    })),
  });
}

/** One import of the workbook through the server, timed from the first byte sent to the report. */
async function importOnce(url: string, token: string, companyId: string, workbook: Buffer) {
  const form = new FormData();
  form.set('companyId', companyId);
  form.set('tpa', new Blob([new Uint8Array(workbook)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'bench-rates.xlsx');
  const start = performance.now();
  const response = await fetch(`${url}/api/admin/health/healthmatrix/importtpa`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { data?: { applied: boolean; matrices: { replaced: number; rowsWritten: number } }; message?: string };
  const seconds = (performance.now() - start) / 1000;
  if (response.status !== 200 || !body.data?.applied) throw new Error(`The bench import failed: ${response.status} ${body.message}`);
  return { seconds, matrices: body.data.matrices };
}

/** 20,000 providers: the demo's, then generated ones spread over the emirates and types, each with its own licence. */
function providerInserts(dialect: keyof typeof FORMS, existing: number): string {
  const f = FORMS[dialect];
  const start = Math.floor(Date.now() / 1000) - 365 * 86_400;
  const types = ['Hospital', 'Clinic', 'Pharmacy', 'Diagnostics', 'Optical Center', 'Day Surgery Center'];
  const words = ['Al Noor', 'Medcare', 'Aster', 'Zulekha', 'Prime', 'Mediclinic', 'NMC', 'Thumbay', 'Burjeel', 'Saudi German'];
  const pick = (list: readonly string[], by: string) => `CASE ${by} % ${list.length} ${list.map((item, k) => `WHEN ${k} THEN '${item}'`).join(' ')} END`;
  return `
    WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${PROVIDERS - existing})
    INSERT INTO health_providers (id, provider_code, provider_name, provider_type, provider_contact_number, provider_license_number, emirate, service_provider,
      region, provider_addresss, is_active, created_at, updated_at)
    SELECT 'e0' || ${f.hex('i', 22)}, 'BP' || ${f.padded('i', 6)}, ${pick(words, 'i')} || ' ' || ${pick(types, '(i / 10)')} || ' ' || ${f.padded('i', 5)},
      ${pick(types, '(i / 10)')}, '04' || ${f.padded('i', 7)}, 'BL-' || ${f.padded('i', 8)}, ${pick(EMIRATES, '(i / 7)')}, 'Bench TPA', NULL,
      'Building ' || ${f.padded('i % 400', 3)}, 1, ${f.isoTime(`${start} + i * 60`)}, ${f.isoTime(`${start} + i * 60`)}
    FROM n`;
}

/**
 * Health master data (issue 16), on SQLite or, given `databaseUrl`, on PostgreSQL: pricing a family
 * of four against 40 plans in process (target p95 under 5 ms); the providers list and its search at
 * 20,000 providers under autocannon at 16 connections (target p95 under 20 ms); and importing a
 * 20,000-row rate workbook through the server (target under 10 s), first into an empty TPA, then
 * the same file again (nothing changes) and a year's new rates (every matrix replaced).
 */
export function benchHealth(databaseUrl?: string) {
  return withBenchDatabase('health', databaseUrl, async (db) => {
    const pricing = measurePricing();
    db.seed(['--customers', '200']);
    const existing = Number((await db.sample<{ n: number | string }>('SELECT count(*) AS n FROM health_providers'))[0]!.n);
    await db.execute(providerInserts(db.dialect, existing));
    await db.settle();
    const names = await db.sample<{ text: string }>('SELECT provider_name AS text FROM health_providers ORDER BY random() LIMIT 2000');
    const [company] = await db.sample<{ id: string }>('SELECT id FROM insurance_companies ORDER BY seq LIMIT 1');
    const list = '/api/admin/health/healthprovider/getallproviders?size=10&page=';
    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const scenarios: LoadScenario[] = [
        { name: 'providers, first page', method: 'GET', requests: [{ path: `${list}1` }] },
        { name: 'providers, pages 2 to 1,000', method: 'GET', requests: Array.from({ length: 999 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 999)}` })) },
        { name: 'providers, emirate filter, rotating pages', method: 'GET', requests: Array.from({ length: 100 }, (_, i) => ({ path: `${list}${1 + (i % 50)}&emirate=${encodeURIComponent(EMIRATES[i % EMIRATES.length]!)}` })) },
        { name: 'providers, search by name', method: 'GET', requests: names.map((row) => ({ path: `${list}1&search=${encodeURIComponent(row.text.split(' ').slice(-2).join(' '))}` })) },
      ];
      const rows: Array<Record<string, string | number | boolean>> = [
        { scenario: 'pricing a family of four against all plans, in process', p50_ms: round(pricing.stats.p50, 3), p95_ms: round(pricing.stats.p95, 3), p99_ms: round(pricing.stats.p99, 3), requests: pricing.stats.count, failures: 0, pass: pricing.stats.p95 < 5 },
        ...(await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 }, (stats) => stats.p95 < 20)),
      ];
      const workbook = await rateWorkbook(1);
      const imports = [
        { scenario: 'rate workbook import, 20,000 rows into an empty TPA', file: workbook },
        { scenario: 'the same workbook again (nothing changes)', file: workbook },
        { scenario: "next year's rates (every premium changed)", file: await rateWorkbook(1.07) },
      ];
      for (const { scenario, file } of imports) {
        const result = await importOnce(server.url, token, company!.id, file);
        rows.push({ scenario, seconds: round(result.seconds, 2), matrices_replaced: result.matrices.replaced, rows_written: result.matrices.rowsWritten, pass: result.seconds < 10 });
      }
      return {
        name: `Health master data on ${db.label} (pricing ${PLANS} plans with ${pricing.rows.toLocaleString('en-US')} matrix rows; ${PROVIDERS.toLocaleString('en-US')} providers; a ${(IMPORT_PLANS * IMPORT_ROWS_PER_PLAN).toLocaleString('en-US')}-row rate workbook of ${Math.round(workbook.length / 1024)} KB; npm run server)`,
        target: 'pricing p95 under 5 ms a family; providers list and search p95 under 20 ms at 16 connections; a 20,000-row rate workbook imported under 10 s',
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. Pricing: ${RUNS.toLocaleString('en-US')} families rotating through 1,000, each priced against every plan; ${round(pricing.offered, 1)} plans offered a family on average (the others are sold elsewhere, regulated for other salaries or priced on request). Providers: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s unmeasured. Imports: one request each, the upload, reading, judging every row and the transaction included.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  });
}
