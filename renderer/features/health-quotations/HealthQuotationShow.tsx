import { Caption1 } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { AppLink } from '../../components/AppLink.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { show } from '../../components/display.js';
import { HEALTH_PROPOSALS_PATH, HealthPayableDetails, memberLabels } from '../health-proposals/public.js';
import { HEALTH_QUOTATIONS_PATH } from './HealthQuotationList.js';
import { useGetHealthQuotationQuery } from './healthQuotationsApi.js';

const PAYMENT_STATUS: Record<string, string> = { unpaid: 'Not paid', pending: 'Payment pending', paid: 'Paid', refunded: 'Refunded' };

/**
 * `/health-insurance/quotations/:quoteId`: one health quote read-only: the plan (insurer, TPA,
 * network, co-pay), the payable details with each member's premium, its payment and policy, and
 * a link to the proposal where it is edited and paid.
 */
export default function HealthQuotationShow() {
  const { quoteId = '' } = useParams();
  const result = useGetHealthQuotationQuery(quoteId);
  const detail = result.data;
  const quote = detail?.quote;
  const labels = memberLabels(detail?.health?.members ?? []);

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(detail)}
      record={{ kind: 'quote', id: quoteId }}
      title={quote ? `Health quotation ${quote.ref}` : 'Health quotation'}
      meta={quote ? [quote.companyName, <span key="customer" dir="auto">{quote.customerName}</span>] : []}
      back={{ to: HEALTH_QUOTATIONS_PATH, label: 'Back to health quotations' }}
    >
      {detail && quote ? (
        <>
          <FieldList
            title="Plan"
            items={[
              { label: 'Insurer', value: quote.companyName },
              { label: 'Plan', value: quote.planName },
              { label: 'TPA', value: quote.health?.tpaName },
              { label: 'Network', value: quote.health?.networkName },
              { label: 'Co-pay', value: quote.health ? `${quote.health.coPay} %` : null },
              { label: 'Insurer Type', value: detail.health?.insurerType },
              { label: 'Premium', value: formatAed(quote.totalFils) },
              { label: 'Payment', value: PAYMENT_STATUS[quote.paymentStatus] ?? quote.paymentStatus },
              { label: 'Valid until', value: formatDate(quote.expiresAt) },
              { label: 'Customer', value: detail.customer.fullName, dirAuto: true },
              { label: 'Created At', value: formatDateTime(quote.createdAt) },
            ]}
          >
            <AppLink to={`${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(quote.proposalId)}`}>{`Open proposal ${show(quote.proposalRef)}`}</AppLink>
            {detail.policy ? (
              <AppLink to={`/health-insurance/policies/${encodeURIComponent(detail.policy._id)}`}>{`Open policy ${detail.policy.ref} (${detail.policy.status})`}</AppLink>
            ) : null}
          </FieldList>
          <HealthPayableDetails quote={quote} labels={labels} />
          {detail.payments.length === 0 ? <Caption1>No payment taken for this quote yet.</Caption1> : null}
          <HistoryTable title="History" entries={detail.history} />
        </>
      ) : null}
    </DetailScreen>
  );
}
