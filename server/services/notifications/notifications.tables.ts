import type { Generated } from 'kysely';
import type { Db } from '../../db/database.js';

/** Tables of migration 0003 for notifications (kept here, beside the code that owns them). */
export interface NotificationsTable {
  seq: Generated<number>;
  id: string;
  kind: string;
  title: string;
  description: string;
  record_type: 'customer' | 'proposal' | 'healthProposal' | 'groupHealthProposal' | 'quote' | 'policy' | 'claim';
  record_id: string;
  actor_id: string | null;
  created_at: string;
  /** The one account it is addressed to (a call-back due to its agent); NULL: everyone in the office. */
  recipient_id: Generated<string | null>;
}

export interface NotificationReadsTable {
  notification_id: string;
  account_id: string;
  read_at: string;
}

export type NotificationTables = {
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
};

export function notificationsDb(db: Db) {
  return db.withTables<NotificationTables>();
}
