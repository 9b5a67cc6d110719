import { readFileSync } from 'node:fs';
import type { ServerOptions } from './app.js';
import { loadOrCreateSecret, type ServerConfig } from './config.js';
import { DEMO_EVOUCHER_CODES } from './demo/marketingDemo.js';

/** The product version, from package.json. */
export function readVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/**
 * The server's options from its configuration: one mapping for `npm run server`, the desktop
 * app's embedded server and the browser mode of `npm start`.
 */
export function serverOptions(config: ServerConfig): ServerOptions {
  return {
    dataDir: config.dataDir,
    filesDir: config.filesDir,
    secret: config.secret ?? loadOrCreateSecret(config.dataDir),
    version: readVersion(),
    // Logs go to stderr: stdout carries only the "listening" line a parent process reads.
    logger: { level: config.logLevel, stream: process.stderr },
    // A first run's demo shows the marketing areas filled too.
    demo: { customers: config.demoCustomers, evoucherCodes: DEMO_EVOUCHER_CODES },
    maintenance: config.maintenance,
    session: config.session,
    database: config.database,
    sponsors: { marketplaceUrl: config.sponsors.marketplaceUrl, ...(config.sponsors.claimKey && { claimKey: config.sponsors.claimKey }) },
    ...(config.staticDir && { staticDir: config.staticDir }),
    ...(config.smtp && { smtp: config.smtp }),
  };
}
