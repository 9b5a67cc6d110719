import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * A call-back due raises a notification to its agent at its time (issue 17). Each side of a
 * proposal's status block (call-back, quoted call-back) records when it was announced: the
 * scheduler claims a due call-back by a conditional update of that column, so two instances on
 * one PostgreSQL never announce it twice. The partial indexes hold only call-backs still waiting
 * to be announced, ordered by their time, across lines (0006's are by line, for the lists), so the due
 * query reads the few it needs.
 */
const callbacks: Statement[] = [
  `ALTER TABLE proposals ADD COLUMN callback_announced_at TEXT`,
  `ALTER TABLE proposals ADD COLUMN quoted_callback_announced_at TEXT`,
  `CREATE INDEX proposals_callback_unannounced ON proposals(callback_at)
    WHERE callback_at IS NOT NULL AND callback_done = 0 AND callback_announced_at IS NULL`,
  `CREATE INDEX proposals_quoted_callback_unannounced ON proposals(quoted_callback_at)
    WHERE quoted_callback_at IS NOT NULL AND quoted_callback_done = 0 AND quoted_callback_announced_at IS NULL`,
];

/**
 * A notification may now be addressed to one account (`recipient_id`; NULL: the whole office, as
 * before) and name a health proposal (the bell opens the health proposal screen). SQLite cannot
 * change a CHECK in place, so the table is rebuilt as in 0033, keeping who-read-what aside;
 * PostgreSQL changes the constraint.
 */
const addressedNotifications: Statement[] = [{
  sqlite: [
    `CREATE TABLE notification_reads_0043 AS SELECT notification_id, account_id, read_at FROM notification_reads`,
    `CREATE TABLE notifications_0043 (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      record_type TEXT NOT NULL CHECK (record_type IN ('customer', 'proposal', 'healthProposal', 'quote', 'policy', 'claim')),
      record_id TEXT NOT NULL,
      actor_id TEXT,
      created_at TEXT NOT NULL,
      recipient_id TEXT
    )`,
    `INSERT INTO notifications_0043 (seq, id, kind, title, description, record_type, record_id, actor_id, created_at)
      SELECT seq, id, kind, title, description, record_type, record_id, actor_id, created_at FROM notifications`,
    `DROP TABLE notifications`,
    `ALTER TABLE notifications_0043 RENAME TO notifications`,
    `INSERT INTO notification_reads (notification_id, account_id, read_at) SELECT notification_id, account_id, read_at FROM notification_reads_0043`,
    `DROP TABLE notification_reads_0043`,
    `CREATE INDEX notifications_recipient ON notifications(recipient_id, seq) WHERE recipient_id IS NOT NULL`,
  ],
  postgres: [
    'ALTER TABLE notifications ADD COLUMN recipient_id TEXT',
    'ALTER TABLE notifications DROP CONSTRAINT notifications_record_type_check',
    "ALTER TABLE notifications ADD CONSTRAINT notifications_record_type_check CHECK (record_type IN ('customer', 'proposal', 'healthProposal', 'quote', 'policy', 'claim'))",
    `CREATE INDEX notifications_recipient ON notifications(recipient_id, seq) WHERE recipient_id IS NOT NULL`,
  ],
}];

/**
 * Health leads (issue 17): a person's contact and the facts a health proposal starts from, before
 * any proposal. Quoted once: the proposal is set only while it has none, as motor leads (0030).
 */
const healthLeads: Statement[] = [
  `CREATE TABLE health_leads (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL COLLATE NOCASE,
    email TEXT NOT NULL COLLATE NOCASE,
    mobile_number TEXT NOT NULL,
    nationality TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    gender TEXT NOT NULL CHECK (gender IN ('Male', 'Female')),
    source TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Quoted')),
    proposal_id TEXT REFERENCES proposals(id),
    created_by TEXT REFERENCES accounts(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((status = 'Quoted') = (proposal_id IS NOT NULL))
  )`,
  `CREATE INDEX health_leads_created ON health_leads(created_at, seq)`,
  `CREATE UNIQUE INDEX health_leads_proposal ON health_leads(proposal_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...callbacks, ...healthLeads]);
  // Kysely runs SQLite migrations outside a transaction (PostgreSQL's inside one); the rebuild must not stop half-way.
  if (db.isTransaction) await runStatements(db, addressedNotifications);
  else await db.transaction().execute((trx) => runStatements(trx, addressedNotifications));
  // The callbacks screen (health call-backs by default, motor ones on demand) sits with the sales lists.
  await addMenus(db, [{ group: 'sales', code: 'callbacks', name: 'Callbacks', url: '/health-insurance/callbacks', icon: 'callbacks' }]);
}
