import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { insertAgent } from '../../../tests/fixtures/proposals/callbackFixture.js';
import { createNotificationsRepository } from '../../services/notifications/notifications.repository.js';
import { notificationsDb } from '../../services/notifications/notifications.tables.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDatabase()));
afterAll(async () => close());

describe('0053_group_health_callbacks', () => {
  it('lets a notification addressed to one agent name a group health proposal, keeps refusing unknown record types, and still ties read marks to their notification', async () => {
    const notifications = createNotificationsRepository(db);
    const agentId = await insertAgent(db, 'Group Health Agent');
    const made = await notifications.create({ kind: 'callbackDue', title: 'Callback due', description: 'Call back on group health proposal GHP-000001', recordType: 'groupHealthProposal', recordId: 'g1' }, null, agentId);
    await notifications.markRead(agentId, [made._id]);
    expect((await notifications.latest(agentId, 1))[0]).toMatchObject({ recordType: 'groupHealthProposal', recordId: 'g1', isRead: true });
    await expect(notificationsDb(db).insertInto('notifications').values({
      id: newId(), kind: 'callbackDue', title: 't', description: 'd', record_type: 'garage' as 'claim', record_id: 'x', actor_id: null, created_at: new Date().toISOString(),
    }).execute()).rejects.toThrow(/check/i);
    await notificationsDb(db).deleteFrom('notifications').where('id', '=', made._id).execute();
    expect(await notificationsDb(db).selectFrom('notification_reads').selectAll().where('notification_id', '=', made._id).execute()).toEqual([]);
  });
});
