// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../main/appProtocol.js';
import { APP_WEB_CONTENTS_ID, appEvent, fakeIpcMain } from '../testing/fakes.js';
import { createIpcRegistry, createSenderPolicy } from './handle.js';

const isTrustedSender = createSenderPolicy({ appOrigin: APP_ORIGIN, isAppWebContents: (id) => id === APP_WEB_CONTENTS_ID });

function setup() {
  const fake = fakeIpcMain();
  const logError = vi.fn();
  const ipc = createIpcRegistry({ ipcMain: fake.ipcMain, isTrustedSender, logError });
  return { ...fake, ipc, logError };
}

describe('createSenderPolicy', () => {
  it('trusts the top frame of an app window on the app origin', () => {
    expect(isTrustedSender(appEvent())).toBe(true);
  });

  it.each([
    ['another origin', appEvent({ url: 'https://evil.example/index.html' })],
    ['a look-alike host', appEvent({ url: 'app://brokerdesk.evil/index.html' })],
    ['a file URL', appEvent({ url: 'file:///tmp/index.html' })],
    ['a sub-frame', appEvent({ parent: { url: 'app://brokerdesk/index.html' } })],
    ['a window the app did not create', appEvent({ webContentsId: 99 })],
    ['a destroyed frame', appEvent({ noFrame: true })],
    ['an unparsable URL', appEvent({ url: 'not a url' })],
  ])('refuses %s', (_name, event) => {
    expect(isTrustedSender(event)).toBe(false);
  });
});

describe('createIpcRegistry', () => {
  it('passes the parsed request, with schema defaults applied, to the handler', async () => {
    const { ipc, invoke } = setup();
    const handler = vi.fn(() => ({ ok: true as const, data: { success: true as const, type: 'employee' as const, session: { expiresAt: '2026-01-01T20:00:00.000Z', idleExpiresAt: '2026-01-01T08:30:00.000Z', serverTime: '2026-01-01T08:00:00.000Z' } } }));
    ipc.handle('session:signIn', handler);
    const result = await invoke('session:signIn', appEvent(), { email: 'admin@brokerdesk.demo', password: 'x' });
    expect(result).toEqual({ ok: true, data: { success: true, type: 'employee', session: { expiresAt: '2026-01-01T20:00:00.000Z', idleExpiresAt: '2026-01-01T08:30:00.000Z', serverTime: '2026-01-01T08:00:00.000Z' } } });
    expect(handler).toHaveBeenCalledWith({ email: 'admin@brokerdesk.demo', password: 'x', isAgentOnline: true }, expect.anything());
  });

  it('answers invalid-input without calling the handler when the payload fails the schema', async () => {
    const { ipc, invoke } = setup();
    const handler = vi.fn();
    ipc.handle('api:call', handler);
    const result = await invoke('api:call', appEvent(), { endpoint: 'customers.list', input: { headers: { Authorization: 'x' } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input', status: 400 } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers invalid-input for extra arguments', async () => {
    const { ipc, invoke } = setup();
    const handler = vi.fn();
    ipc.handle('session:has', handler);
    expect(await invoke('session:has', appEvent(), undefined, 'extra')).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers forbidden-sender before looking at the payload for a foreign sender', async () => {
    const { ipc, invoke } = setup();
    const handler = vi.fn();
    ipc.handle('session:has', handler);
    const result = await invoke('session:has', appEvent({ url: 'https://evil.example/' }), 'garbage');
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a thrown handler error into an internal error result without the error text', async () => {
    const { ipc, invoke, logError } = setup();
    ipc.handle('session:has', () => {
      throw new Error('disk on fire at /home/secret/path');
    });
    const result = await invoke('session:has', appEvent());
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(logError).toHaveBeenCalledWith('session:has', expect.any(Error));
  });

  it('refuses a second handler for the same channel and channels outside the contract', () => {
    const { ipc } = setup();
    ipc.handle('session:has', () => ({ ok: true, data: false }));
    expect(() => ipc.handle('session:has', () => ({ ok: true, data: false }))).toThrow(/already/);
    expect(() => ipc.handle('shell:exec' as 'session:has', () => ({ ok: true, data: false }))).toThrow(/not an IPC channel/);
    expect(ipc.channels()).toEqual(['session:has']);
  });
});
