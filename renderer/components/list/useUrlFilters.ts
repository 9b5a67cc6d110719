import { useSearchParams } from 'react-router-dom';
import { isDay } from './dayRange.js';

/**
 * List filters kept in the URL (so Back restores them); any change goes back to page 1.
 * `value(key, options, fallback)` reads a choice, `day(key)` a yyyy-MM-dd day, `text(key)` anything;
 * `set` writes one filter (its fallback or '' removes it), `setMany` several at once, `clear` removes some.
 *
 * @example const filters = useUrlFilters(); const type = filters.value('type', ['all', 'ACTIVE'], 'all');
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setMany = (patch: Record<string, string>) =>
    update((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
    });
  const set = (key: string, value: string, fallback = '') => setMany({ [key]: value === fallback ? '' : value });
  const clear = (keys: readonly string[]) =>
    update((next) => {
      for (const key of keys) next.delete(key);
    });
  function value<V extends string>(key: string, options: readonly V[], fallback: V): V {
    const raw = params.get(key);
    return options.includes(raw as V) ? (raw as V) : fallback;
  }
  const day = (key: string): string | undefined => {
    const raw = params.get(key);
    return isDay(raw) ? raw : undefined;
  };
  const text = (key: string): string | undefined => params.get(key) ?? undefined;
  return { set, setMany, clear, value, day, text };
}
