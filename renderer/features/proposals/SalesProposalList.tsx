import { Body1, Button, Caption1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular, FilterRegular } from '@fluentui/react-icons';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Permission } from '../../../shared/access/modules.js';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import {
  PROPOSAL_COUNTERS, SETTABLE_PROPOSAL_STATUSES, proposalStatusLabel, type ProposalCounterKey, type ProposalStatus,
} from '../../../shared/contract/proposals/proposals.schema.js';
import { useCan } from '../../app/useCan.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { AgentFilter } from './AgentFilter.js';
import type { useGetProposalCountersQuery, useGetProposalsQuery, ProposalListRecord } from './proposalsApi.js';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  tiles: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tile: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: '150px', paddingBlock: tokens.spacingVerticalS },
  count: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

export const TYPE_LABELS = { all: 'All', ACTIVE: 'Active Proposals', EXPIRED: 'Expired Proposals' } as const;
type TypeFilter = keyof typeof TYPE_LABELS;
const TYPE_OPTIONS = Object.entries(TYPE_LABELS) as Array<[TypeFilter, string]>;
/** The list's Status filter: the statuses staff set, Quote generated first as the seed system lists them. */
const STATUS_FILTERS: readonly ProposalStatus[] = [
  'Quote generated', ...SETTABLE_PROPOSAL_STATUSES.filter((status) => status !== 'Quote generated'),
];
const STATUS_OPTIONS: ReadonlyArray<readonly [ProposalStatus | 'all', string]> = [['all', 'All'], ...STATUS_FILTERS.map((s) => [s, proposalStatusLabel(s)] as const)];
const COUNTER_KEYS = Object.keys(PROPOSAL_COUNTERS) as ProposalCounterKey[];
/** Spec 001 §3 "contacted proposals": those with a quote the customer asked to be contacted about. */
const CONTACT_OPTIONS = [['all', 'All'], ['yes', 'Applied for contact'], ['no', 'Not applied for contact']] as const;
/** List filters send the picked day's start and end (FIELDS.md "Date sending"). */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

/** What a line (motor, health…) gives the shared sales list: its calls, columns and paths. */
export interface SalesProposalListProps {
  title: string;
  searchPlaceholder: string;
  /** The list's path: rows open at `<path>/<id>`, Add goes to `<path>/create`. */
  path: string;
  /** Where the list keeps its last URL, so coming back to it (even from the navigation) restores the filters. */
  stateKey: string;
  createPermission: Permission;
  /** The line's list and counters calls: both answer the motor shapes (FIELDS.md "identical to motor"). */
  useList: typeof useGetProposalsQuery;
  useCounters: typeof useGetProposalCountersQuery;
  columns: ListColumn<ProposalListRecord>[];
  empty: { title: string; creator: string; reader: string };
}

/**
 * A sales line's proposals list: searched and filtered by type, status, dates, agent, whether the
 * customer applied for contact, and the counter tiles; every filter lives in the URL (and is remembered for the next visit).
 */
export function SalesProposalList({ title, searchPlaceholder, path, stateKey, createPermission, useList, useCounters, columns, empty }: SalesProposalListProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const canCreate = useCan(createPermission);
  const canPickAgent = useCan('supervisor');
  const list = useListController({ defaultSize: PAGE_SIZES.proposalsList });
  const [, setParams] = useSearchParams();

  // Coming back to a bare list restores the filters of the last visit (FIELDS.md: remembered).
  useLayoutEffect(() => {
    if (location.search) return;
    const saved = sessionStorage.getItem(stateKey);
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
  }, []); // once, on arrival
  useEffect(() => {
    if (location.search) sessionStorage.setItem(stateKey, location.search);
    else sessionStorage.removeItem(stateKey);
  }, [location.search]);

  const filters = useUrlFilters();
  const qType = filters.value('type', TYPE_OPTIONS.map(([value]) => value), 'all');
  const status = filters.value('status', STATUS_OPTIONS.map(([value]) => value), 'all');
  const startDay = filters.day('from');
  const endDay = filters.day('to');
  const agentId = canPickAgent ? filters.text('agent') || null : null;
  const counter = filters.value<ProposalCounterKey | ''>('counter', COUNTER_KEYS, '') || null;
  const contact = filters.value('contact', CONTACT_OPTIONS.map(([value]) => value), 'all');

  const [fromDraft, setFromDraft] = useState(startDay ?? '');
  const [toDraft, setToDraft] = useState(endDay ?? '');
  useEffect(() => {
    setFromDraft(startDay ?? '');
    setToDraft(endDay ?? '');
  }, [startDay, endDay]);
  const draftError = rangeProblem(fromDraft, toDraft);

  const filter = {
    status,
    qType,
    ...(startDay && endDay && startDay <= endDay ? { startDate: dayStart(startDay), endDate: dayEnd(endDay) } : {}),
    proposalsFilter: counter,
    agentId,
    ...(contact !== 'all' && { appliedForContact: contact === 'yes' }),
  };
  const result = useList({ page: list.page, size: list.size, search: list.search, filter });
  const counters = useCounters(agentId);
  const filtered = qType !== 'all' || status !== 'all' || Boolean(startDay) || Boolean(agentId) || Boolean(counter) || contact !== 'all';

  const reset = () => {
    setFromDraft('');
    setToDraft('');
    list.clearSearch();
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <ListScreen
      title={title}
      searchPlaceholder={searchPlaceholder}
      controller={list}
      result={result}
      columns={columns}
      getRowId={(proposal) => proposal._id}
      onOpen={(proposal) => void navigate(`${path}/${encodeURIComponent(proposal._id)}`)}
      filtered={filtered}
      onClearFilters={reset}
      empty={{ title: empty.title, body: canCreate ? empty.creator : empty.reader }}
      toolbar={
        <>
          <Button icon={<ArrowResetRegular />} onClick={reset}>
            Reset Filter
          </Button>
          {canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(`${path}/create`)}>
              Add
            </Button>
          ) : null}
        </>
      }
      filters={
        <div className={styles.filters}>
          <div className={styles.tiles} role="group" aria-label="Proposal counters">
            {COUNTER_KEYS.map((key) => (
              <ToggleButton
                key={key}
                className={styles.tile}
                checked={counter === key}
                aria-label={`${PROPOSAL_COUNTERS[key]}: ${counters.data?.[key] ?? 0}`}
                onClick={() => filters.set('counter', counter === key ? '' : key)}
              >
                <Caption1>{PROPOSAL_COUNTERS[key]}</Caption1>
                <Body1 className={styles.count}>{counters.data ? (counters.data[key] ?? 0) : '…'}</Body1>
              </ToggleButton>
            ))}
          </div>
          <ChoiceFilter label="Type" value={qType} options={TYPE_OPTIONS} onChange={(value) => filters.set('type', value, 'all')} />
          <ChoiceFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => filters.set('status', value, 'all')} />
          <ChoiceFilter label="Applied for contact" value={contact} options={CONTACT_OPTIONS} onChange={(value) => filters.set('contact', value, 'all')} />
          {canPickAgent ? <AgentFilter label="Filter by agent" value={agentId ?? ''} onChange={(value) => filters.set('agent', value)} /> : null}
          <DateRangeFilter from={fromDraft} to={toDraft} onFrom={setFromDraft} onTo={setToDraft} />
          <Button
            icon={<FilterRegular />}
            disabled={!fromDraft || !toDraft || Boolean(draftError)}
            onClick={() => filters.setMany({ from: fromDraft, to: toDraft })}
          >
            Filter
          </Button>
        </div>
      }
    />
  );
}
