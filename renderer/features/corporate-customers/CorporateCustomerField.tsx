import { Caption1, Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { useGetCorporateCustomerNamesQuery } from './corporateCustomersApi.js';

/**
 * The corporate customer a proposal is for, searched by name as it is typed (the server answers
 * the first matches); the form keeps its id. Other features use it through `public.ts`.
 */
export function CorporateCustomerField<S extends z.ZodObject>({ contractForm, name, initialName = '' }: {
  contractForm: ContractForm<S>;
  name: keyof z.input<S> & string;
  initialName?: string;
}) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name: name as Path<z.input<S> & FieldValues> });
  const [typed, setTyped] = useState(initialName);
  const names = useGetCorporateCustomerNamesQuery(typed.trim());
  const found = names.currentData ?? [];
  const message = fieldState.error?.message;
  return (
    <Field label="Company (corporate customer)" required validationMessage={message} hint={message ? undefined : 'Search by company name'}>
      <Combobox
        freeform
        value={typed}
        selectedOptions={typeof field.value === 'string' && field.value ? [field.value] : []}
        placeholder="Search corporate customers"
        onInput={(event) => {
          setTyped((event.target as HTMLInputElement).value);
          field.onChange('');
        }}
        onOptionSelect={(_, data) => {
          setTyped(data.optionText ?? '');
          field.onChange(data.optionValue ?? '');
        }}
        onBlur={field.onBlur}
      >
        {found.map((customer) => <Option key={customer._id} value={customer._id} text={customer.name}>{customer.name}</Option>)}
        {found.length === 0 ? <Caption1>{names.isFetching ? 'Searching…' : names.isError ? 'Corporate customers could not be loaded' : 'No company matches'}</Caption1> : null}
      </Combobox>
    </Field>
  );
}
