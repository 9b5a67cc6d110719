import { Badge } from '@fluentui/react-components';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { HEALTH_INSURED_TYPES } from '../../../shared/domain/healthPricing.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { SalesQuotationList } from '../quotations/public.js';
import { useGetHealthQuotationsQuery, type HealthQuotationRecord } from './healthQuotationsApi.js';

export const HEALTH_QUOTATIONS_PATH = '/health-insurance/quotations';
const INSURED_TYPES = HEALTH_INSURED_TYPES.map((type) => [type, type] as const);

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
  return (
    <SalesQuotationList
      title="Health quotations"
      searchPlaceholder="Search quote, proposal, customer or insurer"
      path={HEALTH_QUOTATIONS_PATH}
      useList={useGetHealthQuotationsQuery}
      kindFilter={{ label: 'Insurer Type', key: 'insured', options: INSURED_TYPES }}
      columns={columns}
      empty={{ title: 'No health quotations yet', body: 'Quotes appear here when a health proposal is priced.' }}
    />
  );
}
