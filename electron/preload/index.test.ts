// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostBridge } from '../../shared/host/bridge.js';
import { BRIDGE_GLOBAL } from '../../shared/host/bridge.js';
import { ipcContract, ipcEvents } from '../../shared/host/ipc.js';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    exposed,
    listeners,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: vi.fn((channel: string, ..._args: unknown[]): Promise<unknown> => Promise.resolve({ ok: true, data: `answer of ${channel}` })),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(listener);
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => listeners.get(channel)?.delete(listener)),
    },
  };
});

vi.mock('electron', () => ({
  contextBridge: electron.contextBridge,
  ipcRenderer: electron.ipcRenderer,
  // A dropped file has its path; a File the page made up has none (Electron answers '').
  webUtils: { getPathForFile: (file: { name: string; dropped?: boolean }) => (file.dropped ? `/home/staff/Desktop/${file.name}` : '') },
}));

await import('./index.js');
const bridge = electron.exposed.get(BRIDGE_GLOBAL) as HostBridge;

// The method set of HostBridge, written as a record so the compiler refuses a missing or extra key.
const bridgeMethods: Record<keyof HostBridge, true> = {
  info: true,
  call: true,
  download: true,
  preview: true,
  signIn: true,
  signOut: true,
  hasSession: true,
  onSessionExpired: true,
  notifications: true,
  files: true,
  downloads: true,
  settings: true,
  onNavigate: true,
};
const capabilityMethods = {
  notifications: ['start', 'stop', 'setPopups', 'onUpdated', 'onConnectionState', 'onRecordChanged', 'onOpen', 'follow', 'unfollow', 'onRoomEvent'],
  files: ['pick', 'fromDrop', 'upload', 'onProgress'],
  downloads: ['open', 'reveal'],
  settings: ['getServer', 'setServer', 'restart'],
};

beforeEach(() => electron.ipcRenderer.invoke.mockClear());

