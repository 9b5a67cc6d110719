import { Caption1, Checkbox, Field, Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { VEHICLE_TYPES } from '../../../../shared/contract/companies/companies.schema.js';
import type { ContractForm } from '../../../components/form/useContractForm.js';
import type { PlanRecord } from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL, VEHICLE_TYPE_LABEL } from '../labels.js';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A plan of the company; `emptyLabel` offers "no plan" (null), e.g. "Every plan". */
export function PlanSelectField<S extends z.ZodObject>({
  contractForm, name = 'planId', plans, required, emptyLabel,
}: { contractForm: ContractForm<S>; name?: string; plans: readonly PlanRecord[]; required?: boolean; emptyLabel?: string }) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name: name as Path<z.input<S> & FieldValues> });
  const value: unknown = field.value;
  return (
    <Field label="Plan" required={required} validationMessage={fieldState.error?.message}>
      <Select
        name={field.name}
        ref={field.ref}
        value={typeof value === 'string' ? value : ''}
        onChange={(_, data) => field.onChange(data.value === '' && emptyLabel ? null : data.value)}
        onBlur={field.onBlur}
      >
        <option value="">{emptyLabel ?? 'Choose a plan…'}</option>
        {plans.map((plan) => (
          <option key={plan._id} value={plan._id}>
            {plan.planName} ({INSURANCE_TYPE_LABEL[plan.insuranceType]})
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Vehicle types as chips-like checkboxes; none chosen means every type. */
export function VehicleTypesField<S extends z.ZodObject>({ contractForm, name = 'vehicleType' }: { contractForm: ContractForm<S>; name?: string }) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control: contractForm.form.control, name: name as Path<z.input<S> & FieldValues> });
  const chosen = new Set(Array.isArray(field.value) ? (field.value as string[]) : []);
  return (
    <fieldset className={styles.group}>
      <legend>
        <Label>Vehicle Type</Label>
      </legend>
      <div className={styles.row}>
        {VEHICLE_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={VEHICLE_TYPE_LABEL[type]}
            checked={chosen.has(type)}
            onChange={(_, data) => {
              const next = new Set(chosen);
              if (data.checked === true) next.add(type);
              else next.delete(type);
              field.onChange(VEHICLE_TYPES.filter((t) => next.has(t)));
            }}
          />
        ))}
      </div>
      {fieldState.error?.message ? (
        <Caption1 role="alert" className={styles.error}>
          {fieldState.error.message}
        </Caption1>
      ) : (
        <Caption1>None chosen: every vehicle type</Caption1>
      )}
    </fieldset>
  );
}
