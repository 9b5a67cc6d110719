import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { EndpointDef } from '../contract/endpoint.js';
import { loadEndpoint } from '../contract/loadEndpoint.js';
import { MESSAGES, TIMEOUTS } from '../contract/constants.js';
import { buildPath } from '../contract/endpoint.js';
import { describeIssues, type InputPart } from '../contract/validation.js';
import { fail, type CallError, type CallResult } from './callResult.js';
import { errorMessage } from './errorMessage.js';

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface DownloadedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface ApiClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:4310`. */
  baseUrl: string;
  /** The current token, or null when signed out. */
  getToken: () => string | null;
  /** Called once for every 401 answer, so the host can wipe the session. */
  onUnauthorized: () => void;
  timeoutMs?: number;
}

export interface CallOptions {
  /** Sign-in and sign-out are refused unless the host itself makes the call. */
  asHost?: boolean;
}

/**
 * The HTTP half of the host bridge, written once for Electron main and the browser host:
 * it looks the endpoint up in the contract, validates the input with its schemas, sends it
 * with the token (bearer and `access-token`, spec 000 §6) and answers a `CallResult`.
 *
 * @example const result = await client.call('customers.get', { params: { id } });
 */
export function createApiClient(options: ApiClientOptions) {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? TIMEOUTS.requestMs,
    // Every status reaches our own handling; axios must not throw on 4xx.
    validateStatus: () => true,
  });

  async function prepare(key: string, input: CallInput, callOptions: CallOptions): Promise<{ error: { ok: false; error: CallError } } | { def: EndpointDef; url: string }> {
    const def = await loadEndpoint(key);
    if (!def) return { error: fail('unknown-endpoint', `Unknown endpoint "${key}"`) };
    if (def.hostOnly && !callOptions.asHost) return { error: fail('host-only', `"${key}" is called by the host only`) };
    for (const part of ['params', 'query', 'body'] as const satisfies InputPart[]) {
      const schema = def[part];
      if (!schema || def.multipart) continue;
      const parsed = schema.safeParse(input[part]);
      if (!parsed.success) {
        const { message, fieldErrors } = describeIssues(parsed.error.issues, part);
        return { error: fail('invalid-input', message, 400, fieldErrors) };
      }
    }
    let url: string;
    try {
      url = buildPath(def.path.startsWith('/') ? def.path : `/${def.path}`, input.params);
    } catch (error) {
      return { error: fail('invalid-input', (error as Error).message, 400) };
    }
    return { def, url };
  }

  function headers(): Record<string, string> {
    const token = options.getToken();
    return token ? { Authorization: `Bearer ${token}`, 'access-token': token } : {};
  }

  async function send(def: EndpointDef, url: string, input: CallInput, responseType: 'json' | 'arraybuffer') {
    try {
      return await http.request({
        method: def.method,
        url,
        params: input.query,
        // A DELETE carries a body only where its endpoint declares one (a network's garages to remove).
        data: def.method === 'GET' || (def.method === 'DELETE' && !def.body) ? undefined : (input.body ?? {}),
        headers: headers(),
        responseType,
      });
    } catch (error) {
      if (isAxiosError(error) && error.code === 'ECONNABORTED') return fail('timeout', MESSAGES.network);
      return fail('network', MESSAGES.network);
    }
  }

  function failure(status: number, body: unknown) {
    if (status === 401) options.onUnauthorized();
    const fieldErrors = body && typeof body === 'object' ? (body as { fieldErrors?: Record<string, string> }).fieldErrors : undefined;
    return fail('http', errorMessage(body, status === 401 ? MESSAGES.unauthorized : MESSAGES.unexpected), status, fieldErrors);
  }

  return {
    baseUrl: options.baseUrl,

    async call<T = unknown>(key: string, input: CallInput = {}, callOptions: CallOptions = {}): Promise<CallResult<T>> {
      const prepared = await prepare(key, input, callOptions);
      if ('error' in prepared) return prepared.error;
      const response = await send(prepared.def, prepared.url, input, 'json');
      if ('ok' in response) return response;
      if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
      return failure(response.status, response.data);
    },

    /** For `download` endpoints: the file's bytes and the name the server suggests. */
    async download(key: string, input: CallInput = {}): Promise<CallResult<DownloadedFile>> {
      const prepared = await prepare(key, input, {});
      if ('error' in prepared) return prepared.error;
      if (!prepared.def.download) return fail('invalid-input', `"${key}" is not a download`, 400);
      const response = await send(prepared.def, prepared.url, input, 'arraybuffer');
      if ('ok' in response) return response;
      const bytes = new Uint8Array(response.data as ArrayBuffer);
      if (response.status < 200 || response.status >= 300) {
        let body: unknown;
        try {
          body = JSON.parse(new TextDecoder().decode(bytes));
        } catch {
          body = undefined;
        }
        return failure(response.status, body);
      }
      const disposition = String(response.headers['content-disposition'] ?? '');
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
      return { ok: true, data: { fileName, mimeType: prepared.def.download.mimeType, bytes } };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
