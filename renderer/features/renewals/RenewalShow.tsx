import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink.js';
import { ProposalDetail } from '../proposals/public.js';

/** `/renewals/:renewalId`: a renewal is a proposal, so its page is the proposal page with the policy it renews. */
export default function RenewalShow() {
  const { renewalId = '' } = useParams();
  return (
    <ProposalDetail
      id={renewalId}
      listPath="/renewals"
      listLabel="Back to renewals"
      banner={(proposal) =>
        proposal.renewalOfPolicyId ? (
          <MessageBar intent="info">
            <MessageBarBody>
              <MessageBarTitle>Renewal of policy</MessageBarTitle>
              This proposal renews an earlier policy.{' '}
              <AppLink to={`/policies/${encodeURIComponent(proposal.renewalOfPolicyId)}`}>View the previous policy</AppLink>
            </MessageBarBody>
          </MessageBar>
        ) : null
      }
    />
  );
}
