import { Caption1, Combobox, Field, Option, OptionGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { garagesHooks, useGetCompanyGaragesQuery } from '../garages/public.js';

export interface PickedGarage {
  _id: string;
  name: string;
  inNetwork: boolean;
}

/** Garages offered per search in each group. */
const SHOWN = 20;

/**
 * Picks a claim's garage by name, area or emirate: the insurer's network garages first, then the
 * others, each saying whether it is in the network (the override reason depends on it).
 */
export function GaragePicker({ companyId, companyName, value, onChange, message }: {
  companyId: string;
  companyName: string;
  value: PickedGarage | null;
  onChange: (garage: PickedGarage | null) => void;
  message?: string | undefined;
}) {
  const [typed, setTyped] = useState(value?.name ?? '');
  // As the network dialog does: each keystroke asks, and RTK Query keeps the answers.
  const search = typed.trim();
  const network = useGetCompanyGaragesQuery({ id: companyId, page: 1, size: SHOWN, ...(search && { search }) });
  const all = garagesHooks.useList({ page: 1, size: SHOWN, sortField: 'name', sortDirection: 'asc', search });
  const inNetwork = network.currentData?.data ?? [];
  const networkIds = new Set(inNetwork.map((garage) => garage._id));
  const others = (all.currentData?.data ?? []).filter((garage) => !networkIds.has(garage._id));
  const label = (garage: { name: string; area: string; emirate: string }) => `${garage.name} – ${garage.area}, ${garage.emirate}`;
  const pick = (id: string | undefined) => {
    const inside = inNetwork.find((garage) => garage._id === id);
    const outside = others.find((garage) => garage._id === id);
    const chosen = inside ?? outside;
    onChange(chosen ? { _id: chosen._id, name: chosen.name, inNetwork: Boolean(inside) } : null);
  };

  return (
    <Field
      label="Garage"
      validationMessage={message}
      hint={message ? undefined : value ? (value.inNetwork ? `In ${companyName}'s network` : `Not in ${companyName}'s network`) : 'Search by name, area or emirate'}
    >
      <Combobox
        freeform
        clearable
        value={typed}
        selectedOptions={value ? [value._id] : []}
        placeholder="Search garages"
        onInput={(event) => setTyped((event.target as HTMLInputElement).value)}
        onOptionSelect={(_, data) => {
          setTyped(data.optionText ?? '');
          pick(data.optionValue);
        }}
      >
        <OptionGroup label={`In ${companyName}'s network`}>
          {inNetwork.map((garage) => <Option key={garage._id} value={garage._id} text={garage.name}>{`${label(garage)} (in network)`}</Option>)}
        </OptionGroup>
        <OptionGroup label="Outside the network">
          {others.map((garage) => <Option key={garage._id} value={garage._id} text={garage.name}>{`${label(garage)} (not in network)`}</Option>)}
        </OptionGroup>
        {inNetwork.length + others.length === 0 ? <Caption1>{network.isFetching || all.isFetching ? 'Searching…' : 'No garage matches'}</Caption1> : null}
      </Combobox>
    </Field>
  );
}
