import { createApiClient, type ApiClient, type ApiClientOptions, type CallResult } from '../../shared/client/index.js';
import { TOKEN_STORAGE_KEY } from '../../shared/contract/constants.js';
import type { LoginResult } from '../../shared/contract/auth/auth.schema.js';
import type { HostBridge, SignInResult } from '../../shared/host/bridge.js';

export type BrowserApiClient = Pick<ApiClient, 'call' | 'download'>;

export interface BrowserHostDeps {
  /** Builds the API client; tests pass a fake that can trigger `onUnauthorized`. */
  createClient?: (options: ApiClientOptions) => BrowserApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;
  baseUrl?: string;
  /** Hands a file to the user; the default triggers a browser download. */
  saveFile?: (blob: Blob, fileName: string) => void;
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

  const client = (deps.createClient ?? createApiClient)({
    baseUrl: deps.baseUrl ?? window.location.origin,
    getToken: () => {
      try {
        return storage.getItem(TOKEN_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    onUnauthorized: () => {
      clearStorage();
      for (const listener of [...listeners]) listener();
    },
  });

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
  };
  return host;
}
