import { useParams } from 'react-router-dom';
import { ProposalDetail } from './ProposalDetail.js';

/** `/proposals/:proposalId`: the proposal page. */
export default function ProposalShow() {
  const { proposalId = '' } = useParams();
  return <ProposalDetail id={proposalId} listPath="/proposals" listLabel="Back to proposals" />;
}
