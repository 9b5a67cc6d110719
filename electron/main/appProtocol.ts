import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'brokerdesk';
/** The renderer's own origin: the only one allowed to load in the window and to call IPC. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Registered before `app` is ready, so `app:` behaves like https (origin, fetch, storage). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
} as const;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * `scheme://host`, for any URL. `URL.origin` is `'null'` for non-special schemes such as `app:`,
 * so it cannot be used to compare the app's origin. Null for an unparsable URL.
 *
 * @example originOf('app://brokerdesk/index.html#/customers') // 'app://brokerdesk'
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/**
 * Maps an `app://brokerdesk/...` request to a file inside `rootDir` (the built renderer), or null
 * when the URL is another scheme or host, or its path tries to leave the folder in any spelling
 * (`..`, `%2e%2e`, encoded or back slashes, drive letters, empty segments, NUL).
 *
 * @example resolveAppFile('/app/dist/renderer', 'app://brokerdesk/assets/index.js') // '/app/dist/renderer/assets/index.js'
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username || url.password || url.port) return null;
  // The raw path, not `url.pathname`: the URL parser silently resolves `..` and `%2e%2e`, and a
  // request that spells a traversal is refused rather than quietly rewritten.
  const rawPath = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(requestUrl)?.[1] ?? '';
  if (rawPath === '/' || rawPath === '') return path.join(rootDir, 'index.html');
  const rawSegments = rawPath.slice(1).split('/');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..') return null;
    if (/[/\\:\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const root = path.resolve(rootDir);
  const file = path.resolve(root, ...segments);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

export function mimeTypeOf(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export interface AppProtocolDeps {
  rootDir: string;
  readFile: (filePath: string) => Promise<Uint8Array>;
}

/**
 * The `protocol.handle('app', …)` handler: serves the built renderer with the CSP header on every
 * answer, 404 for anything outside the folder or missing.
 *
 * @example protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir, readFile: fs.readFile }))
 */
export function createAppProtocolHandler(deps: AppProtocolDeps) {
  const baseHeaders = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
  return async (request: Request): Promise<Response> => {
    const notFound = () => new Response('Not found', { status: 404, headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    const file = resolveAppFile(deps.rootDir, request.url);
    if (!file) return notFound();
    let bytes: Uint8Array;
    try {
      bytes = await deps.readFile(file);
    } catch {
      return notFound();
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: { ...baseHeaders, 'Content-Type': mimeTypeOf(file) },
    });
  };
}
