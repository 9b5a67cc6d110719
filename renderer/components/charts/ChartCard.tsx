import { Caption1, Subtitle1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { RecordTable } from '../detail/RecordTable.js';
import type { ListColumn } from '../list/types.js';

const useStyles = makeStyles({
  card: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, minWidth: 0,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // The charts size themselves to this box (`parentRef`): measured on their own root, which holds
  // more than the plot, they grew a little on every render and never settled.
  chart: { height: '280px', overflow: 'hidden' },
});

export interface ChartCardProps<T> {
  /** The card's h2, which names the chart and its table. */
  title: string;
  /** `undefined` while loading. */
  rows: readonly T[] | undefined;
  /** The same figures as a table: what a screen reader reads, and anyone who wants the numbers. */
  columns: ReadonlyArray<ListColumn<T>>;
  getRowId: (row: T) => string;
  /** Said instead of an empty chart. */
  empty: string;
  /** The chart of the rows (only drawn when there are some), sized to `parent` (its `parentRef`). */
  chart: (rows: readonly T[], parent: HTMLElement | null) => ReactNode;
  /** Why the figures could not be loaded. */
  error?: string | undefined;
}

/**
 * A dashboard chart with its figures one toggle away as a table (UX.md: every chart's numbers are
 * reachable without the picture).
 *
 * @example <ChartCard title="Policies per insurer" rows={rows} columns={columns} getRowId={(r) => r.companyName} empty="No policies." chart={(rows) => <VerticalBarChart data={…} />} />
 */
export function ChartCard<T>({ title, rows, columns, getRowId, empty, chart, error }: ChartCardProps<T>) {
  const styles = useStyles();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // Drawn once per answer and box: the charts measure and lay themselves out again whenever their
  // props change identity, which a closure made on every render of the page would do.
  // A box with no width (not laid out yet, or hidden) has no room for a chart; its table still shows the figures.
  const drawn = useMemo(() => (rows && rows.length > 0 && box && box.clientWidth > 0 ? chart(rows, box) : null), [rows, box]);
  const toggle = (
    <ToggleButton size="small" icon={<TableRegular />} checked={asTable} onClick={() => setAsTable(!asTable)} aria-describedby={headingId}>
      {asTable ? 'Show chart' : 'Show table'}
    </ToggleButton>
  );
  if (asTable) {
    return (
      <div className={styles.card}>
        <RecordTable title={title} columns={columns} rows={rows} getRowId={getRowId} empty={empty}>
          <div>{toggle}</div>
        </RecordTable>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle1 as="h2" id={headingId}>{title}</Subtitle1>
        {toggle}
      </div>
      {error ? <Caption1 role="alert">{error}</Caption1> : null}
      {rows && rows.length === 0 ? <Caption1>{empty}</Caption1> : null}
      {rows && rows.length > 0 ? <div className={styles.chart} ref={setBox}>{drawn}</div> : null}
    </section>
  );
}
