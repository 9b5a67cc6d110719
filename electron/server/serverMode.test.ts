// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseServerUrl, resolveServerMode } from './serverMode.js';

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
