import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import type { Permission } from '../../../shared/access/modules.js';
import { PolicyFinanceSchema, type PolicyFinance as Finance } from '../../../shared/contract/policies/policies.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { FieldList, type FieldItem } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { FieldsDialog, type DialogField } from '../../components/form/FieldsDialog.js';

const useStyles = makeStyles({ column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL } });

export type FinanceKey = keyof typeof PolicyFinanceSchema.shape;
const none = ['', 'Not set'] as const;
/** Every finance field a policy of any line keeps, in the order the block shows them. */
const FIELDS: ReadonlyArray<DialogField<FinanceKey>> = [
  { name: 'vatType', label: 'VAT type', kind: 'text' },
  { name: 'vatInvoiceAgreement', label: 'VAT invoice agreement', kind: 'text' },
  { name: 'category', label: 'Category', kind: 'select', options: [none, ['TPL', 'TPL'], ['Comprehensive Agency', 'Comprehensive Agency'], ['Comprehensive Non-Agency', 'Comprehensive Non-Agency']] },
  { name: 'group', label: 'Group', kind: 'select', options: [none, ['Individual', 'Individual'], ['Corporate', 'Corporate']] },
  { name: 'insCoReceipt', label: 'Ins. Co. receipt', kind: 'text' },
  { name: 'outletCode', label: 'Outlet code', kind: 'text' },
  { name: 'taxInvoice', label: 'Tax invoice', kind: 'text' },
  { name: 'taxInvoiceDate', label: 'Tax invoice date', kind: 'date' },
  { name: 'creditNote', label: 'Credit note', kind: 'text' },
  { name: 'creditNoteDate', label: 'Credit note date', kind: 'date' },
  { name: 'debitNote', label: 'Debit note', kind: 'text' },
  { name: 'debitNoteDate', label: 'Debit note date', kind: 'date' },
  { name: 'paymentId', label: 'Proof of payment ID', kind: 'text' },
];

/** The line's side of the block: which finance fields it keeps, who edits them and its `updatepolicydetails` mutation. */
export interface FinanceLine {
  fields: readonly FinanceKey[];
  permission: Permission;
  update: (arg: { id: string; body: Finance }) => PromiseLike<{ error?: unknown }>;
}

export interface PolicyFinanceProps {
  policy: { _id: string; ref: string; paidBy: string | null; finance: Finance };
  line: FinanceLine;
  /** The quote's figures, read-only, above the payment mode (motor's premium lines). */
  amounts?: readonly FieldItem[];
  /** Above the list (health's payable details). */
  children?: ReactNode;
}

/**
 * FIELDS.md "Finance" of a policy of any line: the quote's figures (read-only), the payment mode
 * and the line's finance fields, edited in one dialog saved through the line's `updatepolicydetails`.
 *
 * @example <PolicyFinance policy={policy} line={{ fields: ['taxInvoice'], permission: 'policy.update', update }} amounts={items} />
 */
export function PolicyFinance({ policy, line, amounts = [], children }: PolicyFinanceProps) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan(line.permission);
  const [editing, setEditing] = useState(false);
  const fields = FIELDS.filter((field) => line.fields.includes(field.name));
  const { finance } = policy;
  // Blank inputs for unset values: the dialog sends them back as null.
  const defaults = Object.fromEntries(fields.map((field) => [field.name, finance[field.name] ?? ''])) as never;

  return (
    <section aria-label="Finance" className={styles.column}>
      {children}
      <FieldList
        title="Finance"
        items={[
          ...amounts,
          { label: 'Payment mode', value: policy.paidBy },
          ...fields.map((field) => ({
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
        fields={fields}
        defaultValues={defaults}
        save={async (body) => callError(await line.update({ id: policy._id, body }))}
        onSaved={() => {
          setEditing(false);
          notify.success(`Policy ${policy.ref} saved`);
        }}
        onClose={() => setEditing(false)}
        confirmLabel="Save finance"
      />
    </section>
  );
}
