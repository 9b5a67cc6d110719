// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_OPTIONS, createNotificationSocket } from '../../shared/client/socketClient.js';
import { SOCKET } from '../../shared/contract/constants.js';
import { newRequestRoom, type NotificationUpdate, type RoomEvent } from '../../shared/contract/notifications/index.js';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import type { NativeNotification } from '../platform/deps.js';
import { createNotificationService } from './notificationService.js';

let server: TestServer;
let url: string;
let token: string;
let customer: { id: string; full_name: string };

beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  customer = await server.app.db.selectFrom('customers').select(['id', 'full_name']).executeTakeFirstOrThrow();
});
afterAll(async () => server.close());
const running: Array<{ stop(): unknown }> = [];
afterEach(() => {
  for (const service of running.splice(0)) service.stop();
});

class FakeNotification implements NativeNotification {
  static shown: FakeNotification[] = [];
  private readonly listeners = new Map<string, () => void>();
  constructor(readonly options: { title: string; body: string }) {}
  show() {
    FakeNotification.shown.push(this);
  }
  on(event: 'click' | 'close' | 'failed', listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
  click() {
    this.listeners.get('click')?.();
  }
}

function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 5);
    };
    tick();
  });
}

function setup() {
  FakeNotification.shown = [];
  const emit = vi.fn();
  const focusWindow = vi.fn();
  const received: Array<[string, Partial<ManagerOptions & SocketOptions>]> = [];
  // socket.io-client fills in the options object it is given; the test keeps what it was handed.
  const factory = (target: string, options: Partial<ManagerOptions & SocketOptions>) => {
    received.push([target, { ...options }]);
    return io(target, options);
  };
  const service = createNotificationService({ serverUrl: url, getToken: () => token, NativeNotification: FakeNotification, focusWindow, emit, io: factory });
  running.push(service);
  const updates = () => emit.mock.calls.filter(([event]) => event === 'notifications:updated').map(([, payload]) => payload as NotificationUpdate);
  const states = () => emit.mock.calls.filter(([event]) => event === 'notifications:state').map(([, payload]) => payload as string);
  return { service, emit, focusWindow, received, updates, states };
}

async function started(context: ReturnType<typeof setup>) {
  context.service.start();
  await waitFor(() => context.states().includes('connected'));
  // The join travels right after connect; a round trip makes sure the room holds the socket.
  await waitFor(() => server.app.sockets.io.of('/').adapter.rooms.get(SOCKET.room)?.has(context.service.socket.id ?? '') ?? false);
  return context;
}

