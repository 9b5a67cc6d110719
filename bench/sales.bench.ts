import type { ProposalCreate } from '../shared/contract/proposals/index.js';
import { withBenchDatabase } from './benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario, type ScenarioRow } from './http.js';
import { instancesNote, interleave, measureInstances } from './instances.js';
import { topUpSalesRecords } from './salesTopUp.js';
import { round, summarize } from './stats.js';

const PROPOSALS = 200_000;
const QUOTES = 1_000_000;
const CUSTOMERS = 50_000;
const COMPANIES = 20;
const PLANS = 6;
const CONNECTIONS = 16;
const DURATION_S = 8;
/** Real proposals made through the wizard's call, re-priced in the generation scenario. */
const PRICED_PROPOSALS = 40;
const SEQUENTIAL_RUNS = 300;

/** A wizard submission for a catalogue car, different for each index. */
function proposalInput(index: number, car: { year: number; make: string; model: string; trim: string; cylinders: number; valueFils: number }): ProposalCreate {
  const mobile = `50${String(1_000_000 + index).slice(-7)}`;
  return {
    customer: {
      fullName: `Bench Customer ${index}`, email: `bench.customer.${index}@example.ae`, mobileNumber: mobile, dateOfBirth: '1985-04-12',
      nationality: 'United Arab Emirates',
    },
    car: { year: car.year, make: car.make, model: car.model, trim: car.trim, vehicleType: 'sedan', cylinders: car.cylinders, valueFils: car.valueFils, gccSpec: true },
    driver: { licenceIssueDate: '2010-01-01' },
    insurance: { typeOfIssues: 'Renewal', claimHistory: false, yearOfNoClaim: 'No Claims for Two Years' },
    policyEffectiveDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    insuranceType: 'all',
  };
}

async function timed(run: () => Promise<Response[]>): Promise<number> {
  const start = performance.now();
  const responses = await run();
  const elapsed = performance.now() - start;
  for (const response of responses) if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return elapsed;
}

/**
 * The motor sales flow at volume (issue 6): 200,000 proposals and 1,000,000 quotes, 20 insurers
 * × 6 plans, on SQLite or, given `databaseUrl`, on PostgreSQL (issue 13). The proposals list,
 * search and counters under autocannon at 16 connections, then their mix for the requests per
 * second of one server instance (and of two on PostgreSQL); quote generation for one proposal and
 * the proposal detail with its quotes timed one at a time, as an agent works. Targets: list and
 * search p95 < 25 ms; generation p95 < 50 ms; detail p95 < 30 ms.
 */
