import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Corporate customers (issue 15), a resource of the kit with soft removal. Contact persons and the
 * rows of each line of business are JSON groups read with their customer; the lines' flags and
 * the agent are columns, indexed with the creation order the list pages by, for the list's
 * line-of-business and agent filters. The menu entry was seeded with the first menus.
 */
const statements: Statement[] = [
  `CREATE TABLE corporate_customers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL,
    emirates TEXT NOT NULL CHECK (emirates IN ('Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain')),
    industry TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('Direct', 'Referral', 'Agents')),
    agent_id TEXT REFERENCES accounts(id),
    trade_license_number TEXT,
    trade_license_expiry TEXT,
    contact_persons TEXT NOT NULL,
    car_fleet_insurance INTEGER NOT NULL DEFAULT 0,
    health_insurance INTEGER NOT NULL DEFAULT 0,
    general_insurance INTEGER NOT NULL DEFAULT 0,
    car_fleet TEXT NOT NULL DEFAULT '[]',
    health TEXT NOT NULL DEFAULT '[]',
    general TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT,
    CHECK (car_fleet_insurance = 1 OR health_insurance = 1 OR general_insurance = 1)
  )`,
  `CREATE INDEX corporate_customers_created ON corporate_customers(created_at) WHERE removed_at IS NULL`,
  `CREATE INDEX corporate_customers_name ON corporate_customers(full_name) WHERE removed_at IS NULL`,
  `CREATE INDEX corporate_customers_agent ON corporate_customers(agent_id, created_at) WHERE removed_at IS NULL`,
  `CREATE INDEX corporate_customers_car_fleet ON corporate_customers(car_fleet_insurance, created_at) WHERE removed_at IS NULL`,
  `CREATE INDEX corporate_customers_health ON corporate_customers(health_insurance, created_at) WHERE removed_at IS NULL`,
  `CREATE INDEX corporate_customers_general ON corporate_customers(general_insurance, created_at) WHERE removed_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
