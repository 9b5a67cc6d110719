import type { FastifyInstance } from 'fastify';
import { sql, type Insertable } from 'kysely';
import { MODULE_KEYS, type ModuleFlags } from '../../shared/access/index.js';
import type { ModuleAccess, PermissionEntry } from '../../shared/contract/auth/index.js';
import type { Db } from '../db/database.js';
import { continueSeqAfterExisting, dialectOf } from '../db/dialect.js';
import { newId } from '../db/ids.js';
import type { AccountsTable, Database, RolesTable } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import type { SalesServices } from '../modules/payments/salesServices.js';
import { seedOfflinePoliciesDemo } from '../modules/praktorapolicies/offlineDemo.js';
import { createQuotingService } from '../modules/proposals/quoting.js';
import { nextRefs } from '../sales/salesRecords.js';
import { createRenewals } from '../modules/renewals/renewals.js';
import { DEMO_TABLES, type DemoStaff, type RefSeries } from './demoRecords.js';
import { generateDemoBatchesInThread } from './demoBatchesThread.js';
import { PROPOSALS_PER_CUSTOMER, generateDemoBatches, type DemoData, type DemoStats } from './generateDemo.js';
import { seedMotorDemo } from './motorDemo.js';
import { seedPaymentLinksDemo } from './paymentLinksDemo.js';
import { seedSalesSetup, seedTodaysSales } from './salesDemo.js';
import { seedDashboardDemo } from './dashboardDemo.js';
import { seedMarketingDemo, type MarketingDemoCounts } from './marketingDemo.js';
import { seedBlacklistDemo } from './blacklistDemo.js';
import { seedHealthLeadsDemo, seedLeadsDemo } from './leadsDemo.js';
import { seedCancellationsDemo } from './cancellationsDemo.js';
import { seedClaimsDemo } from './claimsDemo.js';
import { seedVouchersDemo } from './vouchersDemo.js';
import { seedGaragesDemo } from './garagesDemo.js';
import { seedHealthProvidersDemo } from './healthProvidersDemo.js';
import { seedHealthTreeDemo } from './healthTreeDemo.js';
import { seedHealthBenefitsDemo } from './healthBenefitsDemo.js';
import { seedCorporateDemo } from './corporateDemo.js';

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
const DEFAULT_DEMO_VOUCHERS = 20;

export interface SeedOptions {
  customers: number;
  /** Generated proposals, about (each with its quotes, payments and policies as today's); `PROPOSALS_PER_CUSTOMER` per customer by default. */
  proposals?: number | undefined;
  seed?: number | undefined;
  now?: Date;
  /** Demo insurers and motor plans per insurer (12 with 2–4 plans by default; the sales benchmark asks for 20 × 6). */
  motor?: { companies: number; plansPerCompany?: number | undefined };
  /** Past payment links; one per five customers by default. */
  paymentLinks?: number | undefined;
  /** Campaign promo codes beside the sales set-up's five; 20 by default. */
  vouchers?: number | undefined;
  /**
   * Codes of each demo e-voucher; with more than 0, also the e-vouchers' requests, club partners
   * with offers and sponsors with their claims. None by default: the tests' servers start without.
   */
  evoucherCodes?: number | undefined;
  /** Motor claims on the demo's policies; one per ten customers by default. */
  claims?: number | undefined;
  /** Generate the customers on a thread of their own while the batches are written (under tsx only: `npm run seed`). */
  generatorThread?: boolean;
}

export type SeedSummary = { [K in keyof DemoData]: number } & DemoStats & {
  accounts: number; insurers: number; motorPlans: number; trims: number; paymentLinks: number; vouchers: number; garages: number; healthProviders: number; healthInsurers: number; blacklist: number; leads: number; healthLeads: number;
  corporateCustomers: number; claims: number; cancellations: number; ms: number;
} & MarketingDemoCounts;

/** SQLite accepts at most 32,766 bound values per statement; stay well below. */
const MAX_VALUES_PER_INSERT = 30_000;
/** Customers generated and inserted per transaction: a large seed holds one batch in memory at a time. */
const BATCH_CUSTOMERS = 2_000;

/**
 * Multi-row inserts in the rows' order (refs are handed out from the newest row, so it must hold the
 * highest). A multi-row insert gives a column some rows leave out NULL rather than its default, so
 * each statement takes a run of rows that name the same columns.
 */
