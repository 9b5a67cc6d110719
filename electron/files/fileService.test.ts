// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, mkdir, open, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUploadClient } from '../../shared/client/uploadClient.js';
import type { DocumentUploadResult } from '../../shared/contract/documents/index.js';
import { documentsRoutes } from '../../server/modules/documents/documents.routes.js';
import { samplePdfParts } from '../../tests/fixtures/uploads/sampleFiles.js';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import type { OpenDialog } from '../platform/deps.js';
import { createFileService } from './fileService.js';

const MB = 1024 * 1024;
let server: TestServer;
let url: string;
let token: string;
let customerId: string;
let dir: string;
let serverProcess: ChildProcess;
let processUrl: string;

/**
 * The real server in a process of its own (as the embedded server runs beside main), with the
 * documents routes also under /large with room for a 200 MB document, so this process's memory
 * is main's alone.
 */
const SERVER_SCRIPT = `
  import { mkdtempSync } from 'node:fs';
  import { tmpdir } from 'node:os';
  import { join } from 'node:path';
  import { buildServer } from './server/app.ts';
  import { documentsRoutes } from './server/modules/documents/documents.routes.ts';
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-files-server-'));
  const app = await buildServer({ dataDir, secret: 'x'.repeat(48), version: 'test', logger: false, demo: { customers: 3, seed: 1 } });
  await app.register(documentsRoutes, { prefix: '/large', filesDir: join(dataDir, 'files'), limits: { documentBytes: 256 * 1024 * 1024 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log('listening ' + app.server.address().port);
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

async function startSeparateServer(): Promise<string> {
  serverProcess = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    serverProcess.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    serverProcess.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

beforeAll(async () => {
  server = await buildTestServer();
  // The same documents routes under /large with room for a 200 MB document, for the memory test.
  await server.app.register(documentsRoutes, { prefix: '/large', filesDir: server.filesDir, limits: { documentBytes: 256 * MB } });
  token = await server.login();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  customerId = (await server.app.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()).id;
  dir = await mkdtemp(join(tmpdir(), 'brokerdesk-files-'));
  processUrl = await startSeparateServer();
}, 60_000);
afterAll(async () => {
  serverProcess?.kill('SIGTERM');
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A whole PDF, `size` bytes long, written without holding it in memory: its start and end, zeros (sparse) between. */
async function pdfFile(name: string, size: number): Promise<string> {
  const path = join(dir, name);
  const { head, tail } = samplePdfParts(size);
  const handle = await open(path, 'w');
  await handle.write(head, 0, head.length, 0);
  await handle.write(tail, 0, tail.length, size - tail.length);
  await handle.close();
  return path;
}

function setup(options: { baseUrl?: string; dialog?: OpenDialog; concurrency?: number; token?: () => string } = {}) {
  const emit = vi.fn();
  const onUnauthorized = vi.fn();
  const openDialog = vi.fn(options.dialog ?? (() => Promise.resolve([])));
  const files = createFileService({
    openDialog,
    fs: { stat, createReadStream },
    uploads: createUploadClient({ baseUrl: options.baseUrl ?? url, getToken: options.token ?? (() => token), onUnauthorized }),
    emit,
    concurrency: options.concurrency,
  });
  const progress = (fileId: string) => emit.mock.calls.filter(([event, p]) => event === 'files:progress' && p.fileId === fileId).map(([, p]) => p.percent as number);
  return { files, emit, openDialog, progress, onUnauthorized };
}

describe('file service (main)', () => {
  it('opens the OS dialog with the kind\'s filter and gives the window names, sizes and ids, never paths', async () => {
    const path = await pdfFile('Emirates ID.pdf', 2048);
    const { files, openDialog } = setup({ dialog: () => Promise.resolve([path]) });
    const picked = await files.pick('documents');
    expect(openDialog).toHaveBeenCalledWith({ title: 'Choose documents (pdf, jpg, png)', filters: [{ name: 'Documents (PDF, JPG, PNG)', extensions: ['pdf', 'png', 'jpg', 'jpeg'] }], multiple: true });
    expect(picked).toEqual({ ok: true, data: [{ id: expect.stringMatching(/^f-/), name: 'Emirates ID.pdf', size: 2048, kind: 'pdf' }] });
    expect(JSON.stringify(picked)).not.toContain(dir);
    expect(await setup().files.pick('zip')).toEqual({ ok: true, data: [] });
  });

  it('accepts dropped paths only for existing regular files given as absolute paths', async () => {
    const { files } = setup();
    await mkdir(join(dir, 'folder'), { recursive: true });
    expect(await files.registerDrop({ paths: ['relative/evil.pdf'] })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await files.registerDrop({ paths: [join(dir, 'folder')] })).toMatchObject({ ok: false, error: { message: '"folder" is a folder; zip it and drop the zip.' } });
    expect(await files.registerDrop({ paths: [join(dir, 'missing.pdf')] })).toMatchObject({ ok: false, error: { message: '"missing.pdf" cannot be read.' } });
    expect(await files.upload({ fileId: 'f-00000000-0000-0000-0000-000000000000', endpoint: 'documents.upload', params: { id: customerId } })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('uploads a 200 MB file from disk with monotone progress to 100 while memory stays bounded', async () => {
    const path = await pdfFile('scan-200mb.pdf', 200 * MB);
    const login = await fetch(`${processUrl}/api/admin-auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@brokerdesk.demo', password: 'BrokerDesk#1' }) });
    const remoteToken = ((await login.json()) as { token: string }).token;
    const customers = await fetch(`${processUrl}/api/admin/customers/get-customer`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${remoteToken}` }, body: '{}' });
    const remoteCustomer = ((await customers.json()) as { data: Array<{ _id: string }> }).data[0]!._id;
    const { files, progress } = setup({ baseUrl: `${processUrl}/large`, token: () => remoteToken });
    const [picked] = (await files.registerDrop({ paths: [path] }) as { ok: true; data: Array<{ id: string }> }).data;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let peakExternal = 0;
    const base = process.memoryUsage();
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      peakExternal = Math.max(peakExternal, m.arrayBuffers + m.heapUsed - base.arrayBuffers - base.heapUsed);
    }, 10);
    const started = performance.now();
    const result = await files.upload({ fileId: picked!.id, endpoint: 'documents.upload', params: { id: remoteCustomer } });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, data: { success: true, data: [{ fileName: 'scan-200mb.pdf', size: 200 * MB }] } });
    const percents = progress(picked!.id);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.length).toBeGreaterThan(10);
    for (let index = 1; index < percents.length; index += 1) expect(percents[index]).toBeGreaterThan(percents[index - 1]!);
    const grewMb = (peak - baseline) / MB;
    console.info(`200 MB upload: ${seconds.toFixed(2)} s, ${(200 / seconds).toFixed(0)} MB/s, rss grew ${grewMb.toFixed(1)} MB, heap+buffers ${(peakExternal / MB).toFixed(1)} MB`);
    expect(grewMb).toBeLessThan(64);
    console.info(`200 MB upload: ${seconds.toFixed(2)} s, ${(200 / seconds).toFixed(0)} MB/s, rss grew ${grewMb.toFixed(1)} MB, heap+buffers ${(peakExternal / MB).toFixed(1)} MB`);
    expect((result as { data: DocumentUploadResult }).data.data[0]!.size).toBe(200 * MB);
  }, 60_000);

  it('uploads a few at a time; one refused file (with the server\'s reason) does not stop the others', async () => {
    const paths = await Promise.all(Array.from({ length: 7 }, (_, index) => pdfFile(`doc-${index}.pdf`, 256 * 1024)));
    paths.push(await pdfFile('too-big.pdf', 11 * MB));
    const { files } = setup();
    const picked = (await files.registerDrop({ paths }) as { ok: true; data: Array<{ id: string; name: string }> }).data;
    let active = 0;
    let maxActive = 0;
    const results = await Promise.all(picked.map(async (file) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      const result = await files.upload({ fileId: file.id, endpoint: 'documents.upload', params: { id: customerId } });
      active -= 1;
      return [file.name, result] as const;
    }));
    const refused = results.filter(([, result]) => !result.ok);
    expect(refused).toEqual([['too-big.pdf', { ok: false, error: { status: 413, code: 'http', message: '"too-big.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.' } }]]);
    expect(results.filter(([, result]) => result.ok)).toHaveLength(7);
    expect(maxActive).toBe(8); // all asked at once; the limiter inside lets 3 run
    // Retry is asking again with the same id.
    const retry = await files.upload({ fileId: picked[0]!.id, endpoint: 'documents.upload', params: { id: customerId } });
    expect(retry.ok).toBe(true);
  });

  it('refuses an endpoint that is not an upload, and reports a 401 to the host', async () => {
    const path = await pdfFile('x.pdf', 1000);
    const { files, onUnauthorized } = setup();
    const [picked] = (await files.registerDrop({ paths: [path] }) as { ok: true; data: Array<{ id: string }> }).data;
    expect(await files.upload({ fileId: picked!.id, endpoint: 'customers.get', params: { id: customerId } })).toMatchObject({ ok: false, error: { code: 'unknown-endpoint' } });
    const saved = token;
    token = 'not.a.token';
    expect(await files.upload({ fileId: picked!.id, endpoint: 'documents.upload', params: { id: customerId } })).toMatchObject({ ok: false, error: { status: 401 } });
    token = saved;
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
