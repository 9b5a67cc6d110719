import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_PASSWORD } from '../../demo/seedDemo.js';
import { afterFailure, DEFAULT_LOGIN_LIMITS, lockRemainingMs, minutesText, NO_FAILURES } from './loginThrottle.js';

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

  it('says the wait in whole minutes, rounded up', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(14 * MINUTE + 1)).toBe('15 minutes');
  });
});

describe('sign-in limits', () => {
  let server: TestServer;
  let clock = Date.parse('2025-03-01T09:00:00Z');
  beforeAll(async () => {
    server = await buildTestServer({ demo: { customers: 0 }, clock: () => clock, loginLimits: { addressMaxFailures: 12 } });
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

  it('limits failed attempts per address, whatever the e-mail, with Retry-After', async () => {
    const from = nextAddress();
    for (let i = 0; i < 12; i++) expect((await login(`guess${i}@example.ae`, 'Wrong-password-1', from)).statusCode).toBe(401);
    const limited = await login('guess99@example.ae', 'Wrong-password-1', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many sign-in attempts from this device. Try again in 15 minutes.');
    expect(Number(limited.headers['retry-after'])).toBe(900);

    const account = await createTestAccount(server.app);
    expect((await login(account.email, DEMO_PASSWORD, from)).statusCode).toBe(429);
    expect((await login(account.email, DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
    clock += 15 * MINUTE;
    expect((await login(account.email, DEMO_PASSWORD, from)).statusCode).toBe(200);
  });
});
