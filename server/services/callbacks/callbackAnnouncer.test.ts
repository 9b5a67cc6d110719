import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOCKET } from '../../../shared/contract/constants.js';
import type { NotificationUpdate } from '../../../shared/contract/notifications/index.js';
import { notificationLink } from '../../../shared/contract/notifications/notificationLink.js';
import type { Db } from '../../db/database.js';
import { groupHealthStatusChange } from '../../modules/group-health/groupHealthStatus.js';
import { applyStatusChange } from '../../modules/proposals/proposalStatusChange.js';
import { createNotificationsRepository, type NotificationsRepository } from '../notifications/notifications.repository.js';
import { accountRoom, createNotifier } from '../notifications/notifier.js';
import { notificationsDb } from '../notifications/notifications.tables.js';
import { createCallbackAnnouncer } from './callbackAnnouncer.js';
import { buildTestServer } from '../../../tests/helpers/buildTestServer.js';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { insertAgent, insertCallbackGroupHealth, insertCallbackProposal } from '../../../tests/fixtures/proposals/callbackFixture.js';

const NOW = Date.parse('2026-03-01T09:00:00.000Z');
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();

let db: Db;
let close: () => Promise<void>;
let repository: NotificationsRepository;
let emitted: Array<{ room: string; payload: NotificationUpdate }>;
let agentId: string;
let creatorId: string;
let otherId: string;

const notifier = () => createNotifier(repository, {
  emitToRoom: (room, event, payload) => {
    if (event === SOCKET.event) emitted.push({ room, payload: payload as NotificationUpdate });
  },
});
const announcer = (at = NOW) => createCallbackAnnouncer(db, notifier().notify, () => at);

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  repository = createNotificationsRepository(db);
  agentId = await insertAgent(db, 'Assigned Agent');
  creatorId = await insertAgent(db, 'Creating Agent');
  otherId = await insertAgent(db, 'Other Agent');
});
afterAll(async () => close());
beforeEach(async () => {
  emitted = [];
  // Each test starts with nothing waiting: earlier tests' call-backs are done.
  await db.updateTable('proposals').set({ callback_done: 1, quoted_callback_done: 1 }).execute();
  await db.updateTable('group_health_proposals').set({ callback_done: 1, quoted_callback_done: 1 }).execute();
});

