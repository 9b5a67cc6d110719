/**
 * `npm run bench`: runs the benchmarks of every issue and writes `BENCHMARKS.md` with the machine,
 * the date and the commit measured. `npm run bench -- access customers` runs only those; the
 * others keep their last results (kept in `bench/results.json`). `npm run bench -- check health`
 * reruns them without writing anything and names every figure more than 25 % worse than the
 * file's (exit code 1 when there is one). With `BROKERDESK_DATABASE_URL` set, the benchmarks of
 * the database's work run on that PostgreSQL instead, each in a schema of its own, and their
 * results are kept beside SQLite's (`customers (PostgreSQL)` after `customers`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchAccess } from './access.bench.js';
import { benchAftersales } from './aftersales.bench.js';
import { benchBrowser } from './browser.bench.js';
import { benchCars } from './cars.bench.js';
import { benchCatalogue } from './catalogue.bench.js';
import { benchCustomers } from './customers.bench.js';
import { benchHealth } from './health.bench.js';
import { benchHealthSales } from './healthsales.bench.js';
import { benchOcr } from './ocr.bench.js';
import { benchPdf } from './pdf.bench.js';
import { benchPricing } from './pricing.bench.js';
import { benchSales } from './sales.bench.js';
import { benchSocket } from './socket.bench.js';
import { benchUploads } from './uploads.bench.js';

interface BenchResult {
  name: string;
  target: string;
  pass: boolean;
  notes?: string;
  rows: Array<Record<string, string | number | boolean>>;
  measuredAt?: string;
  commit?: string;
}

const benches: Record<string, (databaseUrl?: string) => BenchResult | Promise<BenchResult>> = {
  access: benchAccess,
  customers: benchCustomers,
  browser: benchBrowser,
  uploads: benchUploads,
  socket: benchSocket,
  pricing: benchPricing,
  cars: benchCars,
  sales: benchSales,
  pdf: benchPdf,
  ocr: benchOcr,
  catalogue: benchCatalogue,
  aftersales: benchAftersales,
  health: benchHealth,
  healthsales: benchHealthSales,
};

/** The benchmarks whose work goes through the database, so run on PostgreSQL when given one (the socket one across two instances there). */
const ON_DATABASE = new Set(['customers', 'sales', 'socket', 'catalogue', 'aftersales', 'health', 'healthsales']);
const POSTGRES_SUFFIX = ' (PostgreSQL)';
const databaseUrl = process.env.BROKERDESK_DATABASE_URL || undefined;
// Taken out of the environment the servers inherit, so the other benchmarks keep their own SQLite
// rather than write into that database.
delete process.env.BROKERDESK_DATABASE_URL;

const RESULTS = 'bench/results.json';
const wanted = process.argv.slice(2).filter((arg) => arg in benches);
const checking = process.argv.includes('check');
const previous: Record<string, BenchResult> = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, BenchResult>) : {};
const measured: Record<string, BenchResult> = { ...previous };
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const worse: string[] = [];

for (const [key, bench] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(key)) continue;
  const url = ON_DATABASE.has(key) ? databaseUrl : undefined;
  const resultKey = url ? key + POSTGRES_SUFFIX : key;
  console.log(`== ${resultKey}`);
  measured[resultKey] = { ...(await bench(url)), measuredAt: new Date().toISOString(), commit };
  console.log(JSON.stringify(measured[resultKey], null, 2));
  if (checking && previous[resultKey]) worse.push(...worseFigures(resultKey, previous[resultKey], measured[resultKey]));
}

if (checking) {
  console.log(worse.length === 0 ? 'Every figure is within 25 % of BENCHMARKS.md' : `More than 25 % worse than BENCHMARKS.md:\n${worse.join('\n')}`);
  process.exit(worse.length === 0 ? 0 : 1);
}
// A benchmark's PostgreSQL result right after its SQLite one (a stable sort keeps the rest in place).
const baseOf = (key: string) => key.replace(POSTGRES_SUFFIX, '');
const order = [...new Set(Object.keys(measured).map(baseOf))];
const results = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => order.indexOf(baseOf(a)) - order.indexOf(baseOf(b))));
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);

/**
 * The figures of a rerun more than 25 % worse than the file's, row by row (a row is named by its
 * scenario, with its area where it has one): times higher, requests a second lower.
 */
function worseFigures(key: string, before: BenchResult, after: BenchResult): string[] {
  const nameOf = (row: BenchResult['rows'][number]) => [row.area, row.scenario].filter((part) => part !== undefined).join(': ');
  const old = new Map(before.rows.map((row) => [nameOf(row), row]));
  return after.rows.flatMap((row) => {
    const was = old.get(nameOf(row));
    if (!was) return [];
    return Object.entries(row).flatMap(([column, value]) => {
      const then = was[column];
      if (typeof value !== 'number' || typeof then !== 'number' || then <= 0) return [];
      const timed = /_ms$|^seconds$/.test(column);
      const rate = column === 'requests_per_s';
      const off = (timed && value > then * 1.25) || (rate && value < then / 1.25);
      return off ? [`${key} · ${nameOf(row)} · ${column}: ${then} in the file, ${value} now`] : [];
    });
  });
}

function table(rows: BenchResult['rows']): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | boolean | undefined) => (typeof value === 'boolean' ? (value ? 'yes' : '**no**') : String(value ?? ''));
  return [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`)].join('\n');
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
const sections = Object.values(results).map(
  (r) => `## ${r.name}\n\nTarget: ${r.target}. Met: ${r.pass ? 'yes' : '**no**'}. Measured ${r.measuredAt?.slice(0, 16).replace('T', ' ')} UTC${r.commit ? ` at ${r.commit}` : ''}.\n\n${table(r.rows)}\n${r.notes ? `\n${r.notes}\n` : ''}`,
);
writeFileSync(
  'BENCHMARKS.md',
  `# Benchmarks\n\nWritten by \`npm run bench\` (see \`bench/\`). Machine: ${machine}.\n\n${sections.join('\n')}`,
);
console.log('BENCHMARKS.md written');
if (Object.values(results).some((r) => !r.pass)) process.exitCode = 1;
