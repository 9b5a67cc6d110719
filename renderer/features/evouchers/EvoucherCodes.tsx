import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, DeleteRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CODE_STATUS_LABELS, EVOUCHER_CODES_PAGE_SIZE } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { errorText } from '../../components/errorText.js';
import { RelatedList } from '../../components/list/RelatedList.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { relatedSection } from '../../kit/relatedSection.js';
import { AssignDialog } from './AssignDialog.js';
import { ImportDialog } from './ImportDialog.js';
import { useDeleteEvoucherCodeMutation, useGetEvoucherCodesQuery, useGetEvoucherHistoryQuery, type CodeRecord, type HistoryRecord } from './evouchersApi.js';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** The codes of an e-voucher on its page: search by code, paging, add, import, send, edit and delete. */
export function EvoucherCodes({ record }: { record: { _id: string; title: string } }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useRouteCan('/evouchers');
  const list = useListController({ defaultSize: EVOUCHER_CODES_PAGE_SIZE, storage: 'local' });
  const [dialog, setDialog] = useState<'import' | { assign: CodeRecord | null } | null>(null);
  const codes = useGetEvoucherCodesQuery({ id: record._id, page: list.page, size: list.size, ...(list.search && { search: list.search }) });
  const [remove, removal] = useDeleteEvoucherCodeMutation();
  const base = `/evouchers/${encodeURIComponent(record._id)}/evouchercode`;
  const drop = async (code: CodeRecord) => {
    const outcome = await remove(code._id);
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Code ${code.code} deleted`);
  };
  const columns: ReadonlyArray<ListColumn<CodeRecord>> = [
    { id: 'code', header: 'Code', render: (code) => code.code },
    { id: 'status', header: 'Status', render: (code) => CODE_STATUS_LABELS[code.status] },
    { id: 'customer', header: 'Customer', render: (code) => code.customerName ?? '-' },
    { id: 'expiry', header: 'Expiry', render: (code) => (code.expiryDate ? formatDate(code.expiryDate) : '-') },
    { id: 'assigned', header: 'Assigned', render: (code) => (code.assignedAt ? `${formatDateTime(code.assignedAt)} by ${code.assignedByName ?? '-'}` : '-') },
    {
      id: 'actions', header: 'Actions', render: (code) => (
        <span className={styles.bar}>
          {access.update && code.status === 'available' ? <Button size="small" icon={<SendRegular />} onClick={() => setDialog({ assign: code })}>Send</Button> : null}
          {access.update ? <Button size="small" icon={<EditRegular />} aria-label={`Edit ${code.code}`} onClick={() => void navigate(`${base}/${encodeURIComponent(code._id)}/edit`)} /> : null}
          {access.delete && code.status === 'available'
            ? <Button size="small" icon={<DeleteRegular />} aria-label={`Delete ${code.code}`} disabled={removal.isLoading} onClick={() => void drop(code)} />
            : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <RelatedList
        title="Codes"
        controller={list}
        result={codes}
        columns={columns}
        getRowId={(code) => code._id}
        searchPlaceholder="Search code (exact or beginning)"
        filters={(
          <span className={styles.bar}>
            {access.insert ? <Button icon={<AddRegular />} onClick={() => void navigate(`${base}/create`)}>Add code</Button> : null}
            {access.insert ? <Button icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>Import codes</Button> : null}
            {access.update ? <Button icon={<SendRegular />} onClick={() => setDialog({ assign: null })}>Send next code</Button> : null}
          </span>
        )}
        empty={{ title: 'No codes yet', body: 'Add codes one by one or import them from a spreadsheet.' }}
      />
      {dialog === 'import' ? <ImportDialog evoucherId={record._id} onClose={() => setDialog(null)} /> : null}
      {dialog && dialog !== 'import' ? <AssignDialog evoucherId={record._id} code={dialog.assign} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

const historyColumns: ReadonlyArray<ListColumn<HistoryRecord>> = [
  { id: 'at', header: 'Time', render: (event) => formatDateTime(event.createdAt) },
  { id: 'detail', header: 'Event', render: (event) => event.detail },
  { id: 'actor', header: 'By', render: (event) => event.actorName ?? '-' },
];

/** Every event of the e-voucher's codes, newest first. */
export const EvoucherHistory = relatedSection<{ _id: string }, HistoryRecord>({
  title: 'History',
  useQuery: useGetEvoucherHistoryQuery,
  columns: historyColumns,
  pageSize: EVOUCHER_CODES_PAGE_SIZE,
  empty: () => ({ title: 'No history yet', body: 'Imports, new codes, codes sent and deleted are recorded here.' }),
});
