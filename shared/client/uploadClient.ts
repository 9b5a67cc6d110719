import axios, { isAxiosError, type AxiosProgressEvent } from 'axios';
import { loadEndpoint } from '../contract/loadEndpoint.js';
import { MESSAGES } from '../contract/constants.js';
import { buildPath } from '../contract/endpoint.js';
import { describeIssues } from '../contract/validation.js';
import { fail, type CallResult } from './callResult.js';
import { errorMessage } from './errorMessage.js';

export interface UploadClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
}

export interface UploadSend {
  /** A contract endpoint with `multipart: true`. */
  endpoint: string;
  params: Record<string, unknown>;
  /** The form's text fields the host put in `body`, checked here against the endpoint's `body` schema. */
  fields?: Record<string, string> | undefined;
  /** The query string, checked against the endpoint's `query` schema. */
  query?: Record<string, string> | undefined;
  /** The multipart body: a `FormData` in the browser, a stream of the encoded form in Node. */
  body: unknown;
  /** Extra headers (Node: the multipart content type and length of the streamed body). */
  headers?: Record<string, string>;
  /** Bytes to send, for progress when the transport does not know the total. */
  size: number;
  /** Rounded percent, 0–100, never going down. */
  onProgress?: (percent: number) => void;
  /**
   * For a streamed body: receives a function the stream calls with the bytes it has handed to the
   * connection, for finer progress than the transport's own (axios reports a few times a second in Node).
   */
  bodyProgress?: (report: (loaded: number) => void) => void;
  signal?: AbortSignal;
}

/** Rounded percent of `loaded` over `total`, clamped to 0–100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/**
 * Sends one file to a multipart endpoint of the contract with upload progress, written once for
 * Electron main (the body streams from disk) and the browser host (a `FormData` of a `File`).
 * Answers a `CallResult` like every host call; a refusal carries the server's reason.
 *
 * @example await uploads.send({ endpoint: 'documents.upload', params: { id }, body: form, size: file.size, onProgress });
 */
export function createUploadClient(options: UploadClientOptions) {
  const http = axios.create({
    baseURL: options.baseUrl,
    validateStatus: () => true,
    // A large file over a slow line may take long; a stalled one is the transport's to end.
    timeout: 0,
    maxBodyLength: Infinity,
    maxContentLength: Infinity,
    maxRedirects: 0,
  });

  return {
    async send<T = unknown>(request: UploadSend): Promise<CallResult<T>> {
      const def = await loadEndpoint(request.endpoint);
      if (!def?.multipart) return fail('unknown-endpoint', `"${request.endpoint}" is not an upload endpoint`);
      for (const [part, value] of [['params', request.params], ['body', request.fields], ['query', request.query]] as const) {
        const schema = def[part];
        // Fields and query are checked when given; the server refuses what a missing one leaves out.
        if (!schema || (part !== 'params' && value === undefined)) continue;
        const parsed = schema.safeParse(value);
        if (!parsed.success) {
          const { message, fieldErrors } = describeIssues(parsed.error.issues, part);
          return fail('invalid-input', message, 400, fieldErrors);
        }
      }
      let url: string;
      try {
        url = buildPath(def.path, request.params);
      } catch (error) {
        return fail('invalid-input', (error as Error).message, 400);
      }
      const token = options.getToken();
      let last = -1;
      const progress = (percent: number) => {
        if (percent <= last) return;
        last = percent;
        request.onProgress?.(percent);
      };
      progress(0);
      request.bodyProgress?.((loaded) => progress(Math.min(99, percentOf(loaded, request.size))));
      try {
        const response = await http.request({
          method: def.method,
          url,
          params: request.query,
          data: request.body,
          headers: { ...(token ? { Authorization: `Bearer ${token}`, 'access-token': token } : {}), ...request.headers },
          signal: request.signal,
          // 100 means answered: until then the transport's count stops at 99.
          onUploadProgress: (event: AxiosProgressEvent) => progress(Math.min(99, percentOf(event.loaded, event.total ?? request.size))),
        });
        if (response.status >= 200 && response.status < 300) {
          progress(100);
          return { ok: true, data: response.data as T };
        }
        if (response.status === 401) options.onUnauthorized();
        const body: unknown = response.data;
        const fieldErrors = body && typeof body === 'object' ? (body as { fieldErrors?: Record<string, string> }).fieldErrors : undefined;
        return fail('http', errorMessage(body, response.status === 413 ? 'The file is too large.' : MESSAGES.unexpected), response.status, fieldErrors);
      } catch (error) {
        if (axios.isCancel(error)) return fail('cancelled', 'The upload was cancelled.');
        if (isAxiosError(error) && error.code === 'ECONNABORTED') return fail('timeout', MESSAGES.network);
        return fail('network', MESSAGES.network);
      }
    },
  };
}

export type UploadClient = ReturnType<typeof createUploadClient>;

/**
 * Runs at most `concurrency` tasks at once, in the order they were asked for ("a few at a time").
 *
 * @example const limit = createLimiter(3); await Promise.all(files.map((f) => limit(() => send(f))));
 */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiting one, so no newcomer can slip in between.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Opaque ids for files the user picked or dropped; the page only ever sees these. */
export function createFileRegistry<T>(newId: () => string) {
  const files = new Map<string, T>();
  return {
    add(file: T): string {
      const id = newId();
      files.set(id, file);
      return id;
    },
    get: (id: string): T | undefined => files.get(id),
    remove: (id: string): boolean => files.delete(id),
    get size() {
      return files.size;
    },
  };
}
