import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_PASSWORD } from '../../demo/seedDemo.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 }, logger: { level: 'info', stream: capture } });
});
afterAll(async () => server.close());

describe('logs', () => {
  it('record every sign-in attempt and every refused request, and never a password or a token', async () => {
    const account = await createTestAccount(server.app, { moduleAccess: {} });
    const wrong = 'Wrong-password-7731';
    const newPassword = 'Saffron-Lantern-4410';
    await server.app.inject({ method: 'POST', url: '/api/admin-auth/login', payload: { email: account.email, password: wrong } });
    const token = await server.login(account.email);
    const refused = await server.injectAs(token, { method: 'GET', url: '/api/admin/menus/getAll?search=x' });
    expect(refused.statusCode).toBe(403);
    await server.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: 'Bearer not.a.token' } });
    await server.injectAs(token, { method: 'POST', url: '/api/user/change-password', payload: { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword } });

    const signIns = entries().filter((entry) => entry.event === 'sign-in');
    expect(signIns).toEqual([
      expect.objectContaining({ outcome: 'failure', email: account.email, accountId: account.id, address: '127.0.0.1', at: expect.any(String) }),
      expect.objectContaining({ outcome: 'success', email: account.email, accountId: account.id }),
    ]);
    expect(entries().filter((entry) => entry.event === 'refused')).toEqual([
      expect.objectContaining({ accountId: null, method: 'POST', url: '/api/admin-auth/login', status: 401 }),
      expect.objectContaining({ accountId: account.id, method: 'GET', url: '/api/admin/menus/getAll', status: 403, time: expect.any(Number) }),
      expect.objectContaining({ accountId: null, method: 'GET', url: '/api/admin/me', status: 401 }),
    ]);
    const text = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, wrong, newPassword, token, 'not.a.token']) expect(text).not.toContain(secret);
  });

  it('redact passwords and tokens should any code log a body or an answer', () => {
    server.app.log.info({ body: { password: 'leak-1', currentPassword: 'leak-2', newPassword: 'leak-3' }, token: 'leak-4', reply: { token: 'leak-5' } }, 'careless');
    const careless = lines.filter((line) => line.includes('careless')).join('\n');
    expect(careless).toContain('[redacted]');
    expect(careless).not.toMatch(/leak-\d/);
  });
});
