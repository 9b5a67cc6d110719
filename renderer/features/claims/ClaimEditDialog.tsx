import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ClaimUpdateSchema } from '../../../shared/contract/claims/claims.schema.js';
import { AedField } from '../../components/form/AedField.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { saveResult, useContractFormBase } from '../../components/form/useContractForm.js';
import { ClaimDeskFields, CLAIM_DESK_LABELS } from './ClaimDeskFields.js';
import { GaragePicker, type PickedGarage } from './GaragePicker.js';
import { useUpdateClaimMutation, type ClaimRecord } from './claimsApi.js';

const labels = {
  description: 'Description', garageId: 'Garage', repairEstimateFils: 'Repair estimate', preAccidentValueFils: 'Pre-accident value', ...CLAIM_DESK_LABELS,
};

/**
 * "Edit claim": the garage (the insurer's network first; one outside it asks why, and the reason is
 * kept with who gave it), the repair estimate and pre-accident value (total loss above half), the
 * assigned staff and the description.
 */
export function ClaimEditDialog({ claim, open, onClose }: { claim: ClaimRecord; open: boolean; onClose: () => void }) {
  const grid = useFormGridStyles();
  const [update] = useUpdateClaimMutation();
  const initialGarage = claim.garage ? { _id: claim.garage._id, name: claim.garage.name, inNetwork: claim.garage.inNetwork } : null;
  const [garage, setGarage] = useState<PickedGarage | null>(initialGarage);
  const defaults = {
    description: claim.description, garageId: claim.garage?._id ?? null, garageOverrideReason: claim.garageOverride?.reason ?? '',
    repairEstimateFils: claim.repairEstimateFils, preAccidentValueFils: claim.preAccidentValueFils, assignedTo: claim.assignedTo?._id ?? '',
  };
  const contractForm = useContractFormBase({
    schema: ClaimUpdateSchema,
    defaultValues: defaults,
    labels,
    save: async (values) => saveResult(await update({ id: claim._id, body: { ...values, ...(garage?.inNetwork !== false && { garageOverrideReason: null }) } })),
    onSaved: onClose,
  });
  const { startOver, form } = contractForm;
  useEffect(() => {
    startOver(defaults);
    setGarage(initialGarage);
  }, [open]);

  const choose = (picked: PickedGarage | null) => {
    setGarage(picked);
    form.setValue('garageId', picked?._id ?? null, { shouldDirty: true });
  };
  const formError = contractForm.summary.filter((item) => !item.field || !(item.field in labels)).map((item) => item.message).join(' ');

  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open && !contractForm.saving ? onClose() : undefined)}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => { event.preventDefault(); void contractForm.submit(); }}>
          <DialogBody>
            <DialogTitle>{`Edit claim ${claim.claimNo}`}</DialogTitle>
            <DialogContent>
              {formError ? <MessageBar intent="error" layout="multiline"><MessageBarBody>{formError}</MessageBarBody></MessageBar> : null}
              <div className={grid.grid}>
                <GaragePicker
                  companyId={claim.insurer._id}
                  companyName={claim.insurer.companyName}
                  value={garage}
                  onChange={choose}
                  message={form.formState.errors.garageId?.message}
                />
                <AedField contractForm={contractForm} name="repairEstimateFils" label={labels.repairEstimateFils} />
                <AedField contractForm={contractForm} name="preAccidentValueFils" label={labels.preAccidentValueFils} hint="A repair above half of it is a total loss" />
                <ClaimDeskFields contractForm={contractForm} garage={garage} />
                <TextAreaField contractForm={contractForm} name="description" label={labels.description} required />
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={contractForm.saving}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={contractForm.saving} icon={contractForm.saving ? <Spinner size="tiny" /> : undefined}>Save claim</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
