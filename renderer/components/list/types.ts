import type { ReactNode } from 'react';
import type { Pagination } from '../../../shared/contract/common.schema.js';

/** One column of a list: the area gives the header and how to render a cell. */
export interface ListColumn<T> {
  id: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Numbers and money: right-aligned with tabular figures. */
  numeric?: boolean;
  /** The server's sort field for this column; the header then sorts (with `ListViewProps.sort`). */
  sortField?: string;
}

export type SortDirection = 'asc' | 'desc';

/** Server-side sorting of a list (UX.md §2): the current field and direction, and how to change them. */
export interface ListSort {
  field: string;
  direction: SortDirection;
  /** A header was clicked: the same field toggles the direction, another starts ascending. */
  onSort: (field: string) => void;
}

/** What a list needs from an RTK Query hook result. */
export interface ListQueryState<T> {
  data?: { data: T[]; pagination?: Pagination } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}
