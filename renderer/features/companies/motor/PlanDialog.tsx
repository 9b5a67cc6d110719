import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody,
  Select, Spinner, Switch, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  INSURANCE_TYPES, MotorPlanInputSchema, REPAIR_CONDITIONS, type InsuranceType, type RepairCondition,
} from '../../../../shared/contract/companies/companies.schema.js';
import { callError } from '../../../app/baseQuery.js';
import { useNotify } from '../../../app/notify.js';
import { useCreatePlanMutation, useUpdatePlanMutation, type PlanRecord } from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL, REPAIR_LABEL } from '../labels.js';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors.js';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Draft {
  planName: string;
  insuranceType: InsuranceType;
  repairCondition: RepairCondition | '';
  description: string;
  isActive: boolean;
}

/** Create or edit a motor plan in a dialog: name, comprehensive or third party, agency or garage repair. */
export function PlanDialog({ companyId, plan, open, onClose }: { companyId: string; plan?: PlanRecord; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [createPlan, creation] = useCreatePlanMutation();
  const [updatePlan, update] = useUpdatePlanMutation();
  const [draft, setDraft] = useState<Draft>(() => ({
    planName: plan?.planName ?? '',
    insuranceType: plan?.insuranceType ?? 'comprehensive',
    repairCondition: plan?.repairCondition ?? (plan ? '' : 'agency'),
    description: plan?.description ?? '',
    isActive: plan?.isActive ?? true,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const busy = creation.isLoading || update.isLoading;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const fields = {
      planName: draft.planName,
      insuranceType: draft.insuranceType,
      repairCondition: draft.insuranceType === 'comprehensive' && draft.repairCondition ? draft.repairCondition : null,
      description: draft.description.trim() ? draft.description : null,
      isActive: draft.isActive,
    };
    const body = { companyId, ...fields };
    const parsed = MotorPlanInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setMessage(undefined);
    const outcome = plan
      ? await updatePlan({ id: plan._id, companyId, body: fields })
      : await createPlan(body);
    if (outcome.error) {
      const error = callError(outcome)!;
      const fields = fieldErrorsOf(error.fieldErrors);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(error.message);
      return;
    }
    notify.success(`Plan ${draft.planName.trim()} saved`);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
              event.preventDefault();
              void save();
            }
          }}
        >
          <DialogBody>
            <DialogTitle>{plan ? `Edit plan ${plan.planName}` : 'New motor plan'}</DialogTitle>
            <DialogContent className={styles.body}>
              {message ? (
                <MessageBar intent="error">
                  <MessageBarBody>{message}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Plan name" required validationMessage={errors.planName}>
                <Input value={draft.planName} onChange={(_, d) => set('planName', d.value)} dir="auto" />
              </Field>
              <Field label="Insurance Type" required validationMessage={errors.insuranceType}>
                <Select value={draft.insuranceType} onChange={(_, d) => set('insuranceType', d.value as InsuranceType)}>
                  {INSURANCE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {INSURANCE_TYPE_LABEL[type]}
                    </option>
                  ))}
                </Select>
              </Field>
              {draft.insuranceType === 'comprehensive' ? (
                <Field label="Repair Condition" validationMessage={errors.repairCondition}>
                  <Select value={draft.repairCondition} onChange={(_, d) => set('repairCondition', d.value as RepairCondition | '')}>
                    <option value="">Not stated</option>
                    {REPAIR_CONDITIONS.map((repair) => (
                      <option key={repair} value={repair}>
                        {REPAIR_LABEL[repair]}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : null}
              <Field label="Description" validationMessage={errors.description}>
                <Textarea value={draft.description} onChange={(_, d) => set('description', d.value)} dir="auto" />
              </Field>
              <Switch label="Plan is active" checked={draft.isActive} onChange={(_, d) => set('isActive', d.checked)} />
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : undefined}>
                Save plan
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
