import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { API_CONTENT_SECURITY_POLICY } from './securityHeaders.js';
import { CONTENT_SECURITY_POLICY as RENDERER_CSP } from './staticSite.js';

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer carries, whatever its kind. */
function expectHardened(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
}

/** An API answer: the JSON CSP, and never kept by a cache. */
function expectApiHeaders(headers: Headers) {
  expectHardened(headers);
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
}

let server: TestServer;
let staticDir: string;
let token: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'brokerdesk-www-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrokerDesk</title><script type="module" src="./assets/app.js"></script>');
  await writeFile(join(staticDir, 'assets', 'app.js'), 'document.title = "BrokerDesk";');
  server = await buildTestServer({ staticDir });
  token = await server.login();
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('API answers', () => {
  it('a JSON answer with customer data carries the security headers and no-store', async () => {
    const response = await server.injectAs(token, { method: 'POST', url: '/api/admin/customers/get-customer', payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    expectApiHeaders(response.headers);
    expect(API_CONTENT_SECURITY_POLICY).toBe(response.headers['content-security-policy']);
  });

  it('error answers carry them too: a refused request, an unknown path and a router refusal', async () => {
    const refused = await server.app.inject({ method: 'POST', url: '/api/admin/customers/get-customer', payload: {} });
    expect(refused.statusCode).toBe(401);
    expectApiHeaders(refused.headers);
    const unknown = await server.app.inject('/api/admin/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expectApiHeaders(unknown.headers);
    // A POST: with the renderer served, an over-long GET falls through to the static files' wildcard (404).
    const tooLong = await server.app.inject({ method: 'POST', url: `/api/cars/${'a'.repeat(300)}/updatecar` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(tooLong.headers['cache-control']).toBe('no-store');
    expect(tooLong.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a PDF download stays an attachment, of its type, with the security headers and no-store', async () => {
    const policy = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').where('status', '=', 'Active')
      .where('quote_id', 'is not', null).executeTakeFirstOrThrow();
    const response = await server.injectAs(token, { method: 'POST', url: `/api/admin/customers/${policy.id}/downloadpdfpolicy` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectApiHeaders(response.headers);
  });
});

describe('pages', () => {
  it('the renderer keeps its own CSP, on index.html and on client-side routes, and its code loads', async () => {
    for (const url of ['/', '/customers/abc/edit']) {
      const page = await server.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toBe(RENDERER_CSP);
      expectHardened(page.headers);
      expect(page.headers['cache-control'], url).not.toBe('no-store');
    }
    const script = await server.app.inject('/assets/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expectHardened(script.headers);
  });

  it('a sandbox payment page keeps its stricter CSP with its style nonce', async () => {
    const page = await server.app.inject('/sandbox/pay/unknown-order');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/);
    expectHardened(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
