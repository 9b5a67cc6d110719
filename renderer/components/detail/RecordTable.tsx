import { Caption1, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import type { ListColumn } from '../list/types.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '480px' },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export interface RecordTableProps<T> {
  /** The h2, which also names the table. */
  title: string;
  columns: ReadonlyArray<ListColumn<T>>;
  /** `undefined` while loading: only the heading and `children` show. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Said instead of an empty table: "No history yet.". */
  empty: string;
  /** Under the heading (a load error). */
  children?: ReactNode;
}

/**
 * A record's related rows under an h2 (comments, history, edits): a small read-only table that
 * scrolls sideways when narrow, or one line when there are none. Free text cells follow their own direction.
 *
 * @example <RecordTable title="History" columns={columns} rows={policy.history} getRowId={(e) => e._id} empty="No history." />
 */
export function RecordTable<T>({ title, columns, rows, getRowId, empty, children }: RecordTableProps<T>) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {children}
      {rows && rows.length === 0 ? <Caption1>{empty}</Caption1> : null}
      {rows && rows.length > 0 ? (
        <div className={styles.scroll}>
          <Table size="small" aria-labelledby={headingId} className={styles.table}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.id} className={column.numeric ? styles.numeric : undefined}>
                    {column.header}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={getRowId(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.id} className={column.numeric ? styles.numeric : undefined} dir={column.numeric ? undefined : 'auto'}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}
