import { Field, Textarea } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

export interface TextAreaFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  required?: boolean;
  hint?: string;
}

/**
 * A labelled paragraph of text bound to the form; free text, so the browser picks its direction (Arabic reads right to left).
 *
 * @example <TextAreaField contractForm={f} name="description" label="Description" required />
 */
export function TextAreaField<S extends z.ZodObject>({ contractForm, name, label, required, hint }: TextAreaFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const message = fieldState.error?.message;
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : hint}>
      <Textarea
        name={field.name}
        ref={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        resize="vertical"
        dir="auto"
      />
    </Field>
  );
}
