import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { withClient } from '../../tests/helpers/postgresSchema.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/helpers/testDatabase.js';

/** This server's connections carry a name of their own, so only they are cut (other test files share the database). */
const APPLICATION = `brokerdesk_reconnect_${process.pid}`;

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.target.url!);
  url.searchParams.set('application_name', APPLICATION);
  server = await buildTestServer({ database: { ...database.target, url: url.toString() } });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function cutConnections(): Promise<number> {
  const { rowCount } = await withClient(TEST_DATABASE_URL!, (admin) => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [APPLICATION]));
  return rowCount ?? 0;
}

it('answers again without a restart once the database has dropped every connection of the server', async () => {
  const token = await server.login();
  const me = () => server.injectAs(token, { method: 'GET', url: '/api/admin/me' });
  expect((await me()).statusCode).toBe(200);
  expect(await cutConnections()).toBeGreaterThan(0);
  // The pool hears of the dropped connections and opens new ones for the next requests.
  await expect.poll(async () => (await me()).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
  const responses = await Promise.all(Array.from({ length: 8 }, me));
  expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
});

it('a request that meets a dropped connection answers 503 with Retry-After, never a 500', async () => {
  const token = await server.login();
  await cutConnections();
  const answers = await Promise.all(Array.from({ length: 4 }, () => server.injectAs(token, { method: 'GET', url: '/api/admin/me' })));
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.statusCode);
    if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBe('5');
  }
});
