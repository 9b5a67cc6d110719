import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { PaymentSummary } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { CopyLink } from '../../components/CopyLink.js';

const useStyles = makeStyles({
  table: { minWidth: '560px' },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
});

export type PaymentPillLabel = 'Success' | 'Pending' | 'Failed' | 'Refunded' | 'Refund due';

/**
 * FIELDS.md "Payment methods": paid payments show "Success", failed ones "Failed", anything still
 * open "Pending". Declined, cancelled, expired and moved payments will never be paid, so they are
 * Failed here, with their own status underneath. A capture BrokerDesk refunded (it reached a
 * payment already superseded) shows "Refunded", and one whose refund the provider has not made yet
 * "Refund due": money the customer is owed is never shown as a success or a plain failure.
 */
export function paymentPill(payment: Pick<PaymentSummary, 'status' | 'refundStatus'>): {
  label: PaymentPillLabel;
  color: 'success' | 'warning' | 'danger' | 'informative';
} {
  if (payment.status === 'refunded') return { label: 'Refunded', color: 'informative' };
  if (payment.refundStatus === 'requested' || payment.refundStatus === 'failed') return { label: 'Refund due', color: 'warning' };
  if (payment.status === 'paid') return { label: 'Success', color: 'success' };
  if (payment.status === 'pending') return { label: 'Pending', color: 'warning' };
  return { label: 'Failed', color: 'danger' };
}

/** The lines under the pill: what came back and when, then why it failed or what is still owed. */
function statusDetails(payment: PaymentSummary, pill: PaymentPillLabel): string[] {
  const details: string[] = [];
  if (payment.refundedFils > 0) details.push(`${formatAed(payment.refundedFils)} refunded ${formatDateTime(payment.refundedAt)}`);
  if (pill === 'Failed' || pill === 'Refund due') details.push(payment.failureReason ?? payment.status);
  return details;
}

const methodLabel: Record<PaymentSummary['provider'], string> = {
  card: 'Card link',
  bnpl: 'Buy now, pay later',
  link: 'Payment link',
  bank: 'Bank transfer',
  direct: 'Paid to the company',
};

/** Payments of a quote, policy or proposal: amount, method, status pill (text, never colour alone), date, and the link to copy while pending. */
export function PaymentList({ payments, label = 'Payments' }: { payments: readonly PaymentSummary[]; label?: string }) {
  const styles = useStyles();
  if (payments.length === 0) return <Caption1>No payments yet.</Caption1>;
  return (
    <Table size="small" aria-label={label} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Reference</TableHeaderCell>
          <TableHeaderCell>Method</TableHeaderCell>
          <TableHeaderCell className={styles.money}>Amount</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Link</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => {
          const pill = paymentPill(payment);
          return (
            <TableRow key={payment._id}>
              <TableCell>{show(payment.ref)}</TableCell>
              <TableCell>
                {methodLabel[payment.provider]}
                {payment.orderRef ? <Caption1 block>Ref {payment.orderRef}</Caption1> : null}
              </TableCell>
              <TableCell className={styles.money}>{formatAed(payment.amountFils)}</TableCell>
              <TableCell>
                <div className={styles.status}>
                  <Badge appearance="tint" shape="rounded" color={pill.color}>
                    {pill.label}
                  </Badge>
                  {statusDetails(payment, pill.label).map((detail) => (
                    <Caption1 key={detail}>{detail}</Caption1>
                  ))}
                </div>
              </TableCell>
              <TableCell>{formatDateTime(payment.paidAt ?? payment.createdAt)}</TableCell>
              <TableCell>
                {payment.status === 'pending' && payment.paymentUrl ? (
                  <CopyLink url={payment.paymentUrl} label={`Copy payment link ${payment.ref}`} showUrl={false} />
                ) : (
                  '-'
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
