import type { ReactNode } from 'react';
import type { Pagination } from '../../../shared/contract/common.schema.js';

/** One column of a list: the area gives the header and how to render a cell. */
export interface ListColumn<T> {
  id: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Numbers and money: right-aligned with tabular figures. */
  numeric?: boolean;
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
