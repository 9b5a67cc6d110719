import { useState } from 'react';
import { RedeemFormSchema } from '../../../shared/contract/partners/partners.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { saveResult } from '../../components/form/useContractForm.js';
import { CustomerPicker } from '../customers/index.js';
import { useRedeemOfferMutation } from './validatedOffersApi.js';

/**
 * "Redeem for a customer": the customer (chosen by search) and the bill; the server applies the
 * offer and refuses once the customer has used it up to its limit, which the dialog shows.
 */
export function RedeemDialog({ offer, open, onClose }: { offer: { _id: string; discountTitle: string }; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [redeem] = useRedeemOfferMutation();
  const [customerId, setCustomerId] = useState<string>();
  const [customerError, setCustomerError] = useState<string>();
  // One key per opening: a retry after a lost answer gives the same redemption, not a second use.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const close = () => {
    setCustomerId(undefined);
    setCustomerError(undefined);
    setRequestKey(crypto.randomUUID());
    onClose();
  };
  return (
    <FieldsDialog
      open={open}
      title={`Redeem ${offer.discountTitle} for a customer`}
      description="Each customer may use the offer up to its limit."
      schema={RedeemFormSchema}
      fields={[{ name: 'billAed', label: 'Bill amount (AED)', kind: 'number', required: true, min: 0, step: 0.01 }]}
      defaultValues={{}}
      checkExtra={() => {
        setCustomerError(customerId ? undefined : 'Choose a customer');
        return Boolean(customerId);
      }}
      save={async ({ billAed }) => {
        const result = saveResult(await redeem({ id: offer._id, body: { customerId: customerId!, billFils: Math.round(billAed * 100), requestKey } }));
        if (!result.ok) return result.error;
        const { savedFils, used, limit } = result.data.data;
        notify.success(`Offer redeemed: ${formatAed(savedFils)} off`, `Used ${used} of ${limit} times by this customer`);
        return null;
      }}
      onSaved={close}
      onClose={close}
      confirmLabel="Redeem"
    >
      <CustomerPicker
        required
        validationMessage={customerError}
        onChange={(customer) => {
          setCustomerId(customer?._id);
          if (customer) setCustomerError(undefined);
        }}
      />
    </FieldsDialog>
  );
}
