import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { insuranceTypeLabel } from './quoteDisplay.js';
import { useGetQuotationsQuery, type QuotationListArgs, type QuotationRecord } from './quotationsApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

type QType = QuotationListArgs['filter']['qType'];
type InsuranceType = QuotationListArgs['filter']['insuranceType'];
const TYPES: ReadonlyArray<readonly [QType, string]> = [['all', 'All'], ['ACTIVE', 'Active Quotation'], ['EXPIRED', 'Expired Quotation']];
const INSURANCE_TYPES: ReadonlyArray<readonly [InsuranceType, string]> = [['all', 'All'], ['comprehensive', 'Comprehensive'], ['thirdparty', 'Third Party']];
const FILTER_KEYS = ['type', 'insurance', 'from', 'to'] as const;

const columns: ListColumn<QuotationRecord>[] = [
  { id: 'ref', header: 'REF', render: (q) => show(q.ref) },
  { id: 'proposal', header: 'Proposal', render: (q) => show(q.proposalRef) },
  { id: 'company', header: 'Company', render: (q) => show(q.companyName) },
  { id: 'type', header: 'Type', render: (q) => insuranceTypeLabel(q.insuranceType) },
  { id: 'premium', header: 'Premium', numeric: true, render: (q) => formatAed(q.priceFils) },
  { id: 'total', header: 'Total', numeric: true, render: (q) => formatAed(q.totalFils) },
  {
    id: 'purchased',
    header: 'Purchased',
    render: (q) => (
      <Badge appearance="tint" shape="rounded" color={q.isBought ? 'success' : 'informative'}>
        {q.isBought ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  { id: 'customer', header: 'Customer', render: (q) => <span dir="auto">{show(q.customerName)}</span> },
  { id: 'createdAt', header: 'Created At', render: (q) => formatDate(q.createdAt) },
  { id: 'expiresAt', header: 'Expired At', render: (q) => formatDate(q.expiresAt) },
];

/** `/quotations`: every customer's quotes, searched, filtered by status, insurance type and dates (in the URL). */
export default function QuotationList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const qType = filters.value('type', TYPES.map(([value]) => value), 'all');
  const insuranceType = filters.value('insurance', INSURANCE_TYPES.map(([value]) => value), 'all');
  const from = filters.day('from');
  const to = filters.day('to');
  const badRange = Boolean(rangeProblem(from, to));
  const filtered = qType !== 'all' || insuranceType !== 'all' || Boolean(from) || Boolean(to);

  const result = useGetQuotationsQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { qType, insuranceType, ...(badRange ? {} : dayRange(from, to)) },
  });

  return (
    <ListScreen
      title="Quotations"
      searchPlaceholder="Search reference, customer or company"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(quote) => quote._id}
      onOpen={(quote) => void navigate(`/quotations/${encodeURIComponent(quote._id)}`)}
      empty={{ title: 'No quotations yet', body: 'Quotes appear here when a proposal is priced.' }}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={qType} options={TYPES} onChange={(value) => filters.set('type', value, 'all')} />
          <ChoiceFilter label="Quotation Type" value={insuranceType} options={INSURANCE_TYPES} onChange={(value) => filters.set('insurance', value, 'all')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
