import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { BlacklistCheckSchema, type BlacklistCheck } from '../../../shared/contract/black-list/black-list.schema.js';
import { useCheckBlacklistQuery } from './blacklistApi.js';

const WORDS = { email: 'e-mail', mobileNumber: 'mobile number', both: 'e-mail and mobile number' } as const;

/**
 * Warns while a form is being filled that its contact is on the blacklist, before the server
 * would refuse the proposal, quote or payment link (`addfrontbacktemplate`). It shows nothing for
 * a contact not yet complete or valid, nor when the check cannot be made: the server still refuses.
 *
 * @example <BlacklistWarning email={contact.email} mobileNumber={contact.mobileNumber} />
 */
export function BlacklistWarning({ email, mobileNumber }: { email?: string; mobileNumber?: string }) {
  const parsed = BlacklistCheckSchema.safeParse({ email: email?.trim() || undefined, mobileNumber: mobileNumber?.trim() || undefined });
  const contact: BlacklistCheck | undefined = parsed.success ? parsed.data : undefined;
  const { data } = useCheckBlacklistQuery(contact ?? {}, { skip: !contact });
  const entry = contact && data?.data.blacklisted ? data.data.entry : null;
  if (!entry) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        <MessageBarTitle>Blacklisted</MessageBarTitle>
        This {WORDS[entry.matched]} is on the blacklist{entry.reason ? `: ${entry.reason}` : ''}. A proposal, quote or payment link for it will be refused.
      </MessageBarBody>
    </MessageBar>
  );
}
