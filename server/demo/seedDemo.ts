import { sql, type Insertable } from 'kysely';
import { MODULE_KEYS, type ModuleFlags } from '../../shared/access/index.js';
import type { ModuleAccess, PermissionEntry } from '../../shared/contract/auth/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { AccountsTable, Database, RolesTable } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { generateDemo, type DemoData } from './generateDemo.js';
import { seedMotorDemo } from './motorDemo.js';
import { seedSalesDemo } from './salesDemo.js';
import { seedOfflinePoliciesDemo } from '../modules/praktorapolicies/offlineDemo.js';

export const DEMO_PASSWORD = 'BrokerDesk#1';
export const DEMO_ADMIN_EMAIL = 'admin@brokerdesk.demo';
export const DEMO_VIEWER_EMAIL = 'viewer@brokerdesk.demo';
export const DEMO_SUPERVISOR_EMAIL = 'supervisor@brokerdesk.demo';
export const DEMO_AGENT_EMAIL = 'agent@brokerdesk.demo';
export const DEMO_EMPLOYEE_EMAIL = 'employee@brokerdesk.demo';
export const DEMO_NO_ACCESS_EMAIL = 'noaccess@brokerdesk.demo';
export const DEMO_EMPLOYEE_ROLE = 'Branch employee';
const DEMO_EMAILS = [DEMO_ADMIN_EMAIL, DEMO_VIEWER_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_AGENT_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_NO_ACCESS_EMAIL];
export const DEFAULT_DEMO_SEED = 20_240_601;

export interface SeedOptions {
  customers: number;
  seed?: number | undefined;
  now?: Date;
  /** Demo insurers and motor plans per insurer (12 with 2–4 plans by default; the sales benchmark asks for 20 × 6). */
  motor?: { companies: number; plansPerCompany?: number | undefined };
}

export type SeedSummary = { [K in keyof DemoData]: number } & { accounts: number; ms: number; insurers: number; motorPlans: number; trims: number };

/** SQLite accepts at most 32,766 bound values per statement; stay well below. */
const MAX_VALUES_PER_INSERT = 30_000;

async function insertBatched<T extends keyof Database>(db: Db, table: T, rows: Array<Insertable<Database[T]>>): Promise<void> {
  if (rows.length === 0) return;
  const batch = Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += batch) {
    await db.insertInto(table).values(rows.slice(start, start + batch)).execute();
  }
}

const FULL: ModuleFlags = { read: true, create: true, update: true, delete: true };
const ALL_MODULES: ModuleAccess = Object.fromEntries(MODULE_KEYS.map((key) => [key, FULL]));
/** Everything but deleting, and nothing of menus, employees or accounts: a team lead, not an administrator. */
const SUPERVISOR_MODULES: ModuleAccess = Object.fromEntries(
  MODULE_KEYS.filter((key) => !['menu', 'employee', 'auth', 'organization'].includes(key)).map((key) => [key, { read: true, create: true, update: true, delete: false }]),
);
/** A sales agent: works proposals through to the policy (takes payment, issues), but deletes nothing. */
const AGENT_MODULES: ModuleAccess = {
  customer: { read: true, update: true },
  proposal: { read: true, create: true, update: true },
  quote: { read: true, update: true },
  policy: { read: true, create: true },
  dashboard: { read: true },
};

/** The demo employee role: customers (read, update) and leads (read), and a disabled blog entry. */
async function branchEmployeePermissions(db: Db): Promise<PermissionEntry[]> {
  const group = await db.selectFrom('menus').select('id').where('code', '=', 'customers-group').where('removed_at', 'is', null).executeTakeFirst();
  const parentMenuId = group?.id ?? null;
  return [
    {
      menuName: 'Individual customers', url: '/customers', menuCode: 'customers', parentMenuId, icon: 'Person', displayOrder: 21, enabled: true,
      items: [{ id: 'customers', name: 'customers', read: true, update: true }],
    },
    {
      menuName: 'Leads', url: '/leads', menuCode: 'leads', parentMenuId, icon: 'PersonAdd', displayOrder: 23, enabled: true,
      items: [{ id: 'leads', name: 'leads', read: true }],
    },
    {
      menuName: 'Blog', url: '/blog', menuCode: 'blog', parentMenuId: null, icon: 'News', displayOrder: 90, enabled: false,
      items: [{ id: 'blog', name: 'blog', read: true, create: true }],
    },
  ];
}

