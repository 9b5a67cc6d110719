import { useState } from 'react';
import { RedeemFormSchema } from '../../../shared/contract/partners/partners.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { saveResult } from '../../components/form/useContractForm.js';
import { CustomerPicker, useCustomerChoice } from '../customers/public.js';
import { useRedeemOfferMutation } from './validatedOffersApi.js';

/**
 * "Redeem for a customer": the customer (chosen by search) and the bill; the server applies the
 * offer and refuses once the customer has used it up to its limit, which the dialog shows.
 */
export function RedeemDialog({ offer, onClose }: { offer: { _id: string; discountTitle: string }; onClose: () => void }) {
  const notify = useNotify();
  const [redeem] = useRedeemOfferMutation();
  const choice = useCustomerChoice();
  // Mounted per opening, so each opening has its own key: a retry after a lost answer gives the same redemption, not a second use.
  const [requestKey] = useState(() => crypto.randomUUID());
  return (
    <FieldsDialog
      open
      title={`Redeem ${offer.discountTitle} for a customer`}
      description="Each customer may use the offer up to its limit."
      schema={RedeemFormSchema}
      fields={[{ name: 'billAed', label: 'Bill amount (AED)', kind: 'number', required: true, min: 0, step: 0.01 }]}
      defaultValues={{}}
      checkExtra={choice.check}
      save={async ({ billAed }) => {
        const customerId = choice.customer?._id;
        if (!customerId) return null;
        const result = saveResult(await redeem({ id: offer._id, body: { customerId, billFils: Math.round(billAed * 100), requestKey } }));
        if (!result.ok) return result.error;
        const { savedFils, used, limit } = result.data.data;
        notify.success(`Offer redeemed: ${formatAed(savedFils)} off`, `Used ${used} of ${limit} times by this customer`);
        return null;
      }}
      onSaved={onClose}
      onClose={onClose}
      confirmLabel="Redeem"
    >
      <CustomerPicker required {...choice.pickerProps} />
    </FieldsDialog>
  );
}
