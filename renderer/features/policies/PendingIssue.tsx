import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { errorText } from '../../components/errorText.js';
import { usePurchaseQuoteMutation } from '../payments/public.js';
import type { PolicyDetailRecord } from './policiesApi.js';

/** A Pending policy: the insurer's error and "Issue again" (`purchase` on its quote). */
export function PendingIssue({ policy }: { policy: PolicyDetailRecord }) {
  const canIssue = useCan('policy.create');
  const notify = useNotify();
  const [purchase, { isLoading }] = usePurchaseQuoteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = async () => {
    if (!policy.quote) return;
    setRefusal(null);
    const result = await purchase(policy.quote._id);
    if ('error' in result) return setRefusal(errorText(result.error));
    if (result.data.issueError || result.data.status === 'Pending') return setRefusal(result.data.issueError ?? 'The insurer has not issued the policy yet.');
    notify.success(`Policy ${result.data.ref} issued`);
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Pending: the insurer has not issued this policy</MessageBarTitle>
        {refusal ?? policy.issueError ?? 'No error was recorded.'}
        {policy.issueAttempts > 0 ? ` (${policy.issueAttempts} ${policy.issueAttempts === 1 ? 'attempt' : 'attempts'})` : ''}
      </MessageBarBody>
      {canIssue && policy.quote ? (
        <MessageBarActions>
          <Button size="small" icon={isLoading ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabled={isLoading} onClick={() => void issue()}>
            Issue again
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
