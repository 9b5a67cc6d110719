import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import type { Channel } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { CustomerPicker, useCustomerChoice } from '../customers/public.js';
import { useAssignEvoucherCodeMutation, type CodeRecord } from './evouchersApi.js';

/** Sends a code (or the next available one) to a customer chosen by search, by e-mail or SMS; the message goes through the outbox. */
export function AssignDialog({ evoucherId, code, onClose }: { evoucherId: string; code: CodeRecord | null; onClose: () => void }) {
  const notify = useNotify();
  const choice = useCustomerChoice();
  const [channel, setChannel] = useState<Channel>('email');
  const [assign, assigning] = useAssignEvoucherCodeMutation();
  const send = async () => {
    if (!choice.check() || !choice.customer) return;
    const outcome = await assign({ id: evoucherId, body: { customerId: choice.customer._id, channel, ...(code && { codeId: code._id }) } });
    if (outcome.error) return choice.setError(errorText(outcome.error));
    notify.success(outcome.data.message ?? 'Code sent');
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{code ? `Send code ${code.code}` : 'Send the next available code'}</DialogTitle>
          <DialogContent>
            <CustomerPicker required {...choice.pickerProps} />
            <Field label="Send by">
              <RadioGroup value={channel} onChange={(_, data) => setChannel(data.value as Channel)} layout="horizontal">
                <Radio value="email" label="E-mail" />
                <Radio value="sms" label="SMS" />
              </RadioGroup>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={assigning.isLoading} onClick={() => void send()}>Send</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
