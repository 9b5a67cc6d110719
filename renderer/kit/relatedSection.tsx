import { PAGE_SIZES } from '../../shared/contract/constants.js';
import { RelatedList } from '../components/list/RelatedList.js';
import type { ListColumn, ListQueryState } from '../components/list/types.js';
import { useListController } from '../components/list/useListController.js';

export interface RelatedSectionOptions<Rec, T> {
  title: string;
  /** The list's query for one page of the record's entries. */
  useQuery: (args: { id: string; page: number; size: number }) => ListQueryState<T>;
  columns: ReadonlyArray<ListColumn<T>>;
  /** What the empty list says, in the record's words. */
  empty: (record: Rec) => { title: string; body?: string };
  pageSize?: number;
  /** Query-string prefix of its paging when the page has several sub-lists. */
  prefix?: string;
}

/**
 * A record page's paged sub-list (a voucher's history, a sponsor's claims) as a kit section: the
 * record's entries, a page at a time, with the list rules of every sub-list.
 *
 * @example sections: [relatedSection({ title: 'History', useQuery: useGetVoucherHistoryQuery, columns, empty: (v) => ({ title: 'Not applied yet' }) })]
 */
export function relatedSection<Rec extends { _id: string }, T extends { _id: string }>(options: RelatedSectionOptions<Rec, T>) {
  const { title, useQuery, columns, empty, pageSize = PAGE_SIZES.default, prefix } = options;
  return function RelatedSection({ record }: { record: Rec }) {
    const list = useListController({ defaultSize: pageSize, storage: 'local', ...(prefix && { prefix }) });
    const result = useQuery({ id: record._id, page: list.page, size: list.size });
    return <RelatedList title={title} controller={list} result={result} columns={columns} getRowId={(item) => item._id} empty={empty(record)} />;
  };
}
