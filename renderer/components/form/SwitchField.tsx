import { Field, Switch } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

export interface SwitchFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  hint?: string;
}

/**
 * An on/off switch bound to a boolean schema field; its error (a rule between flags) shows under it.
 *
 * @example <SwitchField contractForm={f} name="isSupervisor" label="Supervisor" />
 */
export function SwitchField<S extends z.ZodObject>({ contractForm, name, label, hint }: SwitchFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const message = fieldState.error?.message;
  return (
    <Field validationMessage={message} hint={message ? undefined : hint}>
      <Switch
        label={label}
        name={field.name}
        ref={field.ref}
        checked={field.value === true}
        onChange={(_, data) => {
          field.onChange(data.checked);
          // A rule between flags is checked again as soon as one of them changes.
          if (contractForm.form.formState.submitCount > 0) void contractForm.form.trigger();
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
