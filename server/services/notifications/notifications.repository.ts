import type { Selectable } from 'kysely';
import type { Notification, NotificationKind } from '../../../shared/contract/notifications/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { notificationsDb, type NotificationsTable } from './notifications.tables.js';

/** The panel lists this many, newest first. */
export const NOTIFICATION_LIST_SIZE = 50;

export type NotificationDraft = Pick<Notification, 'kind' | 'title' | 'description' | 'recordType' | 'recordId'>;

function toNotification(row: Selectable<NotificationsTable>, isRead: boolean): Notification {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    description: row.description,
    recordType: row.record_type,
    recordId: row.record_id,
    isRead,
    createdAt: row.created_at,
    updatedAt: row.created_at,
  };
}

/**
 * Notifications and who has read them. Notifications belong to the office, or to the one account
 * they are addressed to (`recipient_id`), which alone sees them; read marks belong to each
 * account, so one agent opening an item does not clear it for the others.
 */
export function createNotificationsRepository(database: Db) {
  const db = notificationsDb(database);

  /** The notifications an account sees: the office's and its own. */
  function visibleTo(accountId: string) {
    return db.selectFrom('notifications').where((eb) => eb.or([eb('recipient_id', 'is', null), eb('recipient_id', '=', accountId)]));
  }

  async function readIds(accountId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('notification_reads').select('notification_id')
      .where('account_id', '=', accountId).where('notification_id', 'in', ids).execute();
    return new Set(rows.map((row) => row.notification_id));
  }

  return {
    async create(draft: NotificationDraft, actorId: string | null, recipientId: string | null = null, at = new Date()): Promise<Notification> {
      const row = {
        id: newId(at), kind: draft.kind, title: draft.title, description: draft.description,
        record_type: draft.recordType, record_id: draft.recordId, actor_id: actorId, created_at: at.toISOString(), recipient_id: recipientId,
      };
      const inserted = await db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
      return toNotification(inserted, false);
    },

    async latest(accountId: string, limit = NOTIFICATION_LIST_SIZE): Promise<Notification[]> {
      const rows = await visibleTo(accountId).selectAll().orderBy('seq', 'desc').limit(limit).execute();
      const read = await readIds(accountId, rows.map((row) => row.id));
      return rows.map((row) => toNotification(row, read.has(row.id)));
    },

    async byIds(accountId: string, ids: string[]): Promise<Notification[]> {
      if (ids.length === 0) return [];
      const rows = await visibleTo(accountId).selectAll().where('id', 'in', ids).orderBy('seq', 'desc').execute();
      const read = await readIds(accountId, rows.map((row) => row.id));
      return rows.map((row) => toNotification(row, read.has(row.id)));
    },

    async markRead(accountId: string, ids: string[], at = new Date()): Promise<void> {
      if (ids.length === 0) return;
      const existing = await visibleTo(accountId).select('id').where('id', 'in', ids).execute();
      if (existing.length === 0) return;
      await db.insertInto('notification_reads')
        .values(existing.map((row) => ({ notification_id: row.id, account_id: accountId, read_at: at.toISOString() })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    async unreadCount(accountId: string): Promise<number> {
      const row = await visibleTo(accountId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.not(eb.exists(
          eb.selectFrom('notification_reads').select('notification_reads.notification_id')
            .whereRef('notification_reads.notification_id', '=', 'notifications.id')
            .where('notification_reads.account_id', '=', accountId),
        )))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
