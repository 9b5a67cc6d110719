import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { createNotificationsRepository } from '../../services/notifications/notifications.repository.js';
import { notificationsDb } from '../../services/notifications/notifications.tables.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDatabase()));
afterAll(async () => close());

describe('0033_motor_claims', () => {
  it('lets a notification name a claim, keeps refusing other record types, and still ties read marks to their notification', async () => {
    const notifications = createNotificationsRepository(db);
    const at = new Date().toISOString();
    const accountId = newId();
    await db.insertInto('accounts').values({ id: accountId, email: `n.${accountId}@example.ae`, password_hash: 'x', full_name: 'Reader', type: 'user', role: 'Sub-Admin', module_access: null, is_supervisor: 0, disabled: 0, created_at: at, updated_at: at }).execute();
    const made = await notifications.create({ kind: 'claimStatusChanged', title: 'Claim status changed', description: 'Claim CLM-000001 is now Survey', recordType: 'claim', recordId: 'c1' }, null);
    await notifications.markRead(accountId, [made._id]);
    expect((await notifications.latest(accountId, 1))[0]).toMatchObject({ recordType: 'claim', recordId: 'c1', isRead: true });
    await expect(notificationsDb(db).insertInto('notifications').values({
      id: newId(), kind: 'claimStatusChanged', title: 't', description: 'd', record_type: 'garage' as 'claim', record_id: 'g1', actor_id: null, created_at: at,
    }).execute()).rejects.toThrow(/check/i);
    await notificationsDb(db).deleteFrom('notifications').where('id', '=', made._id).execute();
    expect(await notificationsDb(db).selectFrom('notification_reads').selectAll().where('notification_id', '=', made._id).execute()).toEqual([]);
  });
});
