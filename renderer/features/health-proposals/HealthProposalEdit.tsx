import { Caption1 } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { HEALTH_PROPOSAL_LABELS, healthProposalFormOf } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import { HealthProposalEditSchema } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { useGetHealthProposalQuery, useUpdateHealthProposalMutation, type HealthProposalRecord } from './healthProposalsApi.js';
import { HealthProposalFields } from './HealthProposalFields.js';
import { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';

const detailPath = (id: string) => `${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(id)}`;

function HealthProposalEditForm({ proposal, health }: { proposal: HealthProposalRecord; health: NonNullable<HealthProposalRecord['health']> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [update] = useUpdateHealthProposalMutation();
  const contractForm = useContractForm({
    schema: HealthProposalEditSchema,
    labels: HEALTH_PROPOSAL_LABELS,
    defaultValues: healthProposalFormOf(health, proposal.customer),
    save: async (values) => saveResult(await update({ id: proposal._id, body: values })),
    onSaved: (saved) => {
      notify.success(`Health proposal ${saved.ref} saved`, saved.needsRegeneration ? 'Re-generate the quotes to price the new details.' : undefined);
      void navigate(detailPath(proposal._id));
    },
  });
  return (
    <FormScreen title={`Edit health proposal ${proposal.ref}`} recordName={`health proposal ${proposal.ref}`} contractForm={contractForm} cancelTo={detailPath(proposal._id)}>
      <HealthProposalFields form={contractForm} />
      <Caption1>Saving keeps the current quotes; Re-generate on the proposal prices every plan for the new details.</Caption1>
    </FormScreen>
  );
}

/**
 * `/health-insurance/proposals/[proposalId]/edit`: the create form's sections, filled from the
 * proposal; saving stores the new family and cover, and the proposal page then asks to
 * Re-generate. Where the proposal came from (its source, lead) is not edited here.
 */
// The return type is written: inferring it would read the API's types, which the area list (and so this page) defines.
export default function HealthProposalEdit(): ReactElement {
  const { proposalId = '' } = useParams();
  const result = useGetHealthProposalQuery(proposalId);
  const proposal = result.currentData;
  if (!proposal?.health) {
    return (
      <DetailScreen
        query={{ isLoading: !proposal && !result.isError, isError: result.isError, error: result.error, refetch: result.refetch, fulfilledTimeStamp: result.fulfilledTimeStamp }}
        loaded={false}
        title="Edit health proposal"
        back={{ to: HEALTH_PROPOSALS_PATH, label: 'Back to health proposals' }}
      />
    );
  }
  return <HealthProposalEditForm key={proposal._id} proposal={proposal} health={proposal.health} />;
}
