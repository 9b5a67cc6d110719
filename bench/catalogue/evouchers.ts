import { readFileSync } from 'node:fs';
import { withBenchDatabase, type BenchDatabase } from '../benchDatabase.js';
import { measureScenarios, signInAdmin, type LoadScenario } from '../http.js';
import { round } from '../stats.js';

const CODES = 1_000_000;
const IMPORTED = 100_000;
const CONNECTIONS = 16;
const DURATION_S = 10;
const VOUCHER_ID = 'bench0evoucher0000000001';

/** The server process's resident memory in MB (Linux). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
}

/** One e-voucher with `CODES` codes `EV0000001`…, written straight into the tables (a seed of this size through HTTP would be the import under test). */
async function fillCodes(db: BenchDatabase): Promise<void> {
  const at = new Date().toISOString();
  await db.execute(`INSERT INTO evouchers (id, title, brand, face_value_fils, start_date, expiry_date, is_active, is_revert, code_count, created_at, updated_at)
    VALUES ('${VOUCHER_ID}', 'Bench fuel card', 'ENOC', 10000, '2025-01-01', '2099-12-31', 1, 0, ${CODES}, '${at}', '${at}')`);
  await db.execute(db.dialect === 'postgres'
    ? `INSERT INTO evoucher_codes (id, evoucher_id, code, status, created_at, updated_at)
       SELECT substr(md5(i::text), 1, 24), '${VOUCHER_ID}', 'EV' || lpad(i::text, 7, '0'), 'available', '${at}', '${at}' FROM generate_series(1, ${CODES}) AS i`
    : `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CODES})
       INSERT INTO evoucher_codes (id, evoucher_id, code, status, created_at, updated_at)
       SELECT lower(hex(randomblob(12))), '${VOUCHER_ID}', 'EV' || printf('%07d', i), 'available', '${at}', '${at}' FROM n`);
  await db.settle();
}

/** Posts a CSV of `IMPORTED` new codes to the import endpoint, sampling the server's memory while it works. */
async function importThroughHttp(url: string, token: string, pid: number) {
  const csv = Array.from({ length: IMPORTED }, (_, i) => `IMP${String(i + 1).padStart(7, '0')}`).join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'codes.csv');
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const start = performance.now();
  const response = await fetch(`${url}/api/admin/eVoucher/${VOUCHER_ID}/importVoucher`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const answer = (await response.json()) as { data?: { saved: number } };
  return { seconds, growthMb: peak - baseline, saved: answer.data?.saved ?? 0, status: response.status };
}

/**
 * E-voucher codes at 1,000,000 (issue 14), on SQLite or, given `databaseUrl`, on PostgreSQL: the
 * codes list (first and later pages) and the search by code (exact and by prefix) at 16
 * connections, then 100,000 codes imported through `importVoucher` as a CSV: elapsed time and the
 * server's resident memory growth. Targets: p95 under 20 ms; the import under 10 s growing the
 * server's memory by less than 200 MB.
 */
export function benchEvoucherCodes(databaseUrl?: string): Promise<{ rows: Array<Record<string, string | number | boolean>>; pass: boolean; notes?: string }> {
  return withBenchDatabase('evouchers', databaseUrl, async (db) => {
    db.seed(['--customers', '0']);
    const fillStart = performance.now();
    await fillCodes(db);
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const sample = await db.sample<{ code: string }>(`SELECT code FROM evoucher_codes ORDER BY random() LIMIT 20000`);
    const server = await db.startServer();
    try {
      const token = await signInAdmin(server.url);
      const codes = `/api/admin/eVoucher/${VOUCHER_ID}/getVoucherCodes?size=10`;
      const scenarios: LoadScenario[] = [
        { name: 'codes list, first page', method: 'GET', requests: [{ path: `${codes}&page=1` }] },
        { name: 'codes list, pages 2 to 1,000 (rotating)', method: 'GET', requests: Array.from({ length: 999 }, (_, i) => ({ path: `${codes}&page=${2 + ((i * 7919) % 999)}` })) },
        { name: 'search by whole code', method: 'GET', requests: sample.map(({ code }) => ({ path: `${codes}&page=1&search=${code.toLowerCase()}` })) },
        { name: 'search by code prefix (7 characters, ~100 matches)', method: 'GET', requests: sample.map(({ code }) => ({ path: `${codes}&page=1&search=${code.slice(0, 7)}` })) },
      ];
      const rows: Array<Record<string, string | number | boolean>> = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 3 }, (stats) => stats.p95 < 20);
      const imported = await importThroughHttp(server.url, token, server.child.pid!);
      const importPass = imported.status === 200 && imported.saved === IMPORTED && imported.seconds < 10 && imported.growthMb < 200;
      rows.push({ scenario: `import ${IMPORTED.toLocaleString('en-US')} codes (CSV, HTTP)`, seconds: round(imported.seconds, 2), rss_growth_mb: round(imported.growthMb, 1), saved: imported.saved, pass: importPass });
      return {
        rows,
        pass: rows.every((row) => row.pass === true),
        notes: `E-voucher codes on ${db.label}: ${await db.describe()}. ${CODES.toLocaleString('en-US')} codes in one e-voucher, written by SQL in ${round(fillSeconds, 1)} s; `
          + `${CONNECTIONS} connections, ${DURATION_S} s per scenario after 3 s unmeasured, autocannon against npm run server. The import's memory is the server process's VmRSS, sampled every 25 ms.`,
      };
    } finally {
      await server.stop();
    }
  });
}
