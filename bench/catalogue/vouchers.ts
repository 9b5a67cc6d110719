import { withBenchDatabase, type BenchDatabase } from '../benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario } from '../http.js';

const VOUCHERS = 100_000;
const CONNECTIONS = 16;
const DURATION_S = 10;

/** `VOUCHERS` promo codes `PROMO000001`…, written straight into the table (the list is under test, not their creation); every tenth is switched off. */
async function fillVouchers(db: BenchDatabase): Promise<void> {
  const at = new Date().toISOString();
  const columns = 'id, promo_code, discount_type, discount_value, created_date, expiry_date, max_uses, used_count, plan_ids, is_active, is_default, created_at, updated_at';
  const values = (i: string, id: string, code: string, active: string) =>
    `SELECT ${id}, ${code}, CASE WHEN ${i} % 3 = 0 THEN 'fixedPrice' ELSE 'percentage' END, 10, '2025-01-01', '2099-12-31', NULL, 0, '[]', ${active}, 0, '${at}', '${at}'`;
  await db.execute(db.dialect === 'postgres'
    ? `INSERT INTO vouchers (${columns}) ${values('i', `substr(md5(i::text), 1, 24)`, `'PROMO' || lpad(i::text, 6, '0')`, 'CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END')} FROM generate_series(1, ${VOUCHERS}) AS i`
    : `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${VOUCHERS})
       INSERT INTO vouchers (${columns}) ${values('i', 'lower(hex(randomblob(12)))', `'PROMO' || printf('%06d', i)`, 'CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END')} FROM n`);
  await db.settle();
}

/**
 * The vouchers list with 100,000 promo codes (issue 14), on SQLite or, given `databaseUrl`,
 * PostgreSQL: the first page, later pages, the inactive filter and a search by whole promo code,
 * at 16 connections against `npm run server`. Target: p95 under 20 ms each.
 */
export function benchVouchers(databaseUrl?: string): Promise<{ rows: Array<Record<string, string | number | boolean>>; pass: boolean; notes?: string }> {
  return withBenchDatabase('vouchers', databaseUrl, async (db) => {
    db.seed(['--customers', '0', '--motor-companies', '0']);
    await fillVouchers(db);
    const codes = await db.sample<{ code: string }>('SELECT promo_code AS code FROM vouchers ORDER BY random() LIMIT 5000');
    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const list = '/api/admin/vouchers/get-voucher?size=10&page=';
      const scenarios: LoadScenario[] = [
        { name: 'first page', method: 'GET', requests: [{ path: `${list}1` }] },
        { name: 'later pages (2 to 1,000, rotating)', method: 'GET', requests: Array.from({ length: 999 }, (_, i) => ({ path: `${list}${2 + ((i * 7919) % 999)}` })) },
        { name: 'inactive ones', method: 'GET', requests: [{ path: `${list}1&isActive=false` }] },
        { name: 'search by whole promo code (rotating)', method: 'GET', requests: codes.map(({ code }) => ({ path: `${list}1&search=${code.toLowerCase()}` })) },
      ];
      const rows = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 3 }, (stats) => stats.p95 < 20);
      return {
        rows,
        pass: rows.every((row) => row.pass),
        notes: `Vouchers on ${await db.describe()}. ${VOUCHERS.toLocaleString('en-US')} vouchers written by SQL; ${CONNECTIONS} connections, ${DURATION_S} s per scenario after 3 s unmeasured.`,
      };
    } finally {
      await server.stop();
    }
  });
}
