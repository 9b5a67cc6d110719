import { Badge } from '@fluentui/react-components';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { insuranceTypeLabel } from './quoteDisplay.js';
import { useGetQuotationsQuery, type QuotationRecord } from './quotationsApi.js';
import { SalesQuotationList } from './SalesQuotationList.js';

const INSURANCE_TYPES = [['comprehensive', 'Comprehensive'], ['thirdparty', 'Third Party']] as const;

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
  return (
    <SalesQuotationList
      title="Quotations"
      searchPlaceholder="Search reference, customer or company"
      path="/quotations"
      useList={useGetQuotationsQuery}
      kindFilter={{ label: 'Quotation Type', key: 'insurance', options: INSURANCE_TYPES }}
      columns={columns}
      empty={{ title: 'No quotations yet', body: 'Quotes appear here when a proposal is priced.' }}
    />
  );
}
