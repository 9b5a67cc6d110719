import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_PASSWORD } from '../../demo/seedDemo.js';
import { afterFailure, createLoginThrottle, DEFAULT_LOGIN_LIMITS, lockRemainingMs, NO_FAILURES, waitText } from './loginThrottle.js';

const MINUTE = 60_000;
const LOGIN = '/api/admin-auth/login';
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

describe('afterFailure', () => {
  const start = Date.parse('2025-03-01T09:00:00Z');

  it('locks on the fifth failure within 15 minutes, for 15 minutes', () => {
    let state = NO_FAILURES;
    for (let i = 0; i < 4; i++) state = afterFailure(state, start + i * MINUTE, DEFAULT_LOGIN_LIMITS);
    expect(state).toEqual({ count: 4, firstAt: start, lockedUntil: null });
    state = afterFailure(state, start + 14 * MINUTE, DEFAULT_LOGIN_LIMITS);
    expect(state.lockedUntil).toBe(start + 29 * MINUTE);
    expect(lockRemainingMs(state, start + 20 * MINUTE)).toBe(9 * MINUTE);
    expect(lockRemainingMs(state, start + 29 * MINUTE)).toBe(0);
  });

  it('starts counting afresh once the window has passed', () => {
    let state = NO_FAILURES;
    for (let i = 0; i < 4; i++) state = afterFailure(state, start, DEFAULT_LOGIN_LIMITS);
    state = afterFailure(state, start + 15 * MINUTE, DEFAULT_LOGIN_LIMITS);
    expect(state).toEqual({ count: 1, firstAt: start + 15 * MINUTE, lockedUntil: null });
  });

  it('says the wait in whole seconds under a minute, else in whole minutes, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(29_001)).toBe('30 seconds');
    expect(waitText(59_000)).toBe('59 seconds');
    expect(waitText(59_001)).toBe('1 minute');
    expect(waitText(14 * MINUTE + 1)).toBe('15 minutes');
  });
});

