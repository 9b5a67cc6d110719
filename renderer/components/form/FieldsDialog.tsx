import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/contract/constants.js';
import type { HostCallError } from '../../app/baseQuery.js';

function blanksToNull(schema: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if (typeof value === 'string' && value.trim() === '' && field?.safeParse(null).success) out[key] = null;
  }
  return out;
}

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
 * A small form in a dialog, validated by a contract schema on blur and on submit: errors inline,
 * server field errors on their fields, Ctrl+S saves, double submits are ignored, and nothing
 * closes until the server agreed. Opening and closing both start over from `defaultValues`,
 * so nothing typed (a password) outlives the dialog.
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
  type In = z.input<S> & FieldValues;
  const styles = useStyles();
  const descriptionId = useId();
  const { control, handleSubmit, setError, reset } = useForm<In, unknown, z.output<S>>({
    // A blank optional input means "no value": '' becomes null where the schema accepts null.
    resolver: ((values: Record<string, unknown>, context: unknown, options: unknown) =>
      (zodResolver(schema as never) as (...args: unknown[]) => unknown)(blanksToNull(schema, values), context, options)) as never,
    mode: 'onBlur',
    defaultValues,
  });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);

  // Each opening starts from the current values (a price saved meanwhile, a new total); closing forgets what was typed.
  useEffect(() => {
    reset(defaultValues);
    setFormError(null);
  }, [open]);

  const close = () => {
    if (busy.current) return;
    onClose();
  };

  const submit = handleSubmit(
    async (values) => {
      if (busy.current) return;
      if (checkExtra && !checkExtra()) return;
      busy.current = true;
      setSaving(true);
      setFormError(null);
      try {
        const error = await save(values);
        if (!error) {
          onSaved();
          return;
        }
        const rest: string[] = [];
        for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
          const name = path.replace(/^body\./, '');
          if (fields.some((field) => field.name === name)) setError(name as Path<In>, { type: 'server', message });
          else rest.push(message);
        }
        if (!error.fieldErrors || Object.keys(error.fieldErrors).length === 0) rest.push(error.message || MESSAGES.unexpected);
        setFormError(rest.length > 0 ? rest.join(' ') : null);
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    () => {
      checkExtra?.();
    },
  );

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
                <Controller
                  key={item.name}
                  control={control}
                  name={item.name as Path<In>}
                  render={({ field, fieldState }) => {
                    const message = fieldState.error?.message;
                    const common = { name: field.name, onBlur: field.onBlur };
                    return (
                      <Field label={item.label} required={item.required} validationMessage={message} hint={message ? undefined : item.hint}>
                        {item.kind === 'number' ? (
                          <Input
                            {...common}
                            ref={field.ref}
                            type="number"
                            inputMode="decimal"
                            min={item.min}
                            max={item.max}
                            step={item.step}
                            value={typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : ''}
                            onChange={(_, data) => field.onChange(data.value.trim() === '' ? undefined : Number(data.value))}
                          />
                        ) : item.kind === 'select' ? (
                          <Select
                            {...common}
                            ref={field.ref}
                            value={typeof field.value === 'string' ? field.value : ''}
                            onChange={(_, data) => field.onChange(data.value)}
                          >
                            {(item.options ?? []).map(([value, text]) => (
                              <option key={value} value={value}>
                                {text}
                              </option>
                            ))}
                          </Select>
                        ) : item.kind === 'textarea' ? (
                          <Textarea
                            {...common}
                            ref={field.ref}
                            resize="vertical"
                            value={typeof field.value === 'string' ? field.value : ''}
                            onChange={(_, data) => field.onChange(data.value)}
                          />
                        ) : (
                          <Input
                            {...common}
                            ref={field.ref}
                            type={item.kind === 'date' || item.kind === 'password' ? item.kind : 'text'}
                            autoComplete={item.autoComplete}
                            value={typeof field.value === 'string' ? field.value : ''}
                            onChange={(_, data) => field.onChange(data.value)}
                          />
                        )}
                      </Field>
                    );
                  }}
                />
              ))}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={saving}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving} aria-busy={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
