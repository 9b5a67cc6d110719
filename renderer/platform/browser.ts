import { createApiClient, fail, type ApiClient, type ApiClientOptions, type CallResult } from '../../shared/client/index.js';
import { toPreview } from '../../shared/client/imagePreview.js';
import { createNotificationSocket, type SocketFactory } from '../../shared/client/socketClient.js';
import { createFileRegistry, createLimiter, createUploadClient } from '../../shared/client/uploadClient.js';
import { TOKEN_STORAGE_KEY } from '../../shared/contract/constants.js';
import type { LoginResult } from '../../shared/contract/auth/auth.schema.js';
import { PICK_KINDS, kindFromFileName, uploadFieldFor, type PickKind, type PickedFile, type UploadProgress } from '../../shared/contract/documents/documents.schema.js';
import {
  RequestRoomSchema, RoomFollowSchema, type ConnectionState, type NotificationUpdate, type RecordChange, type RoomEvent,
} from '../../shared/contract/notifications/notifications.schema.js';
import { notificationLink } from '../../shared/contract/notifications/notificationLink.js';
import type { DownloadsCapability, FilesCapability, HostBridge, NotificationsCapability, SettingsCapability, SignInResult } from '../../shared/host/bridge.js';

export type BrowserApiClient = Pick<ApiClient, 'call' | 'download'>;

export interface BrowserHostDeps {
  /** Builds the API client; tests pass a fake that can trigger `onUnauthorized`. */
  createClient?: (options: ApiClientOptions) => BrowserApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;
  baseUrl?: string;
  /** Hands a file to the user; the default triggers a browser download. */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** socket.io-client's `io`, replaceable in tests. */
  io?: SocketFactory;
  /** The page's `Notification` API, replaceable in tests. */
  NotificationApi?: typeof Notification;
}

/** Uploads the browser host runs at once, as main does. */
const UPLOAD_CONCURRENCY = 3;
/** More new notifications than this in one update raise a single grouped popup (UX.md §8). */
const POPUP_GROUP_THRESHOLD = 3;

function listenerSet<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
  };
}

/** The browser host's live notifications: the shared socket client in the page and the `Notification` API. */
function browserNotifications(baseUrl: string, getToken: () => string | null, deps: BrowserHostDeps): NotificationsCapability {
  const updated = listenerSet<NotificationUpdate>();
  const states = listenerSet<ConnectionState>();
  const changes = listenerSet<RecordChange>();
  const opened = listenerSet<string>();
  const roomEvents = listenerSet<RoomEvent>();
  const NotificationApi = deps.NotificationApi ?? (typeof Notification === 'undefined' ? undefined : Notification);
  let popups = true;
  // Popups stay referenced until clicked or closed, or their click is lost.
  const shown = new Set<Notification>();
  let live: ReturnType<typeof createNotificationSocket> | null = null;

  function popup(title: string, body: string, path: string): void {
    if (!NotificationApi || NotificationApi.permission !== 'granted') return;
    const native = new NotificationApi(title, { body, tag: path });
    shown.add(native);
    native.onclick = () => {
      shown.delete(native);
      window.focus();
      native.close();
      opened.emit(path);
    };
    native.onclose = () => shown.delete(native);
  }

  async function ensureLive() {
    if (live) return live;
    // Loaded on first use, after sign-in: the sign-in screen does not need it.
    const io = deps.io ?? (await import('socket.io-client')).io;
    live ??= createNotificationSocket({ url: baseUrl, getToken, io, onState: (state) => states.emit(state) });
    live.listenRecordChanges((change) => changes.emit(change));
    live.listen((update) => {
      updated.emit(update);
      const fresh = update.data.filter((notification) => !notification.isRead);
      if (!popups || fresh.length === 0) return;
      if (fresh.length > POPUP_GROUP_THRESHOLD) popup('BrokerDesk', `${fresh.length} new notifications`, '/');
      else for (const notification of fresh) popup(notification.title, notification.description, notificationLink(notification));
    });
    return live;
  }

  return {
    async start() {
      if (NotificationApi?.permission === 'default') void NotificationApi.requestPermission().catch(() => undefined);
      (await ensureLive()).connect();
      return { ok: true, data: null };
    },
    stop() {
      live?.disconnect();
      return Promise.resolve({ ok: true, data: null });
    },
    setPopups(enabled) {
      popups = enabled;
      return Promise.resolve({ ok: true, data: null });
    },
    onUpdated: (listener) => updated.add(listener),
    onConnectionState: (listener) => states.add(listener),
    onRecordChanged: (listener) => changes.add(listener),
    onOpen: (listener) => opened.add(listener),
    // Checked as main checks the desktop page's request: only a request room, never another.
    async follow(request) {
      const parsed = RoomFollowSchema.safeParse(request);
      if (!parsed.success) return fail('invalid-input', 'Only a request room ("quotes:" and a UUID v4) can be followed.', 400);
      const joined = await (await ensureLive()).follow(parsed.data, (event) => roomEvents.emit(event));
      return { ok: true, data: { joined } };
    },
    unfollow(room) {
      if (RequestRoomSchema.safeParse(room).success) live?.unfollow(room);
      return Promise.resolve({ ok: true, data: null });
    },
    onRoomEvent: (listener) => roomEvents.add(listener),
  };
}

