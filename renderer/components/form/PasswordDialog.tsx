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
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/contract/constants.js';
import type { HostCallError } from '../../app/baseQuery.js';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface PasswordDialogField<N extends string> {
  name: N;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

export interface PasswordDialogProps<S extends z.ZodObject> {
  open: boolean;
  title: string;
  /** The password inputs, in order; their names are the schema's keys. */
  fields: ReadonlyArray<PasswordDialogField<keyof z.input<S> & string>>;
  /** The contract's schema (matching passwords included). */
  schema: S;
  /** Saves; an error's field messages land on the fields, the rest above them. */
  save: (values: z.output<S>) => Promise<HostCallError | null>;
  onSaved: () => void;
  onClose: () => void;
  confirmLabel?: string;
}

/**
 * A dialog of password inputs validated by a contract schema: errors inline, server field errors
 * on their fields, Ctrl+S saves, double submits are ignored. Paste and password managers work.
 *
 * @example <PasswordDialog open title="Change password" schema={ChangePasswordSchema} fields={[...]} save={save} onSaved={done} onClose={close} />
 */
export function PasswordDialog<S extends z.ZodObject>({
  open,
  title,
  fields,
  schema,
  save,
  onSaved,
  onClose,
  confirmLabel = 'Change password',
}: PasswordDialogProps<S>) {
  type In = z.input<S> & FieldValues;
  const styles = useStyles();
  const defaults = Object.fromEntries(fields.map((field) => [field.name, ''])) as In;
  const { control, handleSubmit, setError, reset } = useForm<In, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onBlur',
    defaultValues: defaults as never,
  });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);

  const close = () => {
    if (busy.current) return;
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setFormError(null);
    try {
      const error = await save(values);
      if (!error) {
        reset(defaults);
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
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open ? close() : undefined)}>
      <DialogSurface onKeyDown={onKeyDown}>
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
              {formError ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              ) : null}
              {fields.map((field) => (
                <Controller
                  key={field.name}
                  control={control}
                  name={field.name as Path<In>}
                  render={({ field: input, fieldState }) => (
                    <Field label={field.label} required validationMessage={fieldState.error?.message}>
                      <Input
                        type="password"
                        autoComplete={field.autoComplete}
                        name={input.name}
                        ref={input.ref}
                        value={typeof input.value === 'string' ? input.value : ''}
                        onChange={(_, data) => input.onChange(data.value)}
                        onBlur={input.onBlur}
                      />
                    </Field>
                  )}
                />
              ))}
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={close} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : undefined} aria-busy={saving}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
