import { Badge, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ProhibitedRegular } from '@fluentui/react-icons';
import type { BlacklistMatch } from '../../../shared/contract/black-list/black-list.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';

/** The header's danger badge of a blacklisted customer: in words, never colour alone. */
export function BlacklistedBadge() {
  return <Badge appearance="filled" color="danger" shape="rounded" icon={<ProhibitedRegular />}>Blacklisted</Badge>;
}

/** Why the customer is blacklisted and what it means, above the customer's tabs. */
export function BlacklistNotice({ entry }: { entry: BlacklistMatch }) {
  const held = [
    entry.matched !== 'mobileNumber' && entry.email ? `email ${entry.email}` : null,
    entry.matched !== 'email' && entry.mobileNumber ? `mobile number ${formatUaeMobile(entry.mobileNumber)}` : null,
  ].filter(Boolean).join(' and ');
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Blacklisted</MessageBarTitle>
        This customer&apos;s {held} is on the blacklist since {formatDate(entry.createdAt)}: {entry.reason ?? 'no reason given'}. No proposal, quote or payment link can be made for it.
      </MessageBarBody>
    </MessageBar>
  );
}
