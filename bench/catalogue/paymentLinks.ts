import { withBenchDatabase } from '../benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario } from '../http.js';
import { round } from '../stats.js';

const LINKS = 100_000;
const CONNECTIONS = 16;
const DURATION_S = 10;

/**
 * The payment links list with 100,000 links (issue 14), on SQLite or, given `databaseUrl`,
 * PostgreSQL: the first page, later pages, the Success filter, one agent's links and a search by
 * transaction number, at 16 connections against `npm run server`. Target: p95 under 20 ms each.
 */
export async function benchPaymentLinks(databaseUrl?: string): Promise<{ rows: Array<Record<string, string | number | boolean>>; pass: boolean; notes?: string }> {
  return withBenchDatabase('paymentlinks', databaseUrl, async (db) => {
    const seedStart = performance.now();
    db.seed(['--customers', '0', '--motor-companies', '0', '--payment-links', String(LINKS)]);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.settle();
    const [agent] = await db.sample<{ id: string }>(`SELECT created_by AS id FROM payment_links GROUP BY created_by ORDER BY count(*) DESC LIMIT 1`);
    const numbers = await db.sample<{ seq: number }>('SELECT seq FROM payment_links ORDER BY random() LIMIT 5000');
    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const list = '/api/admin/customTransactions/getpaymentrecords?size=10&page=';
      const scenarios: LoadScenario[] = [
        { name: 'first page', method: 'POST', requests: [{ path: `${list}1`, body: {} }] },
        { name: 'later pages (2 to 500, rotating)', method: 'POST', requests: Array.from({ length: 499 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 499)}`, body: {} })) },
        { name: 'status Success', method: 'POST', requests: [{ path: `${list}1`, body: { qType: 'SUCCESS' } }] },
        { name: "one agent's links", method: 'POST', requests: [{ path: `${list}1`, body: { agentId: agent?.id } }] },
        {
          name: 'search by transaction number (rotating)', method: 'POST',
          requests: numbers.map(({ seq }) => ({ path: `${list}1&search=CTX-${String(seq).padStart(6, '0')}`, body: {} })),
        },
      ];
      const rows = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 3 }, (stats) => stats.p95 < 20);
      return {
        rows,
        pass: rows.every((row) => row.pass),
        notes: `${await db.describe()}. ${LINKS.toLocaleString('en-US')} payment links seeded in ${round(seedSeconds, 1)} s; ${CONNECTIONS} connections, ${DURATION_S} s per scenario after 3 s unmeasured. Totals are kept while no link is written (the payment_links change counter), so pages cost one index walk.`,
      };
    } finally {
      await server.stop();
    }
  });
}
