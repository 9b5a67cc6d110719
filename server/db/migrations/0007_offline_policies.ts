import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Offline policies (issue 6): policies issued outside BrokerDesk, imported from the insurers'
 * spreadsheets. One row per policy number (a re-upload of the same POLICYNO updates it); the list
 * columns are lifted out, and `columns` keeps every column of the sheet row as JSON. Lists walk
 * `seq` newest first; status and date filters use the date indexes, search scans the four text
 * columns (offline policies number in the tens of thousands, where a scan takes milliseconds).
 */
const statements: Statement[] = [
  `CREATE TABLE offline_policies (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    policy_no TEXT NOT NULL COLLATE NOCASE UNIQUE,
    vehicle_no TEXT,
    customer_name TEXT,
    mobile TEXT,
    insurer_name TEXT,
    customer_type TEXT,
    premium_fils INTEGER CHECK (premium_fils IS NULL OR premium_fils >= 0),
    policy_class TEXT,
    start_date TEXT NOT NULL,
    expiry_date TEXT NOT NULL,
    columns TEXT NOT NULL DEFAULT '[]',
    upload_batch_id TEXT NOT NULL,
    file_name TEXT,
    created_by TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX offline_policies_expiry ON offline_policies(expiry_date)`,
  `CREATE INDEX offline_policies_start ON offline_policies(start_date)`,
  `CREATE INDEX offline_policies_vehicle ON offline_policies(vehicle_no COLLATE NOCASE)`,
  `CREATE INDEX offline_policies_mobile ON offline_policies(mobile)`,
  `CREATE INDEX offline_policies_batch ON offline_policies(upload_batch_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
