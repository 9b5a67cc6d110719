import type { Notification } from './notifications.schema.js';

const ROUTES: Record<Notification['recordType'], string> = {
  customer: '/customers',
  proposal: '/proposals',
  healthProposal: '/health-insurance/proposals',
  groupHealthProposal: '/group-health',
  quote: '/quotations',
  policy: '/policies',
  claim: '/claims',
};

/**
 * The screen a notification opens, built from its record type and id (never a URL from the
 * payload), so a click can only land on an app route.
 *
 * @example notificationLink({ kind: 'documentUploaded', recordType: 'customer', recordId: 'c1' }) // '/customers/c1?tab=documents'
 */
export function notificationLink(notification: Pick<Notification, 'kind' | 'recordType' | 'recordId'>): string {
  const base = `${ROUTES[notification.recordType]}/${encodeURIComponent(notification.recordId)}`;
  if (notification.kind === 'documentUploaded') return `${base}?tab=documents`;
  if (notification.kind === 'customerCommentAdded') return `${base}?tab=comments`;
  return base;
}

/**
 * A proposal's screen by its line: health proposals have their own, the others the motor one.
 *
 * @example proposalScreen('health', 'p1') // '/health-insurance/proposals/p1'
 */
export function proposalScreen(line: string, proposalId: string): string {
  return `${ROUTES[line === 'health' ? 'healthProposal' : 'proposal']}/${encodeURIComponent(proposalId)}`;
}
