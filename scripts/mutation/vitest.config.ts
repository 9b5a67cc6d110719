import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.js';

/**
 * The project's vitest config narrowed to the test files `npm run mutate` chose for the modules
 * under mutation (passed in BROKERDESK_MUTATE_TESTS), so every mutant runs those files and no others.
 */
const files = (process.env.BROKERDESK_MUTATE_TESTS ?? '').split(',').filter(Boolean);
if (files.length === 0) throw new Error('BROKERDESK_MUTATE_TESTS names no test file: run mutation testing through `npm run mutate`');

export default defineConfig({ ...base, test: { ...base.test, include: files } });
