// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../testing/fakes.js';
import { HEALTH_CHECK_TIMEOUT_MS, SERVER_URL_SETTING, checkServerHealth, createServerSettings, parseServerUrl, resolveServerMode, type FetchLike } from './serverMode.js';

describe('resolveServerMode', () => {
  it('embeds the server when no office server is configured', () => {
    expect(resolveServerMode({ env: {} })).toEqual({ kind: 'embedded' });
    expect(resolveServerMode({ env: { BROKERDESK_API_URL: '' }, savedUrl: undefined })).toEqual({ kind: 'embedded' });
  });

  it('prefers BROKERDESK_API_URL over the saved address', () => {
    expect(resolveServerMode({ env: { BROKERDESK_API_URL: 'https://bd.office.local:4310/' }, savedUrl: 'http://10.0.0.2:4310' })).toEqual({
      kind: 'remote',
      url: 'https://bd.office.local:4310',
    });
  });

  it('uses the saved address when the variable is unset', () => {
    expect(resolveServerMode({ env: {}, savedUrl: 'http://10.0.0.2:4310' })).toEqual({ kind: 'remote', url: 'http://10.0.0.2:4310' });
  });

  it('refuses a malformed address instead of silently embedding', () => {
    expect(() => resolveServerMode({ env: { BROKERDESK_API_URL: 'ftp://x' } })).toThrow(/BROKERDESK_API_URL is not a valid server address/);
    expect(() => resolveServerMode({ env: {}, savedUrl: 42 })).toThrow(/saved server address/);
  });
});

describe('parseServerUrl', () => {
  it.each(['javascript:alert(1)', 'file:///etc', 'http://user:pw@host', 'http://host/api', 'http://host/?x=1', 'not a url'])('refuses %s', (value) => {
    expect(parseServerUrl(value)).toBeNull();
  });
});

describe('checkServerHealth', () => {
  const answer = (status: number, body: unknown) => () => Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

  it("accepts BrokerDesk's health answer and asks /api/health", async () => {
    const fetch = vi.fn<FetchLike>(answer(200, { success: true, status: 'ok', version: '1.0.0' }));
    expect(await checkServerHealth('http://10.0.0.2:4310', { fetch })).toEqual({ ok: true, data: null });
    expect(fetch.mock.calls[0]![0]).toBe('http://10.0.0.2:4310/api/health');
  });

  it.each([
    ['an HTTP error', answer(404, {}), 'http', /answered with HTTP 404/],
    ['another server', answer(200, { hello: 'world' }), 'invalid-response', /not as a BrokerDesk server/],
    ['an unhealthy server', answer(200, { success: false, status: 'down' }), 'invalid-response', /not as a BrokerDesk server/],
    ['a refused connection', () => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })), 'network', /Could not reach .*ECONNREFUSED/],
  ] as const)('refuses %s with a clear message', async (_what, fetch, code, message) => {
    const result = await checkServerHealth('http://10.0.0.2:4310', { fetch });
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(!result.ok && result.error.message).toMatch(message);
  });

  it('gives up after the time limit', async () => {
    const fetch = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = await checkServerHealth('http://10.0.0.9:4310', { fetch, timeoutMs: 30 });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(!result.ok && result.error.message).toMatch(/did not answer within/);
  });

  it('allows 5 seconds by default', () => {
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(5000);
  });
});

