// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ApiClientOptions, CallResult, DownloadedFile } from '../../shared/client/index.js';
import type { SocketFactory } from '../../shared/client/socketClient.js';
import { TOKEN_STORAGE_KEY } from '../../shared/contract/constants.js';
import { newRequestRoom, type RoomEvent } from '../../shared/contract/notifications/index.js';
import { createBrowserHost, type BrowserApiClient } from './browser.js';

const user = {
  _id: 'u1',
  type: 'employee' as const,
  email: 'a@b.ae',
  fullName: 'Sara Staff',
  role: 'Admin',
  isSupervisor: false,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const downloaded = (bytes: Uint8Array, mimeType = 'application/octet-stream'): CallResult<DownloadedFile> => ({ ok: true, data: { fileName: 'eid-front.jpg', mimeType, bytes } });
const customerFile = { params: { id: 'c1', fileId: 'file1' } };

function setup(answers: Partial<Record<string, CallResult<unknown>>> = {}, initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  let options!: ApiClientOptions;
  const client: BrowserApiClient = {
    call: vi.fn((key: string) =>
      Promise.resolve(answers[key] ?? { ok: false, error: { status: 500, code: 'http', message: 'boom' } }),
    ) as never,
    download: vi.fn(() =>
      Promise.resolve({ ok: true, data: { fileName: 'customers.csv', mimeType: 'text/csv', bytes: new Uint8Array([1, 2, 3]) } }),
    ) as never,
  };
  const saveFile = vi.fn();
  const host = createBrowserHost({
    storage,
    saveFile,
    baseUrl: 'http://127.0.0.1:4310',
    createClient: (o) => {
      options = o;
      return client;
    },
  });
  return { host, storage, client, saveFile, options: () => options };
}

describe('browser host', () => {
  it('stores the token under accessToken on sign-in and returns the answer without it', async () => {
    const { host, storage, client } = setup({
      'auth.login': { ok: true, data: { success: true, token: 'secret-token', type: 'employee', employee: user } },
    });
    const result = await host.signIn({ email: 'a@b.ae', password: 'pw', isAgentOnline: true });
    expect(result).toEqual({ ok: true, data: { success: true, type: 'employee', employee: user } });
    expect(JSON.stringify(result)).not.toContain('secret-token');
    expect(storage.map.get(TOKEN_STORAGE_KEY)).toBe('secret-token');
    expect(client.call).toHaveBeenCalledWith(
      'auth.login',
      { body: { email: 'a@b.ae', password: 'pw', isAgentOnline: true } },
      { asHost: true },
    );
    expect(await host.hasSession()).toBe(true);
  });

  it('stores nothing when sign-in fails and passes the server message on', async () => {
    const { host, storage } = setup({
      'auth.login': { ok: false, error: { status: 401, code: 'http', message: 'Invalid email or password' } },
    });
    const result = await host.signIn({ email: 'a@b.ae', password: 'bad', isAgentOnline: true });
    expect(result).toEqual({ ok: false, error: { status: 401, code: 'http', message: 'Invalid email or password' } });
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(await host.hasSession()).toBe(false);
  });

  it('hands the stored token to the client for every call', () => {
    const { options } = setup({}, { [TOKEN_STORAGE_KEY]: 'stored' });
    expect(options().getToken()).toBe('stored');
    expect(options().baseUrl).toBe('http://127.0.0.1:4310');
  });

  it('clears local storage and tells the listeners on a 401', () => {
    const { host, storage, options } = setup({}, { [TOKEN_STORAGE_KEY]: 'stored', other: 'x' });
    const expired = vi.fn();
    host.onSessionExpired(expired);
    options().onUnauthorized();
    expect(storage.map.size).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener after it unsubscribes', () => {
    const { host, options } = setup();
    const expired = vi.fn();
    const unsubscribe = host.onSessionExpired(expired);
    unsubscribe();
    options().onUnauthorized();
    expect(expired).not.toHaveBeenCalled();
  });

  it('signs out locally even when the server refuses the logout', async () => {
    const { host, storage, client } = setup({}, { [TOKEN_STORAGE_KEY]: 'stored' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await host.signOut();
    expect(result).toEqual({ ok: true, data: null });
    expect(client.call).toHaveBeenCalledWith('auth.logout', {}, { asHost: true });
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
    warn.mockRestore();
  });

  it('saves a download as a file and answers its name and size', async () => {
    const { host, saveFile } = setup();
    const result = await host.download('customers.exportCsv', { body: { search: 'sara' } });
    expect(result).toEqual({ ok: true, data: { fileName: 'customers.csv', size: 3 } });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'customers.csv');
  });
});

describe('browser host: previews', () => {
  it('answers a stored image with the type its bytes show, saving nothing', async () => {
    const { host, client, saveFile } = setup();
    vi.mocked(client.download).mockResolvedValueOnce(downloaded(JPEG));
    expect(await host.preview('scannedDocuments.customerFile', customerFile)).toEqual({ ok: true, data: { mimeType: 'image/jpeg', bytes: JPEG } });
    expect(client.download).toHaveBeenCalledWith('scannedDocuments.customerFile', customerFile);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('refuses bytes that are not an image, whatever the server calls them', async () => {
    const { host, client } = setup();
    vi.mocked(client.download).mockResolvedValueOnce(downloaded(new TextEncoder().encode('%PDF-1.7'), 'image/png'));
    expect(await host.preview('scannedDocuments.customerFile', customerFile)).toMatchObject({ ok: false, error: { message: 'This file cannot be previewed.' } });
  });

  it('refuses a file over 10 MB', async () => {
    const { host, client } = setup();
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(JPEG);
    vi.mocked(client.download).mockResolvedValueOnce(downloaded(huge));
    expect(await host.preview('scannedDocuments.customerFile', customerFile)).toMatchObject({ ok: false, error: { message: 'This file is too large to preview (over 10 MB).' } });
  });

  it("passes the server's refusal on", async () => {
    const { host, client } = setup();
    vi.mocked(client.download).mockResolvedValueOnce({ ok: false, error: { status: 404, code: 'http', message: 'File not found' } });
    expect(await host.preview('scannedDocuments.customerFile', customerFile)).toEqual({ ok: false, error: { status: 404, code: 'http', message: 'File not found' } });
  });

  it('previews only download endpoints, refusing others before any request', async () => {
    const host = createBrowserHost({ storage: memoryStorage(), baseUrl: 'http://127.0.0.1:9' });
    // @ts-expect-error auth.me is a JSON endpoint, not a download
    expect(await host.preview('auth.me', {})).toMatchObject({ ok: false, error: { code: 'invalid-input', message: '"auth.me" is not a download' } });
  });
});

describe('browser host: desktop-only capabilities', () => {
  it('answers the server that served the page and refuses to switch, with a clear message', async () => {
    const { host } = setup();
    expect(await host.settings.getServer()).toEqual({
      ok: true,
      data: { saved: { mode: 'remote', url: 'http://127.0.0.1:4310' }, inUse: { url: 'http://127.0.0.1:4310', embedded: false }, environmentOverride: null, canChange: false },
    });
    const refused = await host.settings.setServer({ mode: 'remote', url: 'http://10.0.0.2:4310' });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringMatching(/uses the server that served this page \(http:\/\/127\.0\.0\.1:4310\)/) } });
    expect(await host.settings.setServer({ mode: 'embedded' })).toMatchObject({ ok: false });
    expect(await host.settings.restart()).toMatchObject({ ok: false, error: { message: expect.stringMatching(/reload the page/) } });
  });

  it("points to the browser's downloads list for open and reveal", async () => {
    const { host } = setup();
    expect(await host.downloads.open('s-1')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/downloads list/) } });
    expect(await host.downloads.reveal('s-1')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/downloads list/) } });
  });

  it('never navigates on its own', () => {
    const { host } = setup();
    const off = host.onNavigate(vi.fn());
    expect(typeof off).toBe('function');
    off();
  });
});

