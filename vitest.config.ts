import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of what only PostgreSQL does (several server instances on one database, copying into
 * PostgreSQL) are named `*.postgres.test.ts` and run in the PostgreSQL pass (`BROKERDESK_TEST_DATABASE_URL` set).
 */
const POSTGRES_ONLY = '**/*.postgres.test.ts';

/** Unit and integration tests sit next to the code; `tests/e2e` belongs to Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{shared,server,renderer,electron,tests/contract}/**/*.test.{ts,tsx}'],
    environment: 'node',
    exclude: process.env.BROKERDESK_TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, POSTGRES_ONLY],
    setupFiles: ['tests/helpers/setup.ts'],
    server: { deps: { inline: ['electron-store'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: argon2 and SQLite tests are CPU-bound, more workers only contend.
    maxWorkers: 2,
  },
});
