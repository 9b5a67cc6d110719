import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { FieldDef } from '../../shared/kit/fields.js';
import { CopyLink } from '../components/CopyLink.js';
import { show } from '../components/display.js';
import { RecordTable } from '../components/detail/RecordTable.js';
import type { ListColumn } from '../components/list/types.js';
import { valueText } from './resourceUi.js';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/**
 * A repeated group on the record page: one entry per line, named by its first item field; an
 * entry whose other item is a web address (a location's map link) shows it with Copy, as every
 * link staff pass on, since the app opens nothing outside itself.
 */
export function GroupEntries({ field, entries }: { field: FieldDef; entries: ReadonlyArray<Record<string, string>> }) {
  const styles = useStyles();
  const [nameKey, ...others] = Object.keys(field.item ?? {});
  if (entries.length === 0) return <span>-</span>;
  return (
    <ul aria-label={field.label} className={styles.list}>
      {entries.map((entry, index) => {
        const url = others.map((key) => entry[key]).find((value) => typeof value === 'string' && value.startsWith('https://'));
        const name = entry[nameKey ?? ''] ?? '';
        return (
          <li key={index} className={styles.entry}>
            <Body1>{name}</Body1>
            {url ? <CopyLink url={url} label={`Copy the link of ${name}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

type Entry = Record<string, unknown>;
/** Cells of a group's table an area draws its own way (a row's status as a select), given the entry and its row number. */
export type EntryCells = Record<string, (entry: Entry, index: number) => ReactNode>;

/** Whether a group shows as a table: its entries hold more than a name and a link, or more than texts. */
export function isTabular(field: FieldDef): boolean {
  const items = Object.values(field.item ?? {});
  return items.length > 2 || items.some((item) => item.kind !== 'text');
}

/**
 * A group of typed entries on the record page (a corporate customer's car fleet rows): a table
 * with a column per item field, each value in the words its kind takes (a choice's label, a
 * day), and the area's own cells where it gives them.
 */
export function GroupTable({ field, entries, cells = {} }: { field: FieldDef; entries: readonly Entry[]; cells?: EntryCells }) {
  const indexed = entries.map((entry, index) => ({ entry, index }));
  const columns: ReadonlyArray<ListColumn<{ entry: Entry; index: number }>> = Object.entries(field.item ?? {}).map(([key, item]) => ({
    id: key,
    header: item.label,
    render: ({ entry, index }) => cells[key]?.(entry, index) ?? show(valueText(item, entry[key], entry)),
  }));
  return <RecordTable title={field.label} columns={columns} rows={indexed} getRowId={({ index }) => String(index)} empty={`No ${field.label.toLowerCase()} entries.`} />;
}
