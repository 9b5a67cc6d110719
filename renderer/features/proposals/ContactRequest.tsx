import { Button, Tooltip } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Permission } from '../../../shared/access/modules.js';
import { ApplyForContactSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import type { useApplyForQuoteContactMutation } from './proposalsApi.js';

type ContactQuote = { _id: string; ref: string; proposalId: string; companyName: string; planName: string; appliedForContactAt: string | null };

/** A line's "applied for contact" call and who may record it (motor's, health's…): same body and answer. */
export interface ContactRequestApi {
  useApply: typeof useApplyForQuoteContactMutation;
  permission: Permission;
}

/** FIELDS.md "Applied for Contact": Yes with when the customer asked, or No. */
export const appliedForContactText = (quote: Pick<ContactQuote, 'appliedForContactAt'>) =>
  (quote.appliedForContactAt ? `Yes, ${formatDateTime(quote.appliedForContactAt)}` : 'No');

/**
 * A quote row's "Customer asked to be contacted": staff record that the customer phoned or wrote
 * in about this quote, with an optional note for the proposal's history. Shown while the quote is
 * not yet applied for contact, to those with the line's quote rights.
 *
 * @example <ContactRequestButton quote={quote} api={{ useApply: useApplyForQuoteContactMutation, permission: 'quote.update' }} />
 */
export function ContactRequestButton({ quote, api, disabled = false }: { quote: ContactQuote; api: ContactRequestApi; disabled?: boolean }) {
  const notify = useNotify();
  const canApply = useCan(api.permission);
  const [apply] = api.useApply();
  const [open, setOpen] = useState(false);
  if (!canApply || quote.appliedForContactAt) return null;
  return (
    <>
      {/* Icon-only: the quote tables are wide, and the insurer's name must keep to two lines. */}
      <Tooltip content="Customer asked to be contacted" relationship="description">
        <Button
          size="small" icon={<CallRegular />} disabled={disabled} aria-label={`Customer asked to be contacted about quote ${quote.ref}`}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <FieldsDialog
        open={open}
        title={`Customer asked to be contacted about quote ${quote.ref}`}
        description={`${quote.companyName} ${quote.planName}: the quote shows as applied for contact and the proposal's agent is notified.`}
        schema={ApplyForContactSchema}
        fields={[{ name: 'note', label: 'Note', kind: 'textarea', hint: 'Optional: when and how to call, kept in the proposal history' }]}
        defaultValues={{ note: '' }}
        save={async ({ note }) => {
          const outcome = await apply({ quoteId: quote._id, proposalId: quote.proposalId, note: note || undefined });
          if (outcome.data) notify.success(outcome.data.message);
          return callError(outcome);
        }}
        onSaved={() => setOpen(false)}
        onClose={() => setOpen(false)}
        confirmLabel="Save"
      />
    </>
  );
}
