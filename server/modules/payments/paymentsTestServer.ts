import { seedDemo } from '../../demo/seedDemo.js';
import type { ServerOptions } from '../../app.js';
import { TEST_DEMO, buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';

/**
 * The payments tests' server: the test demo set without today's demo sales. Those sales are paid
 * through `quotePayments.ts` while the server starts, outside any test, so mutation testing counts
 * every rule they pass through as reached by no test in particular and runs all the tests (and a
 * server start) for each such mutant: the module's run took an hour instead of minutes. The tests
 * make their own sales (`salesFixture.ts`).
 */
export async function buildPaymentsTestServer(overrides: Partial<ServerOptions>): Promise<TestServer> {
  const server = await buildTestServer({ ...overrides, demo: false });
  await seedDemo(server.app.db, TEST_DEMO);
  return server;
}
