import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { PaymentSummary } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { CopyLink } from './CopyLink.js';

const useStyles = makeStyles({
  table: { minWidth: '560px' },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
});

export type PaymentPillLabel = 'Success' | 'Pending' | 'Failed';

/**
 * FIELDS.md "Payment methods": paid and refunded payments show "Success", failed ones "Failed",
 * anything still open "Pending". Declined, cancelled, expired and moved payments will never be
 * paid, so they are Failed here, with their own status underneath.
 */
export function paymentPill(status: PaymentSummary['status']): { label: PaymentPillLabel; color: 'success' | 'warning' | 'danger' } {
  if (status === 'paid' || status === 'refunded') return { label: 'Success', color: 'success' };
  if (status === 'pending') return { label: 'Pending', color: 'warning' };
  return { label: 'Failed', color: 'danger' };
}

const methodLabel: Record<PaymentSummary['provider'], string> = {
  card: 'Card link',
  bnpl: 'Buy now, pay later',
  link: 'Payment link',
  bank: 'Bank transfer',
  direct: 'Paid to the company',
};

/** A quote's payments: amount, method, status pill (text, never colour alone), date, and the link to copy while pending. */
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
          const pill = paymentPill(payment.status);
          const detail = pill.label === 'Failed' ? (payment.failureReason ?? payment.status) : payment.status === 'refunded' ? 'refunded' : null;
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
                  {detail ? <Caption1>{detail}</Caption1> : null}
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
