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

const unitStatus = run('unit and integration tests (vitest)', bin('vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`));
const buildStatus = run('build (renderer, Electron main and preload)', bin('vite/bin/vite.js', 'build', '--logLevel', 'warn'));
const e2eStatus = buildStatus === 0 ? run('end-to-end tests (Playwright, Chromium)', bin('@playwright/test/cli.js', 'test')) : 1;

const unit = count(`${REPORTS}/unit.json`, (r) => {
  const report = r as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
});
const e2e = count(`${REPORTS}/e2e.json`, (r) => {
  const stats = (r as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

// A runner that failed without reporting a failed test (a crash, a build error) still counts as one failure.
const failed = Math.max(unit.failed + e2e.failed, unitStatus || buildStatus || e2eStatus ? 1 : 0);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed; end-to-end ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
