import { refundQuote } from '../shared/domain/cancellationRefund.js';
import { CANCELLATION_STATUSES } from '../shared/domain/cancellationRules.js';
import { CLAIM_STATUSES } from '../shared/domain/claimRules.js';
import { withBenchDatabase } from './benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario } from './http.js';
import { FORMS } from './salesTopUp.js';
import { round, summarize } from './stats.js';

const POLICIES = 200_000;
const REQUESTS = 50_000;
const CUSTOMERS = 20_000;
const COMPANIES = 20;
const CONNECTIONS = 16;
const DURATION_S = 8;
const REFUND_RUNS = 200_000;
const CLAIMS = 50_000;

/** The refund of one request, timed in process over many different policies and days. */
function measureRefund() {
  const samples: number[] = [];
  for (let i = 0; i < REFUND_RUNS; i++) {
    const start = performance.now();
    refundQuote({
      startDate: '2026-01-10', endDate: '2027-01-09', cancelDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(10 + (i % 18)).padStart(2, '0')}`,
      premiumFils: 150_000 + (i % 5000) * 10, policyFeesFils: i % 3 === 0 ? 5_000 : 0, atFaultClaim: i % 11 === 0,
    });
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/** The statements that fill a seeded database with the after-sales volume (policies, cancellation requests, claims). */
export function aftersalesInserts(dialect: keyof typeof FORMS, customers: number): string[] {
  const f = FORMS[dialect];
  const start = Math.floor(Date.now() / 1000) - 2 * 365 * 86_400;
  const day = (seconds: string) => `substr(${f.isoTime(seconds)}, 1, 10)`;
  const series = (count: number) => `WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  const policyId = (i: string) => `'b0' || ${f.hex(i, 22)}`;
  // Bench policies, requests and claims carry series of their own (BLP-…, BLC-…, BLM-…): the demo's own refs and the server's next refs stay unique.
  return [`
      ${series(POLICIES)},
      companies AS (SELECT row_number() OVER (ORDER BY seq) - 1 AS k, id, company_name FROM insurance_companies)
      INSERT INTO policies (id, ref, line, customer_id, company_id, company_name, insurance_type, insured_value_fils, premium_fils, status, start_date, expiry_date, created_at, updated_at)
      SELECT ${policyId('i')}, 'BLP-' || ${f.padded('i', 7)}, 'motor', c.id, co.id, co.company_name,
        CASE i % 3 WHEN 0 THEN 'third party' ELSE 'comprehensive' END, (40 + i % 300) * 100000, 150000 + (i % 5000) * 10,
        CASE WHEN i <= ${REQUESTS} THEN 'Cancelled' ELSE 'Active' END,
        ${day(`${start} + i * 300`)}, ${day(`${start} + i * 300 + 364 * 86400`)}, ${f.isoTime(`${start} + i * 300`)}, ${f.isoTime(`${start} + i * 300`)}
      FROM n JOIN customers c ON c.seq = 1 + (i % ${customers}) JOIN companies co ON co.k = i % (SELECT count(*) FROM companies)
    `, `
      ${series(REQUESTS)}
      INSERT INTO cancellation_requests (id, ref, policy_id, customer_id, company_id, reason, note, cancel_date, at_fault_claim, status, refund_fils, refunded_fils, created_at, updated_at)
      SELECT 'c0' || ${f.hex('i', 22)}, 'BLC-' || ${f.padded('i', 6)}, p.id, p.customer_id, p.company_id,
        CASE i % 3 WHEN 0 THEN 'Vehicle sold (ownership transfer)' WHEN 1 THEN 'Vehicle exported' ELSE 'Insured elsewhere' END, '',
        p.start_date, 0, CASE i % 7 ${CANCELLATION_STATUSES.map((status, k) => `WHEN ${k} THEN '${status}'`).join(' ')} END, 100000, 0,
        ${f.isoTime(`${start} + i * 1200 + 600`)}, ${f.isoTime(`${start} + i * 1200 + 600`)}
      FROM n JOIN policies p ON p.id = ${policyId('i')}
    `, `
      ${series(CLAIMS)}
      INSERT INTO motor_claims (id, ref, status, policy_id, customer_id, company_id, accident_date, description, registered_on, clock_due_on, created_at, updated_at)
      SELECT 'd0' || ${f.hex('i', 22)}, 'BLM-' || ${f.padded('i', 6)}, CASE i % ${CLAIM_STATUSES.length} ${CLAIM_STATUSES.map((status, k) => `WHEN ${k} THEN '${status}'`).join(' ')} END,
        p.id, p.customer_id, p.company_id, ${day(`${start} + i * 1200`)}, 'Rear-ended at a signal; bumper and boot lid damaged',
        ${day(`${start} + i * 1200 + 86400`)}, CASE WHEN i % ${CLAIM_STATUSES.length} IN (5, 7, 8) THEN NULL ELSE ${day(`${start} + i * 1200 + 4 * 86400`)} END,
        ${f.isoTime(`${start} + i * 1200 + 86400`)}, ${f.isoTime(`${start} + i * 1200 + 86400`)}
      FROM n JOIN policies p ON p.id = ${policyId(`${REQUESTS} + i`)}
    `];
}

/**
 * After-sales volume (issue 15): 200,000 motor policies, 50,000 cancellation requests and 50,000
 * claims, on SQLite or, given `databaseUrl`, on PostgreSQL. The requests and claims lists with
 * their filters and searches under autocannon at 16 connections (target p95 < 25 ms), and the
 * refund computation in process (target < 1 ms a request).
 */
export function benchAftersales(databaseUrl?: string) {
  return withBenchDatabase('aftersales', databaseUrl, async (db) => {
    const seedStart = performance.now();
    db.seed(['--customers', String(CUSTOMERS), '--motor-companies', String(COMPANIES), '--claims', '0']);
    const customers = Number((await db.sample<{ n: number | string }>('SELECT count(*) AS n FROM customers'))[0]!.n);
    for (const statement of aftersalesInserts(db.dialect, customers)) await db.execute(statement);
    await db.settle();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    /** A sample of what staff type in a list's search box: its customers' names, its policies' and its own numbers. */
    const typed = (table: string, column: string, join: string) => db.sample<{ text: string }>(`SELECT ${column} AS text FROM ${table} r JOIN ${join} ORDER BY random() LIMIT 2000`);
    const searches = async (table: string) => ({
      names: await typed(table, 'c.full_name', 'customers c ON c.id = r.customer_id'),
      policyRefs: await typed(table, 'p.ref', 'policies p ON p.id = r.policy_id'),
    });
    const cancellationSearches = await searches('cancellation_requests');
    const claimSearches = await searches('motor_claims');
    const claimRefs = await db.sample<{ text: string }>('SELECT ref AS text FROM motor_claims ORDER BY random() LIMIT 2000');
    const companyIds = await db.sample<{ id: string }>('SELECT id FROM insurance_companies');
    const search = (list: string, rows: Array<{ text: string }>) => rows.map((row) => ({ path: `${list}1&search=${encodeURIComponent(row.text)}`, body: {} }));
    const pages = (list: string, count: number, body: (i: number) => object = () => ({})) => Array.from({ length: count }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % count)}`, body: body(i) }));

    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const requests = '/api/admin/endorsement/getraisecancelpolicyrequest?size=10&page=';
      const claims = '/api/admin/claimpolicyrequest/getmotorclaimrequests?size=10&page=';
      const scenarios: LoadScenario[] = [
        { name: 'cancellation requests, first page', method: 'POST', requests: [{ path: `${requests}1`, body: {} }] },
        { name: 'cancellation requests, pages 2 to 1,000', method: 'POST', requests: pages(requests, 999) },
        { name: 'cancellation requests, status filter, rotating pages', method: 'POST', requests: pages(requests, 100, (i) => ({ status: CANCELLATION_STATUSES[i % CANCELLATION_STATUSES.length] })) },
        { name: 'cancellation requests, insurer filter', method: 'POST', requests: companyIds.map((company) => ({ path: `${requests}1`, body: { companyId: company.id } })) },
        { name: 'cancellation requests, search by policy number', method: 'POST', requests: search(requests, cancellationSearches.policyRefs) },
        { name: 'cancellation requests, search by customer name', method: 'POST', requests: search(requests, cancellationSearches.names) },
        { name: 'claims, first page', method: 'POST', requests: [{ path: `${claims}1`, body: {} }] },
        { name: 'claims, pages 2 to 1,000', method: 'POST', requests: pages(claims, 999) },
        { name: 'claims, status filter, rotating pages', method: 'POST', requests: pages(claims, 100, (i) => ({ status: CLAIM_STATUSES[i % CLAIM_STATUSES.length] })) },
        { name: 'claims, insurer filter', method: 'POST', requests: companyIds.map((company) => ({ path: `${claims}1`, body: { insurer: company.id } })) },
        { name: 'claims, overdue, rotating pages', method: 'POST', requests: pages(claims, 100, () => ({ overdue: true })) },
        { name: 'claims, search by claim number', method: 'POST', requests: search(claims, claimRefs) },
        { name: 'claims, search by policy number', method: 'POST', requests: search(claims, claimSearches.policyRefs) },
        { name: 'claims, search by customer name', method: 'POST', requests: search(claims, claimSearches.names) },
      ];
      const rows: Array<Record<string, string | number | boolean>> = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 }, (stats) => stats.p95 < 25);
      const refund = measureRefund();
      rows.push({ scenario: `refund computation in process (${REFUND_RUNS.toLocaleString('en-US')} requests)`, p50_ms: round(refund.p50, 4), p95_ms: round(refund.p95, 4), p99_ms: round(refund.p99, 4), requests: refund.count, failures: 0, pass: refund.p95 < 1 });
      return {
        name: `After sales on ${db.label} (${POLICIES.toLocaleString('en-US')} policies, ${REQUESTS.toLocaleString('en-US')} cancellation requests, ${CLAIMS.toLocaleString('en-US')} claims; npm run server)`,
        target: 'cancellation and claims lists with their filters and searches p95 under 25 ms at 16 connections; refund computation under 1 ms',
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. Seeding ${CUSTOMERS.toLocaleString('en-US')} customers and inserting the policies, requests and claims took ${round(seedSeconds, 1)} s. Autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s unmeasured.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  });
}
