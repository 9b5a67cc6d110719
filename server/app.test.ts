import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRoutePattern } from '../shared/contract/index.js';
import { loadAllEndpoints } from '../shared/contract/loadEndpoint.js';
import { buildServer } from './app.js';
import type { FastifyInstance } from 'fastify';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

let dataDir: string;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'brokerdesk-app-'));
  staticDir = await mkdtemp(join(tmpdir(), 'brokerdesk-www-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrokerDesk</title>');
  app = await buildServer({ dataDir, database: { file: ':memory:' }, secret: 's'.repeat(40), version: '9.9.9', logger: false, staticDir, maintenance: 1, demo: false });
  // A route that fails like a bug would, to see what a 5xx tells the caller.
  app.get('/api/test-only/failure', () => Promise.reject(new Error('SQLITE_CORRUPT at /work/main/server/secret/path.ts:12')));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(staticDir, { recursive: true, force: true });
});

describe('buildServer', () => {
  it('registers a route for every endpoint of the contract', () => {
    const missing = everyEndpoint.filter(([, def]) => !app.hasRoute({ method: def.method, url: toRoutePattern(def.path) }));
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('answers an unexpected failure with a generic 500 message and no details', async () => {
    const response = await app.inject('/api/test-only/failure');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
  });

  it('answers health and the public maintenance flag without sign-in', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ success: true, status: 'ok', version: '9.9.9' });
    expect((await app.inject('/api/public/settings')).json()).toEqual({ success: true, data: { maintenance: 1 } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject('/api/admin/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No API route GET /api/admin/nothing-here' });
  });

  it('serves the renderer with a strict CSP, and index.html for client-side routes', async () => {
    for (const url of ['/', '/customers/abc/edit']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>BrokerDesk</title>');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin-auth/login', payload: { email: 'a@b.ae', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers a malformed JSON body with 400 and no stack', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin-auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.js/);
  });
});
