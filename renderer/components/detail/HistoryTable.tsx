import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../../shared/contract/common.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { show } from '../display.js';
import type { ListColumn } from '../list/types.js';
import { RecordTable } from './RecordTable.js';

const HISTORY_COLUMNS: ListColumn<HistoryEntry>[] = [
  { id: 'by', header: 'Done By', render: (entry) => show(entry.actorName) },
  { id: 'activity', header: 'Activity Name', render: (entry) => (entry.detail ? `${entry.action}: ${entry.detail}` : entry.action) },
  { id: 'at', header: 'Activity Time', render: (entry) => formatDateTime(entry.createdAt) },
];

/** A record's history (who did what, when), newest first as the server keeps it; `undefined` while loading. */
export function HistoryTable({ title, entries, children }: { title: string; entries: readonly HistoryEntry[] | undefined; children?: ReactNode }) {
  return (
    <RecordTable title={title} columns={HISTORY_COLUMNS} rows={entries} getRowId={(entry) => entry._id} empty="No history yet.">
      {children}
    </RecordTable>
  );
}
