import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProposalCreate } from '../shared/contract/proposals/index.js';
import { startServerProcess } from '../tests/helpers/startServerProcess.js';
import { measureScenarios, signInAdmin, type LoadScenario, type ScenarioRow } from './http.js';
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

/**
 * Tops the seeded sales records up to 200,000 proposals and 1,000,000 quotes with set-based
 * inserts (a recursive counter), spread over two years and every customer, so lists, searches and
 * counters run against the full volume. The rows go through the tables' own triggers and indexes.
 */
export function topUpSalesRecords(file: string): { proposals: number; quotes: number } {
  const db = new Database(file);
  try {
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const customers = count('customers');
    const startSec = Math.floor(Date.now() / 1000) - 2 * 365 * 86_400;
    const seededProposals = (db.prepare('SELECT max(rowid) AS n FROM proposals').get() as { n: number | null }).n ?? 0;
    const missingProposals = Math.max(0, PROPOSALS - count('proposals'));
    // Refs continue the seeded series, so the server's next ref (read from the newest row) stays unique.
    const lastNumber = (table: string) => Number(/(\d+)$/.exec((db.prepare(`SELECT ref FROM ${table} ORDER BY rowid DESC LIMIT 1`).get() as { ref: string } | undefined)?.ref ?? '')?.[1] ?? 0);
    const firstProposal = lastNumber('proposals');
    const firstQuote = lastNumber('quotes');
    db.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < @missing)
      INSERT INTO proposals (id, ref, line, customer_id, source, car, value_fils, status, expires_at, created_at, updated_at)
      SELECT printf('%08x%016x', @start + i * 300, i), printf('PRO-%06d', @first + i), 'motor', c.id,
        CASE i % 4 WHEN 0 THEN 'Social Media' WHEN 1 THEN 'Website' WHEN 2 THEN 'Friend Referral' ELSE 'Tasheel' END,
        CASE i % 5 WHEN 0 THEN '2022 Toyota Camry' WHEN 1 THEN '2021 Nissan Patrol' WHEN 2 THEN '2023 Kia Sportage' WHEN 3 THEN '2020 Lexus LX 600' ELSE '2024 Honda Accord' END,
        (40 + i % 300) * 100000,
        CASE i % 6 WHEN 0 THEN 'Un Attended' WHEN 1 THEN 'Quote generated' WHEN 2 THEN 'Customer contacted' WHEN 3 THEN 'Lost' WHEN 4 THEN 'Under Process' ELSE 'Document Requested' END,
        strftime('%Y-%m-%dT%H:%M:%fZ', @start + i * 300 + 30 * 86400, 'unixepoch'),
        strftime('%Y-%m-%dT%H:%M:%fZ', @start + i * 300, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', @start + i * 300, 'unixepoch')
      FROM n JOIN customers c ON c.seq = 1 + (i % @customers)
    `).run({ missing: missingProposals, start: startSec, customers, first: firstProposal });
    const missingQuotes = Math.max(0, QUOTES - count('quotes'));
    const perProposal = Math.ceil(missingQuotes / Math.max(1, missingProposals));
    db.prepare(`
      WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < @per),
      companies AS (SELECT row_number() OVER (ORDER BY seq) - 1 AS n, company_name FROM insurance_companies)
      INSERT INTO quotes (id, ref, proposal_id, customer_id, company_name, plan_name, price_fils, total_fils, status, expires_at, created_at, updated_at)
      SELECT printf('%s%04x', substr(p.id, 1, 20), j), printf('QUO-%06d', @first + row_number() OVER (ORDER BY p.rowid, j)), p.id, p.customer_id, co.company_name,
        CASE j % 2 WHEN 0 THEN 'Third Party' ELSE 'Comprehensive' END, p.value_fils / 40 + j * 1000, (p.value_fils / 40 + j * 1000) * 105 / 100,
        'offered', p.expires_at, p.created_at, p.created_at
      FROM proposals p JOIN k JOIN companies co ON co.n = (j + p.rowid) % @companies
      WHERE p.rowid > @seededProposals
      ORDER BY p.rowid, j
      LIMIT @missing
    `).run({ per: perProposal, companies: COMPANIES, missing: missingQuotes, first: firstQuote, seededProposals });
    db.exec('PRAGMA optimize');
    return { proposals: count('proposals'), quotes: count('quotes') };
  } finally {
    db.close();
  }
}

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
 * × 6 plans. The proposals list, search and counters under autocannon at 16 connections; quote
 * generation for one proposal and the proposal detail with its quotes timed one at a time, as an
 * agent works. Targets: list and search p95 < 25 ms; generation p95 < 50 ms; detail p95 < 30 ms.
 */
export async function benchSales() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-sales-'));
  try {
    const seedStart = performance.now();
    const seeded = spawnSync(process.execPath, [
      '--import', 'tsx', 'server/demo/seedCli.ts', '--customers', String(CUSTOMERS), '--motor-companies', String(COMPANIES),
      '--plans-per-company', String(PLANS), '--data-dir', dataDir,
    ], { stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('Seeding the benchmark database failed');
    const file = join(dataDir, 'brokerdesk.sqlite');
    const volume = topUpSalesRecords(file);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const db = new Database(file, { readonly: true });
    const people = db.prepare('SELECT full_name AS name, mobile_number AS mobile FROM customers ORDER BY random() LIMIT 5000').all() as Array<{ name: string; mobile: string }>;
    const refs = (db.prepare(`SELECT ref FROM proposals ORDER BY random() LIMIT 5000`).all() as Array<{ ref: string }>).map((row) => row.ref);
    const trims = db.prepare(`
      SELECT t.year, m.name AS make, t.model, t.trim, t.cylinders, t.new_value_fils AS valueFils
      FROM car_trims t JOIN car_makes m ON m.id = t.make_id WHERE t.vehicle_type = 'sedan' ORDER BY random() LIMIT ${PRICED_PROPOSALS}
    `).all() as Array<{ year: number; make: string; model: string; trim: string; cylinders: number; valueFils: number }>;
    db.close();

    const server = await startServerProcess({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_DEMO_CUSTOMERS: '0' });
    try {
      const token = await signInAdmin(server.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

      const list = '/api/admin/proposals/getproposals?size=10&page=';
      const searches = (terms: string[]) => terms.map((term) => ({ path: `${list}1&search=${encodeURIComponent(term)}`, body: {} }));
      const statuses = ['Un Attended', 'Quote generated', 'Customer contacted', 'Lost', 'Under Process'];
      const scenarios: LoadScenario[] = [
        { name: 'proposals list, first page', method: 'POST', requests: [{ path: `${list}1`, body: {} }] },
        { name: 'proposals list, pages 2 to 2,000', method: 'POST', requests: Array.from({ length: 1999 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 1999)}`, body: {} })) },
        { name: 'search by customer name', method: 'POST', requests: searches(people.map((p) => p.name)) },
        { name: 'search by mobile (05… as typed)', method: 'POST', requests: searches(people.map((p) => `0${p.mobile}`)) },
        { name: 'search by proposal ref', method: 'POST', requests: searches(refs) },
        { name: 'status filter, rotating pages', method: 'POST', requests: Array.from({ length: 500 }, (_, i) => ({ path: `${list}${1 + (i % 100)}`, body: { status: statuses[i % statuses.length] } })) },
        { name: 'counter tiles (proposaldashboard)', method: 'POST', requests: [{ path: '/api/admin/proposals/proposaldashboard', body: {} }] },
      ];
      const rows: Array<Omit<ScenarioRow, 'requests_per_s'> & { requests_per_s?: number }> = await measureScenarios(
        server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 }, (stats) => stats.p95 < 25,
      );

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
        name: `Motor sales flow (${volume.proposals.toLocaleString('en-US')} proposals, ${volume.quotes.toLocaleString('en-US')} quotes, ${COMPANIES} insurers × ${PLANS} plans; npm run server)`,
        target: 'proposals list and search p95 under 25 ms; quote generation p95 under 50 ms; proposal detail with quotes p95 under 30 ms',
        pass: rows.every((row) => row.pass),
        notes: `Seeding ${CUSTOMERS.toLocaleString('en-US')} customers and topping the sales tables up took ${round(seedSeconds, 1)} s. List scenarios: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s unmeasured, rotating through thousands of pages, names, mobiles and refs. Generation and detail: one client, ${SEQUENTIAL_RUNS} runs over ${PRICED_PROPOSALS} proposals made through the wizard's call; each generation prices every plan and replaces the proposal's unpaid quotes.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