describe('notification service (main)', () => {
  it('connects with exactly the spec socket options to the API host root', async () => {
    const context = await started(setup());
    const [target, options] = context.received[0]!;
    expect(target).toBe(url);
    const { auth, ...rest } = options;
    expect(rest).toEqual({
      transports: ['polling', 'websocket'], upgrade: true, timeout: 20_000, reconnection: true, reconnectionAttempts: Infinity,
      reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, autoConnect: false,
    });
    expect(typeof auth).toBe('function');
    const manager = context.service.socket.io as unknown as { backoff: { factor: number; ms: number; max: number; jitter: number } };
    expect(manager.backoff).toMatchObject({ factor: 2, ms: 1000, max: 5000, jitter: 0.5 });
    expect(context.service.socket.io.engine.transport.name === 'polling' || context.service.socket.io.engine.transport.name === 'websocket').toBe(true);
    await waitFor(() => context.service.socket.io.engine.transport.name === 'websocket');
    context.service.stop();
  });

  it('forwards each new notification to the window and raises one OS popup held until clicked', async () => {
    const context = await started(setup());
    await server.app.notify({ kind: 'customerCommentAdded', customerId: customer.id, customerName: customer.full_name });
    await waitFor(() => context.updates().length === 1);
    expect(context.updates()[0]!.data[0]).toMatchObject({ kind: 'customerCommentAdded', title: 'New comment' });
    expect(FakeNotification.shown.map((n) => n.options)).toEqual([{ title: 'New comment', body: `Comment on ${customer.full_name}` }]);
    expect(context.service.popupCount()).toBe(1);

    FakeNotification.shown[0]!.click();
    expect(context.focusWindow).toHaveBeenCalledOnce();
    expect(context.emit).toHaveBeenCalledWith('notifications:open', `/customers/${customer.id}?tab=comments`);
    expect(context.service.popupCount()).toBe(0);
    context.service.stop();
  });

  it('forwards record changes to the window without a popup, and drops a payload that is not one', async () => {
    const context = await started(setup());
    const change = { records: [{ kind: 'proposal', id: 'p1' }], by: { _id: 'u2', fullName: 'Omar Haddad' }, at: '2026-01-01T10:00:00.000Z' };
    server.app.sockets.emitToRoom(SOCKET.room, SOCKET.recordChanged, { records: [] });
    server.app.sockets.emitToRoom(SOCKET.room, SOCKET.recordChanged, change);
    await waitFor(() => context.emit.mock.calls.some(([event]) => event === 'notifications:recordChanged'));
    expect(context.emit.mock.calls.filter(([event]) => event === 'notifications:recordChanged')).toEqual([['notifications:recordChanged', change]]);
    expect(FakeNotification.shown).toEqual([]);
    context.service.stop();
  });

  it('ignores an event with a non-empty Errors list', async () => {
    const context = await started(setup());
    server.app.sockets.emitToRoom(SOCKET.room, SOCKET.event, { Errors: ['Quote service unavailable'], data: [] });
    await server.app.notify({ kind: 'customerStatusChanged', customerId: customer.id, customerName: customer.full_name, blocked: false });
    await waitFor(() => context.updates().length === 1);
    expect(context.updates()[0]!.data[0]!.kind).toBe('customerStatusChanged');
    expect(FakeNotification.shown).toHaveLength(1);
    context.service.stop();
  });

  it('groups a burst into one popup and raises none when popups are switched off', async () => {
    const context = await started(setup());
    const many = Array.from({ length: 5 }, (_, index) => ({
      _id: `n${index}`, kind: 'documentUploaded', title: 'Document uploaded', description: `d${index}`, recordType: 'customer',
      recordId: customer.id, isRead: false, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
    }));
    server.app.sockets.emitToRoom(SOCKET.room, SOCKET.event, { success: true, data: many });
    await waitFor(() => context.updates().length === 1);
    expect(FakeNotification.shown.map((n) => n.options.body)).toEqual(['5 new notifications']);
    context.service.setPopups(false);
    server.app.sockets.emitToRoom(SOCKET.room, SOCKET.event, { success: true, data: many.slice(0, 1) });
    await waitFor(() => context.updates().length === 2);
    expect(FakeNotification.shown).toHaveLength(1);
    context.service.stop();
  });

  it('reconnects at once after a server-forced disconnect, and rejoins the room', async () => {
    const context = await started(setup());
    const socket = context.service.socket;
    const firstId = socket.id;
    const serverSocket = server.app.sockets.io.of('/').sockets.get(firstId!)!;
    const forcedAt = performance.now();
    serverSocket.disconnect(true);
    await waitFor(() => socket.connected && socket.id !== firstId);
    const took = performance.now() - forcedAt;
    // The reconnection delay is at least 500 ms (1000 ms, jitter 0.5); "at once" is well under it.
    expect(took).toBeLessThan(400);
    await waitFor(() => server.app.sockets.io.of('/').adapter.rooms.get(SOCKET.room)?.has(socket.id!) ?? false);
    expect(context.states()).toContain('reconnecting');
    context.service.stop();
  });

  it("forwards the events of the request room the page follows to the window, until it unfollows", async () => {
    const context = await started(setup());
    const room = newRequestRoom();
    expect(await context.service.follow({ room, events: ['quote-counter'] })).toEqual({ ok: true, data: { joined: true } });
    server.app.sockets.emitToRoom(room, 'quote-counter', { reqId: room, remaining: 1 });
    await waitFor(() => context.emit.mock.calls.some(([event]) => event === 'notifications:roomEvent'));
    expect(context.emit).toHaveBeenCalledWith('notifications:roomEvent', { room, event: 'quote-counter', payload: { reqId: room, remaining: 1 } });
    expect(context.service.unfollow(room)).toEqual({ ok: true, data: null });
    await waitFor(() => !(server.app.sockets.io.of('/').adapter.rooms.get(room)?.size));
    context.service.stop();
  });

  it('says "refused" when the server refuses the handshake, without retrying', async () => {
    const context = setup();
    const service = createNotificationService({ serverUrl: url, getToken: () => 'not.a.token', NativeNotification: FakeNotification, focusWindow: vi.fn(), emit: context.emit });
    running.push(service);
    service.start();
    await waitFor(() => context.states().includes('refused'));
    expect(service.socket.active).toBe(false);
    service.stop();
  });
});

