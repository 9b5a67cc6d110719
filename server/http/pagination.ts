import type { Pagination } from '../../shared/contract/index.js';

/** The spec's pagination block for a page of a list of `totalItems`. */
export function pagination(page: number, size: number, totalItems: number): Pagination {
  return { page, size, totalItems, totalPages: Math.ceil(totalItems / size), currentPage: page };
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
