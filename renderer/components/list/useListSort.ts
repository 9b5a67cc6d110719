import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListSort, SortDirection } from './types.js';

export interface ListSortOptions<F extends string> {
  /** The fields the server sorts by; anything else in the URL falls back to the default. */
  fields: readonly F[];
  defaultField: F;
  defaultDirection?: SortDirection;
  /** Query-string prefix when several lists share a URL. */
  prefix?: string;
}

/**
 * Server-side sort kept in the URL (`sort`, `dir`), so Back restores it (UX.md §2). A new sort
 * goes back to page 1.
 *
 * @example const sort = useListSort({ fields: ['createdAt', 'name'], defaultField: 'createdAt' });
 * menusHooks.useList({ ..., sortField: sort.field, sortDirection: sort.direction });
 */
export function useListSort<F extends string>({
  fields,
  defaultField,
  defaultDirection = 'asc',
  prefix = '',
}: ListSortOptions<F>): ListSort & { field: F } {
  const [params, setParams] = useSearchParams();
  const rawField = params.get(`${prefix}sort`);
  const field = fields.find((f) => f === rawField) ?? defaultField;
  const rawDirection = params.get(`${prefix}dir`);
  const direction: SortDirection = rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : defaultDirection;

  const onSort = useCallback(
    (next: string) => {
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          const nextDirection: SortDirection = next === field ? (direction === 'asc' ? 'desc' : 'asc') : 'asc';
          if (next === defaultField && nextDirection === defaultDirection) {
            query.delete(`${prefix}sort`);
            query.delete(`${prefix}dir`);
          } else {
            query.set(`${prefix}sort`, next);
            query.set(`${prefix}dir`, nextDirection);
          }
          query.delete(`${prefix}page`);
          return query;
        },
        { replace: true },
      );
    },
    [setParams, field, direction, defaultField, defaultDirection, prefix],
  );

  return { field, direction, onSort };
}
