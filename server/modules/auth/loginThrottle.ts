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
  /** Addresses and unknown e-mails remembered at most, so the memory stays bounded. */
  maxTracked: number;
}

const MINUTE = 60_000;
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailures: 5,
  failureWindowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  addressMaxFailures: 30,
  addressWindowMs: 15 * MINUTE,
  maxTracked: 10_000,
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

/** A Map that forgets its oldest entry when full. */
function boundedMap<V>(max: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/**
 * In-memory counters: wrong passwords per client address (a sliding window), and the failure
 * state of e-mails that have no account, so that an unknown e-mail locks exactly as a real
 * account does and the lockout message reveals nothing.
 */
export function createLoginThrottle(limits: LoginLimits, now: () => number) {
  const addresses = boundedMap<number[]>(limits.maxTracked);
  const unknownEmails = boundedMap<FailureState>(limits.maxTracked);
  /** A slowed address gets one try per this long: the window's allowance, spread evenly. */
  const slowedIntervalMs = limits.addressWindowMs / limits.addressMaxFailures;

  function recentFailures(address: string, at: number): number[] {
    return (addresses.get(address) ?? []).filter((time) => at - time < limits.addressWindowMs);
  }

  return {
    limits,
    now,
    /** How long the address must wait before its next password is checked, in ms (0 when it may try now). */
    addressWaitMs(address: string): number {
      const at = now();
      const recent = recentFailures(address, at);
      if (recent.length < limits.addressMaxFailures) return 0;
      return Math.max(0, recent[recent.length - 1]! + slowedIntervalMs - at);
    },
    addressFailed(address: string): void {
      const at = now();
      // Only the newest `addressMaxFailures` times decide the wait.
      addresses.set(address, [...recentFailures(address, at), at].slice(-limits.addressMaxFailures));
    },
    unknownEmailState: (email: string): FailureState => unknownEmails.get(email) ?? NO_FAILURES,
    setUnknownEmailState(email: string, state: FailureState): void {
      if (state.count === 0 && state.lockedUntil === null) unknownEmails.delete(email);
      else unknownEmails.set(email, state);
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
