import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { MESSAGES, SOCKET, toRoutePattern } from '../../shared/contract/index.js';
import { authContract } from '../../shared/contract/auth/auth.contract.js';
import { RequestRoomSchema } from '../../shared/contract/notifications/notifications.schema.js';
import { keepLentConnectionErrorsFromCrashing } from '../db/postgres.js';
import { HttpError } from '../http/httpError.js';
import { tokenFromHeaders } from '../http/auth.js';
import { accountRoom } from '../services/notifications/notifier.js';

/** The desktop renderer's origin: the only page origin besides the server's own that may open a socket. */
export const DESKTOP_APP_ORIGIN = 'app://brokerdesk';
/** Rooms every client may join. */
const ROOMS = new Set<string>([SOCKET.room]);

/**
 * The notifications room, or a request's own room (`quotes:<uuid v4>`, the `reqId` the screen sent):
 * unguessable, so joining one's own is all a client can do. Never the session room.
 */
const mayJoin = (room: unknown): room is string => typeof room === 'string' && (ROOMS.has(room) || RequestRoomSchema.safeParse(room).success);

export interface SocketOptions {
  /** Page origins allowed besides `app://brokerdesk` and the server's own; default: `BROKERDESK_ALLOWED_ORIGINS`, comma-separated. */
  allowedOrigins?: readonly string[];
  /** How often connected sessions are checked for revocation, expiry or a disabled account. */
  revocationCheckMs?: number;
  /** How long a dropped client may come back with its rooms and missed events (connection-state recovery; SQLite only, see below). */
  recoveryWindowMs?: number;
  /**
   * The office's PostgreSQL database: events then travel through it (socket.io's PostgreSQL
   * adapter, LISTEN/NOTIFY), so an event emitted on one server instance reaches the desktops
   * connected to any other, and a session's sockets are dropped on every instance.
   */
  postgresUrl?: string;
}

/** Every socket of a session is in this room, so one call drops them on whichever instance they are. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

interface SocketAuth {
  accountId: string;
  sessionId: string;
}

/** The room hub other server code uses: emit to a room, drop a session's sockets. */
export interface SocketHub {
  io: Server;
  emitToRoom(room: string, event: string, payload: unknown): void;
  /** Disconnects every socket of a session (sign-out, revocation), on every instance. */
  disconnectSession(sessionId: string): void;
  /** Runs the revocation check of this instance's sockets now (the timer runs it every `revocationCheckMs`); returns the sessions dropped. */
  checkSessions(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sockets: SocketHub;
  }
}

/**
 * A browser always sends `Origin` on a websocket or cross-origin handshake, so one from a page we
 * do not know is refused (cross-site websocket hijacking). No `Origin` means a non-browser client
 * (Electron main) or a same-origin polling GET; the token decides those.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

function handshakeToken(auth: Record<string, unknown>, headers: IncomingMessage['headers']): string | undefined {
  if (typeof auth.token === 'string' && auth.token.trim()) return auth.token.trim();
  return tokenFromHeaders(headers);
}

/** Answers a `join` or `leave` through the client's acknowledgement, when it asked for one. */
function answer(ack: unknown, ok: boolean): void {
  if (typeof ack === 'function') (ack as (answer: { ok: boolean }) => void)({ ok });
}

function parseOriginList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
}

/**
 * socket.io on the API server's own port (spec 000 §7: "connects to the API host root"). Every
 * connection, reconnection and recovered connection passes the session check (recovery does not
 * skip middlewares); sockets of a session that is signed out, revoked, expired or whose account
 * is disabled are disconnected. Install before the area routes: the sign-out hook is global.
 *
 * @example installSocket(app, { allowedOrigins: ['https://office.example.ae'] }); app.sockets.emitToRoom('notificationsidebar', 'notification-updated', payload);
 */
