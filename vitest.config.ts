import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests sit next to the code; `tests/e2e` belongs to Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{shared,server,renderer,electron,tests/contract}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/helpers/setup.ts'],
    server: { deps: { inline: ['electron-store'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: argon2 and SQLite tests are CPU-bound, more workers only contend.
    maxWorkers: 2,
  },
});
