import type { TagDescription } from '@reduxjs/toolkit/query';
import type { Notification, RecordRef } from '../../../shared/contract/notifications/index.js';
import type { ApiTagType } from '../api.js';

export type LiveTag = TagDescription<ApiTagType>;

/**
 * The cache tags every screen of a record provides (the areas' `providesTags`): invalidating
 * them refetches exactly the open screens that show it.
 */
export function recordTags(record: RecordRef): LiveTag[] {
  switch (record.kind) {
    // Health proposals live in the same table as motor ones, and a payment's notification may name either
    // kind: both screens' tags go stale (the health screens tag their proposal and its quotes on their own).
    case 'proposal':
    case 'healthProposal':
      return [
        { type: 'Proposal', id: record.id },
        { type: 'Proposal', id: 'LIST' },
        { type: 'Proposal', id: `comments-${record.id}` },
        { type: 'Quote', id: `proposal-${record.id}` },
        { type: 'HealthProposal', id: record.id },
        { type: 'HealthProposal', id: 'LIST' },
        { type: 'HealthQuote', id: `proposal-${record.id}` },
      ];
    case 'quote':
      return [{ type: 'Quote', id: record.id }, { type: 'Quote', id: 'LIST' }, { type: 'Payment', id: record.id }, { type: 'ScannedDocument', id: `quote-${record.id}` }];
    case 'policy':
      return [{ type: 'Policy', id: record.id }, { type: 'Policy', id: 'LIST' }];
    case 'customer':
      return [
        { type: 'Customer', id: record.id },
        { type: 'Customer', id: 'LIST' },
        { type: 'CustomerComment', id: record.id },
        { type: 'ScannedDocument', id: `customer-${record.id}` },
      ];
    case 'paymentLink':
      return [{ type: 'PaymentLink', id: record.id }, { type: 'PaymentLink', id: 'LIST' }];
    case 'claim':
      return [{ type: 'Claim', id: record.id }, { type: 'Claim', id: 'LIST' }];
    case 'groupHealthProposal':
      return [{ type: 'GroupHealth', id: record.id }, { type: 'GroupHealth', id: 'LIST' }];
  }
}

/**
 * The one mapping from a notification to the cache it makes stale: the record it names, plus
 * what its kind changes elsewhere that the notification does not name by id. A payment marks
 * the proposal's quote and its payments paid and makes a Pending policy; an issue (or refusal)
 * changes the policy, its proposal's status and banner, its quote and the payment check.
 *
 * @example dispatch(api.util.invalidateTags(notificationTags(notification)));
 */
export function notificationTags(notification: Pick<Notification, 'kind' | 'recordType' | 'recordId'>): LiveTag[] {
  const own = recordTags({ kind: notification.recordType, id: notification.recordId });
  switch (notification.kind) {
    case 'quotePaid':
      return [...own, 'Payment', { type: 'Quote', id: 'LIST' }, { type: 'Policy', id: 'LIST' }];
    case 'policyIssued':
    case 'policyIssueFailed':
      return [...own, 'Proposal', 'Quote', 'Payment'];
    default:
      return own;
  }
}
