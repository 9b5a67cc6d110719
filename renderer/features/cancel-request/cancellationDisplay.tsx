import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { CancellationStatus } from '../../../shared/domain/cancellationRules.js';

/** Each status's badge colour; the status is always written too. */
export const STATUS_COLOR: Record<CancellationStatus, NonNullable<BadgeProps['color']>> = {
  Requested: 'informative', 'Sent to insurer': 'brand', Confirmed: 'warning', 'Refund pending': 'warning',
  Refunded: 'success', 'Refund failed': 'danger', Rejected: 'subtle',
};

export function CancellationStatusBadge({ status }: { status: CancellationStatus }) {
  return <Badge appearance="tint" color={STATUS_COLOR[status]}>{status}</Badge>;
}
