import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeFeedOf, listenForChanges } from '../../db/changeFeed.js';
import { openDatabase } from '../../db/database.js';
import { LoginResultSchema, MeResultSchema } from '../../../shared/contract/auth/index.js';
import {
  DEMO_ADMIN_EMAIL, DEMO_AGENT_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_EMPLOYEE_ROLE, DEMO_NO_ACCESS_EMAIL, DEMO_PASSWORD, DEMO_SUPERVISOR_EMAIL, DEMO_VIEWER_EMAIL,
} from '../../demo/seedDemo.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { INVALID_CREDENTIALS } from './auth.routes.js';
import { createSessionService, DEFAULT_SESSION_LIMITS } from './sessions.js';

const LOGIN = '/api/admin-auth/login';
const ME = '/api/admin/me';
const LOGOUT = '/api/admin-auth/logout';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
});
afterAll(async () => server.close());

function login(email: string, password: string) {
  return server.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });
}

describe('sign-in', () => {
  it('answers an employee with `employee` and a user with `data` (spec 000 §7)', async () => {
    const admin = LoginResultSchema.parse((await login(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).json());
    expect(admin).toMatchObject({ success: true, type: 'employee', employee: { email: DEMO_ADMIN_EMAIL, role: 'Admin', fullName: 'Aisha Al Mansoori' } });
    expect(admin.data).toBeUndefined();
    const viewer = LoginResultSchema.parse((await login(DEMO_VIEWER_EMAIL.toUpperCase(), DEMO_PASSWORD)).json());
    expect(viewer).toMatchObject({ success: true, type: 'user', data: { role: 'Sub-Admin', moduleAccessId: { customer: { read: true } } } });
  });

  it('gives the same 401 message for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(DEMO_ADMIN_EMAIL, 'wrong-password');
    const unknownEmail = await login('nobody@brokerdesk.demo', DEMO_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a disabled or deleted account with the wrong-password answer', async () => {
    const disabled = await createTestAccount(server.app);
    await server.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    const deleted = await createTestAccount(server.app);
    await server.app.db.updateTable('accounts').set({ deleted_at: new Date().toISOString() }).where('id', '=', deleted.id).execute();
    for (const email of [disabled.email, deleted.email]) {
      const response = await login(email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    }
  });

  it('answers an employee with its role, only the enabled entries, and the module flags they grant', async () => {
    const result = LoginResultSchema.parse((await login(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).json());
    expect(result.type).toBe('employee');
    expect(result.data).toBeUndefined();
    const employee = result.employee!;
    expect(employee.roleId?.name).toBe(DEMO_EMPLOYEE_ROLE);
    expect(employee.roleId?.permissions.map((entry) => entry.url)).toEqual(['/customers', '/corporate-customers', '/leads', '/health-insurance/leads']);
    expect(employee.moduleAccessId).toEqual({
      customer: { read: true, create: false, update: true, delete: false },
      corporateCustomer: { read: true, create: false, update: false, delete: false },
      lead: { read: true, create: false, update: false, delete: false },
      healthQuote: { read: true, create: false, update: false, delete: false },
    });
    const me = await server.injectAs(result.token, { method: 'GET', url: ME });
    expect(MeResultSchema.parse(me.json()).data).toEqual(employee);
  });

  it('answers staff accounts with `data` and their module map', async () => {
    const agent = LoginResultSchema.parse((await login(DEMO_AGENT_EMAIL, DEMO_PASSWORD)).json());
    expect(agent).toMatchObject({ type: 'user', data: { role: 'Sub-Admin', isSupervisor: false, moduleAccessId: { customer: { read: true, update: true }, quote: { read: true } } } });
    const supervisor = LoginResultSchema.parse((await login(DEMO_SUPERVISOR_EMAIL, DEMO_PASSWORD)).json());
    expect(supervisor.data?.isSupervisor).toBe(true);
    const none = LoginResultSchema.parse((await login(DEMO_NO_ACCESS_EMAIL, DEMO_PASSWORD)).json());
    expect(none.data?.moduleAccessId).toBeNull();
  });
});

describe('session', () => {
  it('accepts the token as a bearer token and as the access-token header', async () => {
    const token = await server.login();
    const bearer = await server.app.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${token}` } });
    const accessToken = await server.app.inject({ method: 'GET', url: ME, headers: { 'access-token': token } });
    expect(MeResultSchema.parse(bearer.json())).toMatchObject({ type: 'employee', data: { email: DEMO_ADMIN_EMAIL } });
    expect(accessToken.statusCode).toBe(200);
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const token = await server.login();
    const [header, payload] = token.split('.');
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { 'access-token': `${header}.${payload}.forgedsignature` }]) {
      const response = await server.app.inject({ method: 'GET', url: ME, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('revokes the session on logout', async () => {
    const token = await server.login();
    expect((await server.injectAs(token, { method: 'GET', url: LOGOUT })).json()).toEqual({ success: true, message: 'Signed out' });
    const after = await server.injectAs(token, { method: 'GET', url: ME });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/signed out/);
  });

  it('ends a session after the idle limit and after its lifetime', async () => {
    let clock = Date.parse('2025-01-01T08:00:00Z');
    const sessions = createSessionService(server.app.db, 'another-secret-long-enough-for-hs256', { maxAgeMs: 60 * 60_000, idleMs: 10 * 60_000 }, () => clock);
    const account = await server.app.db.selectFrom('accounts').selectAll().where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();

    const idle = await sessions.open(account);
    clock += 9 * 60_000;
    await expect(sessions.authenticate(idle)).resolves.toMatchObject({ user: { email: DEMO_ADMIN_EMAIL } });
    clock += 9 * 60_000; // used 9 minutes ago: still within the idle limit
    await expect(sessions.authenticate(idle)).resolves.toBeDefined();
    clock += 11 * 60_000;
    await expect(sessions.authenticate(idle)).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/inactivity/) });

    const busy = await sessions.open(account);
    for (let minutes = 5; minutes < 60; minutes += 5) {
      clock += 5 * 60_000;
      await sessions.authenticate(busy);
    }
    clock += 5 * 60_000; // an hour after sign-in, though never idle
    await expect(sessions.authenticate(busy)).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/expired/) });
  });

  it('the clean-up deletes the rows of sessions at their end, revoked or not, and keeps those still running', async () => {
    let clock = Date.parse('2025-02-01T08:00:00Z');
    const sessions = createSessionService(server.app.db, 'another-secret-long-enough-for-hs256', { maxAgeMs: 60 * 60_000, idleMs: 10 * 60_000 }, () => clock);
    const account = await createTestAccount(server.app);
    const ids = async () => (await server.app.db.selectFrom('sessions').select('id').where('account_id', '=', account.id).execute()).length;
    const revoked = await sessions.authenticate(await sessions.open(account));
    await sessions.revoke(revoked.sessionId);
    clock += 1;
    await sessions.open(account);
    clock += 60 * 60_000 - 1; // the revoked one ends exactly now, the second a millisecond later
    await sessions.open(account);
    await sessions.deleteEnded();
    expect(await ids()).toBe(2);
    clock += 1;
    await sessions.deleteEnded();
    expect(await ids()).toBe(1);
  });

  it('tells when the session ends: sign-in, me and the session check answer the lifetime and the idle end', async () => {
    const before = Date.now();
    const signedIn = LoginResultSchema.parse((await login(DEMO_AGENT_EMAIL, DEMO_PASSWORD)).json());
    const { expiresAt, idleExpiresAt } = signedIn.session;
    // The server's defaults: 12 hours after sign-in, 30 minutes after the last request.
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(12 * 3_600_000 + 5000);
    expect(Date.parse(idleExpiresAt) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(Date.parse(idleExpiresAt) - before).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(Math.abs(Date.parse(signedIn.session.serverTime) - Date.now())).toBeLessThan(5000);
    const me = MeResultSchema.parse((await server.injectAs(signedIn.token, { method: 'GET', url: ME })).json());
    expect(me.session).toMatchObject({ expiresAt, idleExpiresAt });
    const check = await server.injectAs(signedIn.token, { method: 'GET', url: '/api/admin/session' });
    expect(check.json()).toMatchObject({ success: true, data: { expiresAt, idleExpiresAt } });
  });

  it('does not count the session check as activity, while "Stay signed in" restarts the idle clock', async () => {
    let clock = Date.parse('2025-01-01T08:00:00Z');
    const sessions = createSessionService(server.app.db, 'another-secret-long-enough-for-hs256', { maxAgeMs: 60 * 60_000, idleMs: 10 * 60_000 }, () => clock);
    const account = await server.app.db.selectFrom('accounts').selectAll().where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
    const token = await sessions.open(account);

    clock += 9 * 60_000;
    const checked = await sessions.authenticate(token, { touch: false });
    expect(checked.session).toEqual({ expiresAt: '2025-01-01T09:00:00.000Z', idleExpiresAt: '2025-01-01T08:10:00.000Z', serverTime: '2025-01-01T08:09:00.000Z' });
    clock += 2 * 60_000; // the check 2 minutes ago kept nothing alive
    await expect(sessions.authenticate(token)).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/inactivity/) });

    const kept = await sessions.open(account);
    clock += 9 * 60_000 + 30_000;
    const auth = await sessions.authenticate(kept, { touch: false });
    expect(await sessions.keepAlive(auth)).toEqual({ expiresAt: '2025-01-01T09:11:00.000Z', idleExpiresAt: '2025-01-01T08:30:30.000Z', serverTime: '2025-01-01T08:20:30.000Z' });
    clock += 9 * 60_000; // 18½ minutes after sign-in, 9 after "Stay signed in": still open
    await expect(sessions.authenticate(kept, { touch: false })).resolves.toMatchObject({ session: { idleExpiresAt: '2025-01-01T08:30:30.000Z' } });
  });

  it('refuses the token of an account that was disabled', async () => {
    const token = await server.login(DEMO_VIEWER_EMAIL);
    await server.app.db.updateTable('accounts').set({ disabled: 1 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
    const fresh = createSessionService(server.app.db, 'test-secret-that-is-long-enough-for-hs256', { maxAgeMs: 60 * 60_000, idleMs: 30 * 60_000 });
    await expect(fresh.authenticate(token)).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/disabled/) });
    await server.app.db.updateTable('accounts').set({ disabled: 0 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
  });
});

describe('tokens', () => {
  it('refuses at once a session ended by another server process on the same database', async () => {
    const other = await openDatabase({ file: join(server.dataDir, 'brokerdesk.sqlite'), ...server.database });
    // On PostgreSQL the other process is an instance that waits until it has heard its own write, as a request does.
    const feed = server.database.url ? await listenForChanges(other, server.database.url, { warn: () => undefined }) : changeFeedOf(other);
    try {
      await vi.waitFor(() => expect(feed.listening).toBe(Boolean(server.database.url)));
      const account = await createTestAccount(server.app);
      const token = await server.login(account.email);
      const me = () => server.injectAs(token, { method: 'GET', url: ME });
      expect((await me()).statusCode).toBe(200);
      await createSessionService(other, 'test-secret-that-is-long-enough-for-hs256', DEFAULT_SESSION_LIMITS).revokeAccount(account.id);
      await feed.catchUp();
      expect((await me()).json()).toEqual({ success: false, message: 'You have signed out. Please sign in again.' });
    } finally {
      await feed.close();
      await other.destroy();
    }
  });

  it('refuses the token of a deleted account at its next request', async () => {
    const account = await createTestAccount(server.app);
    const token = await server.login(account.email);
    expect((await server.injectAs(token, { method: 'GET', url: ME })).statusCode).toBe(200);
    await server.app.db.updateTable('accounts').set({ deleted_at: new Date().toISOString() }).where('id', '=', account.id).execute();
    const after = await server.injectAs(token, { method: 'GET', url: ME });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'This account no longer exists.' });
  });

  it('refuses a token that is not a JWT, one signed with another key, and one whose session row is gone', async () => {
    const other = createSessionService(server.app.db, 'another-secret-long-enough-for-hs256', { maxAgeMs: 60_000, idleMs: 60_000 });
    const account = await createTestAccount(server.app);
    const foreign = await other.open(account);
    const token = await server.login(account.email);
    await server.app.db.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    for (const candidate of ['a.b', 'x'.repeat(600), foreign, token]) {
      const response = await server.injectAs(candidate, { method: 'GET', url: ME });
      expect(response.statusCode, candidate.slice(0, 20)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/sign in again|no longer valid/) });
    }
  });
});

describe('change password', () => {
  const CHANGE = '/api/user/change-password';
  const NEW_PASSWORD = 'Falcon-Harbour-2031';
  const change = (token: string, body: Record<string, string>) => server.injectAs(token, { method: 'POST', url: CHANGE, payload: body });

  it('ends every other session of the account, keeps the current one, and takes the new password', async () => {
    const account = await createTestAccount(server.app);
    const current = await server.login(account.email);
    const other = await server.login(account.email);
    const response = await change(current, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password changed. Your other sessions have been signed out.' });
    expect((await server.injectAs(current, { method: 'GET', url: ME })).statusCode).toBe(200);
    expect((await server.injectAs(other, { method: 'GET', url: ME })).statusCode).toBe(401);
    expect((await login(account.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, naming currentPassword, and changes nothing', async () => {
    const account = await createTestAccount(server.app);
    const token = await server.login(account.email);
    const response = await change(token, { currentPassword: 'Not-the-password-1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'currentPassword: The current password is not correct', fieldErrors: { currentPassword: 'The current password is not correct' } });
    expect((await login(account.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a common password, whatever its case', 'Password123', /too common/],
    ['the e-mail address', 'e-mail', /e-mail/],
    ['the current password', DEMO_PASSWORD, /differ/],
    ['a password shorter than 8 characters', 'Ab1!xyz', /at least 8/],
  ])('refuses %s as the new password', async (_name, candidate, message) => {
    const account = await createTestAccount(server.app);
    const newPassword = candidate === 'e-mail' ? account.email.toUpperCase() : candidate;
    const token = await server.login(account.email);
    const response = await change(token, { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.newPassword).toMatch(message);
  });

  it('takes a long passphrase whole: nothing is truncated', async () => {
    const account = await createTestAccount(server.app);
    const token = await server.login(account.email);
    const long = `${'correct horse battery staple '.repeat(4)}end`;
    expect((await change(token, { currentPassword: DEMO_PASSWORD, newPassword: long, confirmPassword: long })).statusCode).toBe(200);
    expect((await login(account.email, long.slice(0, -1))).statusCode).toBe(401);
    expect((await login(account.email, long)).statusCode).toBe(200);
  });
});
