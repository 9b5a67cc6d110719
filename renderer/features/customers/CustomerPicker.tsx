import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useGetCustomersQuery, type CustomerRecord } from './customersApi.js';

/** Searches start at two characters, as the list's search does not narrow on one. */
const MIN_SEARCH = 2;
const SHOWN = 10;

export type PickedCustomer = Pick<CustomerRecord, '_id' | 'fullName' | 'email' | 'mobileNumber'>;

/**
 * The customer a dialog acts for and the message under its `CustomerPicker`: `check` says
 * "Choose a customer" when none is chosen, `setError` shows another (the server's), and choosing
 * one clears it.
 *
 * @example const choice = useCustomerChoice(); … <CustomerPicker required {...choice.pickerProps} />
 */
export function useCustomerChoice() {
  const [customer, setCustomer] = useState<PickedCustomer>();
  const [error, setError] = useState<string>();
  return {
    customer,
    setError,
    check: () => {
      setError(customer ? undefined : 'Choose a customer');
      return customer !== undefined;
    },
    pickerProps: {
      validationMessage: error,
      onChange: (picked: PickedCustomer | undefined) => {
        setCustomer(picked);
        if (picked) setError(undefined);
      },
    },
  };
}

/**
 * Chooses one customer by typing a name, e-mail or mobile (the customers list's own search), for
 * any screen that acts for a customer. The list opens as soon as the text changes, typed or
 * pasted; changing the text after a choice clears it, so `onChange` always names what is shown.
 *
 * @example <CustomerPicker required validationMessage={error} onChange={(customer) => setCustomerId(customer?._id)} />
 */
export function CustomerPicker({ label = 'Customer', required, validationMessage, onChange }: {
  label?: string;
  required?: boolean;
  validationMessage?: string | undefined;
  onChange: (customer: PickedCustomer | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = search.trim();
  const found = useGetCustomersQuery({ page: 1, size: SHOWN, search: term }, { skip: term.length < MIN_SEARCH });
  const customers = term.length < MIN_SEARCH ? [] : found.currentData?.data ?? [];
  const empty = found.isFetching ? 'Searching…' : term.length < MIN_SEARCH ? `Type at least ${MIN_SEARCH} characters` : 'No customer found';
  return (
    <Field label={label} required={required} validationMessage={validationMessage}>
      <Combobox
        freeform
        placeholder="Type a name, e-mail or mobile"
        value={search}
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          onChange(undefined);
        }}
        onOptionSelect={(_, data) => {
          const customer = customers.find((c) => c._id === data.optionValue);
          if (!customer) return;
          setSearch(customer.fullName);
          onChange(customer);
        }}
      >
        {customers.length === 0 ? <Option disabled value="" text={empty}>{empty}</Option> : null}
        {customers.map((customer) => (
          <Option key={customer._id} value={customer._id} text={customer.fullName}>{`${customer.fullName} (${customer.email || customer.mobileNumber})`}</Option>
        ))}
      </Combobox>
    </Field>
  );
}
