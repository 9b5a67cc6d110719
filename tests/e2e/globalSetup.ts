import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../helpers/startServerProcess.js';

/**
 * Starts the API server as `npm run server` does, with a fresh data folder holding a small demo
 * set, serving the built renderer, and hands its address to the tests. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-e2e-'));
  const server = await startServerProcess({
    BROKERDESK_DATA_DIR: dataDir,
    BROKERDESK_STATIC_DIR: 'dist/renderer',
    BROKERDESK_DEMO_CUSTOMERS: '120',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
