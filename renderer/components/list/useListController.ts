import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, TIMEOUTS } from '../../../shared/contract/constants.js';

export interface ListParams {
  page: number;
  size: number;
  /** The committed search (debounced), '' when none. */
  search: string;
}

export interface ListController extends ListParams {
  /** What the search box shows while typing. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Enter: search now, without waiting for the debounce. */
  submitSearch: () => void;
  /** Esc or "Clear search". */
  clearSearch: () => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  sizeOptions: readonly number[];
  /**
   * The user opens a record: a search still waiting for its debounce is dropped. Committing it
   * would navigate back to the list, since the list stays on screen while the record's screen
   * loads (the router renders in a transition).
   */
  leave: () => void;
}

export interface ListControllerOptions {
  defaultSize?: number;
  /** `url` keeps page, size and search in the query string so Back restores them; `local` is for sub-lists. */
  storage?: 'url' | 'local';
  /** Query-string prefix when several lists share a URL. */
  prefix?: string;
  debounceMs?: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

function useUrlParams(prefix: string, defaultSize: number, sizeOptions: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const size = positiveInt(params.get(`${prefix}size`), defaultSize);
  const current: ListParams = {
    page: positiveInt(params.get(`${prefix}page`), 1),
    size: sizeOptions.includes(size) ? size : defaultSize,
    search: params.get(`${prefix}q`) ?? '',
  };
  const update = useCallback(
    (patch: Partial<ListParams>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | number | undefined, fallback: string | number) => {
            if (value === undefined) return;
            if (value === fallback || value === '') next.delete(`${prefix}${key}`);
            else next.set(`${prefix}${key}`, String(value));
          };
          set('page', patch.page, 1);
          set('size', patch.size, defaultSize);
          set('q', patch.search, '');
          return next;
        },
        { replace: true },
      ),
    [setParams, prefix, defaultSize],
  );
  return [current, update] as const;
}

function useLocalParams(defaultSize: number) {
  const [current, setCurrent] = useState<ListParams>({ page: 1, size: defaultSize, search: '' });
  const update = useCallback((patch: Partial<ListParams>) => setCurrent((previous) => ({ ...previous, ...patch })), []);
  return [current, update] as const;
}

/**
 * Paging and search of a list screen: page, size and the committed search, plus the typed text
 * that is committed after the debounce (or at once on Enter). A new search or size goes back to page 1.
 *
 * @example const list = useListController({ defaultSize: PAGE_SIZES.default });
 * const result = useGetCustomersQuery({ page: list.page, size: list.size, search: list.search });
 */
export function useListController(options: ListControllerOptions = {}): ListController {
  const { defaultSize = PAGE_SIZES.default, storage = 'url', prefix = '', debounceMs = TIMEOUTS.searchDebounceMs } = options;
  const sizeOptions = useMemo(
    () => [...new Set<number>([...PAGE_SIZES.options, defaultSize])].sort((a, b) => a - b),
    [defaultSize],
  );
  const url = useUrlParams(prefix, defaultSize, sizeOptions);
  const local = useLocalParams(defaultSize);
  const [params, update] = storage === 'url' ? url : local;
  const [searchText, setSearchText] = useState(params.search);
  const left = useRef(false);

  // Back/Forward (or a cleared URL) changes the committed search: show it in the box.
  useEffect(() => {
    setSearchText(params.search);
  }, [params.search]);

  const commit = useCallback(
    (text: string) => {
      const search = text.trim();
      if (!left.current && search !== params.search) update({ search, page: 1 });
    },
    [params.search, update],
  );

  useEffect(() => {
    if (searchText.trim() === params.search) return;
    const timer = setTimeout(() => commit(searchText), debounceMs);
    return () => clearTimeout(timer);
  }, [searchText, params.search, commit, debounceMs]);

  return {
    ...params,
    searchText,
    setSearchText: (text) => {
      left.current = false;
      setSearchText(text);
    },
    leave: () => {
      left.current = true;
    },
    submitSearch: () => commit(searchText),
    clearSearch: () => {
      setSearchText('');
      commit('');
    },
    setPage: (page) => update({ page }),
    setSize: (size) => update({ size, page: 1 }),
    sizeOptions,
  };
}
