import type { CallResult } from '../client/callResult.js';
import type { LoginBody, LoginResult } from '../contract/auth/auth.schema.js';
import type { EndpointInput, EndpointKey, EndpointOf, EndpointOutput } from '../contract/index.js';

/** What sign-in gives the renderer: the server's answer without the token, which stays in the host. */
export type SignInResult = Omit<LoginResult, 'token'>;

export interface HostInfo {
  kind: 'desktop' | 'browser';
  version: string;
  /** The API server in use. */
  serverUrl: string;
  /** True when this client started the server itself (the embedded, single-machine mode). */
  embedded: boolean;
}

/**
 * The renderer's only door to the outside world (ARCHITECTURE.md "Data flow"). Two
 * implementations: the desktop one (preload + IPC to Electron main) and the browser one
 * (the same client core running in the page), used by end-to-end tests and the no-Electron fallback.
 */
export interface HostBridge {
  info(): Promise<HostInfo>;
  /** Calls a contract endpoint; the host validates the input and adds the token. */
  call<K extends EndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>): Promise<CallResult<EndpointOutput<EndpointOf<K>>>>;
  /** Calls a download endpoint and saves the file where the user chooses (desktop) or as a browser download. */
  download<K extends EndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>): Promise<CallResult<{ fileName: string; size: number }>>;
  signIn(body: LoginBody): Promise<CallResult<SignInResult>>;
  /** Ends the session on the server (failures ignored, spec 000 §4) and wipes it locally. */
  signOut(): Promise<CallResult<null>>;
  /** Whether a stored session exists to restore through `auth.me`. */
  hasSession(): Promise<boolean>;
  /** Any 401 wipes the session; listeners then return to sign-in. Returns an unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
}

/** The name under which the preload exposes the bridge (kept here, free of zod, for the preload's sake). */
export const BRIDGE_GLOBAL = 'brokerDesk';
