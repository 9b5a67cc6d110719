import { Badge, Tooltip } from '@fluentui/react-components';
import type { DetailStatus } from '../../components/detail/DetailScreen.js';
import type { PolicyType } from './policiesApi.js';

/** The type filter with its right labels (the seed system swapped Expiring and Expired). */
export const POLICY_TYPES: ReadonlyArray<readonly [PolicyType, string]> = [
  ['all', 'All'],
  ['ACTIVE', 'Active Policies'],
  ['PENDING', 'Pending Policies'],
  ['EXPIRING', 'Expiring Policies'],
  ['EXPIRED', 'Expired Policies'],
  ['CANCELLED', 'Cancelled Policies'],
];

/** A policy's status in words: green only when Active (FIELDS.md); Pending carries the insurer's error. */
export function policyStatus(status: string): DetailStatus {
  if (status === 'Active') return { label: 'Active', color: 'success' };
  if (status === 'Pending') return { label: 'Pending', color: 'warning' };
  if (status === 'Expired') return { label: 'Expired', color: 'danger' };
  if (status === 'Cancelled') return { label: 'Cancelled', color: 'subtle' };
  return { label: status || '-', color: 'informative' };
}

export function PolicyStatusBadge({ status, issueError }: { status: string; issueError?: string | null }) {
  const { label, color } = policyStatus(status);
  const badge = (
    <Badge appearance="tint" shape="rounded" color={color} tabIndex={issueError ? 0 : undefined}>
      {label}
    </Badge>
  );
  return issueError ? (
    <Tooltip content={`Insurer error: ${issueError}`} relationship="description">
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
