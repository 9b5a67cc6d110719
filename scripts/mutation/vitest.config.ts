import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from '../../vitest.config.js';

/**
 * The project's vitest config narrowed to the test files `npm run mutate` chose for the modules
 * under mutation (passed in BROKERDESK_MUTATE_TESTS), so every mutant runs those files and no others.
 */
const files = (process.env.BROKERDESK_MUTATE_TESTS ?? '').split(',').filter(Boolean);
if (files.length === 0) throw new Error('BROKERDESK_MUTATE_TESTS names no test file: run mutation testing through `npm run mutate`');

/**
 * The quickest test files first, by their last run's time in vitest's cache (a file not run yet
 * first of all). Stryker's runner stops a mutant's run at its first failing test and runs one file
 * at a time, so a mutant that a quick file kills never loads the slower ones: a route test file
 * builds the whole server, and re-importing it costs about 5 s per mutant. Vitest's own order
 * runs the slowest first.
 */
class QuickestFirst extends BaseSequencer {
  override sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const lastDuration = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`)?.duration ?? 0;
    return Promise.resolve([...specs].sort((a, b) => lastDuration(a) - lastDuration(b)));
  }
}

export default defineConfig({ ...base, test: { ...base.test, include: files, sequence: { sequencer: QuickestFirst } } });
