/**
 * `npm start`: BrokerDesk in Electron when its binary is installed; otherwise the same app in the
 * browser, served with the API by one in-process server on 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/app.js';
import { readConfig } from '../server/config.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../server/demo/seedDemo.js';
import { serverOptions } from '../server/serverOptions.js';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteCli = path.join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js');
const rendererDir = path.join(projectDir, 'dist', 'renderer');

/**
 * The Electron executable, or null when it is not installed. This is the lookup
 * `node_modules/electron/index.js` does, minus its side effect: that file tries to download the
 * binary when it is missing, which hangs and fails on a machine without GitHub access.
 */
function findElectronBinary(): string | null {
  const packageDir = path.join(projectDir, 'node_modules', 'electron');
  const pathFile = path.join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override ? path.join(override, executable || 'electron') : executable ? path.join(packageDir, 'dist', executable) : null;
  return candidate && existsSync(candidate) ? candidate : null;
}

function runVite(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [viteCli, 'build'], { cwd: projectDir, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

function startElectron(binary: string): void {
  runVite(process.env);
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, ['.'], { cwd: projectDir, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function startInBrowserMode(): Promise<void> {
  console.log('The Electron binary is not installed on this machine, so BrokerDesk opens in your browser instead.');
  if (!existsSync(path.join(rendererDir, 'index.html'))) {
    console.log('Building the screens (first run)…');
    runVite({ ...process.env, BROKERDESK_BUILD_TARGET: 'renderer' });
  }

  const config = readConfig(process.env);
  // Quieter than the server's default: this terminal is the user's, not a log.
  const app = await buildServer(serverOptions({ ...config, logLevel: process.env.LOG_LEVEL ?? 'warn', staticDir: rendererDir }));

  const port = (await portIsFree(config.host, config.port)) ? config.port : 0;
  if (port === 0) console.log(`Port ${config.port} is taken; using a free one instead.`);
  await app.listen({ host: config.host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  console.log(`BrokerDesk is running at http://${shownHost}:${actualPort} — sign in as ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping BrokerDesk…');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

const electronBinary = findElectronBinary();
if (electronBinary) startElectron(electronBinary);
else
  await startInBrowserMode().catch((error: unknown) => {
    console.error(`BrokerDesk could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