describe('call-back announcements', () => {
  it('announces call-backs due up to now, on either side of the status block, and leaves later ones for their time', async () => {
    const due = await insertCallbackProposal(db, { callbackAt: minutes(-1), assignedTo: agentId, createdBy: creatorId });
    const quoted = await insertCallbackProposal(db, { line: 'health', quotedCallbackAt: minutes(0), assignedTo: agentId });
    const later = await insertCallbackProposal(db, { callbackAt: minutes(1), quotedCallbackAt: minutes(5), assignedTo: agentId });

    expect(await announcer().runOnce()).toBe(2);
    const announced = emitted.map(({ payload }) => payload.data[0]!);
    expect(announced.map((n) => [n.kind, n.title, n.recordId, n.recordType])).toEqual([
      ['callbackDue', 'Callback due', due.proposalId, 'proposal'],
      ['callbackDue', 'Quoted call-back due', quoted.proposalId, 'healthProposal'],
    ]);
    expect(announced.map(notificationLink)).toEqual([`/proposals/${due.proposalId}`, `/health-insurance/proposals/${quoted.proposalId}`]);
    expect(announced[0]!.description).toBe(`Call back on proposal ${due.proposalRef}`);

    // A minute later the motor call-back of `later` is due; its quoted one is not yet.
    emitted = [];
    expect(await announcer(NOW + 60_000).runOnce()).toBe(1);
    expect(emitted.map(({ payload }) => payload.data[0]!.recordId)).toEqual([later.proposalId]);
    expect(await announcer(NOW + 60_000).runOnce()).toBe(0);
  });

  it('addresses the announcement to the assigned agent, else the creator: only their room gets it and only they see it', async () => {
    const assigned = await insertCallbackProposal(db, { callbackAt: minutes(-5), assignedTo: agentId, createdBy: creatorId });
    const created = await insertCallbackProposal(db, { callbackAt: minutes(-4), createdBy: creatorId });
    expect(await announcer().runOnce()).toBe(2);
    expect(emitted.map(({ room }) => room)).toEqual([accountRoom(agentId), accountRoom(creatorId)]);

    const [toAgent, toCreator] = emitted.map(({ payload }) => payload.data[0]!._id);
    expect((await repository.latest(agentId)).map((n) => n._id)).toContain(toAgent);
    expect((await repository.latest(agentId)).map((n) => n._id)).not.toContain(toCreator);
    expect((await repository.latest(otherId)).map((n) => n._id)).not.toContain(toAgent);
    expect(await repository.byIds(otherId, [toAgent!])).toEqual([]);
    const unreadBefore = await repository.unreadCount(otherId);
    await repository.markRead(otherId, [toAgent!]);
    expect(await repository.unreadCount(otherId)).toBe(unreadBefore);
    expect(assigned.proposalId).not.toBe(created.proposalId);
  });

  it('skips call-backs marked done', async () => {
    await insertCallbackProposal(db, { callbackAt: minutes(-10), callbackDone: true, quotedCallbackAt: minutes(-10), quotedCallbackDone: true, assignedTo: agentId });
    expect(await announcer().runOnce()).toBe(0);
    expect(emitted).toEqual([]);
  });

  it('announces each call-back once, even with two schedulers looking at the same moment', async () => {
    const { proposalId } = await insertCallbackProposal(db, { callbackAt: minutes(-2), quotedCallbackAt: minutes(-1), assignedTo: agentId });
    const counts = await Promise.all([announcer().runOnce(), announcer().runOnce(), announcer().runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(emitted.map(({ payload }) => payload.data[0]!.title).sort()).toEqual(['Callback due', 'Quoted call-back due']);
    expect(emitted.every(({ payload }) => payload.data[0]!.recordId === proposalId)).toBe(true);
    expect(await announcer(NOW + 3_600_000).runOnce()).toBe(0);
  });

  it('announces again once a new call-back time is set through the status block', async () => {
    const { proposalId } = await insertCallbackProposal(db, { callbackAt: minutes(-3), assignedTo: agentId });
    expect(await announcer().runOnce()).toBe(1);

    const row = await db.selectFrom('proposals').selectAll().where('id', '=', proposalId).executeTakeFirstOrThrow();
    expect(row.callback_announced_at).toBe(new Date(NOW).toISOString());
    const { set } = applyStatusChange(row, { proposalStatus: 'Customer contacted', reason: 'Requested a call back later', callbackTimeArray: [minutes(-3), minutes(30)] });
    await db.updateTable('proposals').set(set).where('id', '=', proposalId).execute();

    emitted = [];
    expect(await announcer(NOW + 29 * 60_000).runOnce()).toBe(0);
    expect(await announcer(NOW + 30 * 60_000).runOnce()).toBe(1);
    expect(emitted[0]!.payload.data[0]).toMatchObject({ recordId: proposalId, kind: 'callbackDue' });
  });

  it('gives the claim back when the notification cannot be stored, so the next look announces it', async () => {
    const { proposalId } = await insertCallbackProposal(db, { callbackAt: minutes(-1), assignedTo: agentId });
    const failing = createCallbackAnnouncer(db, () => Promise.reject(new Error('database gone')), () => NOW);
    await expect(failing.runOnce()).rejects.toThrow('database gone');
    expect(await announcer().runOnce()).toBe(1);
    expect(emitted[0]!.payload.data[0]!.recordId).toBe(proposalId);
  });
});

describe('group health call-backs', () => {
  it('announces a due call-back or quoted call-back to the agent, else the creator, else the office, opening the group health proposal; not one due later or done', async () => {
    const due = await insertCallbackGroupHealth(db, { callbackAt: minutes(-1), agentId, createdBy: creatorId });
    const quoted = await insertCallbackGroupHealth(db, { quotedCallbackAt: minutes(0), createdBy: creatorId });
    const nobody = await insertCallbackGroupHealth(db, { callbackAt: minutes(-2) });
    const later = await insertCallbackGroupHealth(db, { callbackAt: minutes(1), agentId });
    await insertCallbackGroupHealth(db, { callbackAt: minutes(-5), agentId, done: true });

    expect(await announcer().runOnce()).toBe(3);
    const announced = emitted.map(({ room, payload }) => ({ room, notification: payload.data[0]! }));
    expect(announced.map(({ room, notification: n }) => [room, n.title, n.recordType, n.recordId])).toEqual([
      [SOCKET.room, 'Callback due', 'groupHealthProposal', nobody.proposalId],
      [accountRoom(agentId), 'Callback due', 'groupHealthProposal', due.proposalId],
      [accountRoom(creatorId), 'Quoted call-back due', 'groupHealthProposal', quoted.proposalId],
    ]);
    expect(notificationLink(announced[1]!.notification)).toBe(`/group-health/${due.proposalId}`);
    expect(announced[1]!.notification.description).toBe(`Call back on group health proposal ${due.proposalRef}`);

    emitted = [];
    expect(await announcer(NOW + 60_000).runOnce()).toBe(1);
    expect(emitted.map(({ payload }) => payload.data[0]!.recordId)).toEqual([later.proposalId]);
    expect(await announcer(NOW + 60_000).runOnce()).toBe(0);
  });

  it('announces a group health call-back once with two schedulers looking at the same moment', async () => {
    const { proposalId } = await insertCallbackGroupHealth(db, { callbackAt: minutes(-2), agentId });
    const counts = await Promise.all([announcer().runOnce(), announcer().runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(emitted.map(({ payload }) => payload.data[0]!.recordId)).toEqual([proposalId]);
    expect(await announcer(NOW + 3_600_000).runOnce()).toBe(0);
  });

  it('announces again once the status call sets a new time, and not once a status without call-backs is set', async () => {
    const { proposalId } = await insertCallbackGroupHealth(db, { callbackAt: minutes(-3), agentId });
    expect(await announcer().runOnce()).toBe(1);
    const row = () => db.selectFrom('group_health_proposals').selectAll().where('id', '=', proposalId).executeTakeFirstOrThrow();
    const change = async (data: Parameters<typeof groupHealthStatusChange>[1]) => {
      await db.updateTable('group_health_proposals').set(groupHealthStatusChange(await row(), data).set).where('id', '=', proposalId).execute();
    };
    expect((await row()).callback_announced_at).toBe(new Date(NOW).toISOString());

    await change({ proposalStatus: 'Callback Scheduled', callbackTimeArray: [minutes(-3), minutes(30)] });
    emitted = [];
    expect(await announcer(NOW + 29 * 60_000).runOnce()).toBe(0);
    expect(await announcer(NOW + 30 * 60_000).runOnce()).toBe(1);
    expect(emitted[0]!.payload.data[0]).toMatchObject({ recordId: proposalId, recordType: 'groupHealthProposal', kind: 'callbackDue' });

    await change({ proposalStatus: 'Callback Scheduled', callbackTimeArray: [minutes(60)] });
    await change({ proposalStatus: 'Sent to Customer' });
    expect(await row()).toMatchObject({ callback_at: null, callback_times: JSON.stringify([minutes(60)]) });
    expect(await announcer(NOW + 61 * 60_000).runOnce()).toBe(0);
  });
});

describe('the announcer started with the server', () => {
  it('looks every callbackCheckMs and announces a call-back that fell due', async () => {
    const server = await buildTestServer({ demo: { customers: 0 }, jobs: { callbackCheckMs: 50 } });
    try {
      const agent = await insertAgent(server.app.db, 'Server Agent');
      const { proposalId } = await insertCallbackProposal(server.app.db, { line: 'health', callbackAt: new Date(Date.now() - 1000).toISOString(), assignedTo: agent });
      await expect.poll(async () => (await notificationsDb(server.app.db).selectFrom('notifications').select(['kind', 'record_type', 'recipient_id'])
        .where('record_id', '=', proposalId).execute()), { timeout: 5000 }).toEqual([{ kind: 'callbackDue', record_type: 'healthProposal', recipient_id: agent }]);
    } finally {
      await server.close();
    }
  });
});
