import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef } from '../../shared/contract/index.js';
import { loadAllEndpoints } from '../../shared/contract/loadEndpoint.js';
import { buildTestServer, type TestServer } from '../helpers/buildTestServer.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

/**
 * Walks every endpoint path with the addresses the router refuses before any route runs: an id
 * of 300 characters and a malformed `%` escape. Each answers the API's shape with a message, and
 * nothing of the framework's own answer (its `code`, `FST_…`, `statusCode`) leaks through.
 */

const LONG_ID = 'a'.repeat(300);
const BAD_ESCAPE = '%zz';

/** The endpoint's path with every parameter replaced by `value` as is; a path without one gets it as a last segment. */
function pathWith(def: EndpointDef, value: string): string {
  const path = def.path.startsWith('/') ? def.path : `/${def.path}`;
  return /\{\w+\}/.test(path) ? path.replace(/\{\w+\}/g, value) : `${path}/${value}`;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  token = await server.login();
});
afterAll(async () => server.close());

const endpoints = everyEndpoint;

describe.each([
  ['an id of 300 characters', LONG_ID],
  ['a malformed % escape', BAD_ESCAPE],
])('every endpoint path with %s', (_name, value) => {
  it.each(endpoints)('%s answers the API shape', async (_key, def) => {
    const response = await server.injectAs(token, { method: def.method, url: pathWith(def, value) });
    expect([400, 404, 414], response.body).toContain(response.statusCode);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(response.body).not.toMatch(/FST_|"code"|"statusCode"|"error"/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
