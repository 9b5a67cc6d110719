import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { HEALTH_INSURED_TYPES } from '../../../shared/domain/healthPricing.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { useGetHealthQuotationsQuery, type HealthQuotationListArgs, type HealthQuotationRecord } from './healthQuotationsApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

export const HEALTH_QUOTATIONS_PATH = '/health-insurance/quotations';
type QType = HealthQuotationListArgs['filter']['qType'];
type InsuredType = HealthQuotationListArgs['filter']['insuranceType'];
const TYPES: ReadonlyArray<readonly [QType, string]> = [['all', 'All'], ['ACTIVE', 'Active Quotation'], ['EXPIRED', 'Expired Quotation']];
const INSURED_TYPES: ReadonlyArray<readonly [InsuredType, string]> = [['all', 'All'], ...HEALTH_INSURED_TYPES.map((type) => [type, type] as const)];
const FILTER_KEYS = ['type', 'insured', 'from', 'to'] as const;

// No "Is Referral" column: nothing in the system marks a quote as a referral (see the contract).
const columns: ListColumn<HealthQuotationRecord>[] = [
  { id: 'ref', header: 'REF', render: (q) => show(q.ref) },
  { id: 'company', header: 'Company', render: (q) => `${q.companyName} – ${q.planName}` },
  { id: 'insurerType', header: 'Insurer Type', render: (q) => show(q.insurerType) },
  { id: 'customer', header: 'Customer', render: (q) => <span dir="auto">{show(q.customerName)}</span> },
  { id: 'premium', header: 'Premium', numeric: true, render: (q) => formatAed(q.totalFils) },
  {
    id: 'paid',
    header: 'Is Paid',
    render: (q) => (
      <Badge appearance="tint" shape="rounded" color={q.paymentStatus === 'paid' ? 'success' : 'informative'}>
        {q.paymentStatus === 'paid' ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  { id: 'createdAt', header: 'Created At', render: (q) => formatDate(q.createdAt) },
];

/** `/health-insurance/quotations`: every health quote, searched and filtered by expiry, insured type and dates (in the URL). */
export default function HealthQuotationList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const qType = filters.value('type', TYPES.map(([value]) => value), 'all');
  const insuranceType = filters.value('insured', INSURED_TYPES.map(([value]) => value), 'all');
  const from = filters.day('from');
  const to = filters.day('to');
  const badRange = Boolean(rangeProblem(from, to));
  const filtered = qType !== 'all' || insuranceType !== 'all' || Boolean(from) || Boolean(to);

  const result = useGetHealthQuotationsQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    filter: { qType, insuranceType, ...(badRange ? {} : dayRange(from, to)) },
  });

  return (
    <ListScreen
      title="Health quotations"
      searchPlaceholder="Search quote, proposal, customer or insurer"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(quote) => quote._id}
      onOpen={(quote) => void navigate(`${HEALTH_QUOTATIONS_PATH}/${encodeURIComponent(quote._id)}`)}
      empty={{ title: 'No health quotations yet', body: 'Quotes appear here when a health proposal is priced.' }}
      filtered={filtered}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={qType} options={TYPES} onChange={(value) => filters.set('type', value, 'all')} />
          <ChoiceFilter label="Insurer Type" value={insuranceType} options={INSURED_TYPES} onChange={(value) => filters.set('insured', value, 'all')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
