import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { CopyLink } from '../../components/CopyLink.js';
import { AgentFilter } from '../proposals/public.js';
import { PaymentLinkStatusBadge } from './paymentLinkDisplay.js';
import { useGetPaymentLinksQuery, type PaymentLinkRecord } from './paymentLinkApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

const STATUSES = [['all', 'All'], ['SUCCESS', 'Success'], ['PENDING', 'Pending']] as const;
const FILTER_KEYS = ['status', 'agent', 'from', 'to'] as const;

const columns: ListColumn<PaymentLinkRecord>[] = [
  { id: 'transaction', header: 'Transaction No.', render: (l) => l.transactionNumber },
  { id: 'ref', header: 'REF', render: (l) => show(l.orderRef) },
  { id: 'auth', header: 'Auth Pref No.', render: (l) => show(l.authReferenceNumber) },
  { id: 'agent', header: 'Agent', render: (l) => show(l.agent?.fullName) },
  { id: 'amount', header: 'Bill Amount (AED)', numeric: true, render: (l) => formatAed(l.billAmountFils) },
  {
    id: 'link', header: 'Payment link',
    // The copy button must not open the row.
    render: (l) => (l.paymentLink ? <span onClick={(event) => event.stopPropagation()}><CopyLink url={l.paymentLink} label="Copy payment link" showUrl={false} /></span> : '-'),
  },
  { id: 'status', header: 'Status', render: (l) => <PaymentLinkStatusBadge status={l.status} /> },
  { id: 'created', header: 'Created At', render: (l) => formatDateTime(l.createdAt) },
];

/** `/payment-link`: payment links, searched and filtered by status, agent (Admin, supervisors) and dates in the URL, with CSV export. */
export default function PaymentLinkList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canPickAgent = useCan('supervisor');
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const qType = filters.value('status', STATUSES.map(([value]) => value), 'all');
  const agentId = canPickAgent ? filters.text('agent') : undefined;
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : dayRange(from, to);
  const filter = { qType, ...range, ...(agentId ? { agentId } : {}) };
  const result = useGetPaymentLinksQuery({ page: list.page, size: list.size, search: list.search, filter });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title="Payment links"
      searchPlaceholder="Search transaction no., reference or comment"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(link) => link._id}
      onOpen={(link) => void navigate(`/payment-link/${encodeURIComponent(link._id)}`)}
      empty={{ title: 'No payment links yet', body: 'Create a payment link for an amount and send it to the customer.' }}
      filtered={qType !== 'all' || Boolean(agentId) || Boolean(from) || Boolean(to)}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={
        <>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/payment-link/create')}>
            Add
          </Button>
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={empty || downloading}
            onClick={() => void download('paymentLink.exportCsv', { body: filter, ...(list.search ? { query: { search: list.search } } : {}) })}
          >
            Export
          </Button>
        </>
      }
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Status" value={qType} options={STATUSES} onChange={(value) => filters.set('status', value, 'all')} />
          {canPickAgent ? <AgentFilter label="Filter by agent" value={agentId ?? ''} onChange={(value) => filters.set('agent', value)} /> : null}
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