async function insertBatched<T extends keyof Database>(db: Db, table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void> {
  const columnsOf = (row: object) => Object.keys(row).sort().join();
  let start = 0;
  while (start < rows.length) {
    const columns = columnsOf(rows[start]!);
    const limit = Math.min(rows.length, start + Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / columns.split(',').length)));
    let end = start + 1;
    while (end < limit && columnsOf(rows[end]!) === columns) end += 1;
    await db.insertInto(table).values(rows.slice(start, end)).execute();
    start = end;
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

/** The demo employee role: customers (read, update), corporate customers, motor and health leads (read), and a disabled blog entry. */
async function branchEmployeePermissions(db: Db): Promise<PermissionEntry[]> {
  const group = await db.selectFrom('menus').select('id').where('code', '=', 'customers-group').where('removed_at', 'is', null).executeTakeFirst();
  const parentMenuId = group?.id ?? null;
  return [
    {
      menuName: 'Individual customers', url: '/customers', menuCode: 'customers', parentMenuId, icon: 'Person', displayOrder: 21, enabled: true,
      items: [{ id: 'customers', name: 'customers', read: true, update: true }],
    },
    {
      // The access rules let a role that views customers open every screen whose path names them; the navigation lists it.
      menuName: 'Corporate customers', url: '/corporate-customers', menuCode: 'corporate-customers', parentMenuId, icon: 'Building', displayOrder: 22, enabled: true,
      items: [{ id: 'corporate-customers', name: 'corporate-customers', read: true }],
    },
    {
      menuName: 'Leads', url: '/leads', menuCode: 'leads', parentMenuId, icon: 'PersonAdd', displayOrder: 23, enabled: true,
      items: [{ id: 'leads', name: 'leads', read: true }],
    },
    {
      // The access rules let a role that views "leads" open every screen whose path names them, health leads too; the navigation lists it.
      menuName: 'Health leads', url: '/health-insurance/leads', menuCode: 'health-leads', parentMenuId, icon: 'PersonAdd', displayOrder: 24, enabled: true,
      items: [{ id: 'health-leads', name: 'health-leads', read: true }],
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
      role: 'Sub-Admin', module_access: JSON.stringify(SUPERVISOR_MODULES), is_supervisor: 1, max_discount: 10, auto_commission: 5, health_commission: 5,
    },
    {
      ...base, id: newId(), email: DEMO_AGENT_EMAIL, full_name: 'Karim Nasser', type: 'user', mobile_number: '502345678',
      role: 'Sub-Admin', module_access: JSON.stringify(AGENT_MODULES), is_supervisor: 0, team_leader_id: supervisorId,
      max_discount: 5, auto_commission: 2.5, health_commission: 2.5, is_auto_proposal_assign_allowed: 1,
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

/** The demo's staff accounts (by their e-mails) and the sales agents. */
async function demoStaff(db: Db): Promise<DemoStaff> {
  const idOf = async (email: string) => (await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null;
  const adminId = await idOf(DEMO_ADMIN_EMAIL);
  if (!adminId) throw new Error('The demo admin account is missing');
  const salesAgents = await db.selectFrom('sales_agents').select('id').where('deleted_at', 'is', null).orderBy('seq').execute();
  return { adminId, supervisorId: await idOf(DEMO_SUPERVISOR_EMAIL), agentId: await idOf(DEMO_AGENT_EMAIL), salesAgentIds: salesAgents.map((row) => row.id) };
}

/** What the generator continues from: the staff, the catalogue and pricing as quoting loads them, and where seqs and refs stand. */
async function generatorInputs(db: Db) {
  const staff = await demoStaff(db);
  const pricing = await createQuotingService(db).pricingInputs(db);
  const trims = await db.selectFrom('car_trims').innerJoin('car_makes as m', 'm.id', 'car_trims.make_id')
    .select(['car_trims.id', 'm.name as make', 'car_trims.model', 'car_trims.trim', 'car_trims.year', 'car_trims.body_type', 'car_trims.vehicle_type',
      'car_trims.cylinders', 'car_trims.seats', 'car_trims.new_value_fils'])
    .where('m.is_active', '=', 1).orderBy('car_trims.seq').execute();
  const lastSeq = async (table: 'customers' | 'cars') => Number((await db.selectFrom(table).select((eb) => eb.fn.max('seq').as('last')).executeTakeFirstOrThrow()).last ?? 0);
  const series = ['proposals', 'quotes', 'payments', 'policies', 'transactions'] as const;
  const refs = Object.fromEntries(await Promise.all(series.map(async (table) => [table, (await nextRefs(db, table, 1))[0]!] as const))) as Record<RefSeries, string>;
  return { staff, pricing, trims, start: { customerSeq: (await lastSeq('customers')) + 1, carSeq: (await lastSeq('cars')) + 1, refs } };
}

/**
 * The batches are a bulk load: one lost in a crash is seeded again (`--reset`), so their commits do
 * not wait for the disk (SQLite here; PostgreSQL per transaction, as the pool's connections differ).
 * Returns what puts the setting back.
 */
async function bulkLoadSettings(db: Db): Promise<() => Promise<void>> {
  if (dialectOf(db) === 'postgres') return () => Promise.resolve();
  const [{ synchronous }] = (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db)).rows as [{ synchronous: number }];
  await sql`PRAGMA synchronous = OFF`.execute(db);
  return async () => {
    await sql.raw(`PRAGMA synchronous = ${synchronous}`).execute(db);
  };
}

/**
 * Seeds the demo accounts (password `BrokerDesk#1`), the insurers and car catalogue, the sales
 * set-up, and `customers` generated customers with their sales, in batches of
 * `BATCH_CUSTOMERS` customers, each batch one transaction of multi-row inserts.
 *
 * @example await seedDemo(db, { customers: 500 }) // { customers: 500, policies: …, ms: … }
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const role = await demoRole(db, now.toISOString());
  const roleId = role?.id ?? (await db.selectFrom('roles').select('id').where('name', '=', DEMO_EMPLOYEE_ROLE).executeTakeFirst())?.id ?? null;
  const accounts = await demoAccounts(db, now.toISOString(), roleId);
  await db.transaction().execute(async (trx) => {
    if (role) await trx.insertInto('roles').values(role).execute();
    // One by one: the accounts set different columns, and a multi-row insert would put NULL in the others.
    for (const account of accounts) await trx.insertInto('accounts').values(account).execute();
  });
  // Insurers and cars first: the customers' sales are priced against them.
  const motor = await seedMotorDemo(db, now, options.motor);
  await seedSalesSetup(db, now);
  const inputs = await generatorInputs(db);

  const counts = Object.fromEntries(Object.keys(DEMO_TABLES).map((key) => [key, 0])) as { [K in keyof DemoData]: number };
  const salesScale = options.proposals === undefined ? 1 : options.proposals / (Math.max(1, options.customers) * PROPOSALS_PER_CUSTOMER);
  const demoOptions = { customers: options.customers, seed: options.seed ?? DEFAULT_DEMO_SEED, now, salesScale, ...inputs };
  const batches = options.generatorThread ? generateDemoBatchesInThread(demoOptions, BATCH_CUSTOMERS) : generateDemoBatches(demoOptions, BATCH_CUSTOMERS);
  const restore = await bulkLoadSettings(db);
  let next = await batches.next();
  while (!next.done) {
    const data = next.value;
    await db.transaction().execute(async (trx) => {
      if (dialectOf(trx) === 'postgres') await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      for (const [key, table] of Object.entries(DEMO_TABLES) as Array<[keyof DemoData, keyof Database]>) {
        await insertBatched(trx, table, data[key] as Array<Insertable<Database[typeof table]>>);
        counts[key] += data[key].length;
      }
    });
    next = await batches.next();
  }
  await restore();
  await continueSeqAfterExisting(db, ['customers', 'cars']);
  await seedOfflinePoliciesDemo(db, now);
  const staff = await demoStaff(db);
  const paymentLinks = await seedPaymentLinksDemo(db, {
    count: options.paymentLinks ?? Math.ceil(options.customers / 5), seed: options.seed ?? DEFAULT_DEMO_SEED, now,
    staffIds: [staff.adminId, staff.supervisorId, staff.agentId].filter((id): id is string => Boolean(id)),
  });
  const vouchers = await seedVouchersDemo(db, { count: options.vouchers ?? DEFAULT_DEMO_VOUCHERS, seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  const garages = await seedGaragesDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  const health = await seedHealthProvidersDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  await seedHealthTreeDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  await seedHealthBenefitsDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  const blacklist = await seedBlacklistDemo(db, now);
  const leads = await seedLeadsDemo(db, now);
  const healthLeads = await seedHealthLeadsDemo(db, { customers: options.customers, seed: options.seed ?? DEFAULT_DEMO_SEED, now });
  await seedDashboardDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now, staff });
  const corporateCustomers = await seedCorporateDemo(db, {
    customers: options.customers, seed: options.seed ?? DEFAULT_DEMO_SEED, now, agentIds: [staff.supervisorId, staff.agentId].filter((id): id is string => Boolean(id)),
  });
  const claims = await seedClaimsDemo(db, {
    count: options.claims ?? Math.ceil(options.customers / 10), seed: options.seed ?? DEFAULT_DEMO_SEED, now,
    staffIds: [staff.supervisorId, staff.agentId].filter((id): id is string => Boolean(id)),
  });
  const cancellations = await seedCancellationsDemo(db, {
    count: Math.ceil(options.customers / 100), seed: options.seed ?? DEFAULT_DEMO_SEED, now,
    staffIds: [staff.supervisorId, staff.agentId].filter((id): id is string => Boolean(id)),
  });
  const marketing = options.evoucherCodes
    ? await seedMarketingDemo(db, { seed: options.seed ?? DEFAULT_DEMO_SEED, now, codesPerEvoucher: options.evoucherCodes, adminId: staff.adminId })
    : { evoucherCodes: 0, partners: 0, sponsorClaims: 0 };
  await refreshSearchStatistics(db);
  return {
    accounts: accounts.length, ...counts, ...next.value, insurers: motor.insurers, motorPlans: motor.plans, trims: motor.trims, paymentLinks, vouchers, garages, ...health, blacklist, leads, healthLeads,
    corporateCustomers, claims, cancellations, ...marketing,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The demo of a server: `seedDemo`'s history, then what happens today through the server's own
 * services: the renewal sweep over the policies ending within the window, and today's sales
 * (quoted, paid, issued or refused by the insurer), which leave staff their notifications.
 *
 * @example const summary = await seedDemoServer(app, sales, { customers: 500 });
 */
export async function seedDemoServer(app: FastifyInstance, sales: SalesServices, options: SeedOptions): Promise<SeedSummary & { renewals: number; todaysProposals: number }> {
  const started = performance.now();
  const summary = await seedDemo(app.db, options);
  const renewals = createRenewals(app);
  let renewed = 0;
  // Each sweep renews a bounded number; the demo renews all that are due now, as the server's sweeps would over the day.
  for (let swept = await renewals.sweep(options.now); swept.created > 0; swept = await renewals.sweep(options.now)) renewed += swept.created;
  const todaysProposals = await seedTodaysSales(app, sales, await demoStaff(app.db), options.seed ?? DEFAULT_DEMO_SEED);
  return { ...summary, renewals: renewed, todaysProposals, ms: Math.round(performance.now() - started) };
}

/**
 * One merged search index (SQLite) and fresh planner statistics keep the first searches fast. On
 * PostgreSQL the bulk-loaded tables are vacuumed too: their GIN search indexes hold the new rows in
 * a pending list that every search scans until a vacuum merges it, and index-only reads need the
 * visibility map a vacuum sets.
 */
async function refreshSearchStatistics(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // This schema's tables only: a database-wide ANALYZE also visits other schemas (other BrokerDesk
    // databases, the tests' schemas) and fails when one of their tables is dropped meanwhile.
    const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
    const loaded = new Set<string>(Object.values(DEMO_TABLES));
    const others = rows.filter((row) => !loaded.has(row.name));
    await sql`VACUUM (ANALYZE) ${sql.join([...loaded].map((table) => sql.table(table)))}`.execute(db);
    if (others.length > 0) await sql`ANALYZE ${sql.join(others.map((row) => sql.table(row.name)))}`.execute(db);
    return;
  }
  await sql`INSERT INTO customers_name_search(customers_name_search) VALUES ('optimize')`.execute(db);
  await sql`INSERT INTO customers_contact_search(customers_contact_search) VALUES ('optimize')`.execute(db);
  await sql`PRAGMA optimize`.execute(db);
}