export async function installSocket(app: FastifyInstance, options: SocketOptions = {}): Promise<void> {
  const allowed = new Set([DESKTOP_APP_ORIGIN, ...(options.allowedOrigins ?? parseOriginList(process.env.BROKERDESK_ALLOWED_ORIGINS))]);
  const io = new Server(app.server, {
    serveClient: false,
    allowRequest: (request, callback) => {
      const ok = isAllowedOrigin(request.headers.origin, request.headers.host, allowed);
      callback(ok ? null : 'This origin may not connect to BrokerDesk.', ok);
    },
    cors: { origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)) },
    connectionStateRecovery: { maxDisconnectionDuration: options.recoveryWindowMs ?? 2 * 60_000, skipMiddlewares: false },
  });
  if (options.postgresUrl) await shareThroughPostgres(app, io, options.postgresUrl);

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake.auth, socket.handshake.headers);
    if (!token) return next(new Error(MESSAGES.unauthorized));
    app.sessions.authenticate(token).then(
      (auth) => {
        socket.data = { accountId: auth.accountId, sessionId: auth.sessionId } satisfies SocketAuth;
        next();
      },
      (error: unknown) => next(new Error(error instanceof HttpError ? error.message : MESSAGES.unauthorized)),
    );
  });

  io.on('connection', (socket: Socket) => {
    // The server's own rooms: the session's (to drop it) and the account's (notifications addressed to one person).
    void socket.join([sessionRoom((socket.data as SocketAuth).sessionId), accountRoom((socket.data as SocketAuth).accountId)]);
    socket.on('join', (room: unknown, ack?: unknown) => {
      const ok = mayJoin(room);
      if (ok) void socket.join(room);
      answer(ack, ok);
    });
    // A screen done with a request leaves its room; the session room cannot be left.
    socket.on('leave', (room: unknown, ack?: unknown) => {
      const ok = mayJoin(room);
      if (ok) void socket.leave(room);
      answer(ack, ok);
    });
  });

  /** This instance's sockets of a session: the revocation check looks only at its own. */
  function disconnectLocal(sessionId: string): number {
    const room = sessionRoom(sessionId);
    const count = io.of('/').adapter.rooms.get(room)?.size ?? 0;
    io.local.in(room).disconnectSockets(true);
    return count;
  }

  let checking: Promise<number> | null = null;
  async function runCheck(): Promise<number> {
    const ids = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const sessionId = (socket.data as SocketAuth | undefined)?.sessionId;
      if (sessionId) ids.add(sessionId);
    }
    if (ids.size === 0) return 0;
    const now = new Date().toISOString();
    const live = new Set<string>();
    const all = [...ids];
    for (let start = 0; start < all.length; start += 500) {
      const rows = await app.db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select('sessions.id')
        .where('sessions.id', 'in', all.slice(start, start + 500))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('accounts.disabled', '=', 0)
        .execute();
      for (const row of rows) live.add(row.id);
    }
    let dropped = 0;
    for (const sessionId of ids) if (!live.has(sessionId)) dropped += disconnectLocal(sessionId);
    return dropped;
  }
  function checkSessions(): Promise<number> {
    checking ??= runCheck().finally(() => {
      checking = null;
    });
    return checking;
  }

  const timer = setInterval(() => {
    checkSessions().catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'));
  }, options.revocationCheckMs ?? 2000);
  timer.unref();

  // Sign-out takes effect on the live connection at once, not at the next check.
  const logoutRoute = toRoutePattern(authContract.logout.path);
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === logoutRoute && reply.statusCode < 300 && request.auth) app.sockets.disconnectSession(request.auth.sessionId);
  });

  app.addHook('preClose', (done) => {
    clearInterval(timer);
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });

  app.decorate('sockets', {
    io,
    emitToRoom: (room, event, payload) => {
      io.to(room).emit(event, payload);
    },
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    checkSessions,
  } satisfies SocketHub);
}

/**
 * Several instances on one PostgreSQL database share their events through it. The adapter keeps
 * one connection of its own listening, so it gets a small pool of its own. Its channel carries the
 * schema's name: two BrokerDesk databases on one PostgreSQL server never hear each other.
 * Connection-state recovery is not carried across instances: a desktop that reconnects after a
 * drop reloads what it shows instead of receiving the events it missed.
 */
async function shareThroughPostgres(app: FastifyInstance, io: Server, url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', (error) => app.log.warn({ err: error }, 'the socket event connection to the database dropped; it reconnects by itself'));
  keepLentConnectionErrorsFromCrashing(pool);
  // The adapter forgets a listening connection the database cut (it opens another) without giving
  // it back: give it back broken, or closing the pool would wait for it forever.
  const lent = new Set<pg.PoolClient>();
  pool.on('connect', (client) => client.once('end', () => {
    if (lent.delete(client)) client.release(new Error('The database closed the connection'));
  }));
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  const { rows: [found] } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
  io.adapter(createAdapter(pool, {
    channelPrefix: `brokerdesk:${found!.schema}`,
    errorHandler: (error: Error) => app.log.warn({ err: error }, 'a socket event could not pass through the database'),
  }));
  // The adapter takes its listening connection in the background; the server is not ready before
  // it has (and closing before then would leave that connection behind).
  const deadline = Date.now() + 10_000;
  while (pool.totalCount - pool.idleCount < 1) {
    if (Date.now() > deadline) throw new Error('The socket events could not start listening on the database of BROKERDESK_DATABASE_URL.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await pool.end();
  });
}
