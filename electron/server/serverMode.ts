import { fail, type CallResult } from '../../shared/client/callResult.js';
import type { ServerChoice, ServerSettings } from '../../shared/host/bridge.js';
import type { KeyValueStore } from '../platform/deps.js';

export type ServerMode = { kind: 'remote'; url: string } | { kind: 'embedded' };

/** An office server address: http(s), with no path, query or credentials. Null otherwise. */
export function parseServerUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Which API server the desktop client uses: `BROKERDESK_API_URL`, else the address saved in the
 * settings, else its own embedded one. A set but malformed address is an error, not a silent
 * fallback to a different database.
 *
 * @example resolveServerMode({ env: process.env, savedUrl: settings.get('serverUrl') }) // { kind: 'embedded' }
 */
export function resolveServerMode(input: { env: Record<string, string | undefined>; savedUrl?: unknown }): ServerMode {
  for (const [source, value] of [
    ['BROKERDESK_API_URL', input.env.BROKERDESK_API_URL],
    ['the saved server address', input.savedUrl],
  ] as const) {
    if (value === undefined || value === null || value === '') continue;
    const url = parseServerUrl(value);
    if (!url) throw new Error(`${source} is not a valid server address (expected e.g. https://brokerdesk.office.local:4310): ${typeof value === 'string' ? value : JSON.stringify(value)}`);
    return { kind: 'remote', url };
  }
  return { kind: 'embedded' };
}

/** The settings key holding the saved office server address (absent: the embedded server). */
export const SERVER_URL_SETTING = 'serverUrl';
/** How long an office server has to answer its health check. */
export const HEALTH_CHECK_TIMEOUT_MS = 5000;

const ADDRESS_HINT = 'Enter an http:// or https:// address with no path, e.g. https://brokerdesk.office.local:4310';

export type FetchLike = (url: string, init: { signal: AbortSignal; headers?: Record<string, string> }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/**
 * Asks an office server for `GET /api/health` and accepts only BrokerDesk's answer
 * (`{ success: true, status: 'ok' }`) within the time limit. Every failure has a message a user can act on.
 *
 * @example await checkServerHealth('http://10.0.0.2:4310', { fetch }) // { ok: true, data: null }
 */
export async function checkServerHealth(
  url: string,
  deps: { fetch: FetchLike; timeoutMs?: number },
): Promise<CallResult<null>> {
  const timeoutMs = deps.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await deps.fetch(`${url}/api/health`, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return fail('http', `${url} answered with HTTP ${response.status}: is it a BrokerDesk server?`, response.status);
    const body = (await response.json().catch(() => null)) as { success?: unknown; status?: unknown } | null;
    if (body?.success !== true || body.status !== 'ok') return fail('invalid-response', `${url} answered, but not as a BrokerDesk server.`);
    return { ok: true, data: null };
  } catch (error) {
    if (timedOut) return fail('timeout', `${url} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Check the address and that the office server is running.`);
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return fail('network', `Could not reach ${url} (${cause}). Check the address and the network.`);
  } finally {
    clearTimeout(timer);
  }
}

export interface ServerSettingsDeps {
  /** electron-store in production, a Map-backed store in tests. */
  store: KeyValueStore;
  env: Record<string, string | undefined>;
  /** The server this run uses. */
  inUse: { url: string; embedded: boolean };
  fetch: FetchLike;
  timeoutMs?: number;
  /** Stops what must stop cleanly (the embedded server) before the app restarts. */
  beforeRestart?: () => Promise<void>;
  /** `app.relaunch` */
  relaunch: () => void;
  /** `app.exit` (after a relaunch; `app.quit` could be cancelled by a window). */
  exit: (code: number) => void;
}

function savedChoice(store: KeyValueStore): ServerChoice {
  const url = parseServerUrl(store.get(SERVER_URL_SETTING));
  return url ? { mode: 'remote', url } : { mode: 'embedded' };
}

/**
 * The sign-in screen's "Server settings": reads and saves the server choice for the next start
 * (validated and health-checked first) and restarts the app on request.
 *
 * @example const settings = createServerSettings({ store, env: process.env, inUse: { url, embedded }, fetch, relaunch: () => app.relaunch(), exit: (c) => app.exit(c) });
 */
export function createServerSettings(deps: ServerSettingsDeps) {
  const environmentOverride = parseServerUrl(deps.env.BROKERDESK_API_URL);
  let restarting = false;

  return {
    getServer(): CallResult<ServerSettings> {
      return { ok: true, data: { saved: savedChoice(deps.store), inUse: { ...deps.inUse }, environmentOverride, canChange: true } };
    },

    async setServer(choice: ServerChoice): Promise<CallResult<{ restartRequired: boolean }>> {
      let next: ServerChoice = { mode: 'embedded' };
      if (choice.mode === 'remote') {
        const url = parseServerUrl(choice.url);
        if (!url) return fail('invalid-input', `"${choice.url.slice(0, 200)}" is not a server address. ${ADDRESS_HINT}.`, 400, { url: ADDRESS_HINT });
        const health = await checkServerHealth(url, { fetch: deps.fetch, timeoutMs: deps.timeoutMs });
        if (!health.ok) return { ok: false, error: { ...health.error, fieldErrors: { url: health.error.message } } };
        next = { mode: 'remote', url };
      }
      if (next.mode === 'remote') deps.store.set(SERVER_URL_SETTING, next.url);
      else deps.store.delete(SERVER_URL_SETTING);
      const sameAsInUse = next.mode === 'embedded' ? deps.inUse.embedded : !deps.inUse.embedded && next.url === deps.inUse.url;
      // With BROKERDESK_API_URL set the saved choice is not used, so a restart changes nothing.
      return { ok: true, data: { restartRequired: !environmentOverride && !sameAsInUse } };
    },

    async restart(): Promise<CallResult<null>> {
      if (restarting) return { ok: true, data: null };
      restarting = true;
      try {
        await deps.beforeRestart?.();
      } finally {
        deps.relaunch();
        deps.exit(0);
      }
      return { ok: true, data: null };
    },
  };
}

export type ServerSettingsService = ReturnType<typeof createServerSettings>;
