import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { AgentFilter } from '../proposals/public.js';
import { POLICY_TYPES } from './policyDisplay.js';
import type { PolicyRecord, useGetPoliciesQuery } from './policiesApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

const FILTER_KEYS = ['type', 'agent', 'from', 'to'] as const;

/** What a line (motor, health…) gives the shared policies list: its list and export calls, columns and path. */
export interface SalesPolicyListProps {
  title: string;
  searchPlaceholder: string;
  /** Rows open at `<path>/<id>`. */
  path: string;
  /** The line's list call: every line answers the same policy rows. */
  useList: typeof useGetPoliciesQuery;
  exportKey: 'policies.exportCsv' | 'healthPolicies.exportCsv';
  columns: ListColumn<PolicyRecord>[];
  empty: { title: string; body: string };
}

/** A sales line's policies list: searched and filtered by type, agent and dates (in the URL), with CSV export. */
export function SalesPolicyList({ title, searchPlaceholder, path, useList, exportKey, columns, empty }: SalesPolicyListProps) {
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
  const result = useList({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { pType, ...range, ...(agentId ? { agentId } : {}) },
  });
  const { download, downloading } = useDownload();
  const noRows = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title={title}
      searchPlaceholder={searchPlaceholder}
      controller={list}
      result={result}
      columns={columns}
      getRowId={(policy) => policy._id}
      onOpen={(policy) => void navigate(`${path}/${encodeURIComponent(policy._id)}`)}
      empty={empty}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={noRows || downloading}
          onClick={() => void download(exportKey, { body: { ...range, ...(agentId ? { agentId } : {}) } })}
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
