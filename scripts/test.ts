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

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const unitStatus = run('unit and integration tests (vitest)', bin('vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'));
const buildStatus = run('renderer build for end-to-end tests', bin('vite/bin/vite.js', 'build', '--logLevel', 'warn'));
const e2eStatus = buildStatus === 0 ? run('end-to-end tests (Playwright, Chromium)', bin('@playwright/test/cli.js', 'test')) : 1;

const unit = count('test-results/unit.json', (r) => {
  const report = r as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
});
const e2e = count('test-results/e2e.json', (r) => {
  const stats = (r as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

const failed = unit.failed + e2e.failed + (unitStatus || e2eStatus ? Math.max(0, 1 - unit.failed - e2e.failed) : 0);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed; end-to-end ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(unitStatus || e2eStatus ? 1 : 0);
