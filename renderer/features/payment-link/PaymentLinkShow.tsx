import { Button } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { CopyLink } from '../../components/CopyLink.js';
import { ShareDialog } from '../sharing/public.js';
import { statusColor, statusLabel } from './paymentLinkDisplay.js';
import { useGetPaymentLinkQuery } from './paymentLinkApi.js';

/**
 * `/payment-link/[paymentId]`: the link, its share dialog (opened at once after creating) and, once
 * paid, its transaction; the server announces the payment over the socket, which refreshes the page.
 */
export default function PaymentLinkShow() {
  const { paymentId = '' } = useParams();
  const location = useLocation();
  const [sharing, setSharing] = useState(() => (location.state as { share?: boolean } | null)?.share === true);
  const result = useGetPaymentLinkQuery(paymentId);
  const link = result.data;
  const pending = link?.status === 'PENDING';

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(link)}
      title={link ? `Payment link ${link.transactionNumber}` : 'Payment link'}
      meta={link ? [formatAed(link.billAmountFils), link.orderRef ?? ''] : []}
      status={link ? { label: statusLabel(link.status), color: statusColor(link.status) } : undefined}
      back={{ to: '/payment-link', label: 'Back to payment links' }}
      actions={pending && link.paymentLink ? (
        <Button appearance="primary" icon={<ShareRegular />} onClick={() => setSharing(true)}>
          Share
        </Button>
      ) : undefined}
    >
      {link ? (
        <>
          <FieldList
            title="Payment link"
            items={[
              { label: 'Amount', value: formatAed(link.billAmountFils) },
              { label: 'Created At', value: formatDateTime(link.createdAt) },
              { label: 'Status', value: statusLabel(link.status) },
              { label: 'Agent', value: link.agent?.fullName },
              { label: 'Comment', value: link.comments, dirAuto: true },
              { label: 'Auth Reference No.', value: link.authReferenceNumber },
            ]}
          >
            {link.paymentLink ? <CopyLink url={link.paymentLink} label="Copy payment link" /> : null}
          </FieldList>
          <FieldList
            title="Transaction"
            items={link.transaction ? [
              { label: 'Transaction No.', value: link.transaction.transactionNumber },
              { label: 'Transaction Time', value: formatDateTime(link.transaction.transactionTime) },
              { label: 'Amount Paid', value: formatAed(link.transaction.amountPaidFils) },
              { label: 'Payment Ref No', value: link.transaction.paymentRefNo },
              { label: 'Payment Type', value: link.transaction.paymentType },
            ] : [{ label: 'Transaction No.', value: link.transactionNumber }, { label: 'Payment', value: 'Not paid yet' }]}
          />
          {link.paymentLink ? (
            <ShareDialog
              open={sharing && pending}
              title={`Share payment link ${link.transactionNumber}`}
              subject={{ kind: 'customPaymentLink', linkId: link._id, paymentLink: link.paymentLink }}
              onClose={() => setSharing(false)}
            />
          ) : null}
        </>
      ) : null}
    </DetailScreen>
  );
}
