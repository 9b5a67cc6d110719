import { Body1, Button, Caption1, Combobox, Field, Option } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClaimCreateSchema } from '../../../shared/contract/claims/claims.schema.js';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { formatDate } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { TextField } from '../../components/form/TextField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { useGetPoliciesQuery, type PolicyRecord } from '../policies/public.js';
import { ClaimDeskFields, CLAIM_DESK_LABELS } from './ClaimDeskFields.js';
import { GaragePicker, type PickedGarage } from './GaragePicker.js';
import { useCreateClaimMutation } from './claimsApi.js';
import { useClaimFileUpload } from './useClaimFileUpload.js';

const labels = {
  policyId: 'Policy', accidentDate: 'Accident date', description: 'What happened', garageId: 'Garage', ...CLAIM_DESK_LABELS,
};

/**
 * `/claims/create`: the policy found by its number or customer, the accident's day and story, the
 * garage (the insurer's network first) and the photos and papers, sent once the claim is recorded.
 */
export default function ClaimCreate() {
  const grid = useFormGridStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreateClaimMutation();
  const files = useClaimFileUpload();
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [policySearch, setPolicySearch] = useState('');
  const [policy, setPolicy] = useState<PolicyRecord | null>(null);
  const [garage, setGarage] = useState<PickedGarage | null>(null);
  const policies = useGetPoliciesQuery({ page: 1, size: 20, search: policySearch.trim(), filter: { pType: 'all' } });

  const contractForm = useContractForm({
    schema: ClaimCreateSchema,
    defaultValues: { policyId: '', accidentDate: todayInDubai(new Date()), description: '', garageId: null, garageOverrideReason: '', assignedTo: '' },
    labels,
    save: async (values) => saveResult(await create({ ...values, ...(garage?.inNetwork !== false && { garageOverrideReason: undefined }) })),
    onSaved: (claim) => {
      notify.success(`Claim ${claim.claimNo} registered`);
      void (async () => {
        if (picked.length > 0) await files.upload(claim._id, picked);
        void navigate(`/claims/${encodeURIComponent(claim._id)}`);
      })();
    },
  });
  const { form } = contractForm;

  const choosePolicy = (id: string | undefined) => {
    const chosen = policies.data?.data.find((each) => each._id === id) ?? null;
    setPolicy(chosen);
    setGarage(null);
    form.setValue('policyId', chosen?._id ?? '', { shouldValidate: true, shouldDirty: true });
    form.setValue('garageId', null);
  };
  const chooseGarage = (chosen: PickedGarage | null) => {
    setGarage(chosen);
    form.setValue('garageId', chosen?._id ?? null, { shouldDirty: true });
  };

  return (
    <FormScreen title="Register a claim" recordName="The claim" contractForm={contractForm} cancelTo="/claims">
      <div className={grid.grid}>
        <Field label={labels.policyId} required validationMessage={form.formState.errors.policyId?.message} hint="Search by policy number or customer">
          <Combobox
            freeform
            value={policySearch}
            selectedOptions={policy ? [policy._id] : []}
            placeholder="POL-000123 or a customer's name"
            onInput={(event) => setPolicySearch((event.target as HTMLInputElement).value)}
            onOptionSelect={(_, data) => {
              setPolicySearch(data.optionText ?? '');
              choosePolicy(data.optionValue);
            }}
          >
            {(policies.data?.data ?? []).map((each) => (
              <Option key={each._id} value={each._id} text={`${each.ref} ${each.customer.fullName}`}>
                {`${each.ref} – ${each.customer.fullName}, ${each.companyName} (${each.status}, ${formatDate(each.startDate)} – ${formatDate(each.expiryDate)})`}
              </Option>
            ))}
          </Combobox>
        </Field>
        <TextField contractForm={contractForm} name="accidentDate" label={labels.accidentDate} type="date" required />
        {policy?.companyId ? (
          <GaragePicker companyId={policy.companyId} companyName={policy.companyName} value={garage} onChange={chooseGarage} message={form.formState.errors.garageId?.message} />
        ) : (
          <Field label={labels.garageId} hint="Choose the policy first: the garage list starts with its insurer's network"><Body1>-</Body1></Field>
        )}
        <ClaimDeskFields contractForm={contractForm} garage={garage} />
        <TextAreaField contractForm={contractForm} name="description" label={labels.description} required />
        <Field label="Photos and papers" hint="PDF, JPG or PNG up to 10 MB each, at most 10">
          <Button icon={<AttachRegular />} onClick={() => void files.pick().then((more) => setPicked([...picked, ...more].slice(0, 10)))}>Choose files…</Button>
          {picked.length > 0 ? <Caption1>{picked.map((file) => file.name).join(', ')}</Caption1> : null}
        </Field>
      </div>
    </FormScreen>
  );
}
