import { LoginResultSchema, type LoginResult } from '../../shared/contract/auth/auth.schema.js';
import type { SignInResult } from '../../shared/host/bridge.js';
import type { KeyValueStore, SafeStorageLike } from '../platform/deps.js';

export const SESSION_STORE_KEY = 'session';

export const NOT_PERSISTENT_NOTICE =
  'This computer has no secure key store, so BrokerDesk keeps your sign-in only until it closes. You will sign in again next time.';

export interface TokenVaultDeps {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  storeKey?: string;
}

/**
 * The session (token and sign-in answer), kept only encrypted. With OS encryption available it is
 * `safeStorage.encryptString`ed and stored as base64; without it (no encryption, or Linux's
 * `basic_text` backend, whose fixed key protects nothing) it lives in memory only and
 * `takeNotice()` returns, once, the text telling the user so. Plaintext never reaches the store.
 * Create it after Electron's `ready`: before that, Linux cannot say whether encryption works.
 *
 * @example
 * const vault = createTokenVault({ safeStorage, store: new Store({ name: 'session' }) });
 * vault.save(loginResult); vault.getToken(); vault.clear();
 */
export function createTokenVault(deps: TokenVaultDeps) {
  const key = deps.storeKey ?? SESSION_STORE_KEY;
  const persistent = deps.safeStorage.isEncryptionAvailable() && deps.safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
  let noticePending = !persistent;
  let session: LoginResult | null = persistent ? load() : null;

  function load(): LoginResult | null {
    const stored = deps.store.get(key);
    if (typeof stored !== 'string' || stored === '') return null;
    try {
      const json = deps.safeStorage.decryptString(Buffer.from(stored, 'base64'));
      const parsed = LoginResultSchema.safeParse(JSON.parse(json));
      if (parsed.success) return parsed.data;
    } catch {
      // Undecryptable (OS key changed, data corrupted): the session is lost either way.
    }
    deps.store.delete(key);
    return null;
  }

  return {
    /** False when the session lives in memory only. */
    persistent,

    save(result: LoginResult): void {
      session = result;
      if (persistent) deps.store.set(key, deps.safeStorage.encryptString(JSON.stringify(result)).toString('base64'));
    },

    getToken(): string | null {
      return session?.token ?? null;
    },

    /** The sign-in answer without the token: what the renderer may see. */
    getLogin(): SignInResult | null {
      if (!session) return null;
      const { token: _token, ...login } = session;
      return login;
    },

    has(): boolean {
      return session !== null;
    },

    clear(): void {
      session = null;
      deps.store.delete(key);
    },

    /** The not-persistent notice the first time it is asked for, then null. */
    takeNotice(): string | null {
      if (!noticePending) return null;
      noticePending = false;
      return NOT_PERSISTENT_NOTICE;
    },
  };
}

export type TokenVault = ReturnType<typeof createTokenVault>;
