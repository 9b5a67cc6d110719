import type { Kysely } from 'kysely';
import { CLAIM_STATUSES } from '../../../shared/domain/claimRules.js';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

const statuses = CLAIM_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Motor claims and their status history. The customer and insurer are copied from the policy when
 * the claim is recorded (a claim stays with the insurer that covered the accident). `clock_due_on`
 * is the day the running deadline falls due (`claimClock`), written with every change of the
 * clock's dates, so "overdue" is one indexed comparison with today instead of date arithmetic per
 * row on each database. Photos and papers are `stored_files` owned by `motor-claim`.
 */
const statements: Statement[] = [
  `CREATE TABLE motor_claims (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    ref TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN (${statuses})),
    policy_id TEXT NOT NULL REFERENCES policies(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    company_id TEXT NOT NULL REFERENCES insurance_companies(id),
    accident_date TEXT NOT NULL,
    description TEXT NOT NULL,
    garage_id TEXT REFERENCES garages(id),
    garage_override_reason TEXT,
    garage_override_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    garage_override_at TEXT,
    repair_estimate_fils INTEGER CHECK (repair_estimate_fils IS NULL OR repair_estimate_fils >= 0),
    pre_accident_value_fils INTEGER CHECK (pre_accident_value_fils IS NULL OR pre_accident_value_fils > 0),
    assigned_to TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    registered_on TEXT NOT NULL,
    acknowledged_on TEXT,
    documents_complete_on TEXT,
    settled_on TEXT,
    closed_on TEXT,
    rejection_reasons TEXT,
    clock_due_on TEXT,
    created_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (garage_override_reason IS NULL OR garage_id IS NOT NULL)
  )`,
  // The list: newest first, alone or by status or insurer; the overdue filter; registration days.
  `CREATE INDEX motor_claims_created ON motor_claims(created_at, seq)`,
  `CREATE INDEX motor_claims_status ON motor_claims(status, created_at, seq)`,
  `CREATE INDEX motor_claims_company ON motor_claims(company_id, created_at, seq)`,
  `CREATE INDEX motor_claims_due ON motor_claims(clock_due_on) WHERE clock_due_on IS NOT NULL`,
  `CREATE INDEX motor_claims_registered ON motor_claims(registered_on)`,
  `CREATE INDEX motor_claims_policy ON motor_claims(policy_id)`,
  // `nextRefs` finds the newest claim number by number on PostgreSQL (see 0017).
  { sqlite: [], postgres: ['CREATE INDEX motor_claims_ref_number ON motor_claims ((length(ref)), ref)'] },
  `CREATE TABLE motor_claim_history (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    claim_id TEXT NOT NULL REFERENCES motor_claims(id),
    account_id TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    from_status TEXT CHECK (from_status IS NULL OR from_status IN (${statuses})),
    to_status TEXT NOT NULL CHECK (to_status IN (${statuses})),
    note TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX motor_claim_history_claim ON motor_claim_history(claim_id, seq)`,
];

/**
 * A notification may now name a claim (the bell opens it). SQLite cannot change a CHECK in place,
 * so the table is rebuilt; dropping it would cascade to who-read-what, which is kept aside and put
 * back. PostgreSQL changes the constraint.
 */
const claimNotifications: Statement[] = [{
  sqlite: [
    `CREATE TABLE notification_reads_0033 AS SELECT notification_id, account_id, read_at FROM notification_reads`,
    `CREATE TABLE notifications_0033 (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      record_type TEXT NOT NULL CHECK (record_type IN ('customer', 'proposal', 'quote', 'policy', 'claim')),
      record_id TEXT NOT NULL,
      actor_id TEXT,
      created_at TEXT NOT NULL
    )`,
    `INSERT INTO notifications_0033 (seq, id, kind, title, description, record_type, record_id, actor_id, created_at)
      SELECT seq, id, kind, title, description, record_type, record_id, actor_id, created_at FROM notifications`,
    `DROP TABLE notifications`,
    `ALTER TABLE notifications_0033 RENAME TO notifications`,
    `INSERT INTO notification_reads (notification_id, account_id, read_at) SELECT notification_id, account_id, read_at FROM notification_reads_0033`,
    `DROP TABLE notification_reads_0033`,
  ],
  postgres: [
    'ALTER TABLE notifications DROP CONSTRAINT notifications_record_type_check',
    "ALTER TABLE notifications ADD CONSTRAINT notifications_record_type_check CHECK (record_type IN ('customer', 'proposal', 'quote', 'policy', 'claim'))",
  ],
}];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  // Kysely runs SQLite migrations outside a transaction (PostgreSQL's inside one); the rebuild must not stop half-way.
  if (db.isTransaction) await runStatements(db, claimNotifications);
  else await db.transaction().execute((trx) => runStatements(trx, claimNotifications));
  await addMenus(db, [{ group: 'sales', code: 'claims', name: 'Claims', url: '/claims', icon: 'claims' }]);
}
