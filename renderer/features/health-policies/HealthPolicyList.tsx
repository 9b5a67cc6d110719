import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
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
import { POLICY_TYPES, PolicyStatusBadge, type PolicyRecord } from '../policies/public.js';
import { AgentFilter } from '../proposals/public.js';
import { useGetHealthPoliciesQuery } from './healthPoliciesApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

export const HEALTH_POLICIES_PATH = '/health-insurance/policies';
const FILTER_KEYS = ['type', 'agent', 'from', 'to'] as const;

const columns: ListColumn<PolicyRecord>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.ref) },
  { id: 'company', header: 'Company', render: (p) => show(p.companyName) },
  { id: 'type', header: 'Insure Type', render: (p) => show(p.insuranceType) },
  { id: 'value', header: 'Value', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'status', header: 'Status', render: (p) => <PolicyStatusBadge status={p.status} issueError={p.issueError} /> },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDate(p.createdAt) },
  { id: 'expiry', header: 'Expired At', render: (p) => formatDate(p.expiryDate) },
];

/** `/health-insurance/policies`: every health policy, searched and filtered by type, agent and dates (in the URL), with CSV export. */
export default function HealthPolicyList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canPickAgent = useCan('supervisor');
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const pType = filters.value('type', POLICY_TYPES.map(([value]) => value), 'all');
  const agentId = canPickAgent ? filters.text('agent') : undefined;
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : dayRange(from, to);
  const filtered = pType !== 'all' || Boolean(agentId) || Boolean(from) || Boolean(to);
  const result = useGetHealthPoliciesQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { pType, ...range, ...(agentId ? { agentId } : {}) },
  });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title="Health policies"
      searchPlaceholder="Search policy, reference or customer"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(policy) => policy._id}
      onOpen={(policy) => void navigate(`${HEALTH_POLICIES_PATH}/${encodeURIComponent(policy._id)}`)}
      empty={{ title: 'No health policies yet', body: 'Health policies appear here when a paid health quote is issued.' }}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={empty || downloading}
          onClick={() => void download('healthPolicies.exportCsv', { body: { ...range, ...(agentId ? { agentId } : {}) } })}
        >
          Export CSV
        </Button>
      }
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={pType} options={POLICY_TYPES} onChange={(value) => filters.set('type', value, 'all')} />
          {canPickAgent ? <AgentFilter value={agentId ?? ''} onChange={(value) => filters.set('agent', value)} /> : null}
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
