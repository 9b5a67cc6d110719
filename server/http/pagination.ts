import type { Pagination } from '../../shared/contract/index.js';

/** A page of a list as a repository answers it; `totalCapped` when `totalItems` is a lower bound (see `PaginationSchema`). */
export interface ListPage<T> {
  items: T[];
  totalItems: number;
  totalCapped?: boolean;
}

/**
 * The spec's pagination block for a page of a list of `totalItems`. A capped total is a lower
 * bound, so there is at least one page after this one.
 */
export function pagination(page: number, size: number, totalItems: number, totalCapped = false): Pagination {
  const totalPages = Math.ceil(totalItems / size);
  if (!totalCapped) return { page, size, totalItems, totalPages, currentPage: page };
  return { page, size, totalItems, totalPages: Math.max(totalPages, page + 1), currentPage: page, totalCapped: true };
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
