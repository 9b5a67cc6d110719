/**
 * A list answer with pagination, as every `*.list` endpoint returns it, for tests.
 *
 * @example fakeBridge({ calls: { 'customers.list': () => ok(listPage([customerFixture()])) } })
 */
export function listPage<T>(items: T[], { page = 1, size = 10, totalItems = items.length } = {}) {
  return {
    success: true as const,
    data: items,
    pagination: { page, size, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / size)), currentPage: page },
  };
}
