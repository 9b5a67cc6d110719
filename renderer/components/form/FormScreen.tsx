import {
  Body1,
  Button,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { ErrorSummary } from './ErrorSummary.js';
import type { ContractForm } from './useContractForm.js';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '960px',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface FormScreenProps<S extends z.ZodObject> {
  title: string;
  /** Names the record in the unsaved-changes prompt. */
  recordName: string;
  contractForm: ContractForm<S>;
  cancelTo: string;
  children: ReactNode;
}

/**
 * A create or edit screen: h1, error summary linking to each field, the inputs, Save (spinner,
 * Ctrl+S, double submits ignored) and Cancel, and the unsaved-changes prompt.
 *
 * @example <FormScreen title="Edit customer" recordName={name} contractForm={f} cancelTo={`/customers/${id}`}><CustomerInputs form={f} /></FormScreen>
 */
export function FormScreen<S extends z.ZodObject>({ title, recordName, contractForm, cancelTo, children }: FormScreenProps<S>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { submit, saving, blocker } = contractForm;
  useDocumentTitle(title);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [submit]);

  return (
    <section className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <Body1 className={styles.note}>Fields marked * are required.</Body1>
      <ErrorSummary contractForm={contractForm} title={`${recordName} was not saved`} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : undefined} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button type="button" onClick={() => void navigate(cancelTo)}>
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        body={`Your changes to ${recordName} will be lost.`}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </section>
  );
}
