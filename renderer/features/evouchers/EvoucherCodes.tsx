import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, DeleteRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CODE_STATUS_LABELS, EVOUCHER_CODES_PAGE_SIZE } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { PAGE_SIZES } from '../../../shared/contract/index.js';
import { formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { errorText } from '../../components/errorText.js';
import { Pager } from '../../components/list/Pager.js';
import { AssignDialog } from './AssignDialog.js';
import { ImportDialog } from './ImportDialog.js';
import { useDeleteEvoucherCodeMutation, useGetEvoucherCodesQuery, useGetEvoucherHistoryQuery, type CodeRecord } from './evouchersApi.js';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** The codes of an e-voucher on its page: search by code, paging, add, import, send, edit and delete. */
export function EvoucherCodes({ record }: { record: { _id: string; title: string } }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useRouteCan('/evouchers');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(EVOUCHER_CODES_PAGE_SIZE);
  const [dialog, setDialog] = useState<'import' | { assign: CodeRecord | null } | null>(null);
  const codes = useGetEvoucherCodesQuery({ id: record._id, page, size, ...(search.trim() && { search: search.trim() }) });
  const [remove, removal] = useDeleteEvoucherCodeMutation();
  const base = `/evouchers/${encodeURIComponent(record._id)}/evouchercode`;
  const drop = async (code: CodeRecord) => {
    const outcome = await remove(code._id);
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Code ${code.code} deleted`);
  };
  return (
    <RecordTable
      title="Codes"
      rows={codes.data?.data}
      getRowId={(code) => code._id}
      empty={search ? 'No code starts with this.' : 'No codes yet: add or import them.'}
      columns={[
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
      ]}
    >
      <div className={styles.bar}>
        <Input aria-label="Search code" placeholder="Search code (exact or beginning)" value={search} onChange={(_, data) => { setSearch(data.value); setPage(1); }} />
        {access.insert ? <Button icon={<AddRegular />} onClick={() => void navigate(`${base}/create`)}>Add code</Button> : null}
        {access.insert ? <Button icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>Import codes</Button> : null}
        {access.update ? <Button icon={<SendRegular />} onClick={() => setDialog({ assign: null })}>Send next code</Button> : null}
      </div>
      {codes.isError ? <span role="alert">{errorText(codes.error)}</span> : null}
      {codes.data ? <Pager page={page} size={size} pagination={codes.data.pagination} sizeOptions={PAGE_SIZES.options} onPage={setPage} onSize={(next) => { setSize(next); setPage(1); }} /> : null}
      {dialog === 'import' ? <ImportDialog evoucherId={record._id} onClose={() => setDialog(null)} /> : null}
      {dialog && dialog !== 'import' ? <AssignDialog evoucherId={record._id} code={dialog.assign} onClose={() => setDialog(null)} /> : null}
    </RecordTable>
  );
}

/** Every event of the e-voucher's codes, newest first. */
export function EvoucherHistory({ record }: { record: { _id: string } }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(EVOUCHER_CODES_PAGE_SIZE);
  const history = useGetEvoucherHistoryQuery({ id: record._id, page, size });
  return (
    <RecordTable
      title="History"
      rows={history.data?.data}
      getRowId={(event) => event._id}
      empty="No history yet."
      columns={[
        { id: 'at', header: 'Time', render: (event) => formatDateTime(event.createdAt) },
        { id: 'detail', header: 'Event', render: (event) => event.detail },
        { id: 'actor', header: 'By', render: (event) => event.actorName ?? '-' },
      ]}
    >
      {history.isError ? <span role="alert">{errorText(history.error)}</span> : null}
      {history.data ? <Pager page={page} size={size} pagination={history.data.pagination} sizeOptions={PAGE_SIZES.options} onPage={setPage} onSize={(next) => { setSize(next); setPage(1); }} /> : null}
    </RecordTable>
  );
}
