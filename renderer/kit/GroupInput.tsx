import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDef } from '../../shared/kit/fields.js';
import { TextField } from '../components/form/TextField.js';
import type { ContractForm } from '../components/form/useContractForm.js';

const useStyles = makeStyles({
  group: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

/**
 * The rows of a repeated group (a partner's locations): one input per item field in each row,
 * a row removed by its button (never below the group's minimum, which the rules state), one
 * added by "Add". Each input's error names its row (`locations.1.googleLocation`).
 */
export function GroupInput({ contractForm, name, field }: { contractForm: ContractForm<z.ZodObject>; name: string; field: FieldDef }) {
  const styles = useStyles();
  const { fields: rows, append, remove } = useFieldArray({ control: contractForm.form.control as Control<FieldValues>, name });
  const items = Object.entries(field.item ?? {});
  const blank = Object.fromEntries(items.map(([key]) => [key, '']));
  const error = (contractForm.form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <fieldset className={styles.group}>
      <legend><Subtitle2>{field.label}</Subtitle2></legend>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.row}>
          {items.map(([key, item]) => (
            <TextField key={key} contractForm={contractForm} name={`${name}.${index}.${key}` as never} label={`${item.label} ${index + 1}`} required={item.required} hint={item.hint} />
          ))}
          <Button icon={<DeleteRegular />} aria-label={`Remove ${field.label.toLowerCase()} ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
      {error ? <span role="alert">{error}</span> : null}
      <div><Button icon={<AddRegular />} onClick={() => append(blank)}>Add {field.label.toLowerCase()}</Button></div>
    </fieldset>
  );
}
