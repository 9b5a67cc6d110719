import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET } from '../shared/contract/constants.js';
import { newRequestRoom } from '../shared/contract/notifications/index.js';
import { PurchaseResultSchema, StartedPaymentResultSchema } from '../shared/contract/payments/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../tests/helpers/buildTestServer.js';
import { createTestDatabase, type TestDatabase } from '../tests/helpers/testDatabase.js';
import { DEMO_PASSWORD } from './demo/seedDemo.js';
import { createSaleFixture, createTestInsurer } from '../tests/fixtures/payments/salesFixture.js';
import { SIGNATURE_HEADER, signPayload } from './services/payments/paymentProvider.js';

/**
 * Two server instances on one PostgreSQL database act as one server (issue 13): what either
 * keeps in memory must not decide anything the other can change.
 */
const WEBHOOK_SECRET = 'instances-webhook-secret';
const LOGIN = '/api/admin-auth/login';
const ME = '/api/admin/me';
const CUSTOMERS = '/api/admin/customers/get-customer?size=10&page=1';

/** One insurer for both instances, counting the policies it is asked for; it can be taken offline. */
const { gateway: insurer, state: insurerState } = createTestInsurer();

/** Both instances' log lines, to count the periodic jobs each ran. */
const logLines: Array<{ msg?: string }> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { msg?: string });
    done();
  },
});

