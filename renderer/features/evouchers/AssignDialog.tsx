import { Button, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import type { Channel } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { useAssignEvoucherCodeMutation, useFindEvoucherCustomersQuery, type CodeRecord } from './evouchersApi.js';

/** Sends a code (or the next available one) to a customer chosen by search, by e-mail or SMS; the message goes through the outbox. */
export function AssignDialog({ evoucherId, code, onClose }: { evoucherId: string; code: CodeRecord | null; onClose: () => void }) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<string>();
  const [channel, setChannel] = useState<Channel>('email');
  const [error, setError] = useState<string>();
  const found = useFindEvoucherCustomersQuery(search.trim(), { skip: search.trim().length < 2 });
  const [assign, assigning] = useAssignEvoucherCodeMutation();
  const send = async () => {
    if (!customerId) return setError('Choose a customer');
    const outcome = await assign({ id: evoucherId, body: { customerId, channel, ...(code && { codeId: code._id }) } });
    if (outcome.error) return setError(errorText(outcome.error));
    notify.success(outcome.data.message ?? 'Code sent');
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{code ? `Send code ${code.code}` : 'Send the next available code'}</DialogTitle>
          <DialogContent>
            <Field label="Customer" required validationMessage={error}>
              <Combobox
                placeholder="Type a name, e-mail or mobile"
                freeform
                value={search}
                onChange={(event) => { setSearch(event.target.value); setCustomerId(undefined); }}
                onOptionSelect={(_, data) => { setCustomerId(data.optionValue); setSearch(data.optionText ?? ''); setError(undefined); }}
              >
                {(found.data?.data ?? []).map((customer) => (
                  <Option key={customer._id} value={customer._id} text={customer.fullName}>{`${customer.fullName} (${customer.email})`}</Option>
                ))}
              </Combobox>
            </Field>
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
