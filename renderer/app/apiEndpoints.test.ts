import { describe, expect, it, vi } from 'vitest';
import { api } from './api.js';

// Every area adds its endpoints to the one API by name. A second endpoint of the same name is
// dropped without a word outside development builds, and its hooks then call the first one's
// server call (a health plan's benefits page once read a motor plan's benefits so).
describe('the endpoints the areas add to the API', () => {
  it('each have a name of their own', async () => {
    const definedIn = new Map<string, string[]>();
    const inject = api.injectEndpoints.bind(api);
    const builder = { query: (definition: unknown) => definition, mutation: (definition: unknown) => definition, infiniteQuery: (definition: unknown) => definition };
    let loading = '';
    vi.spyOn(api, 'injectEndpoints').mockImplementation(((options: { endpoints: (build: unknown) => Record<string, unknown> }) => {
      for (const name of Object.keys(options.endpoints(builder))) definedIn.set(name, [...(definedIn.get(name) ?? []), loading]);
      return inject(options as never);
    }) as never);
    const modules = import.meta.glob(['../features/**/*.{ts,tsx}', '../kit/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}']);
    for (const [path, load] of Object.entries(modules)) {
      loading = path;
      await load();
    }
    expect(definedIn.size).toBeGreaterThan(300);
    expect([...definedIn].filter(([, paths]) => new Set(paths).size > 1)).toEqual([]);
  }, 60_000);
});
