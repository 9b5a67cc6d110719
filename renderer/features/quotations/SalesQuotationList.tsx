import { makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn, ListQueryState } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

type QType = 'all' | 'ACTIVE' | 'EXPIRED';
const TYPES: ReadonlyArray<readonly [QType, string]> = [['all', 'All'], ['ACTIVE', 'Active Quotation'], ['EXPIRED', 'Expired Quotation']];

/** The list call every line's quotations answer: the page, the search and the filters in the body. */
export interface QuotationListQuery<I extends string> {
  page: number;
  size: number;
  search?: string;
  filter: { qType: QType; insuranceType: 'all' | I; startDate?: string; endDate?: string };
}

/** What a line (motor, health…) gives the shared quotations list: its call, columns, path and its kind-of-cover filter. */
export interface SalesQuotationListProps<T extends { _id: string }, I extends string> {
  title: string;
  searchPlaceholder: string;
  /** Rows open at `<path>/<id>`. */
  path: string;
  useList: (args: QuotationListQuery<I>) => ListQueryState<T>;
  /** The line's second filter (motor: comprehensive or third party; health: the insured type), kept in the URL under `key`. */
  kindFilter: { label: string; key: string; options: ReadonlyArray<readonly [I, string]> };
  columns: ListColumn<T>[];
  empty: { title: string; body: string };
}

/** A sales line's quotations: searched and filtered by status, the line's kind of cover and dates (in the URL). */
export function SalesQuotationList<T extends { _id: string }, I extends string>({
  title, searchPlaceholder, path, useList, kindFilter, columns, empty,
}: SalesQuotationListProps<T, I>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const kindOptions: ReadonlyArray<readonly ['all' | I, string]> = [['all', 'All'], ...kindFilter.options];
  const qType = filters.value('type', TYPES.map(([value]) => value), 'all');
  const insuranceType = filters.value(kindFilter.key, kindOptions.map(([value]) => value), 'all');
  const from = filters.day('from');
  const to = filters.day('to');
  const badRange = Boolean(rangeProblem(from, to));
  const filtered = qType !== 'all' || insuranceType !== 'all' || Boolean(from) || Boolean(to);

  const result = useList({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { qType, insuranceType, ...(badRange ? {} : dayRange(from, to)) },
  });

  return (
    <ListScreen
      title={title}
      searchPlaceholder={searchPlaceholder}
      controller={list}
      result={result}
      columns={columns}
      getRowId={(quote) => quote._id}
      onOpen={(quote) => void navigate(`${path}/${encodeURIComponent(quote._id)}`)}
      empty={empty}
      filtered={filtered}
      onClearFilters={() => filters.clear(['type', kindFilter.key, 'from', 'to'])}
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={qType} options={TYPES} onChange={(value) => filters.set('type', value, 'all')} />
          <ChoiceFilter label={kindFilter.label} value={insuranceType} options={kindOptions} onChange={(value) => filters.set(kindFilter.key, value, 'all')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
