import { Button, Link } from '@fluentui/react-components';
import { CalculatorRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { errorText } from '../../components/errorText.js';
import { useGenerateLeadQuotesMutation, useGetLeadQuery } from './leadsApi.js';

/**
 * `/leads/[leadId]`: the lead's car and customer; "Generate quotes" makes its proposal with
 * quotes and opens it, and a quoted lead links to its proposal instead.
 */
export default function LeadShow() {
  const { leadId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const canQuote = useCan('proposal.create');
  const result = useGetLeadQuery(leadId);
  const [generate, generating] = useGenerateLeadQuotesMutation();
  const lead = result.data;

  const generateQuotes = async () => {
    const outcome = await generate(leadId);
    if (outcome.error) return notify.error(errorText(outcome.error));
    notify.success(`Proposal ${outcome.data.proposal.ref} created`, `${outcome.data.quotes.length} quotes priced`);
    void navigate(`/proposals/${encodeURIComponent(outcome.data.proposal._id)}`);
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(lead)}
      title={lead ? lead.customer.fullName : 'Lead'}
      meta={lead ? [`${lead.car.make} ${lead.car.model} ${lead.car.year}`, lead.customer.email] : []}
      status={lead ? (lead.status === 'Quoted' ? { label: 'Quoted', color: 'success' } : { label: 'New', color: 'informative' }) : undefined}
      back={{ to: '/leads', label: 'Back to leads' }}
      actions={lead?.status === 'New' && canQuote ? (
        <Button appearance="primary" icon={<CalculatorRegular />} disabled={generating.isLoading} onClick={() => void generateQuotes()}>
          {generating.isLoading ? 'Generating quotes…' : 'Generate quotes'}
        </Button>
      ) : undefined}
    >
      {lead ? (
        <>
          {lead.proposalId ? (
            <FieldList title="Proposal" items={[]}>
              <Link href={`#/proposals/${encodeURIComponent(lead.proposalId)}`}>Proposal {lead.proposalNo}</Link>
            </FieldList>
          ) : null}
          <FieldList
            title="Car"
            items={[
              { label: 'Body Type', value: lead.car.bodyType },
              { label: 'Chassis No', value: lead.car.registration.chesisNo },
              { label: 'Cylinders', value: lead.car.cylinders },
              { label: 'Make', value: lead.car.make },
              { label: 'Model', value: lead.car.model },
              { label: 'Year', value: lead.car.year },
              { label: 'RegionalSpecs', value: lead.car.gccSpec ? 'GCC' : 'Non-GCC' },
              { label: 'Trim', value: lead.car.trim },
              { label: 'Car value', value: formatAed(lead.car.valueFils) },
            ]}
          />
          <FieldList
            title="Customer"
            items={[
              { label: 'Full Name', value: lead.customer.fullName, dirAuto: true },
              { label: 'Arabic Name', value: lead.customer.arabicName, dirAuto: true },
              { label: 'Email', value: lead.customer.email },
              { label: 'Marital Status', value: lead.customer.maritalStatus },
              { label: 'Gender', value: lead.customer.gender },
              { label: 'Nationality', value: lead.customer.nationality },
              { label: 'Occupation', value: lead.customer.occupation },
              { label: 'Mobile Number', value: formatUaeMobile(lead.customer.mobileNumber) },
              { label: 'Date Of Birth', value: formatDate(lead.customer.dateOfBirth) },
              { label: 'Cover from', value: formatDate(lead.policyEffectiveDate) },
            ]}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