let database: TestDatabase;
let one: TestServer;
let two: TestServer;
let oneUrl: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'brokerdesk-shared-files-'));
  const instance = () => buildTestServer({
    database: database.target, filesDir, insurers: insurer, paymentWebhookSecret: WEBHOOK_SECRET,
    jobs: { renewalSweepMs: 60 * 60_000, cleanUpMs: 60 * 60_000 }, logger: { level: 'info', stream: logStream },
  });
  one = await instance();
  two = await instance();
  oneUrl = await one.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(one.app.server.address() as AddressInfo).port}`);
  await two.app.ready();
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
  await database?.drop();
});

const me = (server: TestServer, token: string) => server.injectAs(token, { method: 'GET', url: ME });

describe('sessions', () => {
  it('a session started on one instance works on the other, and signing out on either ends it on both at once', async () => {
    const token = await one.login();
    expect((await me(two, token)).statusCode).toBe(200);
    expect((await two.injectAs(token, { method: 'GET', url: '/api/admin-auth/logout' })).statusCode).toBe(200);
    const refused = await me(one, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/signed out/);
  });

  it("a password change on one instance ends the account's other sessions on the other at once", async () => {
    const account = await createTestAccount(one.app);
    const [changer, other] = [await one.login(account.email), await two.login(account.email)];
    expect((await me(two, other)).statusCode).toBe(200);
    const changed = await one.injectAs(changer, {
      method: 'POST', url: '/api/user/change-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Long-Pass-42', confirmPassword: 'Another-Long-Pass-42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(two, other)).statusCode).toBe(401);
    expect((await me(two, changer)).statusCode).toBe(200);
  });

  it('counts wrong passwords on both instances: the fifth locks the account on both', async () => {
    const account = await createTestAccount(one.app);
    const attempt = (server: TestServer, password: string) => server.app.inject({ method: 'POST', url: LOGIN, payload: { email: account.email, password }, remoteAddress: '10.9.0.1' });
    for (let i = 0; i < 4; i++) expect((await attempt(i % 2 === 0 ? one : two, 'Wrong-password-1')).statusCode).toBe(401);
    expect((await attempt(two, 'Wrong-password-1')).statusCode).toBe(429);
    for (const server of [one, two]) expect((await attempt(server, DEMO_PASSWORD)).json().message).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minutes\.$/);
  });
});

it("a customer added on one instance is in the other's list at once, though that list was just read", async () => {
  const token = await one.login();
  const list = async () => (await one.injectAs(token, { method: 'POST', url: CUSTOMERS, payload: {} })).json<{ data: Array<{ email: string }>; pagination: { totalItems: number } }>();
  const before = await list();
  expect(await list()).toEqual(before);
  const added = await two.injectAs(token, { method: 'POST', url: '/api/admin/customers/add-customer', payload: { fullName: 'Two Instances', email: 'two.instances@example.ae', mobileNumber: '0501112233' } });
  expect(added.statusCode, added.body).toBe(200);
  const after = await list();
  expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
  expect(after.data[0]?.email).toBe('two.instances@example.ae');
});

/** A desktop's socket, connected to one instance; no reconnection, so a drop stays visible. */
async function desktopSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

it('a notification emitted on one instance reaches a desktop connected to the other; signing out on that one drops it', async () => {
  const token = await one.login();
  const socket = await desktopSocket(oneUrl, token);
  try {
    expect(await socket.emitWithAck('join', SOCKET.room)).toEqual({ ok: true });
    const update = new Promise<{ data: Array<{ kind: string }> }>((resolve) => socket.once(SOCKET.event, resolve));
    await two.app.notify({ kind: 'customerCommentAdded', customerId: 'x', customerName: 'Mariam Al Zaabi' });
    expect((await update).data[0]?.kind).toBe('customerCommentAdded');

    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await two.injectAs(token, { method: 'GET', url: '/api/admin-auth/logout' })).statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  } finally {
    socket.close();
  }
});

it("a quote emitted on one instance reaches the desktop following its request's room on the other", async () => {
  const token = await one.login();
  const socket = await desktopSocket(oneUrl, token);
  try {
    const room = newRequestRoom();
    expect(await socket.emitWithAck('join', room)).toEqual({ ok: true });
    const counter = new Promise<unknown>((resolve) => socket.once('quote-counter', resolve));
    two.app.sockets.emitToRoom(room, 'quote-counter', { remaining: 4 });
    expect(await counter).toEqual({ remaining: 4 });
  } finally {
    socket.close();
  }
});

it('runs the renewal sweep and the sign-in clean-up once across both instances', async () => {
  await expect.poll(() => logLines.filter((line) => line.msg === 'renewal sweep').length).toBe(1);
  await expect.poll(() => logLines.filter((line) => line.msg === 'sign-in clean-up').length).toBe(1);
  const leases = await one.app.db.selectFrom('job_leases').select(['name', 'holder']).orderBy('name').execute();
  expect(leases.map((lease) => lease.name)).toEqual(['renewal sweep', 'sign-in clean-up']);
  // Both instances have tried by now (each at start); neither runs again within the hour.
  expect(logLines.filter((line) => line.msg === 'renewal sweep' || line.msg === 'sign-in clean-up')).toHaveLength(2);
});

describe('money under two instances, 20 times in a row', () => {
  const callback = (server: TestServer, body: Record<string, unknown>) => {
    const rawBody = JSON.stringify(body);
    return server.app.inject({
      method: 'POST', url: '/api/payments/callback/card', payload: rawBody,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(WEBHOOK_SECRET, rawBody) },
    });
  };

  it('a callback delivered to both marks the quote paid once; two purchases sent to both give one policy from one insurer call', async () => {
    const token = await one.login();
    for (let round = 0; round < 20; round++) {
      const { quoteIds: [quoteId] } = await createSaleFixture(one.app);
      const started = await one.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId}/payment`, payload: {} });
      const { payment } = StartedPaymentResultSchema.parse(started.json()).data;
      const { order_id: orderId } = await one.app.db.selectFrom('payments').select('order_id').where('id', '=', payment._id).executeTakeFirstOrThrow();
      await one.app.db.updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', orderId!).execute();

      // Paid while the insurer is offline, so the policy waits for the purchases below.
      insurerState.down = true;
      const body = { orderId, status: 'paid', amountFils: 2_625_00 };
      const outcomes = await Promise.all([callback(one, { ...body, eventId: `a${round}` }), callback(two, { ...body, eventId: `b${round}` })])
        .finally(() => { insurerState.down = false; });
      expect(outcomes.map((answer) => answer.json<{ outcome: string }>().outcome).sort(), `round ${round}`).toEqual(['applied', 'ignored']);

      const calls = insurerState.calls;
      const purchases = await Promise.all([one, two].map((server) => server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId}/purchase`, payload: {} })));
      const policyIds = purchases.map((answer) => PurchaseResultSchema.parse(answer.json()).data._id);
      expect(new Set(policyIds).size, `round ${round}`).toBe(1);
      expect(insurerState.calls - calls, `round ${round}`).toBe(1);

      const db = one.app.db;
      const payments = await db.selectFrom('payments').select('status').where('quote_id', '=', quoteId!).execute();
      const policies = await db.selectFrom('policies').select(['id', 'status']).where('quote_id', '=', quoteId!).execute();
      const transactions = await db.selectFrom('transactions').select('id').where('policy_id', '=', policies[0]!.id).execute();
      expect(payments.filter((row) => row.status === 'paid'), `round ${round}`).toHaveLength(1);
      expect(policies, `round ${round}`).toEqual([{ id: policyIds[0], status: 'Active' }]);
      expect(transactions, `round ${round}`).toHaveLength(1);
    }
  }, 120_000);
});
