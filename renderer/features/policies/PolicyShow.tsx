import { Button, Caption1 } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useDownload } from '../../app/useDownload.js';
import { AppLink } from '../../components/AppLink.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { QuoteCoverages } from '../quotations/public.js';
import { PolicyOverview } from './PolicyOverview.js';
import { policyStatus } from './policyDisplay.js';
import { useGetPolicyQuery } from './policiesApi.js';

/** `/policies/:policyId`: the policy's identity and Download, its car, customer, insurer actions, payments, finance and renewal. */
export default function PolicyShow() {
  const { policyId = '' } = useParams();
  const result = useGetPolicyQuery(policyId);
  const policy = result.data;
  const { download, downloading } = useDownload();
  const car = policy?.car;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(policy)}
      record={{ kind: 'policy', id: policyId }}
      title={policy ? `Policy ${policy.ref}` : 'Policy'}
      meta={policy ? [policy.companyName, <span key="holder" dir="auto">{policy.customer.fullName}</span>] : []}
      status={policy ? policyStatus(policy.status) : undefined}
      back={{ to: '/policies', label: 'Back to policies' }}
      actions={
        policy ? (
          <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download('policies.downloadPdf', { params: { id: policy._id } })}>
            Download
          </Button>
        ) : null
      }
    >
      {policy ? (
        <>
          <FieldList
            title="Policy"
            items={[
              { label: 'Proposals Number', value: policy.proposalRef },
              { label: 'Policy Number', value: policy.ref },
              { label: 'Company Policy Number', value: policy.companyPolicyNumber },
              { label: 'Car', value: car ? `${car.year} ${car.make} ${car.model}${car.registration.plateNumber ? ` · ${[car.registration.plateCode, car.registration.plateNumber].filter(Boolean).join(' ')}` : ''}` : null },
              { label: 'Start date', value: formatDate(policy.startDate) },
              { label: 'End date', value: formatDate(policy.expiryDate) },
              { label: 'Policy holder', value: policy.customer.fullName, dirAuto: true },
              { label: 'Insured declared value', value: formatAed(policy.insuredValueFils) },
            ]}
          >
            {policy.proposalId ? <AppLink to={`/proposals/${encodeURIComponent(policy.proposalId)}`}>{`Open proposal ${show(policy.proposalRef)}`}</AppLink> : null}
          </FieldList>
          <DetailTabs
            tabs={[
              { id: 'overview', label: 'Overview', render: () => <PolicyOverview policy={policy} /> },
              {
                id: 'coverages',
                label: 'Coverages',
                render: () => (policy.quote ? <QuoteCoverages quote={policy.quote} /> : <Caption1>This policy has no quote to show coverages from.</Caption1>),
              },
            ]}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
