import { useParams } from 'react-router-dom';
import { HealthProposalDetail } from './HealthProposalDetail.js';

/** `/health-insurance/proposals/:proposalId`: the health proposal page. */
export default function HealthProposalShow() {
  const { proposalId = '' } = useParams();
  return <HealthProposalDetail id={proposalId} />;
}
