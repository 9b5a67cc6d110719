// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedServerError, startEmbeddedServer } from './embeddedServer.js';
import { createForkSpawner } from './forkSpawner.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'brokerdesk-embedded-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// A stand-in server entry whose misbehaviour the test chooses through FAKE_MODE.
const fakeEntry = path.join(tmp, 'fake-server.mjs');
writeFileSync(
  fakeEntry,
  `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
const mode = process.env.FAKE_MODE;
writeFileSync(process.env.BROKERDESK_DATA_DIR + '/env.json', JSON.stringify({ PORT: process.env.PORT, HOST: process.env.HOST }));
if (mode === 'crash') { console.error('Error: database is locked'); process.exit(3); }
if (mode === 'ignore-sigterm') process.on('SIGTERM', () => {});
const server = createServer((req, res) => {
  if (req.url === '/api/health' && mode !== 'unhealthy') { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"success":true,"status":"ok"}'); }
  else { res.writeHead(503); res.end(); }
});
server.listen(Number(process.env.PORT), process.env.HOST, () => {
  const { port } = server.address();
  const host = mode === 'foreign' ? '10.1.2.3' : process.env.HOST;
  if (mode !== 'silent') process.send({ type: 'listening', url: 'http://' + host + ':' + port });
});
if (mode !== 'ignore-sigterm') process.on('SIGTERM', () => server.close(() => process.exit(0)));
`,
);

function isAlive(pid: number | undefined) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function fakeSpawner(mode: string) {
  return createForkSpawner(fakeEntry, { baseEnv: { ...process.env, FAKE_MODE: mode } });
}

function dataDir(name: string) {
  return mkdtempSync(path.join(tmp, `${name}-`));
}

describe('startEmbeddedServer', () => {
  it('starts on a free loopback port with the data folder, answers health and stops cleanly', async () => {
    const dir = dataDir('ok');
    const onUnexpectedExit = vi.fn();
    const server = await startEmbeddedServer({ spawn: fakeSpawner('ok'), dataDir: dir, onUnexpectedExit });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dir, 'env.json'), 'utf8'))).toEqual({ PORT: '0', HOST: '127.0.0.1' });
    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect(onUnexpectedExit).not.toHaveBeenCalled();
  });

  it('fails clearly, with the server output, when the server exits before it is ready', async () => {
    const error = await startEmbeddedServer({ spawn: fakeSpawner('crash'), dataDir: dataDir('crash') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as Error).message).toMatch(/stopped before it was ready \(exit code 3\)/);
    expect((error as Error).message).toMatch(/database is locked/);
  });

  it('times out and kills the process when health never answers 200', async () => {
    let pid: number | undefined;
    const spawn = fakeSpawner('unhealthy');
    const error = await startEmbeddedServer({
      spawn: (options) => {
        const child = spawn(options);
        pid = child.pid;
        return child;
      },
      dataDir: dataDir('unhealthy'),
      startTimeoutMs: 1200,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/did not start within 1 s/);
    expect(isAlive(pid)).toBe(false);
  });

  it('times out when the server never announces that it listens', async () => {
    const error = await startEmbeddedServer({ spawn: fakeSpawner('silent'), dataDir: dataDir('silent'), startTimeoutMs: 800 }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/did not start within/);
  });

  it('refuses a server that announces an address off this computer', async () => {
    const error = await startEmbeddedServer({ spawn: fakeSpawner('foreign'), dataDir: dataDir('foreign') }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/not on this computer/);
  });

  it('kills a server that ignores SIGTERM after the grace period', async () => {
    const server = await startEmbeddedServer({ spawn: fakeSpawner('ignore-sigterm'), dataDir: dataDir('stubborn'), stopGraceMs: 300 });
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(isAlive(server.pid)).toBe(false);
  });

  it('reports an exit after start that nobody asked for', async () => {
    const onUnexpectedExit = vi.fn();
    const server = await startEmbeddedServer({ spawn: fakeSpawner('ok'), dataDir: dataDir('unexpected'), onUnexpectedExit });
    process.kill(server.pid!, 'SIGKILL');
    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledOnce());
    await server.stop();
  });
});

const serverEntry = path.resolve(import.meta.dirname, '../../server/main.ts');

describe.skipIf(!existsSync(serverEntry))('startEmbeddedServer with the real server entry', () => {
  it('starts server/main.ts, answers health and stops it', { timeout: 120_000 }, async () => {
    const dir = dataDir('real');
    const server = await startEmbeddedServer({
      spawn: createForkSpawner(serverEntry, { execArgv: ['--import', 'tsx'], cwd: path.resolve(import.meta.dirname, '../..') }),
      dataDir: dir,
      env: { LOG_LEVEL: 'warn', BROKERDESK_DEMO_CUSTOMERS: '20' },
      startTimeoutMs: 100_000,
    });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, status: 'ok' });
    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
  });
});
