import type { CallInput, CallResult } from '../../shared/client/index.js';
import type { SessionTimes } from '../../shared/contract/auth/auth.schema.js';
import type { ConnectionState, Notification, NotificationUpdate, RecordChange, RoomEvent, RoomFollow } from '../../shared/contract/notifications/index.js';
import type { EndpointKey } from '../../shared/contract/index.js';
import type { HostBridge } from '../../shared/host/bridge.js';

type Answer = CallResult<unknown> | Promise<CallResult<unknown>>;
export type CallHandler = (input: CallInput) => Answer;

export interface FakeBridgeOverrides extends Partial<Omit<HostBridge, 'call'>> {
  /** Answers per endpoint; any other endpoint answers "not implemented". */
  calls?: Partial<Record<EndpointKey, CallHandler>>;
}

export interface FakeBridge extends HostBridge {
  /** Every `call` and `download`, in order. */
  requests: Array<{ endpoint: EndpointKey; input: CallInput; kind: 'call' | 'download' }>;
  /** Fires the session-expired listeners, as a host does after a 401. */
  expireSession(): void;
}

/** A successful call result. @example ok({ success: true, data: customer }) */
export function ok<T>(data: T): CallResult<T> {
  return { ok: true, data };
}

/** A failed call result as the host gives it. @example failed(404, 'Customer not found') */
export function failed(status: number, message: string, fieldErrors?: Record<string, string>): CallResult<never> {
  return { ok: false, error: fieldErrors ? { status, code: 'http', message, fieldErrors } : { status, code: 'http', message } };
}

/**
 * A session's ends as the server answers them: idle end and lifetime `idleMs` and `lifetimeMs`
 * from now (30 minutes and 12 hours unless given), on the server's clock `skewMs` ahead of ours.
 *
 * @example ok({ success: true, type: 'employee', employee: user, session: sessionTimes() })
 */
export function sessionTimes({ idleMs = 30 * 60_000, lifetimeMs = 12 * 3_600_000, skewMs = 0 } = {}): SessionTimes {
  const serverNow = Date.now() + skewMs;
  return {
    expiresAt: new Date(serverNow + lifetimeMs).toISOString(),
    idleExpiresAt: new Date(serverNow + idleMs).toISOString(),
    serverTime: new Date(serverNow).toISOString(),
  };
}

const notImplemented = (what: string): CallResult<never> => ({
  ok: false,
  error: { status: 0, code: 'unknown-endpoint', message: `fakeBridge: ${what} is not implemented` },
});

/**
 * A host bridge for tests: every method answers a "not implemented" error unless overridden,
 * so a test stubs only what it uses (react-admin's `testDataProvider`).
 *
 * @example const bridge = fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: customer }) } });
 */
