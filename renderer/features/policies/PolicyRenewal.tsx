import { Body1, Button, Caption1, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../../components/errorText.js';
import { useRequestPolicyRenewalMutation, type PolicyDetailRecord, type RenewalRequest } from './policiesApi.js';
import { usePolicySectionStyles } from './policySectionStyles.js';

/** The policy's renewal proposal, and "Send renewal request" (`requestRenewal`), which creates or reuses it. */
export function PolicyRenewal({ policy }: { policy: PolicyDetailRecord }) {
  const styles = usePolicySectionStyles();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const [request, { isLoading }] = useRequestPolicyRenewalMutation();
  const [done, setDone] = useState<RenewalRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const proposalId = done?.proposalId ?? policy.renewalProposalId;
  const go = async () => {
    const result = await request(policy._id);
    setAsking(false);
    if ('error' in result) return notify.error(errorText(result.error));
    setDone(result.data);
  };
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Renewal</Subtitle1>
      {proposalId ? (
        <Body1>
          {done ? (done.created ? `Renewal proposal ${done.proposalRef} created and sent. ` : `Renewal proposal ${done.proposalRef} sent again. `) : policy.renewalRequestedAt ? `Renewal requested ${formatDateTime(policy.renewalRequestedAt)}. ` : ''}
          <AppLink to={`/proposals/${encodeURIComponent(proposalId)}`}>Open the renewal proposal</AppLink>
        </Body1>
      ) : (
        <Caption1>No renewal requested yet.</Caption1>
      )}
      {canUpdate ? (
        <div className={styles.actions}>
          <Button icon={isLoading ? <Spinner size="tiny" /> : undefined} disabled={isLoading} onClick={() => setAsking(true)}>
            Send renewal request
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Send the renewal request of ${policy.ref}?`}
        body={`A renewal proposal is created (or reused) and ${policy.customer.fullName} is asked to renew.`}
        confirmLabel="Send request"
        busy={isLoading}
        onConfirm={() => void go()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