/** A socket.io socket as far as the shared client uses it: what it emits is kept, the server's events are fired by the test. */
function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: unknown[][] = [];
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
  };
  const socket = {
    connected: false,
    active: false,
    on(event: string, handler: (...args: unknown[]) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off(event: string, handler?: (...args: unknown[]) => void) {
      if (handler) handlers.get(event)?.delete(handler);
      else handlers.delete(event);
      return socket;
    },
    emit(...args: unknown[]) {
      emitted.push(args);
      return socket;
    },
    timeout: () => ({
      emitWithAck(...args: unknown[]) {
        emitted.push(args);
        return Promise.resolve({ ok: true });
      },
    }),
    connect() {
      socket.connected = true;
      socket.active = true;
      fire('connect');
      return socket;
    },
    disconnect() {
      socket.connected = false;
      socket.active = false;
      fire('disconnect', 'io client disconnect');
      return socket;
    },
  };
  return { io: (() => socket) as unknown as SocketFactory, emitted, fire };
}

describe('browser host: following a request room', () => {
  function liveHost() {
    const fake = fakeSocket();
    const host = createBrowserHost({
      storage: memoryStorage({ [TOKEN_STORAGE_KEY]: 't' }),
      baseUrl: 'http://127.0.0.1:4310',
      createClient: () => ({ call: vi.fn(), download: vi.fn() }) as never,
      io: fake.io,
      NotificationApi: { permission: 'denied' } as typeof Notification,
    });
    return { host, ...fake };
  }

  it('joins the room on the in-page socket and hands the page its named events, until it unfollows', async () => {
    const { host, emitted, fire } = liveHost();
    await host.notifications.start();
    const room = newRequestRoom();
    const heard: RoomEvent[] = [];
    host.notifications.onRoomEvent((event) => heard.push(event));
    expect(await host.notifications.follow({ room, events: ['quote-counter'] })).toEqual({ ok: true, data: { joined: true } });
    expect(emitted).toContainEqual(['join', room]);
    fire('quote-counter', { reqId: room, remaining: 2 });
    fire('admin-proposal-created', { success: true });
    expect(heard).toEqual([{ room, event: 'quote-counter', payload: { reqId: room, remaining: 2 } }]);

    await host.notifications.unfollow(newRequestRoom());
    expect(emitted.filter(([name]) => name === 'leave')).toEqual([]);
    await host.notifications.unfollow(room);
    expect(emitted.filter(([name]) => name === 'leave')).toEqual([['leave', room]]);
    fire('quote-counter', { reqId: room, remaining: 1 });
    expect(heard).toHaveLength(1);
  });

  it.each([
    ['a room of another shape', { room: 'notificationsidebar', events: ['notification-updated'] }],
    ['no event', { room: newRequestRoom(), events: [] }],
    ['a bad event name', { room: newRequestRoom(), events: ['Quote counter'] }],
  ])('refuses %s without touching the socket', async (_what, request) => {
    const { host, emitted } = liveHost();
    await host.notifications.start();
    expect(await host.notifications.follow(request)).toMatchObject({ ok: false, error: { code: 'invalid-input', status: 400 } });
    expect(emitted).toEqual([['join', 'notificationsidebar']]);
  });
});