describe('createServerSettings', () => {
  const healthy = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ success: true, status: 'ok' }) });

  function setup(options: { env?: Record<string, string>; embedded?: boolean; fetch?: FetchLike } = {}) {
    const store = memoryStore();
    const order: string[] = [];
    const settings = createServerSettings({
      store,
      env: options.env ?? {},
      inUse: options.embedded === false ? { url: 'http://10.0.0.2:4310', embedded: false } : { url: 'http://127.0.0.1:51234', embedded: true },
      fetch: options.fetch ?? vi.fn(healthy),
      beforeRestart: () => {
        order.push('stop server');
        return Promise.resolve();
      },
      relaunch: () => order.push('relaunch'),
      exit: (code) => order.push(`exit ${code}`),
    });
    return { store, settings, order };
  }

  it('reports the embedded server when nothing is saved', () => {
    expect(setup().settings.getServer()).toEqual({
      ok: true,
      data: { saved: { mode: 'embedded' }, inUse: { url: 'http://127.0.0.1:51234', embedded: true }, environmentOverride: null, canChange: true },
    });
  });

  it('saves a healthy office server, normalised, for the next start, and asks for a restart', async () => {
    const { settings, store } = setup();
    expect(await settings.setServer({ mode: 'remote', url: 'https://bd.office.local:4310/' })).toEqual({ ok: true, data: { restartRequired: true } });
    expect(store.data.get(SERVER_URL_SETTING)).toBe('https://bd.office.local:4310');
    expect(resolveServerMode({ env: {}, savedUrl: store.get(SERVER_URL_SETTING) })).toEqual({ kind: 'remote', url: 'https://bd.office.local:4310' });
    expect(settings.getServer()).toMatchObject({ ok: true, data: { saved: { mode: 'remote', url: 'https://bd.office.local:4310' } } });
  });

  it('refuses an invalid address without asking the network or saving', async () => {
    const fetch = vi.fn(healthy);
    const { settings, store } = setup({ fetch });
    for (const url of ['ftp://x', 'http://host/api', 'not a url', 'javascript:alert(1)']) {
      const result = await settings.setServer({ mode: 'remote', url });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input', fieldErrors: { url: expect.stringMatching(/http:\/\/ or https:\/\//) } } });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(store.written).toEqual([]);
  });

  it('refuses an unreachable server and keeps the saved choice', async () => {
    const { settings, store } = setup({ fetch: () => Promise.reject(new Error('getaddrinfo ENOTFOUND')) });
    store.set(SERVER_URL_SETTING, 'http://10.0.0.2:4310');
    const result = await settings.setServer({ mode: 'remote', url: 'http://nowhere.invalid' });
    expect(result).toMatchObject({ ok: false, error: { code: 'network', fieldErrors: { url: expect.stringMatching(/Could not reach/) } } });
    expect(store.data.get(SERVER_URL_SETTING)).toBe('http://10.0.0.2:4310');
  });

  it('switches back to the embedded server without a health check', async () => {
    const fetch = vi.fn(healthy);
    const { settings, store } = setup({ fetch, embedded: false });
    store.set(SERVER_URL_SETTING, 'http://10.0.0.2:4310');
    expect(await settings.setServer({ mode: 'embedded' })).toEqual({ ok: true, data: { restartRequired: true } });
    expect(store.data.has(SERVER_URL_SETTING)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs no restart when the choice is the server in use, or when BROKERDESK_API_URL overrides it', async () => {
    expect(await setup().settings.setServer({ mode: 'embedded' })).toEqual({ ok: true, data: { restartRequired: false } });
    expect(await setup({ embedded: false }).settings.setServer({ mode: 'remote', url: 'http://10.0.0.2:4310' })).toEqual({ ok: true, data: { restartRequired: false } });
    const overridden = setup({ env: { BROKERDESK_API_URL: 'http://10.9.9.9:4310' } });
    expect(overridden.settings.getServer()).toMatchObject({ ok: true, data: { environmentOverride: 'http://10.9.9.9:4310' } });
    expect(await overridden.settings.setServer({ mode: 'remote', url: 'http://10.0.0.3:4310' })).toEqual({ ok: true, data: { restartRequired: false } });
  });

  it('restarts by stopping the embedded server, relaunching, then exiting — once', async () => {
    const { settings, order } = setup();
    expect(await settings.restart()).toEqual({ ok: true, data: null });
    await settings.restart();
    expect(order).toEqual(['stop server', 'relaunch', 'exit 0']);
  });
});
