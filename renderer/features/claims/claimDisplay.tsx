import { Badge } from '@fluentui/react-components';
import type { ClaimClockView } from '../../../shared/contract/claims/claims.schema.js';
import type { ClaimStatus } from '../../../shared/domain/claimRules.js';
import { formatDate } from '../../../shared/domain/format.js';

type BadgeColor = 'informative' | 'warning' | 'success' | 'danger' | 'subtle' | 'brand';

const STATUS_COLORS: Record<ClaimStatus, BadgeColor> = {
  Registered: 'informative', 'Documents pending': 'warning', 'Submitted to insurer': 'brand', Survey: 'brand', Approved: 'success',
  Rejected: 'danger', 'Repair in progress': 'brand', Settled: 'success', Closed: 'subtle',
};

/** A claim's status as a badge with its text (never colour alone). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge appearance="tint" shape="rounded" color={STATUS_COLORS[status]}>{status}</Badge>;
}

const STAGE_LABELS = { acknowledgement: 'Acknowledge', payment: 'Pay' } as const;

/**
 * The running clock in words: "Acknowledge by 30/11/2026 (3 days left)", "Pay by … (2 days late)",
 * or "No deadline running".
 */
export function clockText(clock: ClaimClockView): string {
  if (clock.stage === 'none' || clock.daysLeft === null) return 'No deadline running';
  const days = Math.abs(clock.daysLeft);
  const count = `${days} day${days === 1 ? '' : 's'}`;
  const state = clock.overdue ? `${count} late` : clock.daysLeft === 0 ? 'due today' : `${count} left`;
  return `${STAGE_LABELS[clock.stage]} by ${formatDate(clock.dueOn)} (${state})`;
}

/** The clock with an "Overdue" badge when its deadline has passed. */
export function ClaimClock({ clock }: { clock: ClaimClockView }) {
  return (
    <span>
      {clock.overdue ? <><Badge appearance="filled" color="danger" shape="rounded">Overdue</Badge>{' '}</> : null}
      {clockText(clock)}
    </span>
  );
}
