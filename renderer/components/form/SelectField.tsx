import { Field, Select } from '@fluentui/react-components';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options whose label is their value (emirates, genders, bands). */
export const textOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export interface SelectFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  options: readonly SelectOption[];
  /** The first option, meaning "no value" (sent as null where the schema allows it). */
  emptyLabel?: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/**
 * A labelled native select bound to the form; `''` is "no value".
 *
 * @example <SelectField contractForm={f} name="parentMenuId" label="Parent menu" options={menus} emptyLabel="None (top level)" />
 */
export function SelectField<S extends z.ZodObject>({
  contractForm,
  name,
  label,
  options,
  emptyLabel,
  required,
  hint,
  disabled,
}: SelectFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const message = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : hint}>
      <Select
        name={field.name}
        ref={field.ref}
        value={value}
        disabled={disabled}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {value && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
