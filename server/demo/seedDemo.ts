import { sql, type Insertable } from 'kysely';
import type { ModuleAccess } from '../../shared/contract/auth/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { generateDemo, type DemoData } from './generateDemo.js';

export const DEMO_PASSWORD = 'BrokerDesk#1';
export const DEMO_ADMIN_EMAIL = 'admin@brokerdesk.demo';
export const DEMO_VIEWER_EMAIL = 'viewer@brokerdesk.demo';
export const DEFAULT_DEMO_SEED = 20_240_601;

export interface SeedOptions {
  customers: number;
  seed?: number | undefined;
  now?: Date;
}

export type SeedSummary = { [K in keyof DemoData]: number } & { accounts: number; ms: number };

/** SQLite accepts at most 32,766 bound values per statement; stay well below. */
const MAX_VALUES_PER_INSERT = 30_000;

async function insertBatched<T extends keyof Database>(db: Db, table: T, rows: Array<Insertable<Database[T]>>): Promise<void> {
  if (rows.length === 0) return;
  const batch = Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += batch) {
    await db.insertInto(table).values(rows.slice(start, start + batch)).execute();
  }
}

async function demoAccounts(db: Db, nowIso: string): Promise<Array<Insertable<AccountsTable>>> {
  const existing = await db.selectFrom('accounts').select('email').where('email', 'in', [DEMO_ADMIN_EMAIL, DEMO_VIEWER_EMAIL]).execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const viewerAccess: ModuleAccess = { customer: { read: true } };
  const accounts: Array<Insertable<AccountsTable>> = [
    {
      id: newId(), email: DEMO_ADMIN_EMAIL, password_hash: passwordHash, full_name: 'Aisha Al Mansoori', type: 'employee',
      role: 'Admin', module_access: null, is_supervisor: 1, disabled: 0, created_at: nowIso, updated_at: nowIso,
    },
    {
      id: newId(), email: DEMO_VIEWER_EMAIL, password_hash: passwordHash, full_name: 'Omar Haddad', type: 'user',
      role: 'Sub-Admin', module_access: JSON.stringify(viewerAccess), is_supervisor: 0, disabled: 0, created_at: nowIso, updated_at: nowIso,
    },
  ];
  return accounts.filter((account) => !existing.some((row) => row.email === account.email));
}

/**
 * Seeds the demo accounts (password `BrokerDesk#1`) and `customers` generated customers with
 * their records, in one transaction with multi-row inserts.
 *
 * @example await seedDemo(db, { customers: 500 }) // { customers: 500, policies: …, ms: … }
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const accounts = await demoAccounts(db, now.toISOString());
  const result = await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'accounts', accounts);
    const admin = await trx.selectFrom('accounts').select('id').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
    const { last } = await trx.selectFrom('customers').select((eb) => eb.fn.max('seq').as('last')).executeTakeFirstOrThrow();
    const data = generateDemo({
      customers: options.customers, seed: options.seed ?? DEFAULT_DEMO_SEED, now, firstSeq: (last ?? 0) + 1, staffAccountId: admin.id,
    });
    // Parents before children, for the foreign keys.
    await insertBatched(trx, 'customers', data.customers);
    await insertBatched(trx, 'proposals', data.proposals);
    await insertBatched(trx, 'quotes', data.quotes);
    await insertBatched(trx, 'policies', data.policies);
    await insertBatched(trx, 'transactions', data.transactions);
    await insertBatched(trx, 'quote_addons', data.quoteAddons);
    await insertBatched(trx, 'comments', data.comments);
    await insertBatched(trx, 'history', data.history);
    await insertBatched(trx, 'loyalty_points', data.loyaltyPoints);
    return data;
  });
  // One merged search index and fresh planner statistics keep the first searches fast.
  await sql`INSERT INTO customers_name_search(customers_name_search) VALUES ('optimize')`.execute(db);
  await sql`INSERT INTO customers_contact_search(customers_contact_search) VALUES ('optimize')`.execute(db);
  await sql`PRAGMA optimize`.execute(db);
  const counts = Object.fromEntries(Object.entries(result).map(([table, rows]: [string, unknown[]]) => [table, rows.length])) as { [K in keyof DemoData]: number };
  return { accounts: accounts.length, ...counts, ms: Math.round(performance.now() - started) };
}
