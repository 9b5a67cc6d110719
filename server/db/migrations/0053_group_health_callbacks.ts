import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * A group health proposal's call-backs are announced to its agent when due, as proposals' are
 * (0043). Each side of its status block gets the columns the announcer reads under the names
 * proposals use: the time due (the last of its times, kept by the status change, read here from
 * the JSON arrays 0050 stored), and when it was announced (the claim). As for proposals, a
 * status that does not take a side's call-backs leaves nothing due there.
 */
/** Each side's time due, read from the JSON arrays of the proposals already there (exported for its test). */
export const DUE_FROM_TIMES: Statement = {
  sqlite: [
    `UPDATE group_health_proposals SET callback_at = json_extract(callback_times, '$[#-1]') WHERE status = 'Callback Scheduled'`,
    `UPDATE group_health_proposals SET quoted_callback_at = json_extract(quoted_callback_times, '$[#-1]') WHERE status = 'Quoted'`,
  ],
  postgres: [
    `UPDATE group_health_proposals SET callback_at = callback_times::jsonb ->> -1 WHERE status = 'Callback Scheduled'`,
    `UPDATE group_health_proposals SET quoted_callback_at = quoted_callback_times::jsonb ->> -1 WHERE status = 'Quoted'`,
  ],
};

const callbacks: Statement[] = [
  'ALTER TABLE group_health_proposals ADD COLUMN callback_at TEXT',
  'ALTER TABLE group_health_proposals ADD COLUMN quoted_callback_at TEXT',
  'ALTER TABLE group_health_proposals ADD COLUMN callback_announced_at TEXT',
  'ALTER TABLE group_health_proposals ADD COLUMN quoted_callback_announced_at TEXT',
  DUE_FROM_TIMES,
  `CREATE INDEX group_health_callback_unannounced ON group_health_proposals(callback_at)
    WHERE callback_at IS NOT NULL AND callback_done = 0 AND callback_announced_at IS NULL`,
  `CREATE INDEX group_health_quoted_callback_unannounced ON group_health_proposals(quoted_callback_at)
    WHERE quoted_callback_at IS NOT NULL AND quoted_callback_done = 0 AND quoted_callback_announced_at IS NULL`,
];

/** What a notification may name from now on: a group health proposal too (the bell opens `/group-health/:id`). */
const RECORD_TYPES = ['customer', 'proposal', 'healthProposal', 'groupHealthProposal', 'quote', 'policy', 'claim'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, callbacks);
  const rebuild = notificationRecordTypes('0053', RECORD_TYPES);
  // Kysely runs SQLite migrations outside a transaction (PostgreSQL's inside one); the rebuild must not stop half-way.
  if (db.isTransaction) await runStatements(db, rebuild);
  else await db.transaction().execute((trx) => runStatements(trx, rebuild));
}

/**
 * The statements that let notifications name `types` (the table as 0043 left it, with
 * `recipient_id`). SQLite cannot change a CHECK in place, so the table is rebuilt; dropping it
 * would cascade to who-read-what, which is kept aside and put back. PostgreSQL changes the
 * constraint. The next migration that adds a record type calls this with its own number.
 */
export function notificationRecordTypes(migration: string, types: readonly string[]): Statement[] {
  const check = `CHECK (record_type IN (${types.map((type) => `'${type}'`).join(', ')}))`;
  const columns = 'seq, id, kind, title, description, record_type, record_id, actor_id, created_at, recipient_id';
  return [{
    sqlite: [
      `CREATE TABLE notification_reads_${migration} AS SELECT notification_id, account_id, read_at FROM notification_reads`,
      `CREATE TABLE notifications_${migration} (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        record_type TEXT NOT NULL ${check},
        record_id TEXT NOT NULL,
        actor_id TEXT,
        created_at TEXT NOT NULL,
        recipient_id TEXT
      )`,
      `INSERT INTO notifications_${migration} (${columns}) SELECT ${columns} FROM notifications`,
      'DROP TABLE notifications',
      `ALTER TABLE notifications_${migration} RENAME TO notifications`,
      `INSERT INTO notification_reads (notification_id, account_id, read_at) SELECT notification_id, account_id, read_at FROM notification_reads_${migration}`,
      `DROP TABLE notification_reads_${migration}`,
      'CREATE INDEX notifications_recipient ON notifications(recipient_id, seq) WHERE recipient_id IS NOT NULL',
    ],
    postgres: [
      'ALTER TABLE notifications DROP CONSTRAINT notifications_record_type_check',
      `ALTER TABLE notifications ADD CONSTRAINT notifications_record_type_check ${check}`,
    ],
  }];
}
