import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/contract/index.js';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { installErrorHandling } from './errorHandler.js';
import { poisonedKey } from './jsonBody.js';

/**
 * Every refusal, wherever it is made (router, body parsers, upload parser, HTTP parser), answers
 * `{ success: false, message }` with a message for a person: no `code`, no `FST_`, no echo of
 * framework internals.
 */

const LOGIN = '/api/admin-auth/login';
/** An upload without an id in its address; it reads its one file with `request.file()`. */
const OFFLINE_SHEET = '/api/admin/autoofflinepolicy/uploadofflinepoliciespraktora';
const LEAKS = /FST_|"code"|"error"|"statusCode"|busboy|Multipart:|is not a valid url component|exceeding the max param length/;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  token = await server.login();
});
afterAll(async () => server.close());

function expectRefusal(response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.body).not.toMatch(LEAKS);
  expect(JSON.parse(response.body)).toEqual({ success: false, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const jsonPost = (url: string, payload: string, contentType = 'application/json') =>
  server.injectAs(token, { method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('the router', () => {
  it('answers an id over 100 characters with 414 "The address is too long", and one of 100 is routed', async () => {
    expectRefusal(await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${'a'.repeat(101)}` }), 414,
      'The address is too long: an id in it has more than 100 characters.');
    const routed = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${'a'.repeat(100)}` });
    expect(routed.statusCode).not.toBe(414);
    expect(routed.json()).toMatchObject({ success: false });
  });

  it('answers a malformed % escape with 400 in the API shape, and a valid one is routed', async () => {
    expectRefusal(await server.injectAs(token, { method: 'GET', url: '/api/admin/customers/%zz' }), 400,
      'The address contains an invalid character escape: a % must be followed by two hexadecimal digits.');
    expect((await server.injectAs(token, { method: 'GET', url: '/api/admin/customers/%41' })).statusCode).not.toBe(400);
  });

  it('answers an unknown API path and a known path with another method with a JSON 404', async () => {
    expectRefusal(await server.app.inject('/api/admin/nothing-here'), 404, 'No API route GET /api/admin/nothing-here');
    // fastify answers a method a path does not have with 404, not 405 (fastify#862).
    expectRefusal(await server.app.inject({ method: 'PUT', url: '/api/health' }), 404, 'No API route PUT /api/health');
  });
});

describe('JSON bodies', () => {
  it('refuses a __proto__ key, at any depth, naming it', async () => {
    expectRefusal(await jsonPost(LOGIN, '{"email":"a@b.ae","password":"x","__proto__":{"isAdmin":true}}'), 400,
      'The request body may not contain the key __proto__.');
    expectRefusal(await jsonPost(LOGIN, '{"email":"a@b.ae","password":"x","list":[{"constructor":{"prototype":{"isAdmin":true}}}]}'), 400,
      'The request body may not contain the key constructor.prototype.');
  });

  it('accepts an ordinary key named constructor', async () => {
    const response = await jsonPost(LOGIN, '{"email":"nobody@example.ae","password":"Wrong-password-1","constructor":"x"}');
    expect(response.statusCode).toBe(401);
  });

  it('says when the body is not JSON', async () => {
    expectRefusal(await jsonPost(LOGIN, '{"email":'), 400, 'The request body is not valid JSON.');
    expectRefusal(await jsonPost(LOGIN, ' '), 400, 'The request body is not valid JSON.');
  });

  it('reads an empty body as no body: an endpoint with required fields names them', async () => {
    const response = await jsonPost(LOGIN, '');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).not.toMatch(LEAKS);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/^email: .*; password: /) });
  });

  it('refuses a body of JSON that is not an object, where the endpoint takes an object', async () => {
    for (const payload of ['[]', '"x"', '0']) {
      const response = await jsonPost(LOGIN, payload);
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/^body: /) });
    }
  });

  it('refuses a body over 1 MB with 413, and one just under is read', async () => {
    const over = JSON.stringify({ email: 'a@b.ae', password: 'x'.repeat(1024 * 1024) });
    expectRefusal(await jsonPost(LOGIN, over), 413, 'The request is too large.');
    const under = JSON.stringify({ email: 'a@b.ae', password: 'x'.repeat(1024 * 1024 - 40) });
    expect((await jsonPost(LOGIN, under)).statusCode).toBe(400);
  });

  it('refuses a content type it does not read with 415', async () => {
    expectRefusal(await jsonPost(LOGIN, '<login/>', 'application/xml'), 415,
      'The request body has a Content-Type the server does not accept: send JSON, or files as multipart form data.');
  });
});

describe('uploads', () => {
  const upload = (contentType: string, payload: string) => jsonPost(OFFLINE_SHEET, payload, contentType);
  const part = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`;

  it('answers a form without a boundary or cut short with 400, not 500', async () => {
    expectRefusal(await upload('multipart/form-data', 'xx'), 400, /^The upload is not valid multipart form data/);
    expectRefusal(await upload('multipart/form-data; boundary=b', part('OfflineSheet')), 400, /^The upload is not valid multipart form data/);
  });

  it('refuses a field with a reserved name in words', async () => {
    expectRefusal(await upload('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n'), 400,
      'A form field of the upload has a reserved name, such as __proto__ or constructor.');
  });
});

describe('the HTTP parser', () => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  function rawAnswer(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(request);
    });
  }

  it('answers a request that is not HTTP, and one with oversized headers, in the API shape', async () => {
    const garbage = await rawAnswer('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual({ success: false, message: 'The request is not valid HTTP.' });

    const oversized = await rawAnswer(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(oversized.split('\r\n\r\n')[1]!)).toEqual({ success: false, message: 'The request headers are too large.' });
  });
});

describe('poisonedKey', () => {
  it('finds __proto__ and constructor.prototype anywhere, and nothing in ordinary data', () => {
    expect(poisonedKey(JSON.parse('{"a":[1,{"b":{"__proto__":{}}}]}'))).toBe('__proto__');
    expect(poisonedKey(JSON.parse('{"constructor":{"prototype":{}}}'))).toBe('constructor.prototype');
    expect(poisonedKey({ constructor: 'x', prototype: {}, list: [null, 1, 'a', { constructor: { name: 'x' } }] })).toBeUndefined();
  });

  it('walks a deeply nested or very long body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(poisonedKey(deep)).toBeUndefined();
    expect(poisonedKey([...Array.from({ length: 300_000 }, () => 0), { __proto__: null, constructor: { prototype: 1 } }])).toBe('constructor.prototype');
  });
});

describe('a database that is unavailable', () => {
  it('answers 503 with a message saying nothing was saved and when to retry; other failures stay 500', async () => {
    const app = Fastify();
    installErrorHandling(app, { rendererFallback: false });
    // What the PostgreSQL driver throws when the server restarts under a running request, and a fault of the code.
    app.get('/restarting', () => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
    app.get('/broken', () => Promise.reject(Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' })));
    const restarting = await app.inject({ method: 'GET', url: '/restarting' });
    expect(restarting.statusCode).toBe(503);
    expect(restarting.headers['retry-after']).toBe('5');
    expect(restarting.json()).toEqual({ success: false, message: MESSAGES.databaseUnavailable });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ success: false, message: MESSAGES.unexpected });
    await app.close();
  });
});
