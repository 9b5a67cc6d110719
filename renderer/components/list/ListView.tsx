import {
  Body1,
  Button,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  ProgressBar,
  Spinner,
  Subtitle2,
  createTableColumn,
  makeStyles,
  mergeClasses,
  tokens,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useDelayedFlag } from '../useDelayedFlag.js';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { Pager } from './Pager.js';
import type { ListColumn, ListQueryState, ListSort } from './types.js';
import type { ListController } from './useListController.js';
import { LoadError } from '../LoadError.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroller: { overflowX: 'auto', position: 'relative' },
  grid: { minWidth: '640px' },
  row: { cursor: 'pointer' },
  numeric: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  bar: { height: '2px' },
  barSpace: { height: '2px' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
  },
  cellText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sortButton: { paddingInline: 0, minWidth: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * A click opens the row only when it lands on the row itself: not on a control inside it, and
 * not in a dialog that React bubbles up through a portal.
 */
function opensRow(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  const control = target.closest('button, a, input, select, textarea, [role="button"], [role="switch"]');
  return !control || !event.currentTarget.contains(control);
}

export interface ListViewProps<T> {
  /** Id of the heading that names the grid. */
  labelledBy: string;
  columns: readonly ListColumn<T>[];
  result: ListQueryState<T>;
  controller: ListController;
  getRowId: (item: T) => string;
  /** Row click and Enter open the record. */
  onOpen?: (item: T) => void;
  /** Shown when there are no records at all. */
  empty: { title: string; body?: string; action?: ReactNode };
  /** Filters other than the search are active (e.g. a Type filter). */
  filtered?: boolean;
  onClearFilters?: () => void;
  size?: 'small' | 'extra-small';
  /** Server-side sorting: columns with a `sortField` get a header button and `aria-sort`. */
  sort?: ListSort;
}

/**
 * The grid of a list with its states: delayed spinner, the two empty states, an error bar with
 * Retry (and no rows under it), previous rows kept under a thin bar while refetching, and paging.
 */
export function ListView<T>({
  labelledBy,
  columns,
  result,
  controller,
  getRowId,
  onOpen,
  empty,
  filtered = false,
  onClearFilters,
  size = 'small',
  sort,
}: ListViewProps<T>) {
  const styles = useStyles();
  // After a failed load the bar stands alone: rows of an earlier page or search would pass for its answer.
  const rows = result.isError ? undefined : result.data?.data;
  const pagination = result.data?.pagination;
  const waiting = useDelayedFlag(result.isLoading || (result.isFetching && !rows), 300);
  const refetching = result.isFetching && Boolean(rows);
  const open = (item: T) => {
    controller.leave();
    onOpen?.(item);
  };

  const gridColumns: TableColumnDefinition<T>[] = useMemo(
    () =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.id,
          renderHeaderCell: () => {
            if (!sort || !column.sortField) return column.header;
            const field = column.sortField;
            const current = sort.field === field;
            const Arrow = sort.direction === 'asc' ? ArrowSortUpRegular : ArrowSortDownRegular;
            return (
              <Button
                appearance="transparent"
                size="small"
                className={styles.sortButton}
                icon={current ? <Arrow /> : undefined}
                iconPosition="after"
                onClick={() => sort.onSort(field)}
              >
                {column.header}
              </Button>
            );
          },
          renderCell: (item) => {
            const content = column.render(item);
            return typeof content === 'string' ? (
              <span className={styles.cellText} title={content}>
                {content}
              </span>
            ) : (
              content
            );
          },
        }),
      ),
    [columns, styles.cellText, styles.sortButton, sort],
  );
  const ariaSort = (columnId: string): 'ascending' | 'descending' | 'none' | undefined => {
    const field = columns.find((c) => c.id === columnId)?.sortField;
    if (!sort || !field) return undefined;
    if (sort.field !== field) return 'none';
    return sort.direction === 'asc' ? 'ascending' : 'descending';
  };
  const numericIds = new Set(columns.filter((c) => c.numeric).map((c) => c.id));

  const isFiltered = controller.search !== '' || filtered;
  const clearAll = () => {
    controller.clearSearch();
    onClearFilters?.();
  };

  let body: ReactNode;
  if (!rows) {
    body = waiting ? (
      <div className={styles.state}>
        <Spinner size="small" label="Loading…" />
      </div>
    ) : null;
  } else if (rows.length === 0) {
    body = isFiltered ? (
      <div className={styles.state}>
        <Subtitle2 as="p">No matches</Subtitle2>
        <Body1>{controller.search ? `Nothing matches “${controller.search}”.` : 'Nothing matches the current filters.'}</Body1>
        <Button size="small" onClick={clearAll}>
          {controller.search ? 'Clear search' : 'Clear filters'}
        </Button>
      </div>
    ) : (
      <div className={styles.state}>
        <Subtitle2 as="p">{empty.title}</Subtitle2>
        {empty.body ? <Body1>{empty.body}</Body1> : null}
        {empty.action}
      </div>
    );
  } else {
    body = (
      <div className={styles.scroller}>
        <DataGrid
          items={rows}
          columns={gridColumns}
          getRowId={getRowId}
          size={size}
          focusMode="composite"
          aria-labelledby={labelledBy}
          className={styles.grid}
        >
          <DataGridHeader>
            <DataGridRow>
              {({ renderHeaderCell, columnId }) => (
                <DataGridHeaderCell
                  className={mergeClasses(numericIds.has(String(columnId)) && styles.numeric)}
                  aria-sort={ariaSort(String(columnId))}
                >
                  {renderHeaderCell()}
                </DataGridHeaderCell>
              )}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<T>>
            {({ item, rowId }) => (
              <DataGridRow<T>
                key={rowId}
                className={mergeClasses(onOpen && styles.row)}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? (event: MouseEvent<HTMLDivElement>) => (opensRow(event) ? open(item) : undefined) : undefined}
                onKeyDown={
                  onOpen
                    ? (event: KeyboardEvent<HTMLDivElement>) => {
                        if (event.key === 'Enter' && event.target === event.currentTarget) open(item);
                      }
                    : undefined
                }
              >
                {({ renderCell, columnId }) => (
                  <DataGridCell className={mergeClasses(numericIds.has(String(columnId)) && styles.numeric)}>
                    {renderCell(item)}
                  </DataGridCell>
                )}
              </DataGridRow>
            )}
          </DataGridBody>
        </DataGrid>
      </div>
    );
  }

  return (
    <div className={styles.root} aria-busy={result.isFetching}>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {refetching ? <ProgressBar className={styles.bar} aria-label="Refreshing" /> : <div className={styles.barSpace} />}
      {body}
      {rows && rows.length > 0 && pagination ? (
        <Pager
          page={controller.page}
          size={controller.size}
          pagination={pagination}
          sizeOptions={controller.sizeOptions}
          onPage={controller.setPage}
          onSize={controller.setSize}
        />
      ) : null}
    </div>
  );
}
