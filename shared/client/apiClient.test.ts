import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient.js';

/** A small stand-in server that records what the client sent and answers by path. */
let server: Server;
let baseUrl: string;
const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.url?.startsWith('/api/admin/customers/gone')) return json(404, { success: false, message: 'Customer not found' });
      if (req.url?.startsWith('/api/admin/me')) return json(401, { success: false, message: 'Session expired' });
      if (req.url?.startsWith('/api/admin/customers/exportuserscsv')) {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="customers-2026-11-22.csv"' });
        return res.end('Name\nOmar\n');
      }
      return json(200, { success: true, data: { ok: true } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends the token as a bearer and as access-token, with query and body', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'tok-1', onUnauthorized: vi.fn() });
    const result = await client.call('customers.list', { query: { page: 2, size: 10, search: 'omar' }, body: {} });
    expect(result.ok).toBe(true);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/customers/get-customer?page=2&size=10&search=omar');
    expect(request.headers.authorization).toBe('Bearer tok-1');
    expect(request.headers['access-token']).toBe('tok-1');
  });

  it('refuses bad input before sending, naming the field', async () => {
    const before = seen.length;
    const client = createApiClient({ baseUrl, getToken: () => null, onUnauthorized: vi.fn() });
    const result = await client.call('customers.update', { params: { id: 'c1' }, body: { fullName: '', email: 'x@y.ae', mobileNumber: '501234567' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input', status: 400, fieldErrors: { fullName: 'Full name is required' } } });
    expect(seen.length).toBe(before);
  });

  it('answers the server message for a failure and calls onUnauthorized for a 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, getToken: () => 't', onUnauthorized });
    expect(await client.call('customers.get', { params: { id: 'gone' } })).toMatchObject({ ok: false, error: { status: 404, message: 'Customer not found' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(await client.call('auth.me', {})).toMatchObject({ ok: false, error: { status: 401, message: 'Session expired' } });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps sign-in for the host and refuses endpoints the contract does not declare', async () => {
    const client = createApiClient({ baseUrl, getToken: () => null, onUnauthorized: vi.fn() });
    expect(await client.call('auth.login', { body: { email: 'a@b.ae', password: 'x' } })).toMatchObject({ ok: false, error: { code: 'host-only' } });
    expect(await client.call('auth.login', { body: { email: 'a@b.ae', password: 'x' } }, { asHost: true })).toMatchObject({ ok: true });
    expect(await client.call('customers.nothing', {})).toMatchObject({ ok: false, error: { code: 'unknown-endpoint' } });
  });

  it('downloads a file with the name the server suggests', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 't', onUnauthorized: vi.fn() });
    const result = await client.download('customers.exportCsv', { body: {} });
    expect(result.ok && result.data.fileName).toBe('customers-2026-11-22.csv');
    expect(result.ok && new TextDecoder().decode(result.data.bytes)).toBe('Name\nOmar\n');
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null, onUnauthorized: vi.fn() });
    expect(await client.call('auth.me', {})).toMatchObject({ ok: false, error: { code: 'network', status: 0 } });
  });
});