describe('shared socket client', () => {
  it('keeps exactly one "notification-updated" listener: a second listen replaces the first', async () => {
    const live = createNotificationSocket({ url, getToken: () => token, io });
    const first = vi.fn();
    const second = vi.fn();
    live.listen(first);
    live.listen(second);
    expect(live.socket.listeners(SOCKET.event)).toHaveLength(1);
    live.connect();
    await waitFor(() => live.state() === 'connected');
    await waitFor(() => server.app.sockets.io.of('/').adapter.rooms.get(SOCKET.room)?.has(live.socket.id ?? '') ?? false);
    await server.app.notify({ kind: 'customerCommentAdded', customerId: customer.id, customerName: customer.full_name });
    await waitFor(() => second.mock.calls.length === 1);
    expect(first).not.toHaveBeenCalled();
    live.disconnect();
  });

  const inRoom = (room: string, socketId: string | undefined) => server.app.sockets.io.of('/').adapter.rooms.get(room)?.has(socketId ?? '') ?? false;

  async function connectedClient() {
    const live = createNotificationSocket({ url, getToken: () => token, io });
    live.connect();
    await waitFor(() => live.state() === 'connected');
    return live;
  }

  it("follows one request room: its named events reach the listener with the room's name, others do not, and it is left on unfollow", async () => {
    const live = await connectedClient();
    const room = newRequestRoom();
    const heard: RoomEvent[] = [];
    expect(await live.follow({ room, events: ['admin-proposal-created', 'quote-counter'] }, (event) => heard.push(event))).toBe(true);
    expect(inRoom(room, live.socket.id)).toBe(true);
    const refused = { reqId: room, success: false, Errors: [{ companyName: 'AXA', planName: 'Gold', message: 'Car too old' }] };
    server.app.sockets.emitToRoom(room, 'health-quote-created', { reqId: room, success: true });
    // An event naming another request (a late one of a room left a moment ago) is dropped, as is one naming none.
    server.app.sockets.emitToRoom(room, 'quote-counter', { reqId: newRequestRoom(), remaining: 7 });
    server.app.sockets.emitToRoom(room, 'quote-counter', { remaining: 6 });
    server.app.sockets.emitToRoom(room, 'admin-proposal-created', refused);
    server.app.sockets.emitToRoom(room, 'quote-counter', { reqId: room, remaining: 0 });
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual([
      { room, event: 'admin-proposal-created', payload: refused },
      { room, event: 'quote-counter', payload: { reqId: room, remaining: 0 } },
    ]);

    live.unfollow(newRequestRoom());
    expect(live.socket.listeners('quote-counter')).toHaveLength(1);
    live.unfollow(room);
    expect(live.socket.listeners('quote-counter')).toHaveLength(0);
    await waitFor(() => !inRoom(room, live.socket.id));
    live.disconnect();
  });

  it('follows one room at a time: following another leaves the first; the followed room is joined again after a forced reconnection', async () => {
    const live = await connectedClient();
    const first = newRequestRoom();
    const second = newRequestRoom();
    const heard: RoomEvent[] = [];
    await live.follow({ room: first, events: ['quote-counter'] }, (event) => heard.push(event));
    expect(await live.follow({ room: second, events: ['quote-counter'] }, (event) => heard.push(event))).toBe(true);
    await waitFor(() => !inRoom(first, live.socket.id));
    expect(live.socket.listeners('quote-counter')).toHaveLength(1);

    const firstId = live.socket.id!;
    server.app.sockets.io.of('/').sockets.get(firstId)!.disconnect(true);
    await waitFor(() => live.socket.connected && live.socket.id !== firstId && inRoom(second, live.socket.id));
    server.app.sockets.emitToRoom(first, 'quote-counter', { reqId: first, remaining: 5 });
    server.app.sockets.emitToRoom(second, 'quote-counter', { reqId: second, remaining: 4 });
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual([{ room: second, event: 'quote-counter', payload: { reqId: second, remaining: 4 } }]);
    live.disconnect();
  });

  it('answers false at once when not connected, and joins the room once it connects', async () => {
    const live = createNotificationSocket({ url, getToken: () => token, io });
    const room = newRequestRoom();
    expect(await live.follow({ room, events: ['quote-counter'] }, () => undefined)).toBe(false);
    live.connect();
    await waitFor(() => inRoom(room, live.socket.id));
    live.disconnect();
  });

  it('answers false when the server refuses the room', async () => {
    const live = await connectedClient();
    expect(await live.follow({ room: 'room-42', events: ['quote-counter'] }, () => undefined)).toBe(false);
    live.disconnect();
  });

  it('uses the options object the spec lists, unchanged', () => {
    expect(SOCKET_OPTIONS).toEqual({
      transports: ['polling', 'websocket'], upgrade: true, timeout: 20000, reconnection: true, reconnectionAttempts: Infinity,
      reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, autoConnect: false,
    });
  });
});
