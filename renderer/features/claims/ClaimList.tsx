import { Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { ClaimListItem } from '../../../shared/contract/claims/claims.schema.js';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../shared/domain/claimRules.js';
import { formatDate } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { useGetCompaniesByLineQuery } from '../companies/public.js';
import { ClaimClock, ClaimStatusBadge } from './claimDisplay.js';
import { useGetClaimsQuery } from './claimsApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' } });

const STATUS_OPTIONS: ReadonlyArray<readonly [ClaimStatus | 'all', string]> = [['all', 'All statuses'], ...CLAIM_STATUSES.map((status) => [status, status] as const)];
const FILTER_KEYS = ['status', 'insurer', 'overdue', 'from', 'to'] as const;

const columns: ListColumn<ClaimListItem>[] = [
  { id: 'claimNo', header: 'Claim No', render: (claim) => claim.claimNo },
  { id: 'status', header: 'Status', render: (claim) => <ClaimStatusBadge status={claim.status} /> },
  { id: 'clock', header: 'Clock', render: (claim) => <ClaimClock clock={claim.clock} /> },
  { id: 'customer', header: 'Customer', render: (claim) => <span dir="auto">{claim.customerName}</span> },
  { id: 'policy', header: 'Policy', render: (claim) => claim.policyRef },
  { id: 'insurer', header: 'Insurer', render: (claim) => claim.insurerName },
  { id: 'accident', header: 'Accident', render: (claim) => formatDate(claim.accidentDate) },
  { id: 'registered', header: 'Registered', render: (claim) => formatDate(claim.registeredOn) },
  { id: 'assigned', header: 'Assigned to', render: (claim) => claim.assignedTo?.fullName ?? '-' },
];

/** `/claims`: motor claims, newest first, by status, insurer, overdue clock and registration days (in the URL), with CSV export. */
export default function ClaimList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canCreate = useCan('claim.create');
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const urlFilters = useUrlFilters();
  const status = urlFilters.value('status', STATUS_OPTIONS.map(([value]) => value), 'all');
  const insurer = urlFilters.text('insurer');
  const overdue = urlFilters.text('overdue') === 'yes';
  const from = urlFilters.day('from');
  const to = urlFilters.day('to');
  const days = rangeProblem(from, to) ? {} : { ...(from && { from }), ...(to && { to }) };
  const filters = { ...(status !== 'all' && { status }), ...(insurer && { insurer }), ...(overdue && { overdue }), ...days };
  const insurers = useGetCompaniesByLineQuery({ insurance: 'motor' });
  const result = useGetClaimsQuery({ page: list.page, size: list.size, search: list.search, filters });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title="Claims"
      searchPlaceholder="Search claim number, policy or customer"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(claim) => claim._id}
      onOpen={(claim) => void navigate(`/claims/${encodeURIComponent(claim._id)}`)}
      empty={{ title: 'No claims yet', body: 'Claims on motor policies appear here once registered.' }}
      filtered={Object.keys(filters).length > 0}
      onClearFilters={() => urlFilters.clear(FILTER_KEYS)}
      toolbar={
        <>
          {canCreate ? <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/claims/create')}>Register claim</Button> : null}
          <Button icon={<ArrowDownloadRegular />} disabled={empty || downloading} onClick={() => void download('claims.exportCsv', { query: list.search ? { search: list.search } : {}, body: filters })}>
            Export CSV
          </Button>
        </>
      }
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => urlFilters.set('status', value, 'all')} />
          <ChoiceFilter
            label="Insurer"
            value={insurer ?? ''}
            options={[['', 'All insurers'], ...(insurers.data ?? []).map((company) => [company._id, company.companyName] as const)]}
            onChange={(value) => urlFilters.set('insurer', value)}
          />
          <Switch label="Overdue only" checked={overdue} onChange={(_, data) => urlFilters.set('overdue', data.checked ? 'yes' : '')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => urlFilters.set('from', day)} onTo={(day) => urlFilters.set('to', day)} />
        </div>
      }
    />
  );
}
