import { Field, Input } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

export interface NumberFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  required?: boolean;
  hint?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
}

/**
 * A labelled number input bound to a numeric schema field: the form holds a number, an empty
 * box holds `undefined`, sent as `null` where the field may be blank (`useContractForm`) and
 * otherwise left out (a new record takes the schema's default, an edit keeps the stored value).
 *
 * @example <NumberField contractForm={f} name="maxDiscount" label="Maximum discount (%)" min={0} max={100} />
 */
export function NumberField<S extends z.ZodObject>({
  contractForm,
  name,
  label,
  required,
  hint,
  min,
  max,
  step,
}: NumberFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const message = fieldState.error?.message;
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : '';
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : hint}>
      <Input
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(_, data) => field.onChange(data.value.trim() === '' ? undefined : Number(data.value))}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
