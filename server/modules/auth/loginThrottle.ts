import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import type { AccountRow } from '../../db/schema.js';

/**
 * Sign-in limits: per account (lockout) and per client address (slow-down).
 *
 * Why the address is slowed and never locked out: an office signs in from one NAT address, so a
 * 15-minute block after 30 wrong passwords let one mistyping colleague lock everyone out. An
 * address that has given `addressMaxFailures` wrong passwords within `addressWindowMs` may try
 * again only `addressWindowMs / addressMaxFailures` (30 s) after its latest one. A correct
 * password gets through once that short wait is over, while a password sprayer, who needs many
 * guesses, keeps the old pace at most: about 30 guesses per 15 minutes, one every 30 seconds.
 * Only checked passwords count: a sign-in to a locked account is not a guess (the lock answers
 * it whatever the password) and does not count against the address.
 */
export interface LoginLimits {
  /** This many failures within `failureWindowMs` lock the account… */
  maxFailures: number;
  failureWindowMs: number;
  /** …for this long. */
  lockMs: number;
  /** Wrong passwords one client address may give within `addressWindowMs` before it is slowed down. */
  addressMaxFailures: number;
  addressWindowMs: number;
}

const MINUTE = 60_000;
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailures: 5,
  failureWindowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  addressMaxFailures: 30,
  addressWindowMs: 15 * MINUTE,
};

/** One account's failures: counted in a window that opens at the first failure. */
export interface FailureState {
  count: number;
  firstAt: number | null;
  lockedUntil: number | null;
}

export const NO_FAILURES: FailureState = Object.freeze({ count: 0, firstAt: null, lockedUntil: null });

/** How long the lock still holds, in ms (0 when not locked). */
export function lockRemainingMs(state: FailureState, now: number): number {
  return state.lockedUntil !== null && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/**
 * The state after one more failure: a failure outside the window opens a new one; the
 * `maxFailures`-th failure inside it locks the account and starts counting afresh.
 *
 * @example afterFailure(NO_FAILURES, Date.now(), DEFAULT_LOGIN_LIMITS) // { count: 1, firstAt: now, lockedUntil: null }
 */
export function afterFailure(state: FailureState, now: number, limits: LoginLimits): FailureState {
  const inWindow = state.firstAt !== null && now - state.firstAt < limits.failureWindowMs;
  const count = inWindow ? state.count + 1 : 1;
  const firstAt = inWindow ? state.firstAt : now;
  if (count >= limits.maxFailures) return { count: 0, firstAt: null, lockedUntil: now + limits.lockMs };
  return { count, firstAt, lockedUntil: lockRemainingMs(state, now) > 0 ? state.lockedUntil : null };
}

/** An account's failures as its row keeps them (an unknown e-mail's row has the same columns). */
export function failureStateOf(row: Pick<AccountRow, 'failed_login_count' | 'first_failed_login_at' | 'locked_until'>): FailureState {
  return {
    count: row.failed_login_count,
    firstAt: row.first_failed_login_at === null ? null : Date.parse(row.first_failed_login_at),
    lockedUntil: row.locked_until === null ? null : Date.parse(row.locked_until),
  };
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function failureColumns(state: FailureState) {
  return { failed_login_count: state.count, first_failed_login_at: isoOrNull(state.firstAt), locked_until: isoOrNull(state.lockedUntil) };
}

/**
 * The sign-in counters, kept in the database so that every server instance counts every attempt:
 * wrong passwords per client address (a sliding window over `sign_in_failures`), and the failure
 * state of accounts (their row) and of e-mails that have no account (`unknown_sign_ins`), so that
 * an unknown e-mail locks exactly as a real account does and the lockout message reveals nothing.
 */
export function createLoginThrottle(db: Db, limits: LoginLimits, now: () => number) {
  /** A slowed address gets one try per this long: the window's allowance, spread evenly. */
  const slowedIntervalMs = limits.addressWindowMs / limits.addressMaxFailures;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Reads the failures of an account or an unknown e-mail under its row lock, so that failures counted at once on two instances both count. */
  async function updateFailures(account: AccountRow | undefined, email: string, change: (state: FailureState) => FailureState): Promise<FailureState> {
    return db.transaction().execute(async (trx) => {
      if (account) {
        await lockRow(trx, 'accounts', account.id);
        const row = await trx.selectFrom('accounts').select(['failed_login_count', 'first_failed_login_at', 'locked_until']).where('id', '=', account.id).executeTakeFirstOrThrow();
        const next = change(failureStateOf(row));
        await trx.updateTable('accounts').set(failureColumns(next)).where('id', '=', account.id).execute();
        return next;
      }
      const key = email.toLowerCase();
      await trx.insertInto('unknown_sign_ins').values({ email: key, ...failureColumns(NO_FAILURES), updated_at: iso(now()) })
        .onConflict((conflict) => conflict.column('email').doNothing()).execute();
      await lockRow(trx, 'unknown_sign_ins', key, 'email');
      const row = await trx.selectFrom('unknown_sign_ins').selectAll().where('email', '=', key).executeTakeFirstOrThrow();
      const next = change(failureStateOf(row));
      await trx.updateTable('unknown_sign_ins').set({ ...failureColumns(next), updated_at: iso(now()) }).where('email', '=', key).execute();
      return next;
    });
  }

  return {
    limits,
    now,
    /** How long the address must wait before its next password is checked, in ms (0 when it may try now). */
    async addressWaitMs(address: string): Promise<number> {
      const at = now();
      const { failures, latest } = await db.selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.max('failed_at').as('latest')])
        .where('address', '=', address).where('failed_at', '>', iso(at - limits.addressWindowMs))
        .executeTakeFirstOrThrow();
      if (Number(failures) < limits.addressMaxFailures || latest === null) return 0;
      return Math.max(0, Date.parse(latest) + slowedIntervalMs - at);
    },
    async addressFailed(address: string): Promise<void> {
      await db.insertInto('sign_in_failures').values({ id: newId(), address, failed_at: iso(now()) }).execute();
    },
    /** The failures of an e-mail that has no account. */
    async unknownEmailState(email: string): Promise<FailureState> {
      const row = await db.selectFrom('unknown_sign_ins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row ? failureStateOf(row) : NO_FAILURES;
    },
    /** Counts one more failure of an account (or of an e-mail that has none); the state after it. */
    failed(account: AccountRow | undefined, email: string): Promise<FailureState> {
      const at = now();
      return updateFailures(account, email, (state) => afterFailure(state, at, limits));
    },
    /** A right password: the account's failures are forgotten. */
    async succeeded(account: AccountRow): Promise<void> {
      if (account.failed_login_count > 0 || account.locked_until !== null) await updateFailures(account, account.email, () => NO_FAILURES);
    },
    /** Forgets failures no limit looks at any more (run by the periodic clean-up). */
    async forgetOld(): Promise<{ addressFailures: number; unknownEmails: number }> {
      const at = now();
      const addresses = await db.deleteFrom('sign_in_failures').where('failed_at', '<=', iso(at - limits.addressWindowMs)).executeTakeFirst();
      const emails = await db.deleteFrom('unknown_sign_ins')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(at))]))
        .where((eb) => eb.or([eb('first_failed_login_at', 'is', null), eb('first_failed_login_at', '<=', iso(at - limits.failureWindowMs))]))
        .executeTakeFirst();
      return { addressFailures: Number(addresses.numDeletedRows), unknownEmails: Number(emails.numDeletedRows) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** "Try again in N seconds / minutes", rounding up so the wait is never understated. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(ms / MINUTE);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
