import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreatePaymentLinkSchema, PAYMENT_LINK_PROVIDERS } from '../../../shared/contract/payment-link/payment-link.schema.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { AedField } from '../../components/form/AedField.js';
import { ErrorSummary } from '../../components/form/ErrorSummary.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { TextField } from '../../components/form/TextField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { useCreatePaymentLinkMutation } from './paymentLinkApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const labels = { billAmountFils: 'Amount', comments: 'Comments', provider: 'Provider', email: 'Customer e-mail', mobileNumber: 'Customer mobile' } as const;

/**
 * `/payment-link/create` "Payment details": the amount in AED and a comment, the provider, then
 * Generate Payment Link; the new link opens with its share dialog. One idempotency key per form,
 * so a repeated click or a retry after a lost answer gives the same link. The customer's e-mail
 * and mobile, when staff know them, are checked against the blacklist (the server refuses a
 * blacklisted contact and says why) and not stored.
 */
export default function PaymentLinkCreate() {
  const styles = useStyles();
  const grid = useFormGridStyles();
  const navigate = useNavigate();
  const [create] = useCreatePaymentLinkMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  useDocumentTitle('New payment link');
  const contractForm = useContractForm({
    schema: CreatePaymentLinkSchema,
    labels,
    defaultValues: { comments: '', provider: 'card', paidBy: 'CRM - Admin', idempotencyKey },
    save: async (values) => saveResult(await create(values)),
    onSaved: (link) => void navigate(`/payment-link/${encodeURIComponent(link._id)}`, { state: { share: true } }),
  });
  const { submit, saving } = contractForm;

  return (
    <section className={styles.root}>
      <Title2 as="h1">Payment details</Title2>
      <Body1>Fields marked * are required.</Body1>
      <ErrorSummary contractForm={contractForm} title="The payment link was not created" />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={grid.grid}>
          <AedField contractForm={contractForm} name="billAmountFils" label="Amount (AED)" required />
          <SelectField contractForm={contractForm} name="provider" label="Provider" options={PAYMENT_LINK_PROVIDERS} />
          <TextField contractForm={contractForm} name="email" label={labels.email} type="email" autoComplete="off" hint="Optional: checked against the blacklist" />
          <TextField contractForm={contractForm} name="mobileNumber" label={labels.mobileNumber} autoComplete="off" inputMode="tel" hint="Optional: checked against the blacklist" />
          <TextAreaField contractForm={contractForm} name="comments" label="Comments" />
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <LinkRegular />} aria-busy={saving}>
            {saving ? 'Generating…' : 'Generate Payment Link'}
          </Button>
          <Button type="button" onClick={() => void navigate('/payment-link')}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
