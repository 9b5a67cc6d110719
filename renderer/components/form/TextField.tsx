import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

export interface TextFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  required?: boolean;
  /** Shown only while the field has no error (a field shows a hint or an error, never both). */
  hint?: string;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  dirAuto?: boolean;
}

/**
 * A labelled input above its message, bound to the form. Fluent's `Input` is controlled, so it
 * goes through `useController` rather than `register`.
 *
 * @example <TextField contractForm={f} name="fullName" label="Full name" required />
 */
export function TextField<S extends z.ZodObject>({
  contractForm,
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  dirAuto,
}: TextFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const message = fieldState.error?.message;
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : hint}>
      <Input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dirAuto ? 'auto' : undefined}
        name={field.name}
        ref={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
