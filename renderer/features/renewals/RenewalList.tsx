import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { ProposalStatusDot } from '../proposals/public.js';
import { useGetRenewalsQuery, type RenewalFilter, type RenewalRecord } from './renewalsApi.js';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const TYPE_LABELS = { all: 'All', OPEN: 'Open', RENEWED: 'Renewed', LOST: 'Lost' } as const;
type TypeFilter = keyof typeof TYPE_LABELS;
const TYPE_OPTIONS = Object.entries(TYPE_LABELS) as Array<[TypeFilter, string]>;

const columns: ListColumn<RenewalRecord>[] = [
  { id: 'ref', header: 'REF', render: (r) => r.ref },
  { id: 'customer', header: 'Customer', render: (r) => <span dir="auto">{show(r.customer.fullName)}</span> },
  { id: 'insurer', header: 'Previous insurer', render: (r) => show(r.previousPolicy.companyName) },
  { id: 'expiry', header: 'Expiry date', render: (r) => formatDate(r.previousPolicy.expiryDate) },
  { id: 'lastPremium', header: 'Last premium', numeric: true, render: (r) => formatAed(r.previousPolicy.premiumFils) },
  { id: 'bestQuote', header: 'Best new quote', numeric: true, render: (r) => (r.bestQuoteFils === null ? 'Not priced yet' : formatAed(r.bestQuoteFils)) },
  { id: 'status', header: 'Status', render: (r) => <ProposalStatusDot status={r.status} statusReason={r.statusReason} policyStatus={r.policyStatus} /> },
];

/**
 * `/renewals`: renewal proposals of policies near expiry, soonest expiry first; the revert toggle
 * puts the latest first. Search, type and order live in the URL.
 */
export default function RenewalList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const qType = filters.value('type', TYPE_OPTIONS.map(([value]) => value), 'all');
  const isRevert = filters.text('revert') === '1';
  const filter: RenewalFilter = { isRevert, qType };
  const result = useGetRenewalsQuery({ page: list.page, size: list.size, search: list.search, filter });

  return (
    <ListScreen
      title="Renewals"
      searchPlaceholder="Search renewals"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(renewal) => renewal._id}
      onOpen={(renewal) => void navigate(`/renewals/${encodeURIComponent(renewal._id)}`)}
      filtered={qType !== 'all'}
      onClearFilters={() => filters.clear(['type'])}
      empty={{ title: 'No renewals', body: 'Renewal proposals appear here for policies that expire within the next weeks.' }}
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={qType} options={TYPE_OPTIONS} onChange={(value) => filters.set('type', value, 'all')} />
          <Switch
            label="Latest expiry first"
            checked={isRevert}
            onChange={(_, data) => filters.set('revert', data.checked ? '1' : '')}
          />
        </div>
      }
    />
  );
}
