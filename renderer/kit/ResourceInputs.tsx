import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldDef } from '../../shared/kit/fields.js';
import { AedField } from '../components/form/AedField.js';
import { useFormGridStyles } from '../components/form/formGrid.js';
import { NumberField } from '../components/form/NumberField.js';
import { RichTextField } from '../components/form/RichTextField.js';
import { SelectField } from '../components/form/SelectField.js';
import { SwitchField } from '../components/form/SwitchField.js';
import { TextAreaField } from '../components/form/TextAreaField.js';
import { TextField } from '../components/form/TextField.js';
import type { ContractForm } from '../components/form/useContractForm.js';
import { GroupInput } from './GroupInput.js';
import type { AnyResource } from './resourceApi.js';
import type { ReferenceChoices, ResourceUi } from './resourceUi.js';

type Form = ContractForm<z.ZodObject>;

function ReferenceInput({ contractForm, name, field, choices, recordId }: { contractForm: Form; name: string; field: FieldDef; choices: ReferenceChoices; recordId?: string }) {
  const { options, failed } = choices.useOptions(recordId);
  return (
    <SelectField
      contractForm={contractForm} name={name} label={field.label} options={options} emptyLabel={choices.emptyLabel}
      hint={failed ? `The ${field.label.toLowerCase()} choices could not be loaded` : field.hint}
    />
  );
}

function FieldInput({ contractForm, name, field, ui, recordId }: { contractForm: Form; name: string; field: FieldDef; ui: ResourceUi<AnyResource>; recordId?: string }) {
  const common = { contractForm, name, label: field.label, hint: field.hint };
  const own = ui.inputs?.[name];
  if (own) return own({ contractForm, name, field });
  switch (field.kind) {
    case 'text':
      return <TextField {...common} required={field.required} />;
    case 'longText':
      return <TextAreaField {...common} required={field.required} />;
    case 'richText':
      return <RichTextField {...common} required={field.required} />;
    case 'image':
      return null; // chosen beside the fields and uploaded after the save (`ResourceForm`)
    case 'integer':
      return <NumberField {...common} step={1} />;
    case 'decimal':
      return <NumberField {...common} required step="any" />;
    case 'date':
      return <TextField {...common} type="date" required={field.required} />;
    case 'money':
      return <AedField {...common} required={field.required} />;
    case 'flag':
      return <SwitchField {...common} />;
    case 'choice':
      return <SelectField {...common} options={field.choices ?? []} />;
    case 'group':
      return <GroupInput contractForm={contractForm} name={name} field={field} />;
    case 'reference': {
      const choices = ui.references?.[name];
      if (!choices) throw new Error(`The ${name} reference has no choices in its resource's screens`);
      return <ReferenceInput contractForm={contractForm} name={name} field={field} choices={choices} recordId={recordId} />;
    }
  }
}

/**
 * Every field of a resource's form, in the order the resource declares them, each with the input
 * its kind takes; formatted text spans the whole row, after the others.
 */
export function ResourceInputs<R extends AnyResource>({ ui, contractForm, recordId, children }: { ui: ResourceUi<R>; contractForm: Form; recordId?: string; children?: ReactNode }) {
  const formGrid = useFormGridStyles();
  // A field the screen fixes (a child's parent) has no input.
  const fields = Object.entries(ui.resource.fields).filter(([key]) => !(ui.fixed && key in ui.fixed));
  const input = ([name, field]: [string, FieldDef]) => (
    <FieldInput key={name} contractForm={contractForm} name={name} field={field} ui={ui} recordId={recordId} />
  );
  return (
    <>
      <div className={formGrid.grid}>
        {fields.filter(([, field]) => field.kind !== 'richText').map(input)}
        {children}
      </div>
      {fields.filter(([, field]) => field.kind === 'richText').map(input)}
    </>
  );
}
