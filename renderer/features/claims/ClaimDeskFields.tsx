import type { ClaimCreateSchema, ClaimUpdateSchema } from '../../../shared/contract/claims/claims.schema.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import type { ContractForm, ContractFormBase } from '../../components/form/useContractForm.js';
import { useGetProposalAgentsQuery } from '../proposals/public.js';
import type { PickedGarage } from './GaragePicker.js';

export const CLAIM_DESK_LABELS = { garageOverrideReason: 'Why this garage', assignedTo: 'Assigned staff' } as const;

/**
 * The claims desk's fields of the create and edit forms: the reason for a garage outside the
 * insurer's network (asked only then) and the staff member the claim is assigned to.
 */
export function ClaimDeskFields<S extends typeof ClaimCreateSchema | typeof ClaimUpdateSchema>({ contractForm, garage }: {
  contractForm: ContractForm<S> | ContractFormBase<S>;
  garage: PickedGarage | null;
}) {
  const agents = useGetProposalAgentsQuery();
  return (
    <>
      {garage && !garage.inNetwork ? (
        <TextAreaField contractForm={contractForm} name="garageOverrideReason" label={CLAIM_DESK_LABELS.garageOverrideReason} required hint="This garage is outside the insurer's network: say why it is used" />
      ) : null}
      <SelectField
        contractForm={contractForm}
        name="assignedTo"
        label={CLAIM_DESK_LABELS.assignedTo}
        emptyLabel="Nobody"
        options={(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.fullName }))}
      />
    </>
  );
}
