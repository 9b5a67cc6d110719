import { Body1, Button, Caption1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { GROUP_HEALTH_STATUSES, type GroupHealthStatus } from '../../../shared/contract/group-health/group-health.schema.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { AgentFilter } from '../proposals/public.js';
import { GROUP_HEALTH_PATH, GroupHealthStatusBadge } from './groupHealthDisplay.js';
import { useGetGroupHealthListQuery, useGetGroupHealthSummaryQuery, type GroupHealthRow } from './groupHealthApi.js';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  tiles: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tile: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: '120px', paddingBlock: tokens.spacingVerticalS },
  count: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  unread: { fontWeight: tokens.fontWeightSemibold },
});

const STATUS_OPTIONS: ReadonlyArray<readonly [GroupHealthStatus | 'all', string]> = [['all', 'All'], ...GROUP_HEALTH_STATUSES.map((status) => [status, status] as const)];
const FILTER_KEYS = ['status', 'agent', 'from', 'to'] as const;

const columns: ListColumn<GroupHealthRow>[] = [
  { id: 'ref', header: 'Proposal No', render: (row) => show(row.proposalId) },
  { id: 'company', header: 'Company', render: (row) => <span dir="auto">{row.companyName}</span> },
  { id: 'emirate', header: 'Emirate', render: (row) => row.emirate },
  { id: 'members', header: 'Members', numeric: true, render: (row) => row.membersCount },
  { id: 'quotes', header: 'Quotes', numeric: true, render: (row) => row.quotesCount },
  { id: 'lowest', header: 'Lowest total', numeric: true, render: (row) => (row.lowestTotalFils === null ? '-' : formatAed(row.lowestTotalFils)) },
  { id: 'status', header: 'Status', render: (row) => <GroupHealthStatusBadge status={row.proposalStatus} /> },
  { id: 'agent', header: 'Agent', render: (row) => show(row.agent?.fullName) },
  { id: 'start', header: 'Policy start', render: (row) => formatDate(row.policyStartDate) },
  { id: 'created', header: 'Created At', render: (row) => formatDate(row.createdAt) },
];

/**
 * `/group-health`: every company's group health proposal, with the counters by status (a tile
 * filters by its status), searched by company or proposal number and filtered by status, agent and
 * creation dates; all in the URL. A proposal its agent has not opened yet is marked unread.
 */
export default function GroupHealthList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canCreate = useCan('groupHealth.create');
  const canPickAgent = useCan('supervisor');
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const status = filters.value('status', STATUS_OPTIONS.map(([value]) => value), 'all');
  const agentId = canPickAgent ? filters.text('agent') : undefined;
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : { ...(from && { startDate: from }), ...(to && { endDate: to }) };
  const filtered = status !== 'all' || Boolean(agentId) || Boolean(from) || Boolean(to);
  const summary = useGetGroupHealthSummaryQuery();
  const result = useGetGroupHealthListQuery({
    page: list.page, size: list.size, search: list.search, filter: { status, ...range, ...(agentId ? { agentId } : {}) },
  });
  const unreadColumns: ListColumn<GroupHealthRow>[] = columns.map((column) => column.id === 'ref'
    ? { ...column, render: (row) => <span className={row.readStatus ? undefined : styles.unread} title={row.readStatus ? undefined : 'Not opened by its agent yet'}>{row.proposalId}</span> }
    : column);

  return (
    <ListScreen
      title="Group health"
      searchPlaceholder="Search company or proposal number"
      controller={list}
      result={result}
      columns={unreadColumns}
      getRowId={(row) => row._id}
      onOpen={(row) => void navigate(`${GROUP_HEALTH_PATH}/${encodeURIComponent(row._id)}`)}
      empty={{ title: 'No group health proposals yet', body: canCreate ? "Create one from a company's census." : 'Proposals appear here when staff price a company census.' }}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={canCreate ? <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(`${GROUP_HEALTH_PATH}/create`)}>New group health proposal</Button> : null}
      filters={
        <div className={styles.filters}>
          <div className={styles.tiles} role="group" aria-label="Group health counters">
            {GROUP_HEALTH_STATUSES.map((key) => (
              <ToggleButton
                key={key}
                className={styles.tile}
                checked={status === key}
                aria-label={`${key}: ${summary.data?.byStatus[key] ?? 0}`}
                onClick={() => filters.set('status', status === key ? 'all' : key, 'all')}
              >
                <Caption1>{key}</Caption1>
                <Body1 className={styles.count}>{summary.data ? (summary.data.byStatus[key] ?? 0) : '…'}</Body1>
              </ToggleButton>
            ))}
          </div>
          <ChoiceFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => filters.set('status', value, 'all')} />
          {canPickAgent ? <AgentFilter value={agentId ?? ''} onChange={(value) => filters.set('agent', value)} /> : null}
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
