import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { SessionTimes, SessionUser } from '../../../shared/contract/auth/index.js';
import { MESSAGES } from '../../../shared/contract/index.js';
import type { Db } from '../../db/database.js';
import { changeFeedOf } from '../../db/changeFeed.js';
import type { AccountRow, SessionsTable } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { unauthorized } from '../../http/httpError.js';
import { toSessionUser } from './accounts.repository.js';

export interface SessionLimits {
  /** A token lives this long after sign-in. */
  maxAgeMs: number;
  /** A session unused for this long is refused. */
  idleMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { maxAgeMs: 12 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 };

export interface AuthenticateOptions {
  /**
   * False for a read that is not the user's activity (the client asking when its session ends):
   * the idle clock keeps running.
   */
  touch?: boolean;
}

/** `last_seen_at` is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** Verified token signatures kept in memory, so each call skips the HMAC. */
const VERIFIED_CACHE_SIZE = 2000;
type SessionRow = AccountRow & Pick<SessionsTable, 'expires_at' | 'last_seen_at' | 'revoked_at'> & { user: SessionUser };

interface VerifiedToken {
  sessionId: string;
  accountId: string;
}

/**
 * Issues, checks and revokes sign-in sessions: an HS256 JWT carrying the session id (`jti`),
 * backed by a `sessions` row so a session can be revoked or expire from idleness.
 *
 * @example const token = await sessions.open(account); const auth = await sessions.authenticate(token);
 */
export function createSessionService(db: Db, secret: string, limits: SessionLimits, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedToken>();
  /**
   * Signed-in callers kept while the `sessions` change counter stands: a sign-out, a deleted
   * session, or any change to an account or role, on any instance, moves it. The counter is read
   * exactly (on PostgreSQL one indexed read of `change_counters` a request, rather than the change
   * feed's copy in memory, which hears another instance's sign-out a moment after it answered), so
   * a session signed out on one instance is refused by every other at once.
   */
  const sessionRows = new Map<string, { row: SessionRow; stamp: number }>();

  async function readSession(sessionId: string, accountId: string, options: { fresh?: boolean } = {}): Promise<SessionRow | undefined> {
    const stamp = await changeFeedOf(db).stamp('sessions', { exact: true });
    const cached = sessionRows.get(sessionId);
    if (cached?.stamp === stamp && !options.fresh) return cached.row;
    const found = await db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .leftJoin('roles', 'roles.id', 'accounts.role_id')
      .selectAll('accounts')
      .select(['sessions.expires_at', 'sessions.last_seen_at', 'sessions.revoked_at'])
      .select(['roles.name as role_name', 'roles.permissions as role_permissions', 'roles.updated_at as role_updated_at'])
      .where('sessions.id', '=', sessionId)
      .where('sessions.account_id', '=', accountId)
      .executeTakeFirst();
    if (!found) return undefined;
    const { role_name, role_permissions, role_updated_at, ...row } = found;
    const role = row.role_id !== null && role_name !== null && role_permissions !== null && role_updated_at !== null
      ? { id: row.role_id, name: role_name, permissions: role_permissions, updated_at: role_updated_at }
      : null;
    const session = { ...row, user: toSessionUser(row, role) };
    if (sessionRows.size >= VERIFIED_CACHE_SIZE) sessionRows.clear();
    sessionRows.set(sessionId, { row: session, stamp });
    return session;
  }

  function timesOf(row: SessionRow, at: number): SessionTimes {
    return {
      expiresAt: row.expires_at,
      idleExpiresAt: new Date(Date.parse(row.last_seen_at) + limits.idleMs).toISOString(),
      serverTime: new Date(at).toISOString(),
    };
  }

  async function touch(row: SessionRow, sessionId: string, at: number): Promise<void> {
    row.last_seen_at = new Date(at).toISOString();
    await db.updateTable('sessions').set({ last_seen_at: row.last_seen_at }).where('id', '=', sessionId).execute();
  }

  async function verifyToken(token: string): Promise<VerifiedToken> {
    const cached = verified.get(token);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) });
      if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') throw unauthorized(MESSAGES.unauthorized);
      const result = { sessionId: payload.jti, accountId: payload.sub };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, result);
      return result;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
      throw unauthorized('Your sign-in token is not valid. Please sign in again.');
    }
  }

  return {
    async open(account: AccountRow): Promise<string> {
      const sessionId = randomUUID();
      const issuedAt = now();
      const expiresAt = issuedAt + limits.maxAgeMs;
      await db.insertInto('sessions').values({
        id: sessionId, account_id: account.id, created_at: new Date(issuedAt).toISOString(),
        expires_at: new Date(expiresAt).toISOString(), last_seen_at: new Date(issuedAt).toISOString(), revoked_at: null,
      }).execute();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(sessionId)
        .setSubject(account.id)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
    },

    /** The caller behind a token, or a 401 that says why it was refused. */
    async authenticate(token: string, options: AuthenticateOptions = {}): Promise<AuthContext> {
      const { sessionId, accountId } = await verifyToken(token);
      const current = now();
      let row = await readSession(sessionId, accountId);
      // Another instance may have served this session since the row was kept: its idle clock is read afresh before refusing.
      if (row && current - Date.parse(row.last_seen_at) > limits.idleMs) row = await readSession(sessionId, accountId, { fresh: true });
      if (!row) throw unauthorized('Your session is no longer valid. Please sign in again.');
      if (row.revoked_at !== null) throw unauthorized('You have signed out. Please sign in again.');
      if (row.deleted_at !== null) throw unauthorized('This account no longer exists.');
      if (row.disabled === 1) throw unauthorized('This account has been disabled.');
      if (Date.parse(row.expires_at) <= current) throw unauthorized('Your session has expired. Please sign in again.');
      const idleFor = current - Date.parse(row.last_seen_at);
      if (idleFor > limits.idleMs) throw unauthorized('Your session ended after a period of inactivity. Please sign in again.');
      if (idleFor > TOUCH_INTERVAL_MS && options.touch !== false) await touch(row, sessionId, current);
      return { user: row.user, accountId, sessionId, session: timesOf(row, current) };
    },

    /** "Stay signed in": the idle clock of an authenticated session starts again now, whatever the touch interval says. */
    async keepAlive(auth: Pick<AuthContext, 'sessionId' | 'accountId'>): Promise<SessionTimes> {
      const current = now();
      const row = await readSession(auth.sessionId, auth.accountId);
      if (!row) throw unauthorized('Your session is no longer valid. Please sign in again.');
      await touch(row, auth.sessionId, current);
      return timesOf(row, current);
    },

    async revoke(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: new Date(now()).toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /**
     * Ends every session of an account at once (password change, disabling, deletion), except
     * `keepSessionId` when given (the session that changed its own password).
     */
    async revokeAccount(accountId: string, keepSessionId?: string): Promise<number> {
      let query = db.updateTable('sessions').set({ revoked_at: new Date(now()).toISOString() }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
      if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Deletes the rows of sessions past their end: their tokens have expired with them, so a
     * revoked one no longer needs its row to be refused. Run by the periodic clean-up.
     */
    async deleteEnded(): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', new Date(now()).toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