async function demoRole(db: Db, nowIso: string): Promise<Insertable<RolesTable> | undefined> {
  const existing = await db.selectFrom('roles').select('id').where('name', '=', DEMO_EMPLOYEE_ROLE).executeTakeFirst();
  if (existing) return undefined;
  return { id: newId(), name: DEMO_EMPLOYEE_ROLE, permissions: JSON.stringify(await branchEmployeePermissions(db)), created_at: nowIso, updated_at: nowIso };
}

async function demoAccounts(db: Db, nowIso: string, roleId: string | null): Promise<Array<Insertable<AccountsTable>>> {
  const existing = await db.selectFrom('accounts').select('email').where('email', 'in', DEMO_EMAILS).execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash: passwordHash, disabled: 0, created_at: nowIso, updated_at: nowIso } as const;
  const supervisorId = newId();
  const accounts: Array<Insertable<AccountsTable>> = [
    {
      ...base, id: newId(), email: DEMO_ADMIN_EMAIL, full_name: 'Aisha Al Mansoori', type: 'employee',
      role: 'Admin', module_access: JSON.stringify(ALL_MODULES), is_supervisor: 1,
    },
    {
      ...base, id: newId(), email: DEMO_VIEWER_EMAIL, full_name: 'Omar Haddad', type: 'user',
      role: 'Sub-Admin', module_access: JSON.stringify({ customer: { read: true } } satisfies ModuleAccess), is_supervisor: 0,
    },
    {
      ...base, id: supervisorId, email: DEMO_SUPERVISOR_EMAIL, full_name: 'Layla Rahman', type: 'user', mobile_number: '501234567',
      role: 'Sub-Admin', module_access: JSON.stringify(SUPERVISOR_MODULES), is_supervisor: 1, max_discount: 10, auto_commission: 5,
    },
    {
      ...base, id: newId(), email: DEMO_AGENT_EMAIL, full_name: 'Karim Nasser', type: 'user', mobile_number: '502345678',
      role: 'Sub-Admin', module_access: JSON.stringify(AGENT_MODULES), is_supervisor: 0, team_leader_id: supervisorId,
      max_discount: 5, auto_commission: 2.5, is_auto_proposal_assign_allowed: 1,
    },
    {
      ...base, id: newId(), email: DEMO_EMPLOYEE_EMAIL, full_name: 'Priya Menon', type: 'employee',
      role: 'Employee', role_id: roleId, module_access: null, is_supervisor: 0,
    },
    {
      ...base, id: newId(), email: DEMO_NO_ACCESS_EMAIL, full_name: 'Yusuf Karimi', type: 'user',
      role: 'User', module_access: null, is_supervisor: 0,
    },
  ];
  const missing = accounts.filter((account) => !existing.some((row) => row.email === account.email));
  // The agent's team leader may already exist from an earlier seed.
  if (!missing.some((account) => account.id === supervisorId)) {
    const supervisor = await db.selectFrom('accounts').select('id').where('email', '=', DEMO_SUPERVISOR_EMAIL).executeTakeFirst();
    for (const account of missing) if (account.team_leader_id === supervisorId) account.team_leader_id = supervisor?.id ?? null;
  }
  return missing;
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
  const role = await demoRole(db, now.toISOString());
  const roleId = role?.id ?? (await db.selectFrom('roles').select('id').where('name', '=', DEMO_EMPLOYEE_ROLE).executeTakeFirst())?.id ?? null;
  const accounts = await demoAccounts(db, now.toISOString(), roleId);
  const result = await db.transaction().execute(async (trx) => {
    if (role) await trx.insertInto('roles').values(role).execute();
    // One by one: the accounts set different columns, and a multi-row insert would put NULL in the others.
    for (const account of accounts) await trx.insertInto('accounts').values(account).execute();
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
  const motor = await seedMotorDemo(db, now, options.motor);
  await seedSalesDemo(db, now, DEMO_ADMIN_EMAIL);
  await seedOfflinePoliciesDemo(db, now);
  // One merged search index and fresh planner statistics keep the first searches fast.
  await sql`INSERT INTO customers_name_search(customers_name_search) VALUES ('optimize')`.execute(db);
  await sql`INSERT INTO customers_contact_search(customers_contact_search) VALUES ('optimize')`.execute(db);
  await sql`PRAGMA optimize`.execute(db);
  const counts = Object.fromEntries(Object.entries(result).map(([table, rows]: [string, unknown[]]) => [table, rows.length])) as { [K in keyof DemoData]: number };
  return { accounts: accounts.length, ...counts, insurers: motor.insurers, motorPlans: motor.plans, trims: motor.trims, ms: Math.round(performance.now() - started) };
}
