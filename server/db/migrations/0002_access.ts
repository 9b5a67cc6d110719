import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Access: roles with their permission entries (employees), the staff-account fields of a
 * module-access record, soft deletion, failed sign-in tracking, and the menus that feed the
 * navigation, seeded with the main screens.
 */
const statements: Statement[] = [
  `CREATE TABLE roles (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    permissions TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `ALTER TABLE accounts ADD COLUMN role_id TEXT REFERENCES roles(id)`,
  `ALTER TABLE accounts ADD COLUMN mobile_number TEXT`,
  `ALTER TABLE accounts ADD COLUMN team_leader_id TEXT REFERENCES accounts(id) ON DELETE SET NULL`,
  `ALTER TABLE accounts ADD COLUMN is_sales_agent INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN max_discount REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN max_health_discount REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN max_travel_discount REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN auto_commission REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN health_commission REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN travel_commission REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN is_auto_proposal_assign_allowed INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN is_health_proposal_assign_allowed INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN is_travel_proposal_assign_allowed INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN is_auto_agent_matrix_allowed INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN deleted_at TEXT`,
  // Failures counted in a window that starts at the first one; five lock the account.
  `ALTER TABLE accounts ADD COLUMN failed_login_count INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE accounts ADD COLUMN first_failed_login_at TEXT`,
  `ALTER TABLE accounts ADD COLUMN locked_until TEXT`,
  `CREATE INDEX accounts_type_created ON accounts(type, created_at)`,
  `CREATE INDEX accounts_team_leader ON accounts(team_leader_id)`,
  `CREATE INDEX sessions_account_open ON sessions(account_id, revoked_at)`,

  // seq keeps the creation order stable for menus created in the same millisecond.
  `CREATE TABLE menus (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    url TEXT NOT NULL,
    code TEXT NOT NULL,
    parent_menu_id TEXT REFERENCES menus(id),
    icon TEXT,
    display_order INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  // A code is unique among the menus that are not removed.
  `CREATE UNIQUE INDEX menus_code_live ON menus(code) WHERE removed_at IS NULL`,
  `CREATE INDEX menus_parent ON menus(parent_menu_id)`,
];

interface DefaultMenu {
  code: string;
  name: string;
  url: string;
  icon: string;
  children?: Array<[code: string, name: string, url: string, icon: string]>;
}

/** The navigation BrokerDesk starts with: groups (parents) and the main screens under them. Icons are Fluent UI icon names. */
const DEFAULT_MENUS: DefaultMenu[] = [
  { code: 'dashboard', name: 'Dashboard', url: '/', icon: 'Home' },
  {
    code: 'customers-group', name: 'Customers', url: '/customers-group', icon: 'People', children: [
      ['customers', 'Individual customers', '/customers', 'Person'],
      ['corporate-customers', 'Corporate customers', '/corporate-customers', 'Building'],
      ['leads', 'Leads', '/leads', 'PersonAdd'],
    ],
  },
  {
    code: 'sales', name: 'Sales', url: '/sales', icon: 'Briefcase', children: [
      ['proposals', 'Proposals', '/proposals', 'DocumentBulletList'],
      ['renewals', 'Renewals', '/renewals', 'ArrowSync'],
      ['quotations', 'Quotations', '/quotations', 'DocumentText'],
      ['policies', 'Policies', '/policies', 'Shield'],
      ['transactions', 'Transactions', '/policy_transactions', 'Money'],
      ['health-proposals', 'Health proposals', '/health-insurance/proposals', 'Heart'],
      ['travel-proposals', 'Travel proposals', '/travel-insurance/proposals', 'Airplane'],
      ['land-proposals', 'Land proposals', '/land-insurance/proposals', 'Map'],
    ],
  },
  {
    code: 'catalogue', name: 'Catalogue', url: '/catalogue', icon: 'Box', children: [
      ['products', 'Products', '/products', 'Box'],
      ['vouchers', 'Vouchers', '/vouchers', 'Ticket'],
      ['payment-link', 'Payment links', '/payment-link', 'Link'],
    ],
  },
  {
    code: 'insurers', name: 'Insurers', url: '/insurers', icon: 'ShieldTask', children: [
      ['motor-companies', 'Motor companies', '/motor-companies', 'VehicleCar'],
      ['companies', 'Companies', '/companies', 'BuildingBank'],
    ],
  },
  {
    code: 'administration', name: 'Administration', url: '/administration', icon: 'Settings', children: [
      ['sub-admins', 'Admins and agents', '/sub-admins', 'PeopleTeam'],
      ['sales-agent', 'Sales agents', '/sales-agent', 'PersonStar'],
      ['employees', 'Employees', '/employees', 'PeopleCommunity'],
      ['menu-management', 'Menu management', '/menumanagement', 'Navigation'],
      ['document-management', 'Document management', '/document-management', 'DocumentFolder'],
    ],
  },
];

function menuId(at: Date): string {
  return Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  const now = new Date();
  const at = now.toISOString();
  for (const [groupIndex, group] of DEFAULT_MENUS.entries()) {
    const groupId = menuId(now);
    const order = (groupIndex + 1) * 10;
    await sql`INSERT INTO menus (id, name, url, code, parent_menu_id, icon, display_order, created_at, updated_at)
      VALUES (${groupId}, ${group.name}, ${group.url}, ${group.code}, NULL, ${group.icon}, ${order}, ${at}, ${at})`.execute(db);
    for (const [childIndex, [code, name, url, icon]] of (group.children ?? []).entries()) {
      await sql`INSERT INTO menus (id, name, url, code, parent_menu_id, icon, display_order, created_at, updated_at)
        VALUES (${menuId(now)}, ${name}, ${url}, ${code}, ${groupId}, ${icon}, ${order + childIndex + 1}, ${at}, ${at})`.execute(db);
    }
  }
}
