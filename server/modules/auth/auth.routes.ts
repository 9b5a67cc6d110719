import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContract } from '../../../shared/contract/auth/auth.contract.js';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../http/httpError.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { schedulePeriodicJob } from '../../services/jobs/periodicJob.js';
import { createAccountsRepository } from './accounts.repository.js';
import { failureStateOf, lockRemainingMs, waitText, type LoginThrottle } from './loginThrottle.js';
import { newPasswordProblem } from './passwordPolicy.js';
import { hashPassword, prepareDummyHash, verifyPassword } from './passwords.js';

export interface AuthRoutesOptions {
  throttle: LoginThrottle;
  /** How often ended sessions and old sign-in failures are deleted, across all instances; 0 turns it off. Off under tests by default. */
  cleanUpEveryMs?: number;
}

/** Ended sessions and stale failures cost only space: once an hour is plenty. */
export const CLEAN_UP_INTERVAL_MS = 60 * 60 * 1000;

/** One answer for an unknown e-mail, a wrong password, a disabled and a deleted account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

type Outcome = 'success' | 'failure' | 'locked' | 'rate-limited';

/** Who tried to sign in, from where, when and how it went; never the password. */
function logSignIn(request: FastifyRequest, outcome: Outcome, email: string, at: number, accountId?: string): void {
  const entry = { event: 'sign-in', outcome, email, accountId: accountId ?? null, address: request.ip, at: new Date(at).toISOString() };
  if (outcome === 'success') request.log.info(entry, 'sign-in succeeded');
  else request.log.warn(entry, `sign-in ${outcome}`);
}

/**
 * Sign-in, sign-out, the current account and password changes (spec 000 §4, §7).
 *
 * Sign-in refuses, in this order: a locked account (429, for unknown e-mails too; not counted
 * against the address, since no password is checked), an address that must wait before its next
 * guess (429, see `LoginLimits` for why it is slowed and never locked out), wrong credentials
 * (401, one message whether or not the account exists, after one argon2 verification either
 * way). The failure that reaches the account's limit already answers with the lock message.
 */
export function authRoutes(app: FastifyInstance, options: AuthRoutesOptions, done: () => void): void {
  const accounts = createAccountsRepository(app.db);
  const { throttle } = options;
  prepareDummyHash().catch((error: unknown) => app.log.error({ err: error }, 'could not prepare the dummy password hash'));

  function lockedError(waitMs: number) {
    return tooManyRequests(`Too many failed sign-in attempts. Try again in ${waitText(waitMs)}.`, waitMs);
  }

  const handlers: AreaHandlers<typeof authContract> = {
    login: async ({ body, request }) => {
      const at = throttle.now();
      const found = await accounts.findByEmail(body.email);
      // A deleted account is treated exactly as an unknown e-mail.
      const account = found && found.deleted_at === null ? found : undefined;
      const state = account ? failureStateOf(account) : await throttle.unknownEmailState(body.email);
      const lockWait = lockRemainingMs(state, at);
      if (lockWait > 0) {
        logSignIn(request, 'locked', body.email, at, account?.id);
        throw lockedError(lockWait);
      }
      const addressWait = await throttle.addressWaitMs(request.ip);
      if (addressWait > 0) {
        logSignIn(request, 'rate-limited', body.email, at, account?.id);
        throw tooManyRequests(`Too many failed sign-in attempts from this network. Try again in ${waitText(addressWait)}.`, addressWait);
      }

      // Always one argon2 verification, so an unknown e-mail answers as slowly as a wrong password.
      const valid = await verifyPassword(account?.password_hash, body.password);
      if (!account || !valid || account.disabled === 1) {
        await throttle.addressFailed(request.ip);
        const next = await throttle.failed(account, body.email);
        if (next.lockedUntil !== null && next.lockedUntil > at) {
          logSignIn(request, 'locked', body.email, at, account?.id);
          throw lockedError(next.lockedUntil - at);
        }
        logSignIn(request, 'failure', body.email, at, account?.id);
        throw unauthorized(INVALID_CREDENTIALS);
      }

      await throttle.succeeded(account);
      const token = await app.sessions.open(account);
      const user = await accounts.sessionUser(account);
      const { session } = await app.sessions.authenticate(token);
      logSignIn(request, 'success', body.email, at, account.id);
      return account.type === 'employee'
        ? { success: true, token, type: 'employee', employee: user, session }
        : { success: true, token, type: 'user', data: user, session };
    },
    logout: async ({ auth }) => {
      await app.sessions.revoke(auth.sessionId);
      return { success: true, message: 'Signed out' };
    },
    me: ({ auth }) => ({ success: true, type: auth.user.type, data: auth.user, session: auth.session }),
    session: ({ auth }) => ({ success: true, data: auth.session }),
    keepSession: async ({ auth }) => ({ success: true, data: await app.sessions.keepAlive(auth) }),
    changePassword: async ({ body, auth, request }) => {
      const account = await accounts.findById(auth.accountId);
      if (!account) throw notFound('Account not found');
      if (!(await verifyPassword(account.password_hash, body.currentPassword))) {
        throw badRequest('currentPassword: The current password is not correct', { currentPassword: 'The current password is not correct' });
      }
      const problem = newPasswordProblem(body.newPassword, { email: account.email, currentPassword: body.currentPassword });
      if (problem) throw badRequest(`newPassword: ${problem}`, { newPassword: problem });
      await accounts.setPasswordHash(account.id, await hashPassword(body.newPassword), new Date(throttle.now()).toISOString());
      const ended = await app.sessions.revokeAccount(account.id, auth.sessionId);
      request.log.info({ event: 'password-changed', accountId: account.id, otherSessionsEnded: ended }, 'password changed');
      return { success: true, message: ended > 0 ? 'Password changed. Your other sessions have been signed out.' : 'Password changed.' };
    },
  };
  registerArea(app, authContract, handlers);
  schedulePeriodicJob(app, {
    name: 'sign-in clean-up',
    everyMs: options.cleanUpEveryMs ?? (process.env.NODE_ENV === 'test' ? 0 : CLEAN_UP_INTERVAL_MS),
    run: async () => ({ sessions: await app.sessions.deleteEnded(), ...(await throttle.forgetOld()) }),
  });
  done();
}
