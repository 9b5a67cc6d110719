import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { EVOUCHER_CODES_PAGE_SIZE, REQUEST_STATUS_LABELS, RejectRequestSchema } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { PAGE_SIZES } from '../../../shared/contract/index.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { errorText } from '../../components/errorText.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { saveResult } from '../../components/form/useContractForm.js';
import { Pager } from '../../components/list/Pager.js';
import { useChangeEvoucherRequestStatusMutation, useGetEvoucherRequestsQuery, type RequestRecord } from './evouchersApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** Customers' requests for e-vouchers: approve (sends the e-voucher's next code by e-mail) or reject with a reason. */
export default function RequestList() {
  const styles = useStyles();
  const notify = useNotify();
  const access = useRouteCan('/evouchers');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(EVOUCHER_CODES_PAGE_SIZE);
  const requests = useGetEvoucherRequestsQuery({ page, size, ...(search.trim() && { search: search.trim() }) });
  const [change, changing] = useChangeEvoucherRequestStatusMutation();
  const [rejecting, setRejecting] = useState<RequestRecord | null>(null);
  const approve = async (request: RequestRecord) => {
    const outcome = await change({ id: request._id, body: { status: 'approved', reason: null, channel: null } });
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(outcome.data.message ?? 'Request approved');
  };
  const reject = async (request: RequestRecord, reason: string) => {
    const result = saveResult(await change({ id: request._id, body: { status: 'rejected', reason, channel: null } }));
    if (!result.ok) return result.error;
    notify.success(result.data.message ?? 'Request rejected');
    return null;
  };
  return (
    <div className={styles.root}>
      <RecordTable
        title="E-voucher requests"
        rows={requests.data?.data}
        getRowId={(request) => request._id}
        empty="No requests."
        columns={[
          { id: 'at', header: 'Requested', render: (request) => formatDateTime(request.createdAt) },
          { id: 'customer', header: 'Customer', render: (request) => request.customerName ?? '-' },
          { id: 'evoucher', header: 'E-voucher', render: (request) => request.evoucherTitle ?? '-' },
          { id: 'note', header: 'Note', render: (request) => request.note ?? '-' },
          { id: 'status', header: 'Status', render: (request) => `${REQUEST_STATUS_LABELS[request.status]}${request.code ? ` (${request.code})` : ''}${request.reason ? `: ${request.reason}` : ''}` },
          {
            id: 'actions', header: 'Actions', render: (request) => (request.status === 'pending' && access.update ? (
              <span className={styles.bar}>
                <Button size="small" disabled={changing.isLoading} onClick={() => void approve(request)}>Approve</Button>
                <Button size="small" disabled={changing.isLoading} onClick={() => setRejecting(request)}>Reject</Button>
              </span>
            ) : '-'),
          },
        ]}
      >
        <Input aria-label="Search requests" placeholder="Search customer or e-voucher" value={search} onChange={(_, data) => { setSearch(data.value); setPage(1); }} />
        {requests.isError ? <span role="alert">{errorText(requests.error)}</span> : null}
        {requests.data ? <Pager page={page} size={size} pagination={requests.data.pagination} sizeOptions={PAGE_SIZES.options} onPage={setPage} onSize={(next) => { setSize(next); setPage(1); }} /> : null}
      </RecordTable>
      <FieldsDialog
        open={rejecting !== null}
        title={`Reject the request of ${rejecting?.customerName ?? 'this customer'}`}
        description="The customer gets no code; the reason is kept with the request."
        schema={RejectRequestSchema}
        fields={[{ name: 'reason', label: 'Reason', kind: 'textarea', required: true, hint: 'At most 500 characters' }]}
        defaultValues={{ reason: '' }}
        save={async ({ reason }) => (rejecting ? reject(rejecting, reason) : null)}
        onSaved={() => setRejecting(null)}
        onClose={() => setRejecting(null)}
        confirmLabel="Reject request"
      />
    </div>
  );
}