/** The browser host's files: `File`s from an `<input type=file>` or a drop, kept here behind opaque ids. */
function browserFiles(baseUrl: string, getToken: () => string | null, onUnauthorized: () => void): FilesCapability {
  const registry = createFileRegistry<File>(() => `f-${crypto.randomUUID()}`);
  const limit = createLimiter(UPLOAD_CONCURRENCY);
  const progress = listenerSet<UploadProgress>();
  const uploads = createUploadClient({ baseUrl, getToken, onUnauthorized });
  const register = (files: readonly File[]): PickedFile[] =>
    files.map((file) => ({ id: registry.add(file), name: file.name, size: file.size, kind: kindFromFileName(file.name) ?? null }));

  return {
    pick(kind: PickKind) {
      const group = PICK_KINDS[kind];
      const input = document.createElement('input');
      input.type = 'file';
      input.multiple = group.multiple;
      input.accept = group.extensions.map((extension) => `.${extension}`).join(',');
      return new Promise<CallResult<PickedFile[]>>((resolve) => {
        input.addEventListener('change', () => resolve({ ok: true, data: register([...(input.files ?? [])]) }), { once: true });
        input.addEventListener('cancel', () => resolve({ ok: true, data: [] }), { once: true });
        input.click();
      });
    },
    fromDrop(files) {
      return Promise.resolve({ ok: true, data: register(files) });
    },
    upload(request) {
      const file = registry.get(request.fileId);
      if (!file) return Promise.resolve(fail('invalid-input', 'Unknown file: choose or drop it again.', 400));
      return limit(() => {
        const form = new FormData();
        // Text fields before the file, so the server has them when the file part arrives.
        for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
        form.append(uploadFieldFor(file.name), file, file.name);
        return uploads.send({
          endpoint: request.endpoint,
          params: request.params,
          fields: request.fields,
          query: request.query,
          body: form,
          size: file.size,
          onProgress: (percent) => progress.emit({ fileId: request.fileId, percent }),
        });
      });
    },
    onProgress: (listener) => progress.add(listener),
  };
}

/** The browser has its own downloads list; the page cannot open or reveal what it saved. */
const browserDownloads: DownloadsCapability = {
  open: () => Promise.resolve(fail('invalid-input', "The browser keeps downloads itself: open the file from the browser's downloads list.")),
  reveal: () => Promise.resolve(fail('invalid-input', "The browser keeps downloads itself: use “Show in folder” in the browser's downloads list.")),
};

/**
 * In the browser, BrokerDesk is served by its own server, so it always uses that one (the page's
 * origin) and cannot switch: the office server is chosen by opening its address.
 */
export function browserSettings(origin: string): SettingsCapability {
  const refusal = `In the browser, BrokerDesk uses the server that served this page (${origin}). To use another server, open its address in the browser.`;
  return {
    getServer: () =>
      Promise.resolve({
        ok: true,
        data: { saved: { mode: 'remote', url: origin }, inUse: { url: origin, embedded: false }, environmentOverride: null, canChange: false },
      }),
    setServer: () => Promise.resolve(fail('invalid-input', refusal)),
    restart: () => Promise.resolve(fail('invalid-input', 'The browser page cannot restart BrokerDesk; reload the page instead.')),
  };
}

/** Triggers a browser download through a temporary object URL and anchor. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The browser host: the shared client core running in the page. The token lives in
 * `localStorage` under the spec's key; it never leaves this module. Any 401 clears local
 * storage and tells the session-expired listeners.
 *
 * @example const host = createBrowserHost(); await host.signIn({ email, password, isAgentOnline: true });
 */
export function createBrowserHost(deps: BrowserHostDeps = {}): HostBridge {
  const storage = deps.storage ?? window.localStorage;
  const saveFile = deps.saveFile ?? saveBlob;
  const listeners = new Set<() => void>();

  const clearStorage = () => {
    try {
      storage.clear();
    } catch (error) {
      console.warn('Could not clear local storage', error);
    }
  };

  const baseUrl = deps.baseUrl ?? window.location.origin;
  const getToken = () => {
    try {
      return storage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const onUnauthorized = () => {
    clearStorage();
    for (const listener of [...listeners]) listener();
  };
  const client = (deps.createClient ?? createApiClient)({ baseUrl, getToken, onUnauthorized });

  const host: HostBridge = {
    info() {
      return Promise.resolve({
        kind: 'browser',
        version: import.meta.env.VITE_APP_VERSION ?? 'dev',
        serverUrl: deps.baseUrl ?? window.location.origin,
        embedded: false,
      });
    },
    call(key, input) {
      return client.call(key, input) as never;
    },
    async download(key, input) {
      const result = await client.download(key, input);
      if (!result.ok) return result;
      const { fileName, mimeType, bytes } = result.data;
      saveFile(new Blob([bytes as BlobPart], { type: mimeType }), fileName);
      return { ok: true, data: { fileName, size: bytes.byteLength } };
    },
    async preview(key, input) {
      return toPreview(await client.download(key, input));
    },
    async signIn(body): Promise<CallResult<SignInResult>> {
      const result = await client.call<LoginResult>('auth.login', { body }, { asHost: true });
      if (!result.ok) return result;
      const { token, ...rest } = result.data;
      storage.setItem(TOKEN_STORAGE_KEY, token);
      return { ok: true, data: rest };
    },
    async signOut() {
      const result = await client.call('auth.logout', {}, { asHost: true });
      if (!result.ok) console.warn('Sign-out failed on the server; the local session is cleared anyway.', result.error.message);
      clearStorage();
      return { ok: true, data: null };
    },
    hasSession() {
      // A storage read failure rejects, which the session restore treats as "no session".
      return new Promise<boolean>((resolve) => resolve(Boolean(storage.getItem(TOKEN_STORAGE_KEY))));
    },
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notifications: browserNotifications(baseUrl, getToken, deps),
    files: browserFiles(baseUrl, getToken, onUnauthorized),
    downloads: browserDownloads,
    settings: browserSettings(baseUrl),
    // No deep links reach a browser tab through the host: links are plain URLs there.
    onNavigate: () => () => undefined,
  };
  return host;
}
