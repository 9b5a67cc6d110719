import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import type { HostCallError } from '../../app/baseQuery.js';
import { AppLink } from '../../components/AppLink.js';
import { errorText } from '../../components/errorText.js';
import type { IssuedPolicy } from './paymentsApi.js';

/** What "Complete" got from the insurer: the issued policy, its refusal (Pending), or the server's error; the last two with "Try again". */
export function IssueOutcome({
  outcome,
  busy,
  onRetry,
  policyPath,
}: {
  outcome: { policy: IssuedPolicy } | { error: HostCallError };
  /** The issued policy's page, on its line's screens. */
  policyPath: (policyId: string) => string;
  busy: boolean;
  onRetry: () => void;
}) {
  const retry = (
    <MessageBarActions>
      <Button size="small" icon={<ArrowSyncRegular />} disabled={busy} onClick={onRetry}>
        Try again
      </Button>
    </MessageBarActions>
  );
  if ('error' in outcome) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The policy was not issued</MessageBarTitle>
          {errorText(outcome.error)}
        </MessageBarBody>
        {retry}
      </MessageBar>
    );
  }
  const { policy } = outcome;
  if (policy.issueError || policy.status === 'Pending') {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{`Policy ${policy.ref} is pending: the insurer refused it`}</MessageBarTitle>
          {policy.issueError ?? 'The insurer has not issued the policy yet.'}
        </MessageBarBody>
        {retry}
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{`Policy ${policy.ref} issued`}</MessageBarTitle>
        {policy.companyPolicyNumber ? `Insurer's policy number ${policy.companyPolicyNumber}. ` : ''}
        <AppLink to={policyPath(policy._id)}>View policy</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
