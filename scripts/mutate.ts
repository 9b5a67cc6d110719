/**
 * `npm run mutate -- <file>[,<file>…] [--tests a.test.ts,…] [--related] [--concurrency N]`:
 * mutation testing (StrykerJS with its vitest runner) of the named modules, against the tests
 * that cover them. Writes Stryker's report to reports/mutation/mutation.json (HTML beside it) and
 * prints each module's score. A file may carry a line range as Stryker spells it
 * (`shared/domain/vin.ts:80-113`) to mutate only part of it.
 *
 * Which tests: the test files in each module's folder plus every test file that imports the
 * module itself (the route tests of its area, say); `--tests` adds files, `--related` takes
 * vitest's whole import graph instead (much slower for shared modules). Stryker runs them through
 * `scripts/mutation/vitest.config.ts`, the project's config narrowed to those files, and through
 * the `vitest-load-aware` runner (`scripts/mutation/vitestLoadAwareRunner.mjs`), which kills the
 * mutants that stop a test file from loading: the stock 9.6.1 runner reports them as survived.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import ts from 'typescript';
import { createVitest } from 'vitest/node';

const ROOT = process.cwd();
const REPORT_DIR = 'reports/mutation';
const VITEST_CONFIG = 'scripts/mutation/vitest.config.ts';
const RUNNER_PLUGIN = path.join(ROOT, 'scripts/mutation/vitestLoadAwareRunner.mjs');

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tests: { type: 'string' },
      related: { type: 'boolean', default: false },
      // Two cores shared with the rest of the team: two test runners at most.
      concurrency: { type: 'string', default: '2' },
    },
  });
  const targets = positionals.flatMap(list);
  const concurrency = Number(values.concurrency);
  if (targets.length === 0) throw new Error('Name the modules to mutate: npm run mutate -- shared/domain/vin.ts[,other.ts]');
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency must be a whole number from 1, not ${values.concurrency}`);
  // `file.ts:10-20` mutates a range: the file is what exists and what tests are chosen for.
  const modules = targets.map((target) => path.resolve(ROOT, target.replace(/:\d[\d:-]*$/, '')));
  for (const file of [...modules, ...list(values.tests).map((test) => path.resolve(ROOT, test))]) {
    if (!existsSync(file)) throw new Error(`No such file: ${relative(file)}`);
  }
  return { targets, modules, extraTests: list(values.tests).map((test) => path.resolve(ROOT, test)), related: values.related, concurrency };
}

/** The files a test file imports, static or dynamic, by relative path (`./x.js` may be `x.ts`, `x.tsx` or `x/index.ts`). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, ''))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]);
}

async function chooseTests(modules: string[], extraTests: string[], related: boolean): Promise<string[]> {
  const vitest = await createVitest('test', { watch: false });
  try {
    if (related) {
      vitest.config.related = modules;
      return (await vitest.getRelevantTestSpecifications()).map((spec) => spec.moduleId).concat(extraTests);
    }
    const allTests = (await vitest.globTestSpecifications()).map((spec) => spec.moduleId);
    const targets = new Set(modules);
    const folders = new Set(modules.map((file) => path.dirname(file)));
    const chosen = allTests.filter((test) => folders.has(path.dirname(test)) || importsOf(test).some((file) => targets.has(file)));
    return [...new Set([...chosen, ...extraTests])];
  } finally {
    await vitest.close();
  }
}

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant; errors and ignored ones do not count. */
function printScores(results: MutantResult[], modules: string[]) {
  console.log('\nmutation score per module');
  for (const module of modules) {
    const mine = results.filter((result) => path.resolve(ROOT, result.fileName) === module);
    const count = (...statuses: MutantResult['status'][]) => mine.filter((result) => statuses.includes(result.status)).length;
    const detected = count('Killed', 'Timeout');
    const valid = detected + count('Survived', 'NoCoverage');
    const score = valid === 0 ? 'no mutants' : `${((100 * detected) / valid).toFixed(2)} %`;
    console.log(`  ${relative(module)}: ${score} (${detected} of ${valid} detected; ${count('Survived')} survived, ${count('NoCoverage')} not covered, ${count('Ignored')} disabled)`);
  }
  console.log(`report: ${REPORT_DIR}/mutation.json and mutation.html`);
}

async function main() {
  const { targets, modules, extraTests, related, concurrency } = readArguments();
  const tests = await chooseTests(modules, extraTests, related);
  if (tests.length === 0) throw new Error(`No test file covers ${targets.join(', ')}`);
  console.log(`tests (${tests.length}):\n${tests.map((test) => `  ${relative(test)}`).join('\n')}`);
  // Read by scripts/mutation/vitest.config.ts in each Stryker worker, which inherits the environment.
  process.env.BROKERDESK_MUTATE_TESTS = tests.map(relative).join(',');

  const gitignored = readFileSync('.gitignore', 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const options: PartialStrykerOptions = {
    mutate: targets,
    testRunner: 'vitest-load-aware',
    appendPlugins: [RUNNER_PLUGIN],
    vitest: { configFile: VITEST_CONFIG, related: false },
    coverageAnalysis: 'perTest',
    concurrency,
    // On a shared machine a slow run must not pass for a killed mutant; endless loops are still
    // cut short by Stryker's hit limit, not by this clock.
    timeoutMS: 20_000,
    // Builds, databases and reports need not be copied into Stryker's sandbox.
    ignorePatterns: gitignored,
    incremental: false,
    reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
    clearTextReporter: { logTests: false, reportTests: false, reportScoreTable: true },
    jsonReporter: { fileName: `${REPORT_DIR}/mutation.json` },
    htmlReporter: { fileName: `${REPORT_DIR}/mutation.html` },
    thresholds: { high: 90, low: 80, break: null },
  };
  const results = await new Stryker(options).runMutationTest();
  printScores(results, modules);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
