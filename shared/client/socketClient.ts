import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET } from '../contract/constants.js';
import {
  NotificationUpdateSchema, RecordChangeSchema, type ConnectionState, type NotificationUpdate, type RecordChange, type RoomEvent, type RoomFollow,
} from '../contract/notifications/notifications.schema.js';

/**
 * The socket options of spec 000 §9, exactly: the API host root, long-polling upgrading to
 * websocket, connect time-out 20000 ms, reconnect delay 1000 ms up to 5000 ms with jitter 0.5,
 * unlimited attempts. The factor 2 is socket.io-client's own backoff factor (it has no option).
 */
export const SOCKET_OPTIONS = {
  transports: ['polling', 'websocket'],
  upgrade: true,
  timeout: SOCKET.timeout,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET.reconnectionDelay,
  reconnectionDelayMax: SOCKET.reconnectionDelayMax,
  randomizationFactor: SOCKET.randomizationFactor,
  autoConnect: false,
} as const satisfies Partial<ManagerOptions & SocketOptions>;
export const SOCKET_RECONNECTION_FACTOR = 2;

export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface NotificationSocketOptions {
  /** The API server's origin; the socket connects to its root. */
  url: string;
  /** Read on every connection and reconnection, so a new sign-in's token is used. */
  getToken: () => string | null;
  onState?: (state: ConnectionState) => void;
  /**
   * socket.io-client's `io` (a spy in tests). Passed in rather than imported, so the browser host
   * can load socket.io-client only once someone signs in, keeping it out of the sign-in screen.
   */
  io: SocketFactory;
}

/**
 * An event with a non-empty `Errors` list is ignored (spec 000 §8), as is one that is not a
 * notification update at all; anything else is the latest notifications.
 *
 * @example acceptUpdate({ Errors: ['x'] }) // null
 */
export function acceptUpdate(payload: unknown): NotificationUpdate | null {
  if (payload && typeof payload === 'object' && Array.isArray((payload as { Errors?: unknown }).Errors) && (payload as { Errors: unknown[] }).Errors.length > 0) {
    return null;
  }
  const parsed = NotificationUpdateSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/**
 * The live-notification socket, written once for Electron main and the browser host (spec 000
 * §4): connects with the token in the handshake, joins room "notificationsidebar" on every
 * connection, and reconnects at once when the server disconnects it (socket.io leaves that to
 * the client). `listen` replaces any earlier listener, so there is never more than one.
 *
 * @example
 * const live = createNotificationSocket({ url, getToken, onState });
 * live.listen((update) => store(update.data)); live.connect();
 */
/** The request room a live event says it belongs to (its `reqId`). */
function roomOf(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as { reqId?: unknown }).reqId : undefined;
}

export function createNotificationSocket(options: NotificationSocketOptions) {
  let state: ConnectionState = 'idle';
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const socket = options.io(options.url, {
    ...SOCKET_OPTIONS,
    auth: (send: (data: object) => void) => send({ token: options.getToken() ?? '' }),
  });

  /** The request room followed now, and the listeners it added; joined again on every connection. */
  let followed: { room: string; forwards: Array<[event: string, forward: (payload: unknown) => void]> } | null = null;

  socket.on('connect', () => {
    setState('connected');
    socket.emit('join', SOCKET.room);
    if (followed) socket.emit('join', followed.room);
  });

  function unfollow(room?: string): void {
    if (!followed || (room !== undefined && room !== followed.room)) return;
    for (const [event, forward] of followed.forwards) socket.off(event, forward);
    if (socket.connected) socket.emit('leave', followed.room);
    followed = null;
  }

  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return setState('idle');
    setState('reconnecting');
    // socket.io reconnects by itself after a lost connection, but not after the server's own disconnect.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => {
    // Not active: the server refused the handshake (no or revoked session); retrying cannot help.
    setState(socket.active ? 'reconnecting' : 'refused');
  });

  return {
    socket,
    state: () => state,

    /** Replaces any earlier listener of "notification-updated". */
    listen(listener: (update: NotificationUpdate) => void): void {
      socket.off(SOCKET.event);
      socket.on(SOCKET.event, (payload: unknown) => {
        const update = acceptUpdate(payload);
        if (update) listener(update);
      });
    },

    /** Replaces any earlier listener of "record-changed"; a payload that is not a record change is dropped. */
    listenRecordChanges(listener: (change: RecordChange) => void): void {
      socket.off(SOCKET.recordChanged);
      socket.on(SOCKET.recordChanged, (payload: unknown) => {
        const change = RecordChangeSchema.safeParse(payload);
        if (change.success) listener(change.data);
      });
    },

    /**
     * Follows one request's room (`quotes:<uuid>`, sent as the request's `reqId`): joins it, again
     * on every reconnection, and hands `listener` each of the named events whose payload names this
     * room as its `reqId` (a late event of a room left a moment ago is dropped). One room at a
     * time; following another room leaves this one. Resolves true once the server has
     * accepted the join; false when it refused, or did not answer within `SOCKET.joinTimeout`, or
     * the socket is not connected (it joins on connecting): the caller sends its request anyway.
     */
    async follow({ room, events }: RoomFollow, listener: (event: RoomEvent) => void): Promise<boolean> {
      unfollow();
      const forwards = events.map((event): [string, (payload: unknown) => void] => [event, (payload) => {
        if (roomOf(payload) === room) listener({ room, event, payload });
      }]);
      for (const [event, forward] of forwards) socket.on(event, forward);
      followed = { room, forwards };
      if (!socket.connected) return false;
      try {
        const answer = (await socket.timeout(SOCKET.joinTimeout).emitWithAck('join', room)) as { ok?: unknown };
        return answer.ok === true;
      } catch {
        return false;
      }
    },

    /** Stops following `room` and leaves it; nothing when another room (or none) is followed. Without a room: whichever is followed. */
    unfollow,

    /** Connects, or reconnects if disconnected; does nothing while connected or connecting. */
    connect(): void {
      if (socket.connected || socket.active) return;
      setState('connecting');
      socket.connect();
    },

    disconnect(): void {
      // Signing out ends whatever request was followed: the next session starts with none.
      unfollow();
      socket.disconnect();
      setState('idle');
    },
  };
}

export type NotificationSocket = ReturnType<typeof createNotificationSocket>;
