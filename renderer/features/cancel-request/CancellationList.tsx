import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { CANCELLATION_STATUSES, type CancellationStatus } from '../../../shared/domain/cancellationRules.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { useGetCancellationsQuery, type CancellationRecord } from './cancelRequestApi.js';
import { CancellationStatusBadge } from './cancellationDisplay.js';
import { RaiseCancellation } from './RaiseCancellation.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

const STATUS_OPTIONS: ReadonlyArray<readonly [CancellationStatus | 'all', string]> = [['all', 'All'], ...CANCELLATION_STATUSES.map((status) => [status, status] as const)];
const FILTER_KEYS = ['status', 'from', 'to'] as const;

const columns: ListColumn<CancellationRecord>[] = [
  { id: 'ref', header: 'Request No', render: (item) => item.ref },
  { id: 'policy', header: 'Policy No', render: (item) => item.policy.ref },
  { id: 'customer', header: 'Customer', render: (item) => <span dir="auto">{show(item.customer.fullName)}</span> },
  { id: 'company', header: 'Insurer', render: (item) => show(item.policy.companyName) },
  { id: 'reason', header: 'Reason', render: (item) => item.reason },
  { id: 'cancelDate', header: 'Cancel from', render: (item) => formatDate(item.cancelDate) },
  { id: 'due', header: 'Refund due', numeric: true, render: (item) => formatAed(item.dueFils) },
  { id: 'refunded', header: 'Refunded', numeric: true, render: (item) => formatAed(item.refundedFils) },
  { id: 'status', header: 'Status', render: (item) => <CancellationStatusBadge status={item.status} /> },
  { id: 'raised', header: 'Raised', render: (item) => `${formatDate(item.createdAt)}${item.createdBy ? ` by ${item.createdBy}` : ''}` },
];

/** `/cancel-request`: cancellation requests, newest first, filtered by status and the day raised (in the URL), with CSV export and "Raise request". */
export default function CancellationList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canRaise = useCan('cancellation.create');
  const [raising, setRaising] = useState(false);
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const status = filters.value('status', STATUS_OPTIONS.map(([value]) => value), 'all');
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : { ...(from ? { startDate: from } : {}), ...(to ? { endDate: to } : {}) };
  const filter = { ...(status !== 'all' ? { status } : {}), ...range };
  const result = useGetCancellationsQuery({ page: list.page, size: list.size, search: list.search, filter });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <>
      <ListScreen
        title="Cancellation requests"
        searchPlaceholder="Search request or policy number, customer, mobile or e-mail"
        controller={list}
        result={result}
        columns={columns}
        getRowId={(item) => item._id}
        onOpen={(item) => void navigate(`/cancel-request/${encodeURIComponent(item._id)}`)}
        empty={{ title: 'No cancellation requests', body: 'A request raised for an Active motor policy appears here until its refund is paid.' }}
        filtered={status !== 'all' || Boolean(from) || Boolean(to)}
        onClearFilters={() => filters.clear(FILTER_KEYS)}
        toolbar={
          <>
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={empty || downloading}
              onClick={() => void download('cancelRequest.exportCsv', { query: list.search ? { search: list.search } : {}, body: filter })}
            >
              Export CSV
            </Button>
            {canRaise ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setRaising(true)}>
                Raise request
              </Button>
            ) : null}
          </>
        }
        filters={
          <div className={styles.filters}>
            <ChoiceFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => filters.set('status', value, 'all')} />
            <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
          </div>
        }
      />
      <RaiseCancellation open={raising} onClose={() => setRaising(false)} />
    </>
  );
}
