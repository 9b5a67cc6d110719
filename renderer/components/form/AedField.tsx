import { Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

/** Fils → the AED text an input shows ("1300", "1300.5"). */
export function filsToAedText(fils: unknown): string {
  return typeof fils === 'number' && Number.isFinite(fils) ? String(fils / 100) : '';
}

/** AED text → whole fils; `null` for an empty box, `NaN` for text that is not an amount. */
export function aedTextToFils(text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d{0,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

export interface AedFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  /** A fils field of the contract (`minimumPremiumFils`), possibly nested (`motorInsurance.x`). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/**
 * A money input in AED bound to a contract field held in fils: staff type `1,300.50`, the form
 * holds `130050`. The typed text is kept while it means the same amount, so `12.` stays `12.`.
 *
 * @example <AedField contractForm={f} name="minimumPremiumFils" label="Minimum Premium (AED)" required />
 */
export function AedField<S extends z.ZodObject>({ contractForm, name, label, required, hint }: AedFieldProps<S>) {
  const { field, fieldState } = useController({
    control: contractForm.form.control,
    name: name as Path<z.input<S> & FieldValues>,
  });
  const [text, setText] = useState(() => filsToAedText(field.value));
  const held: unknown = field.value;
  useEffect(() => {
    // A reset or a change from elsewhere (only `held` re-runs this): show it, unless the typed text already means it.
    const typed = aedTextToFils(text);
    const same = typed === held || (typed === null && (held === null || held === undefined));
    if (!same && !(Number.isNaN(typed) && typeof held === 'number' && Number.isNaN(held))) setText(filsToAedText(held));
  }, [held]);
  const message = fieldState.error?.message;
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : (hint ?? 'AED, up to 2 decimals')}>
      <Input
        inputMode="decimal"
        contentBefore="AED"
        name={field.name}
        ref={field.ref}
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          field.onChange(aedTextToFils(data.value));
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
