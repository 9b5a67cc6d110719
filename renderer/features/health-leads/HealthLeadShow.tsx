import { Button, Link } from '@fluentui/react-components';
import { HeartPulseRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useCan } from '../../app/useCan.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HEALTH_PROPOSALS_PATH } from '../health-proposals/public.js';
import { HEALTH_LEADS_PATH } from './HealthLeadList.js';
import { useGetHealthLeadQuery } from './healthLeadsApi.js';

/**
 * `/health-insurance/leads/[leadId]`: the person and where they came from. "Create proposal"
 * opens the health proposal form filled from the lead (`?leadId=`); once the proposal is made the
 * lead is Quoted and links to it instead.
 */
export default function HealthLeadShow() {
  const { leadId = '' } = useParams();
  const navigate = useNavigate();
  const canQuote = useCan('healthQuote.create');
  const result = useGetHealthLeadQuery(leadId);
  const lead = result.data;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(lead)}
      title={lead ? lead.fullName : 'Health lead'}
      meta={lead ? [lead.email, formatUaeMobile(lead.mobileNumber)] : []}
      status={lead ? (lead.status === 'Quoted' ? { label: 'Quoted', color: 'success' } : { label: 'New', color: 'informative' }) : undefined}
      back={{ to: HEALTH_LEADS_PATH, label: 'Back to health leads' }}
      actions={lead?.status === 'New' && canQuote ? (
        <Button appearance="primary" icon={<HeartPulseRegular />} onClick={() => void navigate(`${HEALTH_PROPOSALS_PATH}/create?leadId=${encodeURIComponent(lead._id)}`)}>
          Create proposal
        </Button>
      ) : undefined}
    >
      {lead ? (
        <>
          {lead.proposalId ? (
            <FieldList title="Proposal" items={[]}>
              <Link href={`#${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(lead.proposalId)}`}>Proposal {lead.proposalNo}</Link>
            </FieldList>
          ) : null}
          <FieldList
            title="Person"
            items={[
              { label: 'Full Name', value: lead.fullName, dirAuto: true },
              { label: 'Email', value: lead.email },
              { label: 'Mobile Number', value: formatUaeMobile(lead.mobileNumber) },
              { label: 'Nationality', value: lead.nationality },
              { label: 'Date Of Birth', value: formatDate(lead.dateOfBirth) },
              { label: 'Gender', value: lead.gender },
              { label: 'Source', value: lead.source },
              { label: 'Created At', value: formatDateTime(lead.createdAt) },
            ]}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
