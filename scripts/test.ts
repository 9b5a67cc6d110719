/**
 * `npm test`: every test, unit to end-to-end, then one closing line `tests: N passed, N failed`
 * that CI reads. Vitest and Playwright each write a JSON report that this script counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name: string, ...args: string[]) => [process.execPath, [`node_modules/${name}`, ...args]] as const;

function run(label: string, [command, args]: readonly [string, readonly string[]]): number {
  console.log(`\n== ${label}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function count(file: string, read: (report: unknown) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

// Playwright empties its own `test-results` folder, so the reports live apart from it.
const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// The first pass runs every test on SQLite, as the desktop does.
const postgresUrl = process.env.BROKERDESK_TEST_DATABASE_URL;
delete process.env.BROKERDESK_TEST_DATABASE_URL;
const unitStatus = run('unit and integration tests (vitest, SQLite)', bin('vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`));
// The second runs every test that opens a database (the server's and the contract's) on PostgreSQL.
let postgresStatus = 0;
if (postgresUrl) {
  process.env.BROKERDESK_TEST_DATABASE_URL = postgresUrl;
  postgresStatus = run('server and contract tests (vitest, PostgreSQL)', bin('vitest/vitest.mjs', 'run', 'server', 'tests/contract', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/postgres.json`));
  delete process.env.BROKERDESK_TEST_DATABASE_URL;
} else {
  console.log('\n== PostgreSQL pass not run: set BROKERDESK_TEST_DATABASE_URL (see README, "Testing on PostgreSQL")');
}
const buildStatus = run('build (renderer, Electron main and preload)', bin('vite/bin/vite.js', 'build', '--logLevel', 'warn'));
const e2eStatus = buildStatus === 0 ? run('end-to-end tests (Playwright, Chromium)', bin('@playwright/test/cli.js', 'test')) : 1;

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string }> }>;
};
const vitestCounts = (r: unknown) => {
  const report = r as VitestReport;
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
/** The failed tests of a vitest report, one line each: CI shows only the output's end, where these land. */
const vitestFailures = (file: string, label: string): string[] => {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return report.testResults.flatMap((result) => result.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `${label}: ${result.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`));
};
const sqlite = count(`${REPORTS}/unit.json`, vitestCounts);
const postgres = postgresUrl ? count(`${REPORTS}/postgres.json`, vitestCounts) : { passed: 0, failed: 0 };
const unit = { passed: sqlite.passed + postgres.passed, failed: sqlite.failed + postgres.failed };
const e2e = count(`${REPORTS}/e2e.json`, (r) => {
  const stats = (r as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

for (const line of [...vitestFailures(`${REPORTS}/unit.json`, 'failed on SQLite'), ...vitestFailures(`${REPORTS}/postgres.json`, 'failed on PostgreSQL')]) console.log(line);

// A runner that failed without reporting a failed test (a crash, a build error) still counts as one failure.
const failed = Math.max(unit.failed + e2e.failed, unitStatus || postgresStatus || buildStatus || e2eStatus ? 1 : 0);
console.log(`\nunit ${sqlite.passed} passed, ${sqlite.failed} failed; on PostgreSQL ${postgres.passed} passed, ${postgres.failed} failed; end-to-end ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
