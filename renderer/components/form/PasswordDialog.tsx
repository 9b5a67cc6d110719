import type { z } from 'zod';
import { FieldsDialog, type FieldsDialogProps } from './FieldsDialog.js';

export interface PasswordDialogField<N extends string> {
  name: N;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

export interface PasswordDialogProps<S extends z.ZodObject>
  extends Pick<FieldsDialogProps<S>, 'open' | 'title' | 'schema' | 'save' | 'onSaved' | 'onClose'> {
  /** The password inputs, in order; their names are the schema's keys. */
  fields: ReadonlyArray<PasswordDialogField<keyof z.input<S> & string>>;
  confirmLabel?: string;
}

/**
 * A `FieldsDialog` of required password inputs validated by a contract schema (matching passwords
 * included). Paste and password managers work.
 *
 * @example <PasswordDialog open title="Change password" schema={ChangePasswordSchema} fields={[...]} save={save} onSaved={done} onClose={close} />
 */
export function PasswordDialog<S extends z.ZodObject>({ fields, confirmLabel = 'Change password', ...rest }: PasswordDialogProps<S>) {
  return (
    <FieldsDialog
      {...rest}
      fields={fields.map((field) => ({ ...field, kind: 'password', required: true }))}
      defaultValues={Object.fromEntries(fields.map((field) => [field.name, ''])) as FieldsDialogProps<S>['defaultValues']}
      confirmLabel={confirmLabel}
    />
  );
}
