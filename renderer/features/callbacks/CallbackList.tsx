import { makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import {
  CALLBACK_KIND_LABELS, CALLBACK_LEAD_TYPES, CALLBACK_STATUSES, type CallbackItem, type CallbackLeadType,
} from '../../../shared/contract/callbacks/callbacks.schema.js';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { proposalScreen } from '../../../shared/contract/notifications/notificationLink.js';
import { PROPOSAL_SOURCES } from '../../../shared/contract/proposals/proposals.schema.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useCan } from '../../app/useCan.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { AgentFilter } from '../proposals/public.js';
import { useGetCallbacksQuery } from './callbacksApi.js';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const STATUS_OPTIONS = CALLBACK_STATUSES.map((status) => [status, status] as const);
const SOURCE_OPTIONS = [['', 'All sources'] as const, ...PROPOSAL_SOURCES.map((source) => [source, source] as const)];
const FILTER_KEYS = ['status', 'from', 'to', 'agent', 'source', 'type'] as const;

const columns: ListColumn<CallbackItem>[] = [
  { id: 'proposal', header: 'Proposal No', render: (c) => c.proposalNo },
  { id: 'customer', header: 'Customer', render: (c) => <span dir="auto">{c.customerName}</span> },
  { id: 'mobile', header: 'Mobile', render: (c) => formatUaeMobile(c.mobileNumber) },
  { id: 'agent', header: 'Agent', render: (c) => show(c.agentName) },
  { id: 'at', header: 'Call-back at', render: (c) => formatDateTime(c.callbackAt) },
  { id: 'kind', header: 'Kind', render: (c) => CALLBACK_KIND_LABELS[c.kind] },
  { id: 'status', header: 'Status', render: (c) => (c.done ? 'Callback Done' : 'Callback Scheduled') },
];

/**
 * `/health-insurance/callbacks`: the call-backs staff set on proposals, soonest first, with the
 * spec's defaults (Callback Scheduled, today, lead type Health); filters live in the URL. Motor
 * call-backs are offered to those who may read motor proposals, the agent filter to supervisors.
 */
export default function CallbackList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const canPickAgent = useCan('supervisor');
  const canSeeMotor = useCan('proposal.read');
  const leadTypes = CALLBACK_LEAD_TYPES.filter((type) => type === 'Health' || canSeeMotor).map((type) => [type, type] as const);
  const status = filters.value('status', CALLBACK_STATUSES, 'Callback Scheduled');
  const leadType = filters.value<CallbackLeadType>('type', leadTypes.map(([type]) => type), 'Health');
  const requestedSource = filters.text('source');
  const source = PROPOSAL_SOURCES.find((known) => known === requestedSource);
  const agentId = canPickAgent ? filters.text('agent') : undefined;
  const today = todayInDubai();
  const from = filters.day('from') ?? today;
  const to = filters.day('to') ?? today;

  const result = useGetCallbacksQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { status, leadType, ...dayRange(from, to), ...(agentId ? { agentId } : {}), ...(source ? { source } : {}) },
  });
  const filtered = status !== 'Callback Scheduled' || leadType !== 'Health' || Boolean(source) || Boolean(agentId) || from !== today || to !== today;

  return (
    <ListScreen
      title="Callbacks"
      searchPlaceholder="Search customer, mobile or proposal"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(callback) => callback._id}
      onOpen={(callback) => void navigate(proposalScreen(callback.line, callback.proposalId))}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      empty={{ title: 'No call-backs', body: 'Call-backs set in a proposal’s status block appear here on their day.' }}
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => filters.set('status', value, 'Callback Scheduled')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day, today)} onTo={(day) => filters.set('to', day, today)} />
          {canPickAgent ? <AgentFilter value={agentId ?? ''} onChange={(value) => filters.set('agent', value)} /> : null}
          <ChoiceFilter label="Source" value={source ?? ''} options={SOURCE_OPTIONS} onChange={(value) => filters.set('source', value)} />
          <ChoiceFilter label="Lead type" value={leadType} options={leadTypes} onChange={(value) => filters.set('type', value, 'Health')} />
        </div>
      }
    />
  );
}
