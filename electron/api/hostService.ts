import { createApiClient } from '../../shared/client/apiClient.js';
import { fail } from '../../shared/client/callResult.js';
import { toPreview } from '../../shared/client/imagePreview.js';
import { LoginResultSchema } from '../../shared/contract/auth/auth.schema.js';
import { loadEndpoint } from '../../shared/contract/loadEndpoint.js';
import type { HostInfo } from '../../shared/host/bridge.js';
import type { IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import type { IpcParsedRequest, IpcResponses, IpcResult } from '../ipc/channels.js';
import type { IpcRegistry } from '../ipc/handle.js';
import type { FileWriter, SaveDialog } from '../platform/deps.js';
import type { TokenVault } from '../session/tokenVault.js';

export interface HostServiceDeps {
  /** The API server in use, e.g. `http://127.0.0.1:51234`. */
  serverUrl: string;
  /** True when this client started the server itself. */
  embedded: boolean;
  version: string;
  vault: TokenVault;
  saveDialog: SaveDialog;
  writeFile: FileWriter;
  /** Remembers a saved download behind an opaque id, for `files:open`/`files:reveal`. */
  rememberSaved?: (filePath: string) => string;
  /** Sends a main → renderer event to the app window. */
  emit: <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => void;
  /** Called when the session ends (sign-out or a 401), e.g. to close the live socket. */
  onSessionEnded?: () => void;
  timeoutMs?: number;
}

/** Server-suggested names are only a default: no folders, no characters a file system refuses. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].map((char) => (char.charCodeAt(0) < 32 ? '_' : char)).join('');
  const cleaned = printable.replace(/[<>:"|?*]/g, '_').replace(/^\.+/, '').trim();
  return cleaned || 'download';
}

function baseName(filePath: string): string {
  return filePath.split(/[\\/]/).pop() || filePath;
}

/**
 * The main side of every `ipcContract` channel. HTTP goes through the shared client with the
 * vault's token; the token itself never leaves this object. Any 401 wipes the vault and, if a
 * session existed, tells the window (`session:expired`).
 *
 * @example
 * const host = createHostService({ serverUrl, embedded: true, version: app.getVersion(), vault, saveDialog, writeFile, emit });
 * registerHostIpc(ipc, host);
 */
export function createHostService(deps: HostServiceDeps) {
  let signingOut = false;

  /** Any 401: the session is gone; tell the window once, unless it is signing out itself. */
  function sessionRejected(): void {
    const hadSession = deps.vault.has();
    deps.vault.clear();
    deps.onSessionEnded?.();
    if (hadSession && !signingOut) deps.emit('session:expired', undefined);
  }

  const client = createApiClient({
    baseUrl: deps.serverUrl,
    getToken: () => deps.vault.getToken(),
    onUnauthorized: sessionRejected,
    timeoutMs: deps.timeoutMs,
  });

  return {
    sessionRejected,

    info(): IpcResult<HostInfo> {
      return { ok: true, data: { kind: 'desktop', version: deps.version, serverUrl: deps.serverUrl, embedded: deps.embedded } };
    },

    /** hostOnly endpoints (sign-in, sign-out) are refused here: the client only sends them `asHost`. */
    call(request: IpcParsedRequest<'api:call'>): Promise<IpcResult<unknown>> {
      return client.call(request.endpoint, request.input);
    },

    async download(request: IpcParsedRequest<'api:download'>): Promise<IpcResult<IpcResponses['api:download']>> {
      const file = await client.download(request.endpoint, request.input);
      if (!file.ok) return file;
      const mimeType = (await loadEndpoint(request.endpoint))?.download?.mimeType ?? file.data.mimeType;
      const target = await deps.saveDialog({ defaultFileName: safeFileName(file.data.fileName), mimeType });
      if (!target) return fail('cancelled', 'The download was cancelled.');
      try {
        await deps.writeFile(target, file.data.bytes);
      } catch (error) {
        return fail('internal', `The file could not be saved: ${(error as Error).message}`);
      }
      const saved = { fileName: baseName(target), size: file.data.bytes.byteLength };
      return { ok: true, data: deps.rememberSaved ? { ...saved, savedId: deps.rememberSaved(target) } : saved };
    },

    /** A download endpoint's image for the page: kept in memory and answered, never written to disk. */
    async preview(request: IpcParsedRequest<'api:preview'>): Promise<IpcResult<IpcResponses['api:preview']>> {
      return toPreview(await client.download(request.endpoint, request.input));
    },

    async signIn(body: IpcParsedRequest<'session:signIn'>): Promise<IpcResult<IpcResponses['session:signIn']>> {
      const result = await client.call<unknown>('auth.login', { body }, { asHost: true });
      if (!result.ok) return result;
      const parsed = LoginResultSchema.safeParse(result.data);
      if (!parsed.success) return fail('invalid-response', 'The server answered the sign-in in an unexpected way.');
      deps.vault.save(parsed.data);
      const { token: _token, ...login } = parsed.data;
      // The UI shows the sign-in message; when the session cannot be kept encrypted, it says so instead.
      const notice = deps.vault.takeNotice();
      return { ok: true, data: notice ? { ...login, message: notice } : login };
    },

    /** Ends the session on the server (failure ignored, spec 000 §4) and always wipes it here. */
    async signOut(): Promise<IpcResult<null>> {
      signingOut = true;
      try {
        if (deps.vault.has()) await client.call('auth.logout', {}, { asHost: true });
      } catch {
        // Signing out must work offline too.
      } finally {
        signingOut = false;
        deps.vault.clear();
        deps.onSessionEnded?.();
      }
      return { ok: true, data: null };
    },

    hasSession(): IpcResult<boolean> {
      return { ok: true, data: deps.vault.has() };
    },
  };
}

export type HostService = ReturnType<typeof createHostService>;

/** Wires every `ipcContract` channel to the host service, through the one registry. */
export function registerHostIpc(ipc: IpcRegistry, host: HostService): void {
  ipc.handle('app:info', () => host.info());
  ipc.handle('api:call', (request) => host.call(request));
  ipc.handle('api:download', (request) => host.download(request));
  ipc.handle('api:preview', (request) => host.preview(request));
  ipc.handle('session:signIn', (body) => host.signIn(body));
  ipc.handle('session:signOut', () => host.signOut());
  ipc.handle('session:has', () => host.hasSession());
}
