import { Badge } from '@fluentui/react-components';
import type { PaymentLinkStatus } from '../../../shared/contract/payment-link/payment-link.schema.js';

/** FIELDS.md: `SUCCESS` reads "Success", anything else "Pending". */
export const statusLabel = (status: PaymentLinkStatus) => (status === 'SUCCESS' ? 'Success' : 'Pending');
export const statusColor = (status: PaymentLinkStatus): 'success' | 'warning' => (status === 'SUCCESS' ? 'success' : 'warning');

export function PaymentLinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={statusColor(status)}>
      {statusLabel(status)}
    </Badge>
  );
}
