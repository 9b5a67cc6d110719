import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { serverOptions } from './serverOptions.js';

/** `npm run server`: the API on its own, or as the desktop app's child process. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const app = await buildServer(serverOptions(config));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.log(`BrokerDesk API listening on ${url}`);
  process.send?.({ type: 'listening', url });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
