import { refundQuote } from '../shared/domain/cancellationRefund.js';
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
const STATUSES = ['Requested', 'Sent to insurer', 'Confirmed', 'Refund pending', 'Refunded', 'Refund failed', 'Rejected'];

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

/**
 * After-sales volume (issue 15): 200,000 motor policies and 50,000 cancellation requests, on
 * SQLite or, given `databaseUrl`, on PostgreSQL. The requests list with its filters and searches
 * under autocannon at 16 connections (target p95 < 25 ms), and the refund computation in process
 * (target < 1 ms a request).
 */
export function benchAftersales(databaseUrl?: string) {
  return withBenchDatabase('aftersales', databaseUrl, async (db) => {
    const f = FORMS[db.dialect];
    const seedStart = performance.now();
    db.seed(['--customers', String(CUSTOMERS), '--motor-companies', String(COMPANIES)]);
    const customers = Number((await db.sample<{ n: number | string }>('SELECT count(*) AS n FROM customers'))[0]!.n);
    const start = Math.floor(Date.now() / 1000) - 2 * 365 * 86_400;
    const day = (seconds: string) => `substr(${f.isoTime(seconds)}, 1, 10)`;
    // Bench policies and requests carry series of their own (BLP-…, BLC-…): the demo's own CAN refs and the server's next refs stay unique.
    await db.execute(`
      WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${POLICIES}),
      companies AS (SELECT row_number() OVER (ORDER BY seq) - 1 AS k, id, company_name FROM insurance_companies)
      INSERT INTO policies (id, ref, line, customer_id, company_id, company_name, insurance_type, insured_value_fils, premium_fils, status, start_date, expiry_date, created_at, updated_at)
      SELECT 'b0' || ${f.hex('i', 22)}, 'BLP-' || ${f.padded('i', 7)}, 'motor', c.id, co.id, co.company_name,
        CASE i % 3 WHEN 0 THEN 'third party' ELSE 'comprehensive' END, (40 + i % 300) * 100000, 150000 + (i % 5000) * 10,
        CASE WHEN i <= ${REQUESTS} THEN 'Cancelled' ELSE 'Active' END,
        ${day(`${start} + i * 300`)}, ${day(`${start} + i * 300 + 364 * 86400`)}, ${f.isoTime(`${start} + i * 300`)}, ${f.isoTime(`${start} + i * 300`)}
      FROM n JOIN customers c ON c.seq = 1 + (i % ${customers}) JOIN companies co ON co.k = i % (SELECT count(*) FROM companies)
    `);
    await db.execute(`
      WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${REQUESTS})
      INSERT INTO cancellation_requests (id, ref, policy_id, customer_id, company_id, reason, note, cancel_date, at_fault_claim, status, refund_fils, refunded_fils, created_at, updated_at)
      SELECT 'c0' || ${f.hex('i', 22)}, 'BLC-' || ${f.padded('i', 6)}, p.id, p.customer_id, p.company_id,
        CASE i % 3 WHEN 0 THEN 'Vehicle sold (ownership transfer)' WHEN 1 THEN 'Vehicle exported' ELSE 'Insured elsewhere' END, '',
        p.start_date, 0, CASE i % 7 ${STATUSES.map((status, k) => `WHEN ${k} THEN '${status}'`).join(' ')} END, 100000, 0,
        ${f.isoTime(`${start} + i * 1200 + 600`)}, ${f.isoTime(`${start} + i * 1200 + 600`)}
      FROM n JOIN policies p ON p.id = 'b0' || ${f.hex('i', 22)}
    `);
    await db.settle();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const people = await db.sample<{ name: string }>('SELECT c.full_name AS name FROM cancellation_requests r JOIN customers c ON c.id = r.customer_id ORDER BY random() LIMIT 2000');
    const policyRefs = await db.sample<{ ref: string }>('SELECT p.ref FROM cancellation_requests r JOIN policies p ON p.id = r.policy_id ORDER BY random() LIMIT 2000');
    const companyIds = await db.sample<{ id: string }>('SELECT id FROM insurance_companies');

    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const list = '/api/admin/endorsement/getraisecancelpolicyrequest?size=10&page=';
      const scenarios: LoadScenario[] = [
        { name: 'cancellation requests, first page', method: 'POST', requests: [{ path: `${list}1`, body: {} }] },
        { name: 'cancellation requests, pages 2 to 1,000', method: 'POST', requests: Array.from({ length: 999 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 999)}`, body: {} })) },
        { name: 'status filter, rotating pages', method: 'POST', requests: Array.from({ length: 700 }, (_, i) => ({ path: `${list}${1 + (i % 100)}`, body: { status: STATUSES[i % STATUSES.length] } })) },
        { name: 'insurer filter', method: 'POST', requests: companyIds.map((company) => ({ path: `${list}1`, body: { companyId: company.id } })) },
        { name: 'search by policy number (its ref index)', method: 'POST', requests: policyRefs.map((row) => ({ path: `${list}1&search=${encodeURIComponent(row.ref)}`, body: {} })) },
        { name: 'search by customer name (the customer search index)', method: 'POST', requests: people.map((row) => ({ path: `${list}1&search=${encodeURIComponent(row.name)}`, body: {} })) },
      ];
      const rows: Array<Record<string, string | number | boolean>> = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 }, (stats) => stats.p95 < 25);
      const refund = measureRefund();
      rows.push({ scenario: `refund computation in process (${REFUND_RUNS.toLocaleString('en-US')} requests)`, p50_ms: round(refund.p50, 4), p95_ms: round(refund.p95, 4), p99_ms: round(refund.p99, 4), requests: refund.count, failures: 0, pass: refund.p95 < 1 });
      return {
        name: `After sales on ${db.label} (${POLICIES.toLocaleString('en-US')} policies, ${REQUESTS.toLocaleString('en-US')} cancellation requests; npm run server)`,
        target: 'cancellation list with its filters and searches p95 under 25 ms at 16 connections; refund computation under 1 ms',
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. Seeding ${CUSTOMERS.toLocaleString('en-US')} customers and inserting the policies and requests took ${round(seedSeconds, 1)} s. Autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s unmeasured. The claims list joins this benchmark when the claims area lands.`,
        rows,
      };
    } finally {
      await server.stop();
    }
  });
}