describe('sign-in limits', () => {
  let server: TestServer;
  let clock = Date.parse('2025-03-01T09:00:00Z');
  beforeAll(async () => {
    server = await buildTestServer({ demo: { customers: 0 }, clock: () => clock });
  });
  afterAll(async () => server.close());

  let address = 0;
  /** Each test signs in from its own address, so only the test about addresses meets that limit. */
  const nextAddress = () => `10.0.0.${++address}`;
  const login = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress });

  it('locks an account after 5 failures in 15 minutes, refuses even the right password, and unlocks after 15 minutes', async () => {
    const from = nextAddress();
    const account = await createTestAccount(server.app);
    for (let i = 0; i < 4; i++) expect((await login(account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
    const fifth = await login(account.email, 'Wrong-password-1', from);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ success: false, message: LOCKED });
    expect(fifth.headers['retry-after']).toBe('900');

    clock += 5 * MINUTE;
    const right = await login(account.email, DEMO_PASSWORD, from);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');

    clock += 10 * MINUTE;
    expect((await login(account.email, DEMO_PASSWORD, from)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const from = nextAddress();
    const account = await createTestAccount(server.app);
    for (let i = 0; i < 4; i++) await login(account.email, 'Wrong-password-1', from);
    expect((await login(account.email, DEMO_PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
  });

  it('answers an unknown e-mail exactly as an existing account, lock included', async () => {
    const from = nextAddress();
    const account = await createTestAccount(server.app);
    const answers = async (email: string) => {
      const result = [];
      for (let i = 0; i < 6; i++) {
        const response = await login(email, 'Wrong-password-1', from);
        result.push([response.statusCode, response.json().message]);
      }
      return result;
    };
    expect(await answers('nobody.here@example.ae')).toEqual(await answers(account.email));
  });

  const WRONG = 'Wrong-password-1';
  /** 30 and more argon2 verifications: seconds on a quiet machine, more on a shared one. */
  const HEAVY_MS = 90_000;
  const SLOWED = /^Too many failed sign-in attempts from this network\. Try again in \d+ seconds?\.$/;

  it('one colleague retrying a locked account from the office address does not lock the others out', async () => {
    const office = nextAddress();
    const [mistyper, colleague] = [await createTestAccount(server.app), await createTestAccount(server.app)];
    for (let i = 0; i < 35; i++) expect((await login(mistyper.email, WRONG, office)).statusCode).not.toBe(200);
    expect((await login(mistyper.email, DEMO_PASSWORD, office)).json().message).toBe(LOCKED);
    expect((await login(colleague.email, DEMO_PASSWORD, office)).statusCode).toBe(200);
  });

  it('after 30+ wrong passwords across several accounts, another account signs in within 30 seconds, and the locks still hold', async () => {
    const office = nextAddress();
    const mistyped = [];
    for (let i = 0; i < 6; i++) mistyped.push(await createTestAccount(server.app));
    const colleague = await createTestAccount(server.app);
    for (const account of mistyped) {
      for (let i = 0; i < 4; i++) expect((await login(account.email, WRONG, office)).statusCode).toBe(401);
      expect((await login(account.email, WRONG, office)).json().message).toBe(LOCKED);
    }
    // 30 wrong passwords; retries of the locked accounts are failed sign-ins too, but no guesses.
    for (const account of mistyped) expect((await login(account.email, WRONG, office)).json().message).toMatch(/^Too many failed sign-in attempts\. /);

    const tooSoon = await login(colleague.email, DEMO_PASSWORD, office);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Too many failed sign-in attempts from this network. Try again in 30 seconds.');
    expect(tooSoon.headers['retry-after']).toBe('30');
    clock += 30_000;
    expect((await login(colleague.email, DEMO_PASSWORD, office)).statusCode).toBe(200);

    // The per-account lockout is untouched: the mistyped accounts stay locked for their 15 minutes, from anywhere.
    const locked = await login(mistyped[0]!.email, DEMO_PASSWORD, nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED);
    clock += 15 * MINUTE;
    expect((await login(mistyped[0]!.email, DEMO_PASSWORD, office)).statusCode).toBe(200);
  }, HEAVY_MS);

  it('slows a password sprayer to one guess per 30 seconds once it has made 30, refusing unchecked whatever the password', async () => {
    const sprayer = nextAddress();
    let guess = 0;
    const spray = () => login(`spray${++guess}@example.ae`, WRONG, sprayer);
    for (let i = 0; i < 30; i++) expect((await spray()).statusCode).toBe(401);

    // Right away, even a real account's right password is not checked, so not revealed, and its failures are not counted.
    const target = await createTestAccount(server.app);
    for (let i = 0; i < 6; i++) {
      const refused = await login(target.email, i === 5 ? DEMO_PASSWORD : WRONG, sprayer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(SLOWED);
    }
    expect((await login(target.email, DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);

    // A sprayer that waits exactly as told gets at most one guess per 30 seconds: no more than 10 in the next 5 minutes.
    const end = clock + 5 * MINUTE;
    let checked = 0;
    while (clock < end) {
      const response = await spray();
      if (response.statusCode === 401) {
        checked += 1;
        continue;
      }
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(SLOWED);
      const wait = Number(response.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      clock += wait * 1000;
    }
    expect(checked).toBeGreaterThanOrEqual(9);
    expect(checked).toBeLessThanOrEqual(10);
  }, HEAVY_MS);

  describe('counted in the database, so several server instances count together', () => {
    /** Two instances' throttles over the one database, on the test's clock. */
    const instances = () => [0, 1].map(() => createLoginThrottle(server.app.db, DEFAULT_LOGIN_LIMITS, () => clock));

    it('slows an address whose 30 wrong passwords were spread over two instances, on both', async () => {
      const [one, two] = instances();
      const office = nextAddress();
      for (let i = 0; i < 29; i++) await (i % 2 === 0 ? one! : two!).addressFailed(office);
      expect(await one!.addressWaitMs(office)).toBe(0);
      await two!.addressFailed(office);
      expect(await one!.addressWaitMs(office)).toBe(30_000);
      expect(await two!.addressWaitMs(office)).toBe(30_000);
    });

    it('locks an account, and an unknown e-mail, on the fifth failure even when the failures arrive at once on two instances', async () => {
      const [one, two] = instances();
      const account = await createTestAccount(server.app);
      const unknown = `nobody.${address}@example.ae`;
      const accountStates = await Promise.all(Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? one! : two!).failed(account, account.email)));
      const emailStates = await Promise.all(Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? one! : two!).failed(undefined, unknown)));
      for (const states of [accountStates, emailStates]) {
        // Each failure saw every earlier one: the counts are 1 to 4, then the lock.
        expect(states.map((state) => state.count).sort()).toEqual([0, 1, 2, 3, 4]);
        expect(states.filter((state) => state.lockedUntil === clock + 15 * MINUTE)).toHaveLength(1);
      }
      expect(lockRemainingMs(await two!.unknownEmailState(unknown.toUpperCase()), clock)).toBe(15 * MINUTE);
      const stored = await server.app.db.selectFrom('accounts').select('locked_until').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(stored.locked_until).toBe(new Date(clock + 15 * MINUTE).toISOString());
    });

    it('the clean-up forgets only what no limit looks at any more', async () => {
      const [throttle] = instances();
      const from = nextAddress();
      const stale = `stale.${address}@example.ae`;
      const fresh = `fresh.${address}@example.ae`;
      await throttle!.addressFailed(from);
      await throttle!.failed(undefined, stale);
      clock += 1;
      await throttle!.failed(undefined, fresh);
      clock += 15 * MINUTE - 1;
      const left = async () => ({
        failures: (await server.app.db.selectFrom('sign_in_failures').select('id').where('address', '=', from).execute()).length,
        emails: (await server.app.db.selectFrom('unknown_sign_ins').select('email').where('email', 'in', [stale, fresh]).execute()).map((row) => row.email),
      });
      // Exactly 15 minutes old: out of both windows. A millisecond younger: still counted.
      await throttle!.forgetOld();
      expect(await left()).toEqual({ failures: 0, emails: [fresh] });
      clock += 1;
      await throttle!.forgetOld();
      expect(await left()).toEqual({ failures: 0, emails: [] });
    });
  });
});
