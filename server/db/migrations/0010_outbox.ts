import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The outbox of issue 7 (sharing): messages now also go to the chatbot, carry their status as the
 * transport reported it (`sent`, `recorded` by the sandbox, `failed` with the error), which transport
 * handled them, the attachment kept with them, who sent them and the proposal or quote they were
 * about. SQLite cannot change a CHECK constraint in place, so the table is rebuilt; the messages
 * already kept stay, marked as recorded by the sandbox (the only messenger before this version).
 */
const statements: Statement[] = [
  `CREATE TABLE outbox_messages_0010 (
    id TEXT PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'chatbot')),
    recipient TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('sent', 'recorded', 'failed')),
    error TEXT,
    transport TEXT NOT NULL,
    attachment_name TEXT,
    attachment_size INTEGER CHECK (attachment_size IS NULL OR attachment_size >= 0),
    attachment_mime TEXT,
    attachment_path TEXT,
    sent_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    proposal_id TEXT,
    quote_id TEXT,
    created_at TEXT NOT NULL,
    CHECK ((attachment_path IS NULL) = (attachment_name IS NULL))
  )`,
  `INSERT INTO outbox_messages_0010 (id, channel, recipient, subject, body, status, transport, created_at)
    SELECT id, channel, recipient, subject, body, CASE status WHEN 'failed' THEN 'failed' ELSE 'recorded' END, 'sandbox', created_at
    FROM outbox_messages`,
  `DROP TABLE outbox_messages`,
  `ALTER TABLE outbox_messages_0010 RENAME TO outbox_messages`,
  // The outbox screen: newest first, optionally one channel.
  `CREATE INDEX outbox_messages_list ON outbox_messages(created_at DESC, channel)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction (PostgreSQL's inside one); the rebuild must not stop half-way.
  if (db.isTransaction) return runStatements(db, statements);
  await db.transaction().execute((trx) => runStatements(trx, statements));
}