describe('preload', () => {
  it(`exposes exactly one object, under window.${BRIDGE_GLOBAL}`, () => {
    expect([...electron.exposed.keys()]).toEqual([BRIDGE_GLOBAL]);
  });

  it('exposes exactly the HostBridge methods, all functions, and no generic invoke', () => {
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(bridgeMethods).sort());
    for (const [key, value] of Object.entries(bridge)) {
      if (key in capabilityMethods) {
        expect(Object.keys(value as object).sort()).toEqual([...capabilityMethods[key as keyof typeof capabilityMethods]].sort());
        for (const method of Object.values(value as object)) expect(typeof method).toBe('function');
      } else expect(typeof value).toBe('function');
    }
    expect(bridge).not.toHaveProperty('invoke');
  });

  it.each([
    ['info', 'app:info', () => bridge.info(), []],
    ['call', 'api:call', () => bridge.call('auth.me', {}), [{ endpoint: 'auth.me', input: {} }]],
    [
      'download',
      'api:download',
      () => bridge.download('customers.exportCsv', { body: { search: 'x' } }),
      [{ endpoint: 'customers.exportCsv', input: { body: { search: 'x' } } }],
    ],
    [
      'preview',
      'api:preview',
      () => bridge.preview('scannedDocuments.customerFile', { params: { id: 'c1', fileId: 'file1' } }),
      [{ endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'file1' } } }],
    ],
    ['signIn', 'session:signIn', () => bridge.signIn({ email: 'a@b.ae', password: 'p', isAgentOnline: true }), [{ email: 'a@b.ae', password: 'p', isAgentOnline: true }]],
    ['signOut', 'session:signOut', () => bridge.signOut(), []],
    ['hasSession', 'session:has', () => bridge.hasSession(), []],
    ['notifications.start', 'notifications:start', () => bridge.notifications.start(), []],
    ['notifications.stop', 'notifications:stop', () => bridge.notifications.stop(), []],
    ['notifications.setPopups', 'notifications:setPopups', () => bridge.notifications.setPopups(false), [false]],
    [
      'notifications.follow',
      'notifications:follow',
      () => bridge.notifications.follow({ room: 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427', events: ['quote-counter'] }),
      [{ room: 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427', events: ['quote-counter'] }],
    ],
    ['notifications.unfollow', 'notifications:unfollow', () => bridge.notifications.unfollow('quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427'), ['quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427']],
    ['files.pick', 'files:pick', () => bridge.files.pick('zip'), ['zip']],
    [
      'files.fromDrop',
      'files:registerDrop',
      () => bridge.files.fromDrop([{ name: 'a.pdf', dropped: true }, { name: 'b.png', dropped: true }] as unknown as File[]),
      [{ paths: ['/home/staff/Desktop/a.pdf', '/home/staff/Desktop/b.png'] }],
    ],
    ['files.upload', 'files:upload', () => bridge.files.upload({ fileId: 'f-1', endpoint: 'documents.upload', params: { id: 'c1' } }), [{ fileId: 'f-1', endpoint: 'documents.upload', params: { id: 'c1' } }]],
    ['downloads.open', 'files:open', () => bridge.downloads.open('s-1'), ['s-1']],
    ['downloads.reveal', 'files:reveal', () => bridge.downloads.reveal('s-1'), ['s-1']],
    ['settings.getServer', 'settings:getServer', () => bridge.settings.getServer(), []],
    ['settings.setServer', 'settings:setServer', () => bridge.settings.setServer({ mode: 'remote', url: 'http://10.0.0.2:4310' }), [{ mode: 'remote', url: 'http://10.0.0.2:4310' }]],
    ['settings.restart', 'settings:restart', () => bridge.settings.restart(), []],
  ] as const)('%s invokes its own channel %s only', async (_method, channel, act, args) => {
    await act();
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args);
  });

  it('covers every ipcContract channel with a method', async () => {
    await bridge.info();
    await bridge.call('auth.me', {});
    await bridge.download('customers.exportCsv', {});
    await bridge.preview('scannedDocuments.carFile', { params: { id: 'car1', fileId: 'file1' } });
    await bridge.signIn({ email: 'a@b.ae', password: 'p', isAgentOnline: true });
    await bridge.signOut();
    await bridge.hasSession();
    await bridge.notifications.start();
    await bridge.notifications.stop();
    await bridge.notifications.setPopups(true);
    await bridge.notifications.follow({ room: 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427', events: ['admin-proposal-created'] });
    await bridge.notifications.unfollow('quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427');
    await bridge.files.pick('documents');
    await bridge.files.fromDrop([]);
    await bridge.files.upload({ fileId: 'f-1', endpoint: 'documents.upload', params: { id: 'c1' } });
    await bridge.downloads.open('s-1');
    await bridge.downloads.reveal('s-1');
    await bridge.settings.getServer();
    await bridge.settings.setServer({ mode: 'embedded' });
    await bridge.settings.restart();
    const channels = electron.ipcRenderer.invoke.mock.calls.map(([channel]) => channel);
    expect(channels.sort()).toEqual(Object.keys(ipcContract).sort());
  });

  it('unwraps info and hasSession, and fails info with the host message', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, data: true });
    expect(await bridge.hasSession()).toBe(true);
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error: { code: 'forbidden-sender', message: 'no' } });
    expect(await bridge.hasSession()).toBe(false);
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error: { code: 'internal', message: 'Host failed' } });
    await expect(bridge.info()).rejects.toThrow('Host failed');
  });

  it("hands the page main's preview answer as it came, bytes included", async () => {
    const image = { ok: true, data: { mimeType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) } };
    electron.ipcRenderer.invoke.mockResolvedValueOnce(image);
    expect(await bridge.preview('scannedDocuments.quoteFile', { params: { id: 'q1', fileId: 'file1' } })).toBe(image);
  });

  it('calls a session-expired listener without the IPC event and unsubscribes it', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.onSessionExpired(listener);
    for (const forward of electron.listeners.get('session:expired')!) forward({ sender: 'ipc event with Node objects' });
    expect(listener).toHaveBeenCalledExactlyOnceWith();
    unsubscribe();
    expect(electron.listeners.get('session:expired')!.size).toBe(0);
  });

  it('passes a made-up File with no path on as an empty path, which main refuses', async () => {
    await bridge.files.fromDrop([{ name: 'made-up.pdf' }] as unknown as File[]);
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith('files:registerDrop', { paths: [''] });
    expect(ipcContract['files:registerDrop'].request.safeParse({ paths: [''] }).success).toBe(false);
  });

  it.each([
    ['notifications:updated', (l: (p: unknown) => void) => bridge.notifications.onUpdated(l), { success: true, data: [] }],
    ['notifications:state', (l: (p: unknown) => void) => bridge.notifications.onConnectionState(l), 'reconnecting'],
    ['notifications:open', (l: (p: unknown) => void) => bridge.notifications.onOpen(l), '/customers/c1'],
    ['notifications:recordChanged', (l: (p: unknown) => void) => bridge.notifications.onRecordChanged(l), { records: [{ kind: 'proposal', id: 'p1' }], by: { _id: 'u2', fullName: 'Omar' }, at: '2026-01-01T10:00:00.000Z' }],
    ['notifications:roomEvent', (l: (p: unknown) => void) => bridge.notifications.onRoomEvent(l), { room: 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427', event: 'quote-counter', payload: { remaining: 3 } }],
    ['files:progress', (l: (p: unknown) => void) => bridge.files.onProgress(l), { fileId: 'f-1', percent: 42 }],
    ['app:navigate', (l: (p: unknown) => void) => bridge.onNavigate(l), '#/proposals/p-1'],
  ] as const)('hands the page only the payload of %s, and unsubscribes', (event, subscribe, payload) => {
    expect(Object.keys(ipcEvents)).toContain(event);
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    for (const forward of electron.listeners.get(event)!) forward({ sender: 'ipc event with Node objects' }, payload);
    expect(listener).toHaveBeenCalledExactlyOnceWith(payload);
    unsubscribe();
    expect(electron.listeners.get(event)!.size).toBe(0);
  });
});
