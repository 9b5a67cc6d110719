// @vitest-environment node
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, createAppProtocolHandler, originOf, resolveAppFile } from './appProtocol.js';

const root = path.resolve('/opt/BrokerDesk/dist/renderer');

describe('resolveAppFile', () => {
  it.each([
    ['app://brokerdesk/', 'index.html'],
    ['app://brokerdesk/index.html', 'index.html'],
    ['app://brokerdesk/index.html#/customers?page=2', 'index.html'],
    ['app://brokerdesk/assets/index-abc123.js', 'assets/index-abc123.js'],
    ['app://brokerdesk/assets/Noto%20Sans.woff2', 'assets/Noto Sans.woff2'],
    ['app://brokerdesk/assets/app.css?v=1', 'assets/app.css'],
  ])('maps %s inside the renderer folder', (url, file) => {
    expect(resolveAppFile(root, url)).toBe(path.join(root, file));
  });

  it.each([
    'app://brokerdesk/%2e%2e/%2e%2e/secret.txt',
    'app://brokerdesk/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
    'app://brokerdesk/assets/..%2f..%2fsecret.txt',
    'app://brokerdesk/assets/..%5c..%5csecret.txt',
    'app://brokerdesk/assets\\..\\..\\secret.txt',
    'app://brokerdesk//etc/passwd',
    'app://brokerdesk/%2Fetc%2Fpasswd',
    'app://brokerdesk/C:/Windows/win.ini',
    'app://brokerdesk/C%3A%5CWindows%5Cwin.ini',
    'app://brokerdesk/assets/%00.js',
    'app://brokerdesk/%E0%A4%A',
    'app://brokerdesk/assets/',
    'app://evil/index.html',
    'app://brokerdesk.evil/index.html',
    'app://brokerdesk:8080/index.html',
    'app://user@brokerdesk/index.html',
    'file:///opt/BrokerDesk/dist/renderer/index.html',
    'https://brokerdesk/index.html',
    '/etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppFile(root, url)).toBeNull();
  });

  it('never answers a path outside the folder, whatever the dot segments', () => {
    for (const url of ['app://brokerdesk/../../etc/passwd', 'app://brokerdesk/assets/../../../etc/passwd', 'app://brokerdesk/./%2e/x']) {
      const file = resolveAppFile(root, url);
      if (file !== null) expect(path.relative(root, file).startsWith('..')).toBe(false);
    }
  });
});

describe('originOf', () => {
  it('gives scheme and host for the non-special app scheme', () => {
    expect(originOf('app://brokerdesk/index.html#/x')).toBe(APP_ORIGIN);
    expect(originOf('garbage')).toBeNull();
  });
});

describe('createAppProtocolHandler', () => {
  const files: Record<string, string> = { [path.join(root, 'index.html')]: '<!doctype html>', [path.join(root, 'assets/app.js')]: 'console.log(1)' };
  const readFile = vi.fn((file: string) => {
    const text = files[file];
    if (text === undefined) return Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
    return Promise.resolve(new TextEncoder().encode(text));
  });
  const handle = createAppProtocolHandler({ rootDir: root, readFile });

  it('serves a file with its type and the CSP header', async () => {
    const response = await handle(new Request('app://brokerdesk/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends the full policy', () => {
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
    }
  });

  it('answers 404 with the CSP header for a traversal, a missing file or a write', async () => {
    readFile.mockClear();
    for (const request of [
      new Request('app://brokerdesk/%2e%2e/secret.txt'),
      new Request('app://brokerdesk/missing.js'),
      new Request('app://brokerdesk/index.html', { method: 'POST', body: 'x' }),
    ]) {
      const response = await handle(request);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
    // `Request` (like Chromium) resolves `%2e%2e` itself; whatever is left must stay inside the folder.
    for (const [file] of readFile.mock.calls) expect(path.relative(root, file).startsWith('..')).toBe(false);
    expect(readFile).toHaveBeenCalledTimes(2);
  });
});
