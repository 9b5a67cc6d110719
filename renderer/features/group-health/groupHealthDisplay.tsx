import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { GroupHealthStatus } from '../../../shared/contract/group-health/group-health.schema.js';

export const GROUP_HEALTH_PATH = '/group-health';

const COLORS: Record<GroupHealthStatus, NonNullable<BadgeProps['color']>> = {
  New: 'informative', Quoting: 'warning', Quoted: 'brand', 'Callback Scheduled': 'important', 'Sent to Customer': 'brand', Won: 'success', Lost: 'danger',
};

export const statusColor = (status: GroupHealthStatus) => COLORS[status];

/** A group health proposal's status as a badge, the same colour in the list and on its page. */
export function GroupHealthStatusBadge({ status }: { status: GroupHealthStatus }) {
  return <Badge appearance="tint" shape="rounded" color={COLORS[status]}>{status}</Badge>;
}
