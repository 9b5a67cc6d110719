import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectSessionUser } from '../../app/session/sessionSlice.js';
import { useDownload } from '../../app/useDownload.js';
import { show } from '../../components/display.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { ChoiceFilter, DateRangeFilter, dayRange, rangeProblem, useUrlFilters } from '../quotations/listFilters.js';
import { insuranceTypeLabel } from '../quotations/quoteDisplay.js';
import { PolicyStatusBadge } from './policyDisplay.js';
import { useGetPoliciesQuery, useGetPolicyAgentsQuery, type PolicyRecord, type PolicyType } from './policiesApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

/** The type filter with its right labels (the seed system swapped Expiring and Expired). */
export const POLICY_TYPES: ReadonlyArray<readonly [PolicyType, string]> = [
  ['all', 'All'],
  ['ACTIVE', 'Active Policies'],
  ['PENDING', 'Pending Policies'],
  ['EXPIRING', 'Expiring Policies'],
  ['EXPIRED', 'Expired Policies'],
  ['CANCELLED', 'Cancelled Policies'],
];
const FILTER_KEYS = ['type', 'agent', 'from', 'to'] as const;

const columns: ListColumn<PolicyRecord>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.proposalRef) },
  { id: 'policyNo', header: 'Policy No', render: (p) => show(p.ref) },
  { id: 'companyPolicyNo', header: 'Company Policy No', render: (p) => show(p.companyPolicyNumber) },
  { id: 'company', header: 'Company', render: (p) => show(p.companyName) },
  { id: 'type', header: 'Type', render: (p) => insuranceTypeLabel(p.insuranceType) },
  { id: 'value', header: 'Value', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'status', header: 'Status', render: (p) => <PolicyStatusBadge status={p.status} issueError={p.issueError} /> },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'source', header: 'Source', render: (p) => show(p.source) },
  { id: 'start', header: 'Start', render: (p) => formatDate(p.startDate) },
  { id: 'expiry', header: 'Expiry', render: (p) => formatDate(p.expiryDate) },
];

/** The agent filter, for Admin and supervisors (FIELDS.md "Agents"). */
function AgentFilter({ value, onChange }: { value: string; onChange: (agentId: string) => void }) {
  const agents = useGetPolicyAgentsQuery();
  return (
    <Field label="Agent" validationMessage={agents.isError ? 'Agents could not be loaded' : undefined}>
      <Select value={value} onChange={(_, data) => onChange(data.value)} disabled={!agents.data}>
        <option value="">All agents</option>
        {value && !agents.data?.some((agent) => agent._id === value) ? <option value={value}>{value}</option> : null}
        {(agents.data ?? []).map((agent) => (
          <option key={agent._id} value={agent._id}>
            {agent.fullName}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** `/policies`: every motor policy, searched and filtered by type, agent and dates (in the URL), with CSV export. */
export default function PolicyList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const canPickAgent = user?.role === 'Admin' || Boolean(user?.isSupervisor) || Boolean(user?.moduleAccessId?.isSupervisor);
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const pType = filters.value('type', POLICY_TYPES.map(([value]) => value), 'all');
  const agentId = canPickAgent ? filters.text('agent') : undefined;
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : dayRange(from, to);
  const filtered = pType !== 'all' || Boolean(agentId) || Boolean(from) || Boolean(to);
  const result = useGetPoliciesQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { pType, ...range, ...(agentId ? { agentId } : {}) },
  });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title="Policies"
      searchPlaceholder="Search policy, reference, customer or company"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(policy) => policy._id}
      onOpen={(policy) => void navigate(`/policies/${encodeURIComponent(policy._id)}`)}
      empty={{ title: 'No policies yet', body: 'Policies appear here when a paid quote is issued.' }}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={empty || downloading}
          onClick={() => void download('policies.exportCsv', { body: { ...range, ...(agentId ? { agentId } : {}) } })}
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
