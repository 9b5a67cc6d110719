import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PolicyFinanceSchema } from '../../../shared/contract/policies/policies.schema.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { FieldsDialog, type DialogField } from '../../components/form/FieldsDialog.js';
import { useUpdatePolicyMutation, type PolicyDetailRecord } from './policiesApi.js';

const useStyles = makeStyles({ column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL } });

type FinanceKey = keyof typeof PolicyFinanceSchema.shape;
const none = ['', 'Not set'] as const;
const FIELDS: ReadonlyArray<DialogField<FinanceKey>> = [
  { name: 'vatType', label: 'VAT type', kind: 'text' },
  { name: 'vatInvoiceAgreement', label: 'VAT invoice agreement', kind: 'text' },
  { name: 'category', label: 'Category', kind: 'select', options: [none, ['TPL', 'TPL'], ['Comprehensive Agency', 'Comprehensive Agency'], ['Comprehensive Non-Agency', 'Comprehensive Non-Agency']] },
  { name: 'group', label: 'Group', kind: 'select', options: [none, ['Individual', 'Individual'], ['Corporate', 'Corporate']] },
  { name: 'insCoReceipt', label: 'Ins. Co. receipt', kind: 'text' },
  { name: 'outletCode', label: 'Outlet code', kind: 'text' },
  { name: 'taxInvoice', label: 'Tax invoice', kind: 'text' },
  { name: 'creditNote', label: 'Credit note', kind: 'text' },
  { name: 'creditNoteDate', label: 'Credit note date', kind: 'date' },
  { name: 'debitNote', label: 'Debit note', kind: 'text' },
  { name: 'debitNoteDate', label: 'Debit note date', kind: 'date' },
  { name: 'paymentId', label: 'Proof of payment ID', kind: 'text' },
];

/** FIELDS.md "Finance": the quote's figures (read-only) and the finance fields, saved through `updatepolicydetails`. */
export function PolicyFinance({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const [editing, setEditing] = useState(false);
  const [update] = useUpdatePolicyMutation();
  const { quote, finance } = policy;
  const discountFils = quote ? quote.lines.filter((line) => line.amountFils < 0).reduce((sum, line) => sum + line.amountFils, 0) : null;
  // Blank inputs for unset values: the dialog sends them back as null.
  const defaults = Object.fromEntries(FIELDS.map((field) => [field.name, finance[field.name] ?? ''])) as never;
  const save = async (body: Parameters<typeof update>[0]['body']): Promise<HostCallError | null> => {
    const result = await update({ id: policy._id, body });
    return callError(result);
  };

  return (
    <div className={styles.column}>
      <FieldList
        title="Finance"
        items={[
          { label: 'Base premium', value: formatAed(quote?.priceFils) },
          { label: 'Vat on Premium', value: formatAed(quote?.vatFils) },
          { label: 'Processing fee', value: formatAed(quote?.adminFeeFils) },
          { label: 'Total Discount', value: formatAed(discountFils === null ? null : -discountFils) },
          { label: 'Total Premium', value: formatAed(quote ? quote.totalFils - quote.vatFils : null) },
          { label: 'Grand Total', value: formatAed(quote?.totalFils ?? policy.premiumFils) },
          { label: 'Payment mode', value: policy.paidBy },
          ...FIELDS.map((field) => ({
            label: field.label,
            value: field.kind === 'date' ? formatDate(finance[field.name]) : show(finance[field.name]),
          })),
        ]}
      >
        {canUpdate ? (
          <div>
            <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
              Edit finance details
            </Button>
          </div>
        ) : null}
      </FieldList>
      <FieldsDialog
        open={editing}
        title={`Finance details of ${policy.ref}`}
        schema={PolicyFinanceSchema}
        fields={FIELDS}
        defaultValues={defaults}
        save={save}
        onSaved={() => {
          setEditing(false);
          notify.success(`Policy ${policy.ref} saved`);
        }}
        onClose={() => setEditing(false)}
        confirmLabel="Save finance"
      />
    </div>
  );
}
