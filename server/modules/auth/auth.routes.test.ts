import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResultSchema, MeResultSchema } from '../../../shared/contract/auth/index.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_VIEWER_EMAIL } from '../../demo/seedDemo.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { createSessionService } from './sessions.js';

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

  it('refuses a disabled account', async () => {
    await server.app.db.updateTable('accounts').set({ disabled: 1 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
    const response = await login(DEMO_VIEWER_EMAIL, DEMO_PASSWORD);
    await server.app.db.updateTable('accounts').set({ disabled: 0 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
    expect(response.statusCode).toBe(403);
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

  it('refuses the token of an account that was disabled', async () => {
    const token = await server.login(DEMO_VIEWER_EMAIL);
    await server.app.db.updateTable('accounts').set({ disabled: 1 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
    const fresh = createSessionService(server.app.db, 'test-secret-that-is-long-enough-for-hs256', { maxAgeMs: 60 * 60_000, idleMs: 30 * 60_000 });
    await expect(fresh.authenticate(token)).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/disabled/) });
    await server.app.db.updateTable('accounts').set({ disabled: 0 }).where('email', '=', DEMO_VIEWER_EMAIL).execute();
  });
});
