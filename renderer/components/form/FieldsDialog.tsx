import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { HostCallError } from '../../app/baseQuery.js';
import { NumberField } from './NumberField.js';
import { SelectField } from './SelectField.js';
import { TextAreaField } from './TextAreaField.js';
import { TextField } from './TextField.js';
import { useContractFormBase, type ContractFormBase } from './useContractForm.js';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface DialogField<N extends string> {
  name: N;
  label: string;
  kind: 'number' | 'text' | 'textarea' | 'date' | 'select' | 'password';
  /** For `password`: lets password managers fill the right value. */
  autoComplete?: 'current-password' | 'new-password';
  /** For `select`: value and label; an empty first option stands for "none". */
  options?: ReadonlyArray<readonly [string, string]>;
  required?: boolean;
  hint?: string;
  min?: number;
  max?: number;
  step?: number;
}

export interface FieldsDialogProps<S extends z.ZodObject> {
  open: boolean;
  title: string;
  /** Read before the fields (what the action does, a warning); linked as the dialog's description. */
  description?: ReactNode;
  schema: S;
  fields: ReadonlyArray<DialogField<keyof z.input<S> & string>>;
  defaultValues: DefaultValues<z.input<S> & FieldValues>;
  /** More inputs after the fields (a file picker); `checkExtra` validates them on submit. */
  children?: ReactNode;
  checkExtra?: () => boolean;
  /** Saves; `null` when the server agreed. Field errors land on their fields, the rest above them. */
  save: (values: z.output<S>) => Promise<HostCallError | null>;
  onSaved: () => void;
  onClose: () => void;
  confirmLabel: string;
}

/**
 * A small form in a dialog, built on the contract form every full form uses
 * (`useContractFormBase`): validated by the contract's schema on blur and on submit, a blank
 * field "… is required", server field errors on their fields and the rest above them, Ctrl+S
 * saves, double submits are ignored, and nothing closes until the server agreed. Opening and
 * closing both start over from `defaultValues`, so nothing typed (a password) outlives the dialog.
 *
 * @example <FieldsDialog open title="Edit price" schema={EditPriceSchema} fields={[...]} defaultValues={{ price }} save={save} onSaved={done} onClose={close} confirmLabel="Save price" />
 */
export function FieldsDialog<S extends z.ZodObject>({
  open,
  title,
  description,
  schema,
  fields,
  defaultValues,
  children,
  checkExtra,
  save,
  onSaved,
  onClose,
  confirmLabel,
}: FieldsDialogProps<S>) {
  const styles = useStyles();
  const descriptionId = useId();
  const labels = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, field.label])) as Partial<Record<keyof z.input<S> & string, string>>, [fields]);
  const contractForm = useContractFormBase({
    schema,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    labels,
    save: async (values: z.output<S>) => {
      const error = await save(values);
      return error ? { ok: false as const, error } : { ok: true as const, data: null };
    },
    onSaved: () => onSaved(),
    checkExtra,
  });
  const { submit } = contractForm;
  const { startOver } = contractForm;
  // Each opening starts from the current values (a price saved meanwhile, a new total); closing forgets what was typed.
  useEffect(() => startOver(defaultValues), [open]);

  const shown = new Set<string>(fields.map((field) => field.name));
  // What no input of the dialog can show: refusals naming no field, or a field the dialog does not ask for.
  const formError = contractForm.summary
    .filter((item) => !item.field || !shown.has(item.field.split('.')[0]!))
    .map((item) => item.message)
    .join(' ');

  const close = () => {
    if (contractForm.saving) return;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open ? close() : undefined)}>
      <DialogSurface onKeyDown={onKeyDown} aria-describedby={description ? descriptionId : undefined}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {description ? <div id={descriptionId}>{description}</div> : null}
              {formError ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              ) : null}
              {fields.map((item) => (
                <DialogInput key={item.name} contractForm={contractForm} item={item} />
              ))}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={contractForm.saving}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={contractForm.saving}
                aria-busy={contractForm.saving}
                icon={contractForm.saving ? <Spinner size="tiny" /> : undefined}
              >
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** One field of the dialog, drawn by the form's own input of its kind. */
function DialogInput<S extends z.ZodObject>({ contractForm, item }: { contractForm: ContractFormBase<S>; item: DialogField<keyof z.input<S> & string> }) {
  const { name, label, required, hint } = item;
  const common = { contractForm, name, label, required, hint };
  switch (item.kind) {
    case 'number':
      return <NumberField {...common} min={item.min} max={item.max} step={item.step} />;
    case 'select':
      return <SelectField {...common} options={(item.options ?? []).map(([value, text]) => ({ value, label: text }))} />;
    case 'textarea':
      return <TextAreaField {...common} />;
    case 'date':
    case 'password':
      return <TextField {...common} type={item.kind} autoComplete={item.autoComplete} />;
    case 'text':
      return <TextField {...common} />;
  }
}
