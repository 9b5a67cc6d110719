// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../main/appProtocol.js';
import { createIpcRegistry, createSenderPolicy } from '../ipc/handle.js';
import type { SaveDialog, FileWriter } from '../platform/deps.js';
import { createTokenVault, SESSION_STORE_KEY } from '../session/tokenVault.js';
import { APP_WEB_CONTENTS_ID, appEvent, fakeIpcMain, fakeSafeStorage, memoryStore } from '../testing/fakes.js';
import { createSavedFiles } from '../files/savedFiles.js';
import { createHostService, registerHostIpc } from './hostService.js';
import { ipcContract } from '../../shared/host/ipc.js';

// A small node:http stand-in speaks the contract's paths and shapes (spec 000 §7) for the endpoints
// the host uses, so failure modes are deterministic; the last block repeats the main flows against
// the real server.
const TOKEN = 'tok.S3CRET-4f9a1c.signature';
const PASSWORD = 'BrokerDesk#1';
const employee = { _id: 'e1', type: 'employee', email: 'admin@brokerdesk.demo', fullName: 'Demo Admin', role: 'Admin', isSupervisor: true };
const SESSION = { expiresAt: '2026-01-01T20:00:00.000Z', idleExpiresAt: '2026-01-01T08:30:00.000Z', serverTime: '2026-01-01T08:00:00.000Z' };

