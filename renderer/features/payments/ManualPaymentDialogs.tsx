import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { ManualPaymentSchema } from '../../../shared/contract/payments/payments.schema.js';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, type PickedDocument } from './PickedFileField.js';
import { useRecordManualPayment } from './manualPayment.js';
import type { PaymentsApi } from './paymentsApi.js';
import { FEE_NOT_ZERO } from './processingFee.js';

const ManualDirectSchema = ManualPaymentSchema.required({ proofAmount: true });
const BankTransferSchema = ManualPaymentSchema.pick({ orderRef: true });

export type ManualPaymentStep = 'feeNotice' | 'direct' | 'bank';

/**
 * The payments staff record by hand (FIELDS.md "Payment flows"): "Paid to the company" with its
 * proof (refused while the quote carries a processing fee) and "Pay by bank transfer", through the line's calls.
 */
export function ManualPaymentDialogs({ quote, step, proof, onClose, api }: { quote: Quote; step: ManualPaymentStep | null; proof: PickedDocument; onClose: () => void; api: PaymentsApi }) {
  const notify = useNotify();
  const [recordBank] = api.useBankTransfer();
  const recordManual = useRecordManualPayment(api);

  const saveDirect = async (values: { orderRef: string; proofAmount: number }) => {
    if (!proof.file) return { status: 400, message: 'Proof of payment is required' };
    const error = await recordManual(quote._id, proof.file, { paidBy: 'CRM - Direct to insurance company', orderRef: values.orderRef, proofAmount: values.proofAmount });
    return error;
  };
  const saveBank = async (values: { orderRef: string }) => {
    const result = await recordBank({ id: quote._id, body: { paidBy: 'CRM - Bank transfer', orderRef: values.orderRef } });
    return callError(result);
  };

  return (
    <>
      <Dialog open={step === 'feeNotice'} modalType="alert" onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Processing fees must be 0</DialogTitle>
            <DialogContent>{FEE_NOT_ZERO}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <FieldsDialog
        open={step === 'direct'}
        title="Paid to the company"
        description={`Record that ${quote.customerName} paid ${quote.companyName} directly. Attach the proof (image or PDF).`}
        schema={ManualDirectSchema}
        fields={[
          { name: 'proofAmount', label: 'Paid Amount in AED', kind: 'number', required: true, min: 0, step: 0.01 },
          { name: 'orderRef', label: 'Transaction Ref Number', kind: 'text', required: true },
        ]}
        defaultValues={{ paidBy: 'CRM - Direct to insurance company', orderRef: '', proofAmount: Math.round(quote.totalFils) / 100 }}
        checkExtra={proof.check}
        save={saveDirect}
        onSaved={() => {
          onClose();
          notify.success(`Payment of quote ${quote.ref} recorded`);
        }}
        onClose={onClose}
        confirmLabel="Record payment"
      >
        <PickedFileField picked={proof} label="Proof of payment" required />
      </FieldsDialog>
      <FieldsDialog
        open={step === 'bank'}
        title="Pay by bank transfer"
        description={`Record the bank transfer of ${formatAed(quote.totalFils)} for quote ${quote.ref}.`}
        schema={BankTransferSchema}
        fields={[{ name: 'orderRef', label: 'Transaction Ref Number', kind: 'text', required: true }]}
        defaultValues={{ orderRef: '' }}
        save={saveBank}
        onSaved={() => {
          onClose();
          notify.success(`Bank transfer of quote ${quote.ref} recorded`);
        }}
        onClose={onClose}
        confirmLabel="Record transfer"
      />
    </>
  );
}
