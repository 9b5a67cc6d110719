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
