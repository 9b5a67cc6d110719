import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDef } from '../../shared/kit/fields.js';
import { NumberField } from '../components/form/NumberField.js';
import { SelectField } from '../components/form/SelectField.js';
import { TextField } from '../components/form/TextField.js';
import type { ContractForm } from '../components/form/useContractForm.js';

const useStyles = makeStyles({
  group: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

type Form = ContractForm<z.ZodObject>;

/** One input of an entry, as its item's kind takes it. */
function ItemInput({ contractForm, name, item, label }: { contractForm: Form; name: string; item: FieldDef; label: string }) {
  const common = { contractForm, name: name as never, label, hint: item.hint };
  switch (item.kind) {
    case 'choice':
      return <SelectField {...common} options={item.choices ?? []} />;
    case 'integer':
      return <NumberField {...common} step={1} />;
    case 'date':
      return <TextField {...common} type="date" required={item.required} />;
    default:
      return <TextField {...common} required={item.required} />;
  }
}

/** A new entry: each item's default (a choice's, a number's), a blank text where it has none. */
export function blankEntry(field: FieldDef): Record<string, unknown> {
  return Object.fromEntries(Object.entries(field.item ?? {}).map(([key, item]) => {
    const fallback = item.input.safeParse(undefined);
    return [key, fallback.success && fallback.data !== undefined && fallback.data !== null ? fallback.data : ''];
  }));
}

/**
 * The rows of a repeated group (a partner's locations): one input per item field in each row (a
 * text, a select of a choice, a day, a whole number),
 * a row removed by its button (never below the group's minimum, which the rules state), one
 * added by "Add". Each input's error names its row (`locations.1.googleLocation`).
 */
export function GroupInput({ contractForm, name, field }: { contractForm: ContractForm<z.ZodObject>; name: string; field: FieldDef }) {
  const styles = useStyles();
  const { fields: rows, append, remove } = useFieldArray({ control: contractForm.form.control as Control<FieldValues>, name });
  const items = Object.entries(field.item ?? {});
  const error = (contractForm.form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <fieldset className={styles.group}>
      <legend><Subtitle2>{field.label}</Subtitle2></legend>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.row}>
          {items.map(([key, item]) => (
            <ItemInput key={key} contractForm={contractForm} name={`${name}.${index}.${key}`} item={item} label={`${item.label} ${index + 1}`} />
          ))}
          <Button icon={<DeleteRegular />} aria-label={`Remove ${field.label.toLowerCase()} ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
      {error ? <span role="alert">{error}</span> : null}
      <div><Button icon={<AddRegular />} onClick={() => append(blankEntry(field))}>Add {field.label.toLowerCase()}</Button></div>
    </fieldset>
  );
}