export function benchSales(databaseUrl?: string) {
  return withBenchDatabase('sales', databaseUrl, async (db) => {
    const seedStart = performance.now();
    db.seed(['--customers', String(CUSTOMERS), '--motor-companies', String(COMPANIES), '--plans-per-company', String(PLANS)]);
    const volume = await topUpSalesRecords(db, { proposals: PROPOSALS, quotes: QUOTES, companies: COMPANIES });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const people = await db.sample<{ name: string; mobile: string }>('SELECT full_name AS name, mobile_number AS mobile FROM customers ORDER BY random() LIMIT 5000');
    const refs = (await db.sample<{ ref: string }>('SELECT ref FROM proposals ORDER BY random() LIMIT 5000')).map((row) => row.ref);
    const trims = await db.sample<{ year: number; make: string; model: string; trim: string; cylinders: number; valueFils: number }>(`
      SELECT t.year, m.name AS make, t.model, t.trim, t.cylinders, t.new_value_fils AS "valueFils"
      FROM car_trims t JOIN car_makes m ON m.id = t.make_id WHERE t.vehicle_type = 'sedan' ORDER BY random() LIMIT ${PRICED_PROPOSALS}
    `);

    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

      const list = '/api/admin/proposals/getproposals?size=10&page=';
      const searches = (terms: string[]) => terms.map((term) => ({ path: `${list}1&search=${encodeURIComponent(term)}`, body: {} }));
      const statuses = ['Un Attended', 'Quote generated', 'Customer contacted', 'Lost', 'Under Process'];
      const pages = Array.from({ length: 1999 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 1999)}`, body: {} }));
      const byName = searches(people.map((p) => p.name));
      const byMobile = searches(people.map((p) => `0${p.mobile}`));
      const byRef = searches(refs);
      const byStatus = Array.from({ length: 500 }, (_, i) => ({ path: `${list}${1 + (i % 100)}`, body: { status: statuses[i % statuses.length] } }));
      const scenarios: LoadScenario[] = [
        { name: 'proposals list, first page', method: 'POST', requests: [{ path: `${list}1`, body: {} }] },
        { name: 'proposals list, pages 2 to 2,000', method: 'POST', requests: pages },
        { name: 'search by customer name', method: 'POST', requests: byName },
        { name: 'search by mobile (05… as typed)', method: 'POST', requests: byMobile },
        { name: 'search by proposal ref', method: 'POST', requests: byRef },
        { name: 'status filter, rotating pages', method: 'POST', requests: byStatus },
        { name: 'counter tiles (proposaldashboard)', method: 'POST', requests: [{ path: '/api/admin/proposals/proposaldashboard', body: {} }] },
      ];
      const run = { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 };
      const rows: Array<Omit<ScenarioRow, 'requests_per_s'> & { requests_per_s?: number }> = [
        ...(await measureScenarios(server.url, token, scenarios, run, (stats) => stats.p95 < 25)),
        ...(await measureInstances(db, server, token, { name: 'mixed: later pages, searches, status filter', method: 'POST', requests: interleave(pages, byName, byMobile, byRef, byStatus) }, run)),
      ];

      const proposalIds: string[] = [];
      for (const [index, car] of trims.entries()) {
        const created = await call('POST', '/api/admin/proposals/generatenewquotes', proposalInput(index, car));
        if (!created.ok) throw new Error(`Creating a proposal failed: ${created.status} ${await created.text()}`);
        proposalIds.push(((await created.json()) as { data: { proposal: { _id: string } } }).data.proposal._id);
      }
      const sequential = async (name: string, target: number, run: (id: string) => Promise<Response[]>) => {
        for (let i = 0; i < 20; i++) await timed(() => run(proposalIds[i % proposalIds.length]!)); // warm-up
        const samples: number[] = [];
        for (let i = 0; i < SEQUENTIAL_RUNS; i++) samples.push(await timed(() => run(proposalIds[i % proposalIds.length]!)));
        const stats = summarize(samples);
        rows.push({ scenario: name, p50_ms: round(stats.p50), p95_ms: round(stats.p95), p99_ms: round(stats.p99), requests: stats.count, failures: 0, pass: stats.p95 < target });
      };
      await sequential(`generate quotes for a proposal (${COMPANIES} insurers × ${PLANS} plans), one at a time`, 50, async (id) => [
        await call('POST', `/api/admin/proposals/generatequotes?pId=${id}`, {}),
      ]);
      await sequential('proposal detail with its quotes (both calls together), one at a time', 30, (id) => Promise.all([
        call('GET', `/api/admin/proposals/${id}/getquotesbyproposalid`),
        call('POST', `/api/admin/proposals/${id}/getquotesbypid`, { insuranceType: 'all' }),
      ]));

      return {
        name: `Motor sales flow on ${db.label} (${volume.proposals.toLocaleString('en-US')} proposals, ${volume.quotes.toLocaleString('en-US')} quotes, ${COMPANIES} insurers × ${PLANS} plans; npm run server)`,
        target: 'proposals list and search p95 under 25 ms; quote generation p95 under 50 ms; proposal detail with quotes p95 under 30 ms; requests per second of the mixed load reported (no target)',
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. Seeding ${CUSTOMERS.toLocaleString('en-US')} customers and topping the sales tables up took ${round(seedSeconds, 1)} s. List scenarios: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s unmeasured, rotating through thousands of pages, names, mobiles and refs. ${instancesNote(db)} Generation and detail: one client, ${SEQUENTIAL_RUNS} runs over ${PRICED_PROPOSALS} proposals made through the wizard's call; each generation prices every plan and replaces the proposal's unpaid quotes.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  });
}
