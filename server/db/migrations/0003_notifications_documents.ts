import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Notifications with per-account read marks, and customers' documents. Tables of this migration
 * are typed in `server/services/notifications/notifications.tables.ts` and
 * `server/services/uploads/documents.tables.ts`.
 */
const statements: Statement[] = [
  // seq is the rowid: "newest first" is a backwards walk, with no sort.
  `CREATE TABLE notifications (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    record_type TEXT NOT NULL CHECK (record_type IN ('customer', 'proposal', 'quote', 'policy')),
    record_id TEXT NOT NULL,
    actor_id TEXT,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE notification_reads (
    notification_id TEXT NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    read_at TEXT NOT NULL,
    PRIMARY KEY (account_id, notification_id)
  ) WITHOUT ROWID`,
  `CREATE TABLE documents (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    owner_type TEXT NOT NULL CHECK (owner_type IN ('customer')),
    owner_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('pdf', 'png', 'jpeg', 'zip', 'excel')),
    file_name TEXT NOT NULL,
    folder_name TEXT,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    path TEXT NOT NULL,
    uploaded_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX documents_owner ON documents(owner_type, owner_id, seq)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['documents', 'notification_reads', 'notifications']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