let server: Server;
let serverUrl: string;
const requests: Array<{ method: string; url: string; authorization?: string; accessToken?: string }> = [];
let revoked = false;
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** A customer's stored files, by id: what the server sends and the headers it claims. */
const scannedFiles: Record<string, { body: Buffer; type: string; name: string }> = {
  png: { body: PNG_BYTES, type: 'application/octet-stream', name: 'eid-front.bin' },
  disguised: { body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg', name: 'eid-front.jpg' },
  huge: { body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 - 3)]), type: 'image/jpeg', name: 'huge.jpg' },
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function signedIn(req: IncomingMessage) {
  return !revoked && req.headers.authorization === `Bearer ${TOKEN}` && req.headers['access-token'] === TOKEN;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, accessToken: req.headers['access-token'] as string | undefined });
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/api/admin-auth/login') {
        const body = await readJson(req);
        if (body.password !== PASSWORD) return send(res, 401, { success: false, message: 'Invalid email or password' });
        return send(res, 200, { success: true, token: TOKEN, type: 'employee', employee, message: 'Signed in', session: SESSION });
      }
      if (!signedIn(req)) return send(res, 401, { success: false, message: 'Session expired' });
      if (req.method === 'GET' && path === '/api/admin-auth/logout') return send(res, 200, { success: true, message: 'Signed out' });
      if (req.method === 'GET' && path === '/api/admin/me') return send(res, 200, { success: true, type: 'employee', data: employee });
      if (req.method === 'POST' && path === '/api/admin/customers/exportuserscsv') {
        return send(res, 200, 'fullName,email\nAisha,aisha@example.ae\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="../../customers.csv"',
        });
      }
      const scanned = /^\/api\/user\/c1\/scanneddocuments\/(\w+)$/.exec(path ?? '');
      const file = req.method === 'GET' && scanned ? scannedFiles[scanned[1]!] : undefined;
      if (file) {
        res.writeHead(200, { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` });
        return res.end(file.body);
      }
      if (scanned) return send(res, 404, { success: false, message: 'File not found' });
      send(res, 404, { success: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function setup(options: { saveDialog?: SaveDialog; writeFile?: FileWriter; rememberSaved?: (filePath: string) => string } = {}) {
  revoked = false;
  requests.length = 0;
  const store = memoryStore();
  const vault = createTokenVault({ safeStorage: fakeSafeStorage(), store });
  const emit = vi.fn();
  const saveDialog = vi.fn(options.saveDialog ?? (() => Promise.resolve('/home/staff/Downloads/customers.csv')));
  const writeFile = vi.fn(options.writeFile ?? (() => Promise.resolve()));
  const host = createHostService({ serverUrl, embedded: true, version: '0.1.0', vault, saveDialog, writeFile, emit, rememberSaved: options.rememberSaved });
  const fake = fakeIpcMain();
  const ipc = createIpcRegistry({
    ipcMain: fake.ipcMain,
    isTrustedSender: createSenderPolicy({ appOrigin: APP_ORIGIN, isAppWebContents: (id) => id === APP_WEB_CONTENTS_ID }),
  });
  registerHostIpc(ipc, host);
  const answers: unknown[] = [];
  const invoke = async (channel: string, payload?: unknown, event = appEvent()) => {
    const answer = await fake.invoke(channel, event, ...(payload === undefined ? [] : [payload]));
    answers.push(answer);
    return answer;
  };
  const signIn = () => invoke('session:signIn', { email: 'admin@brokerdesk.demo', password: PASSWORD });
  return { store, vault, emit, saveDialog, writeFile, ipc, invoke, signIn, answers };
}

describe('host service over IPC', () => {
  it('registers exactly the app, api and session channels of ipcContract (electron/main/registerIpc.test.ts checks them all)', () => {
    const { ipc } = setup();
    expect(ipc.channels().sort()).toEqual(Object.keys(ipcContract).filter((channel) => /^(app|api|session):/.test(channel)).sort());
  });

  it('signs in, keeps the token in the vault only and sends it on later calls', async () => {
    const { invoke, signIn, vault, store } = setup();
    expect(await invoke('session:has')).toEqual({ ok: true, data: false });
    const result = await signIn();
    expect(result).toEqual({ ok: true, data: { success: true, type: 'employee', employee, message: 'Signed in', session: SESSION } });
    expect(vault.getToken()).toBe(TOKEN);
    expect(JSON.stringify([...store.data.values()])).not.toContain(TOKEN);
    expect(await invoke('session:has')).toEqual({ ok: true, data: true });
    expect(await invoke('api:call', { endpoint: 'auth.me', input: {} })).toEqual({ ok: true, data: { success: true, type: 'employee', data: employee } });
    expect(requests.at(-1)).toMatchObject({ authorization: `Bearer ${TOKEN}`, accessToken: TOKEN });
  });

  it('never lets the token appear in any answer to the renderer', async () => {
    const { invoke, signIn, answers } = setup();
    await signIn();
    await invoke('app:info');
    await invoke('session:has');
    await invoke('api:call', { endpoint: 'auth.me', input: {} });
    await invoke('api:call', { endpoint: 'auth.login', input: { body: { email: 'admin@brokerdesk.demo', password: PASSWORD } } });
    await invoke('api:download', { endpoint: 'customers.exportCsv', input: { body: {} } });
    await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'png' } } });
    await invoke('session:signOut');
    expect(answers).toHaveLength(8);
    expect(JSON.stringify(answers)).not.toContain(TOKEN);
    expect(JSON.stringify(answers)).not.toContain('S3CRET');
  });

  it('refuses hostOnly endpoints asked for through api:call', async () => {
    const { invoke } = setup();
    expect(await invoke('api:call', { endpoint: 'auth.login', input: { body: { email: 'admin@brokerdesk.demo', password: PASSWORD } } })).toMatchObject({
      ok: false,
      error: { code: 'host-only' },
    });
    expect(await invoke('api:call', { endpoint: 'auth.logout', input: {} })).toMatchObject({ ok: false, error: { code: 'host-only' } });
    expect(requests).toEqual([]);
  });

  it('answers the server message for a refused sign-in and stores nothing', async () => {
    const { invoke, vault, emit, store } = setup();
    const result = await invoke('session:signIn', { email: 'admin@brokerdesk.demo', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, error: { status: 401, message: 'Invalid email or password' } });
    expect(vault.has()).toBe(false);
    expect(store.written).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });

  it('wipes the vault and emits session:expired on a 401', async () => {
    const { invoke, signIn, vault, emit, store } = setup();
    await signIn();
    revoked = true;
    const result = await invoke('api:call', { endpoint: 'auth.me', input: {} });
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(vault.has()).toBe(false);
    expect(store.data.has(SESSION_STORE_KEY)).toBe(false);
    expect(emit).toHaveBeenCalledExactlyOnceWith('session:expired', undefined);
  });

  it('signs out on the server, wipes the vault, and ignores a failing server', async () => {
    const { invoke, signIn, vault, emit } = setup();
    await signIn();
    expect(await invoke('session:signOut')).toEqual({ ok: true, data: null });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/admin-auth/logout' });
    expect(vault.has()).toBe(false);

    await signIn();
    revoked = true;
    expect(await invoke('session:signOut')).toEqual({ ok: true, data: null });
    expect(vault.has()).toBe(false);
    expect(emit).not.toHaveBeenCalled();
  });

  it('saves a download where the user chooses, suggesting the server file name without folders', async () => {
    const { invoke, signIn, saveDialog, writeFile } = setup();
    await signIn();
    const result = await invoke('api:download', { endpoint: 'customers.exportCsv', input: { body: { search: 'Aisha' } } });
    expect(result).toEqual({ ok: true, data: { fileName: 'customers.csv', size: 38 } });
    expect(saveDialog).toHaveBeenCalledWith({ defaultFileName: 'customers.csv', mimeType: 'text/csv' });
    const [target, bytes] = writeFile.mock.calls[0]!;
    expect(target).toBe('/home/staff/Downloads/customers.csv');
    expect(new TextDecoder().decode(bytes)).toBe('fullName,email\nAisha,aisha@example.ae\n');
  });

  it('answers an opaque saved id, never the path, that opens the saved file with the OS viewer', async () => {
    const shell = { openPath: vi.fn(() => Promise.resolve('')), showItemInFolder: vi.fn() };
    const saved = createSavedFiles({ shell });
    const { invoke, signIn } = setup({ rememberSaved: (filePath) => saved.remember(filePath) });
    await signIn();
    const result = (await invoke('api:download', { endpoint: 'customers.exportCsv', input: { body: {} } })) as { ok: true; data: { savedId: string } };
    expect(result).toEqual({ ok: true, data: { fileName: 'customers.csv', size: 38, savedId: expect.stringMatching(/^s-/) } });
    expect(JSON.stringify(result)).not.toContain('/home/staff');
    expect(ipcContract['files:open'].request.safeParse(result.data.savedId).success).toBe(true);
    expect(await saved.open(result.data.savedId)).toEqual({ ok: true, data: null });
    expect(shell.openPath).toHaveBeenCalledWith('/home/staff/Downloads/customers.csv');
  });

  it('answers cancelled and writes nothing when the user cancels the save dialog', async () => {
    const { invoke, signIn, writeFile } = setup({ saveDialog: () => Promise.resolve(null) });
    await signIn();
    expect(await invoke('api:download', { endpoint: 'customers.exportCsv', input: { body: {} } })).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('previews a stored image with the type its bytes show, writing nothing to disk', async () => {
    const rememberSaved = vi.fn(() => 's-1');
    const { invoke, signIn, saveDialog, writeFile } = setup({ rememberSaved });
    await signIn();
    const result = await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'png' } } });
    expect(result).toEqual({ ok: true, data: { mimeType: 'image/png', bytes: new Uint8Array(PNG_BYTES) } });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/user/c1/scanneddocuments/png', authorization: `Bearer ${TOKEN}` });
    expect(saveDialog).not.toHaveBeenCalled();
    expect(writeFile).not.toHaveBeenCalled();
    expect(rememberSaved).not.toHaveBeenCalled();
  });

  it('refuses a file that only claims to be an image, by its name and Content-Type', async () => {
    const { invoke, signIn } = setup();
    await signIn();
    expect(await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'disguised' } } })).toEqual({
      ok: false,
      error: { status: 0, code: 'invalid-response', message: 'This file cannot be previewed.' },
    });
  });

  it('refuses to preview a file over 10 MB', async () => {
    const { invoke, signIn } = setup();
    await signIn();
    expect(await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'huge' } } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-response', message: 'This file is too large to preview (over 10 MB).' },
    });
  });

  it("answers the server's message when the file is not there", async () => {
    const { invoke, signIn } = setup();
    await signIn();
    expect(await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'gone' } } })).toMatchObject({
      ok: false,
      error: { status: 404, message: 'File not found' },
    });
  });

  it('previews only download endpoints of the contract, refusing others before any request', async () => {
    const { invoke } = setup();
    expect(await invoke('api:preview', { endpoint: 'auth.me', input: {} })).toMatchObject({ ok: false, error: { code: 'invalid-input', message: '"auth.me" is not a download' } });
    expect(await invoke('api:preview', { endpoint: 'files.secret', input: {} })).toMatchObject({ ok: false, error: { code: 'unknown-endpoint' } });
    expect(await invoke('api:preview', { endpoint: 'auth.login', input: { body: { email: 'admin@brokerdesk.demo', password: PASSWORD } } })).toMatchObject({
      ok: false,
      error: { code: 'host-only' },
    });
    expect(requests).toEqual([]);
  });

  it('refuses a bad payload before any dependency is touched', async () => {
    const { invoke, saveDialog, writeFile, emit } = setup();
    const bad = [
      ['session:signIn', { email: 'not-an-email', password: '' }],
      ['api:call', { endpoint: '', input: {} }],
      ['api:call', { endpoint: 'auth.me' }],
      ['api:call', 'auth.me'],
      ['api:download', { endpoint: 'customers.exportCsv', input: { headers: {} } }],
      ['api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'png' } }, path: '/tmp/x.png' }],
      ['api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: '', fileId: 'png' } } }],
      ['session:has', { anything: true }],
    ] as const;
    for (const [channel, payload] of bad) {
      expect(await invoke(channel, payload)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    }
    expect(requests).toEqual([]);
    expect(saveDialog).not.toHaveBeenCalled();
    expect(writeFile).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it('refuses a foreign sender before any dependency is touched', async () => {
    const { invoke, saveDialog, vault } = setup();
    const foreign = [appEvent({ url: 'https://evil.example/' }), appEvent({ parent: {} }), appEvent({ webContentsId: 7 })];
    for (const event of foreign) {
      expect(await invoke('session:signIn', { email: 'admin@brokerdesk.demo', password: PASSWORD }, event)).toMatchObject({
        ok: false,
        error: { code: 'forbidden-sender' },
      });
      expect(await invoke('api:download', { endpoint: 'customers.exportCsv', input: { body: {} } }, event)).toMatchObject({
        ok: false,
        error: { code: 'forbidden-sender' },
      });
      expect(await invoke('api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'png' } } }, event)).toMatchObject({
        ok: false,
        error: { code: 'forbidden-sender' },
      });
    }
    expect(requests).toEqual([]);
    expect(saveDialog).not.toHaveBeenCalled();
    expect(vault.has()).toBe(false);
  });

  it('describes the desktop host', async () => {
    const { invoke } = setup();
    expect(await invoke('app:info')).toEqual({ ok: true, data: { kind: 'desktop', version: '0.1.0', serverUrl, embedded: true } });
  });

  it('tells the user once, through the sign-in message, when the session cannot be kept encrypted', async () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage({ backend: 'basic_text' }), store: memoryStore() });
    const host = createHostService({ serverUrl, embedded: false, version: '0.1.0', vault, saveDialog: vi.fn(), writeFile: vi.fn(), emit: vi.fn() });
    const body = { email: 'admin@brokerdesk.demo', password: PASSWORD, isAgentOnline: true };
    const first = await host.signIn(body);
    expect(first.ok && first.data.message).toMatch(/only until it closes/);
    const second = await host.signIn(body);
    expect(second.ok && second.data.message).toBe('Signed in');
  });
});

// The same flows against the real API server, when it is there (server/app.ts is written in parallel).
const serverAppPath = path.resolve(import.meta.dirname, '../../server/app.ts');

describe.skipIf(!existsSync(serverAppPath))('host service against the real API server', () => {
  let app: { listen(options: { host: string; port: number }): Promise<string>; close(): Promise<void>; server: Server };
  let realUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    const { buildServer } = (await import(serverAppPath)) as { buildServer(options: Record<string, unknown>): Promise<typeof app> };
    dataDir = mkdtempSync(path.join(tmpdir(), 'brokerdesk-host-'));
    app = await buildServer({ dataDir, secret: 'test-secret-'.padEnd(48, 'x'), version: '0.1.0', logger: false, demo: { customers: 3 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    realUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function realHost() {
    const store = memoryStore();
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), store });
    const emit = vi.fn();
    const writeFile = vi.fn(() => Promise.resolve());
    const host = createHostService({ serverUrl: realUrl, embedded: true, version: '0.1.0', vault, saveDialog: () => Promise.resolve('/tmp/out.csv'), writeFile, emit });
    return { host, vault, store, emit, writeFile };
  }
  const demoSignIn = { email: 'admin@brokerdesk.demo', password: 'BrokerDesk#1', isAgentOnline: true };

  it('signs in with the demo account, calls, downloads and signs out without the token reaching the renderer', async () => {
    const { host, vault, store, writeFile } = realHost();
    const answers: unknown[] = [];
    const signIn = await host.signIn(demoSignIn);
    answers.push(signIn);
    expect(signIn).toMatchObject({ ok: true, data: { success: true } });
    const token = vault.getToken();
    expect(token).toBeTruthy();
    answers.push(await host.call({ endpoint: 'auth.me', input: {} }));
    expect(answers[1]).toMatchObject({ ok: true, data: { success: true, data: { email: 'admin@brokerdesk.demo' } } });
    answers.push(await host.download({ endpoint: 'customers.exportCsv', input: { body: {} } }));
    expect(answers[2]).toMatchObject({ ok: true, data: { fileName: 'out.csv' } });
    expect(writeFile).toHaveBeenCalledOnce();
    answers.push(host.info(), host.hasSession(), await host.signOut());
    expect(JSON.stringify(answers)).not.toContain(token!);
    expect(JSON.stringify([...store.written])).not.toContain(token!);
    expect(vault.has()).toBe(false);
  });

  it('wipes the vault and emits session:expired when the server revoked the session', async () => {
    const first = realHost();
    await first.host.signIn(demoSignIn);
    const token = first.vault.getToken()!;
    // The same session, signed out from elsewhere: the server revokes it.
    const other = realHost();
    other.vault.save({ success: true, type: 'employee', token, session: { expiresAt: '2026-01-01T20:00:00.000Z', idleExpiresAt: '2026-01-01T08:30:00.000Z', serverTime: '2026-01-01T08:00:00.000Z' } });
    await other.host.signOut();
    const result = await first.host.call({ endpoint: 'auth.me', input: {} });
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(first.vault.has()).toBe(false);
    expect(first.emit).toHaveBeenCalledExactlyOnceWith('session:expired', undefined);
  });
});
