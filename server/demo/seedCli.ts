import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../app.js';
import { defaultDataDir, loadOrCreateSecret, readConfig } from '../config.js';
import { maskedUrl } from '../db/postgres.js';
import { createSalesServices } from '../modules/payments/salesServices.js';
import { readVersion } from '../serverOptions.js';
import { DEMO_EVOUCHER_CODES } from './marketingDemo.js';
import { seedDemoServer } from './seedDemo.js';

/**
 * `npm run seed -- --customers 100000 [--proposals N] [--motor-companies 20 --plans-per-company 6] [--payment-links N] [--vouchers N] [--evoucher-codes N] [--claims N] [--data-dir DIR] [--reset] [--seed N]`: fills a data
 * folder's database (or `BROKERDESK_DATABASE_URL`'s) with demo data, through a server built on it (today's sales go through its
 * payment and issuing services). Stop the running server first: it keeps its own caches. `--proposals` sets about how many
 * generated proposals the customers make (0.705 per customer by default), each with its quotes, payments and policies in the
 * default's proportions. The customers are generated on a second thread while the batches are written (two cores).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '500' },
      proposals: { type: 'string' },
      'motor-companies': { type: 'string', default: '12' },
      'plans-per-company': { type: 'string' },
      'payment-links': { type: 'string' },
      vouchers: { type: 'string' },
      claims: { type: 'string' },
      'evoucher-codes': { type: 'string', default: String(DEMO_EVOUCHER_CODES) },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const customers = Number(values.customers);
  if (!Number.isInteger(customers) || customers < 0) throw new Error('--customers must be a whole number of 0 or more');
  const proposals = values.proposals === undefined ? undefined : Number(values.proposals);
  if (proposals !== undefined && (!Number.isInteger(proposals) || proposals < 0)) throw new Error('--proposals must be a whole number of 0 or more');
  if (proposals && customers === 0) throw new Error('--proposals needs customers to sell to: give --customers too');
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const motor = { companies: Number(values['motor-companies']), plansPerCompany: values['plans-per-company'] === undefined ? undefined : Number(values['plans-per-company']) };
  if (!Number.isInteger(motor.companies) || motor.companies < 0) throw new Error('--motor-companies must be a whole number of 0 or more');
  const paymentLinks = values['payment-links'] === undefined ? undefined : Number(values['payment-links']);
  if (paymentLinks !== undefined && (!Number.isInteger(paymentLinks) || paymentLinks < 0)) throw new Error('--payment-links must be a whole number of 0 or more');
  const vouchers = values.vouchers === undefined ? undefined : Number(values.vouchers);
  if (vouchers !== undefined && (!Number.isInteger(vouchers) || vouchers < 0)) throw new Error('--vouchers must be a whole number of 0 or more');
  const claims = values.claims === undefined ? undefined : Number(values.claims);
  if (claims !== undefined && (!Number.isInteger(claims) || claims < 0)) throw new Error('--claims must be a whole number of 0 or more');
  const evoucherCodes = Number(values['evoucher-codes']);
  if (!Number.isInteger(evoucherCodes) || evoucherCodes < 0) throw new Error('--evoucher-codes must be a whole number of 0 or more (0 leaves the e-vouchers, partners and sponsors empty)');
  const dataDir = values['data-dir'] ?? process.env.BROKERDESK_DATA_DIR ?? defaultDataDir(process.env);
  const file = join(dataDir, 'brokerdesk.sqlite');
  // The same database the server would use: BROKERDESK_DATABASE_URL's PostgreSQL, else the data folder's SQLite;
  // the same files folder: BROKERDESK_FILES_DIR, else the data folder's.
  const config = readConfig(process.env);
  const { database } = config;
  const filesDir = process.env.BROKERDESK_FILES_DIR ? config.filesDir : join(dataDir, 'files');
  if (values.reset && database.url) throw new Error('--reset removes a SQLite file; on PostgreSQL drop and create the database instead');
  if (values.reset) {
    await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(file + suffix, { force: true })));
    console.log(`Removed the database in ${dataDir}`);
  }
  const secret = process.env.BROKERDESK_SECRET ?? loadOrCreateSecret(dataDir);
  const app = await buildServer({ dataDir, filesDir, secret, version: readVersion(), logger: false, demo: false, database });
  try {
    const summary = await seedDemoServer(app, createSalesServices(app, { filesDir, secret }), { customers, proposals, seed, motor, paymentLinks, vouchers, evoucherCodes, claims, generatorThread: true });
    const { ms, ...counts } = summary;
    console.log(`Seeded ${database.url ? maskedUrl(database.url) : file} in ${(ms / 1000).toFixed(1)} s:`);
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(16)} ${count.toLocaleString('en-US')}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
