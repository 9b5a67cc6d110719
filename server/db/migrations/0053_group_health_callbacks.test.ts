import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { insertAgent, insertCallbackGroupHealth } from '../../../tests/fixtures/proposals/callbackFixture.js';
import { createNotificationsRepository } from '../../services/notifications/notifications.repository.js';
import { notificationsDb } from '../../services/notifications/notifications.tables.js';
import type { Db } from '../database.js';
import { newId } from '../ids.js';
import { DUE_FROM_TIMES } from './0053_group_health_callbacks.js';
import { runStatements } from './statements.js';

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

  it("sets each proposal's time due from the last of its stored times, only for the side its status takes", async () => {
    const times = JSON.stringify(['2026-03-01T09:00:00.000Z', '2026-03-02T10:30:00.000Z']);
    const { proposalId: scheduled } = await insertCallbackGroupHealth(db, { callbackAt: '2026-01-01T00:00:00.000Z' });
    const { proposalId: quoted } = await insertCallbackGroupHealth(db, { quotedCallbackAt: '2026-01-01T00:00:00.000Z' });
    const { proposalId: lost } = await insertCallbackGroupHealth(db, { callbackAt: '2026-01-01T00:00:00.000Z' });
    // As a proposal stood before 0053: its times stored, no time due kept beside them.
    await db.updateTable('group_health_proposals').set({ callback_times: times, quoted_callback_times: times, callback_at: null, quoted_callback_at: null })
      .where('id', 'in', [scheduled, quoted, lost]).execute();
    await db.updateTable('group_health_proposals').set({ status: 'Lost' }).where('id', '=', lost).execute();
    await runStatements(db as unknown as Kysely<unknown>, [DUE_FROM_TIMES]);
    const due = await db.selectFrom('group_health_proposals').select(['id', 'callback_at', 'quoted_callback_at']).where('id', 'in', [scheduled, quoted, lost]).execute();
    expect(Object.fromEntries(due.map((row) => [row.id, [row.callback_at, row.quoted_callback_at]]))).toEqual({
      [scheduled]: ['2026-03-02T10:30:00.000Z', null],
      [quoted]: [null, '2026-03-02T10:30:00.000Z'],
      [lost]: [null, null],
    });
  });
});
