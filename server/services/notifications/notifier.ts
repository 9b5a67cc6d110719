import { SOCKET } from '../../../shared/contract/constants.js';
import {
  NotifyEventSchema, type Notification, type NotificationUpdate, type NotifyEvent,
} from '../../../shared/contract/notifications/index.js';
import type { NotificationDraft, NotificationsRepository } from './notifications.repository.js';

/** Where a notification goes once stored: the socket room hub. */
export interface NotificationEmitter {
  emitToRoom(room: string, event: string, payload: unknown): void;
}

function fils(amount: number): string {
  return `AED ${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The record a call-back opens, by the line of its proposal. */
const CALLBACK_RECORD_TYPES = { motor: 'proposal', health: 'healthProposal', travel: 'proposal', groupHealth: 'groupHealthProposal' } as const;

/** The panel's title and description of each kind, and the record it opens. */
export function describeEvent(event: NotifyEvent): NotificationDraft {
  switch (event.kind) {
    case 'proposalCreated':
      return { kind: event.kind, title: 'New proposal', description: `Proposal ${event.proposalNo} for ${event.customerName}`, recordType: 'proposal', recordId: event.proposalId };
    case 'proposalStatusChanged':
      return { kind: event.kind, title: 'Proposal status changed', description: `Proposal ${event.proposalNo} is now ${event.status}`, recordType: 'proposal', recordId: event.proposalId };
    case 'quotePaid':
      return { kind: event.kind, title: 'Quote paid', description: `${fils(event.amountFils)} paid on proposal ${event.proposalNo}`, recordType: 'proposal', recordId: event.proposalId };
    case 'policyIssued':
      return { kind: event.kind, title: 'Policy issued', description: `Policy ${event.policyNo} issued for ${event.customerName}`, recordType: 'policy', recordId: event.policyId };
    case 'documentUploaded':
      return {
        kind: event.kind, title: 'Document uploaded',
        description: event.count === 1 ? `${event.fileName} added to ${event.customerName}` : `${event.count} documents from ${event.fileName} added to ${event.customerName}`,
        recordType: 'customer', recordId: event.customerId,
      };
    case 'callbackDue':
      return {
        kind: event.kind, title: event.quoted ? 'Quoted call-back due' : 'Callback due',
        description: `Call back on ${event.line === 'groupHealth' ? 'group health proposal' : 'proposal'} ${event.proposalNo}`,
        recordType: CALLBACK_RECORD_TYPES[event.line], recordId: event.proposalId,
      };
    case 'agentAssigned':
      return { kind: event.kind, title: 'Proposal assigned', description: `Proposal ${event.proposalNo} assigned to ${event.agentName}`, recordType: 'proposal', recordId: event.proposalId };
    case 'customerStatusChanged':
      return { kind: event.kind, title: event.blocked ? 'Customer blocked' : 'Customer unblocked', description: event.customerName, recordType: 'customer', recordId: event.customerId };
    case 'policyDocumentUploaded':
      return { kind: event.kind, title: 'Policy document uploaded', description: `Policy ${event.policyRef}`, recordType: 'policy', recordId: event.policyId };
    case 'customerCommentAdded':
      return { kind: event.kind, title: 'New comment', description: `Comment on ${event.customerName}`, recordType: 'customer', recordId: event.customerId };
    case 'policyIssueFailed':
      return { kind: event.kind, title: 'Policy not issued', description: `${event.companyName} refused policy ${event.policyNo}: ${event.error}`, recordType: 'policy', recordId: event.policyId };
    case 'paymentRefunded':
      return {
        kind: event.kind, title: 'Payment refunded',
        description: `${fils(event.amountFils)} of payment ${event.paymentRef} refunded to the customer on proposal ${event.proposalNo}: ${event.reason}`,
        recordType: 'proposal', recordId: event.proposalId,
      };
    case 'claimStatusChanged':
      return {
        kind: event.kind, title: 'Claim status changed',
        description: `Claim ${event.claimNo} is now ${event.status}${event.assignedName ? ` (assigned to ${event.assignedName})` : ''}`,
        recordType: 'claim', recordId: event.claimId,
      };
    case 'quoteContactRequested':
      return {
        kind: event.kind, title: 'Customer asked to be contacted',
        description: `${event.customerName} asked to be contacted about ${event.quoteName} on proposal ${event.proposalNo}`,
        recordType: event.line === 'health' ? 'healthProposal' : 'proposal', recordId: event.proposalId,
      };
  }
}

/**
 * The socket room of one account: every socket of a signed-in account is put in it by the server
 * (a client cannot join it), so a notification addressed to one person reaches only their desktops.
 */
export const accountRoom = (accountId: string) => `account:${accountId}`;

/**
 * The one way the server announces something (issue "Live notifications"): stores the
 * notification, then pushes `notification-updated` with it to room "notificationsidebar", the
 * payload the bell's list shows. Given a `recipientId` (a call-back due to its agent), it is that
 * account's alone: stored addressed to them and pushed to their account room only.
 *
 * @example await notifier.notify({ kind: 'customerStatusChanged', customerId, customerName, blocked: true }, auth.accountId);
 */
export function createNotifier(repository: NotificationsRepository, emitter: NotificationEmitter) {
  return {
    async notify(event: NotifyEvent, actorId: string | null = null, recipientId: string | null = null): Promise<Notification> {
      const parsed = NotifyEventSchema.parse(event);
      const notification = await repository.create(describeEvent(parsed), actorId, recipientId);
      const payload: NotificationUpdate = { success: true, data: [notification] };
      emitter.emitToRoom(recipientId ? accountRoom(recipientId) : SOCKET.room, SOCKET.event, payload);
      return notification;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