export function fakeBridge(overrides: FakeBridgeOverrides = {}): FakeBridge {
  const { calls = {}, ...methods } = overrides;
  const listeners = new Set<() => void>();
  const requests: FakeBridge['requests'] = [];
  const bridge: FakeBridge = {
    requests,
    expireSession: () => {
      for (const listener of [...listeners]) listener();
    },
    info: () => Promise.resolve({ kind: 'browser', version: 'test', serverUrl: 'http://test', embedded: false }),
    call: (async (endpoint: EndpointKey, input: CallInput) => {
      requests.push({ endpoint, input, kind: 'call' });
      const handler = calls[endpoint];
      return handler ? handler(input) : notImplemented(`call("${endpoint}")`);
    }) as HostBridge['call'],
    download: (endpoint, input) => {
      requests.push({ endpoint, input: input, kind: 'download' });
      return Promise.resolve(notImplemented(`download("${endpoint}")`));
    },
    preview: (endpoint) => Promise.resolve(notImplemented(`preview("${endpoint}")`)),
    signIn: () => Promise.resolve(notImplemented('signIn')),
    signOut: () => Promise.resolve(notImplemented('signOut')),
    hasSession: () => Promise.resolve(false),
    onSessionExpired: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifications: {
      start: () => Promise.resolve(notImplemented('notifications.start')),
      stop: () => Promise.resolve(notImplemented('notifications.stop')),
      setPopups: () => Promise.resolve(notImplemented('notifications.setPopups')),
      onUpdated: () => () => undefined,
      onConnectionState: () => () => undefined,
      onRecordChanged: () => () => undefined,
      onOpen: () => () => undefined,
      follow: () => Promise.resolve(notImplemented('notifications.follow')),
      unfollow: () => Promise.resolve(notImplemented('notifications.unfollow')),
      onRoomEvent: () => () => undefined,
    },
    files: {
      pick: () => Promise.resolve(notImplemented('files.pick')),
      fromDrop: () => Promise.resolve(notImplemented('files.fromDrop')),
      upload: () => Promise.resolve(notImplemented('files.upload')),
      onProgress: () => () => undefined,
    },
    downloads: {
      open: () => Promise.resolve(notImplemented('downloads.open')),
      reveal: () => Promise.resolve(notImplemented('downloads.reveal')),
    },
    settings: {
      getServer: () => Promise.resolve(notImplemented('settings.getServer')),
      setServer: () => Promise.resolve(notImplemented('settings.setServer')),
      restart: () => Promise.resolve(notImplemented('settings.restart')),
    },
    onNavigate: () => () => undefined,
    ...methods,
  };
  if (methods.download) {
    const download = methods.download;
    const untyped = (endpoint: EndpointKey, input: CallInput) => {
      requests.push({ endpoint, input, kind: 'download' });
      return download(endpoint as never, input as never);
    };
    // Comparing this untyped function with the generic one over every endpoint's input is a union too large for the compiler (lint's checker does not see that).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    bridge.download = untyped as unknown as typeof bridge.download;
  }
  return bridge;
}

/**
 * A live-notifications capability whose events a test fires, as the host does when the socket
 * delivers them; `start`, `stop`, `follow` (joined) and `unfollow` succeed, and the rooms asked for are kept.
 *
 * @example const live = fakeLive(); const bridge = fakeBridge({ notifications: live.capability }); live.state('reconnecting');
 */
export function fakeLive() {
  const listeners = {
    updated: new Set<(update: NotificationUpdate) => void>(),
    state: new Set<(state: ConnectionState) => void>(),
    changed: new Set<(change: RecordChange) => void>(),
    open: new Set<(path: string) => void>(),
    room: new Set<(event: RoomEvent) => void>(),
  };
  const follows: RoomFollow[] = [];
  const unfollows: string[] = [];
  const add = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const capability: HostBridge['notifications'] = {
    start: () => Promise.resolve({ ok: true, data: null }),
    stop: () => Promise.resolve({ ok: true, data: null }),
    setPopups: () => Promise.resolve({ ok: true, data: null }),
    onUpdated: (listener) => add(listeners.updated, listener),
    onConnectionState: (listener) => add(listeners.state, listener),
    onRecordChanged: (listener) => add(listeners.changed, listener),
    onOpen: (listener) => add(listeners.open, listener),
    follow: (request) => {
      follows.push(request);
      return Promise.resolve({ ok: true, data: { joined: true } });
    },
    unfollow: (room) => {
      unfollows.push(room);
      return Promise.resolve({ ok: true, data: null });
    },
    onRoomEvent: (listener) => add(listeners.room, listener),
  };
  return {
    capability,
    follows,
    unfollows,
    /** Delivers an event of the followed room, as the host does when the socket receives it. */
    roomEvent: (event: RoomEvent) => listeners.room.forEach((listener) => listener(event)),
    update: (update: NotificationUpdate) => listeners.updated.forEach((listener) => listener(update)),
    state: (state: ConnectionState) => listeners.state.forEach((listener) => listener(state)),
    change: (change: RecordChange) => listeners.changed.forEach((listener) => listener(change)),
    open: (path: string) => listeners.open.forEach((listener) => listener(path)),
  };
}

/** A notification as the server pushes it. @example notification({ kind: 'quotePaid', recordType: 'proposal', recordId: 'p1' }) */
export function notification(overrides: Partial<Notification> & Pick<Notification, 'kind' | 'recordType' | 'recordId'>): Notification {
  const at = new Date().toISOString();
  return { _id: `n-${Math.random().toString(36).slice(2)}`, title: overrides.kind, description: overrides.kind, isRead: false, createdAt: at, updatedAt: at, ...overrides };
}
