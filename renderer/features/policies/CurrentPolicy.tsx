import { Button, Caption1 } from '@fluentui/react-components';
import { MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PolicySmsSchema } from '../../../shared/contract/customers/customers.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { errorText } from '../../components/errorText.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { insuranceTypeLabel, repairLabel } from '../quotations/public.js';
import { CompanyChange } from './CompanyChange.js';
import { InsurerFileActions } from './InsurerFileActions.js';
import { apiWithPolicies, useResendPolicyEmailMutation, useSharePolicySmsMutation, useUpdatePolicyMutation, type PolicyDetailRecord } from './policiesApi.js';
import { usePolicySectionStyles } from './policySectionStyles.js';

type Dialog = null | 'sms' | 'resend';

/** The insurer's side of a policy: its company and number, the insurer's file, and sending that file to the customer. */
export function CurrentPolicy({ policy }: { policy: PolicyDetailRecord }) {
  const styles = usePolicySectionStyles();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const canShare = useCan('customer.update');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdatePolicyMutation();
  const [resend, resending] = useResendPolicyEmailMutation();
  const [sms] = useSharePolicySmsMutation();
  const close = () => setDialog(null);

  const sendEmail = async () => {
    const result = await resend(policy._id);
    close();
    if ('error' in result) notify.error(errorText(result.error));
    else notify.success(`Policy ${policy.ref} e-mailed to ${policy.customer.email}`);
  };

  return (
    <section className={styles.section}>
      <FieldList
        title="Current policy"
        items={[
          { label: 'Company', value: policy.companyName },
          { label: 'Policy issue', value: formatDate(policy.startDate) },
          { label: 'Policy expiry', value: formatDate(policy.expiryDate) },
          { label: 'Insurance Company Policy Number', value: policy.companyPolicyNumber },
          { label: 'Type', value: insuranceTypeLabel(policy.insuranceType) },
          { label: 'Ref No', value: policy.ref },
          { label: 'Repair Type', value: repairLabel(policy.repairCondition) },
          { label: 'Source', value: policy.source },
          { label: 'Policy file', value: policy.hasFile ? 'Uploaded' : 'Not uploaded' },
        ]}
      />
      <div className={styles.actions}>
        {canUpdate ? <CompanyChange policy={policy} /> : null}
        <InsurerFileActions
          policy={policy}
          numberLabel="Insurance Company Policy Number"
          canEditNumber={canUpdate}
          canUpload={canShare}
          saveNumber={(body) => update({ id: policy._id, body })}
          uploadEndpoint="customers.uploadPolicy"
          onUploaded={() => dispatch(apiWithPolicies.util.invalidateTags([{ type: 'Policy', id: policy._id }, { type: 'Policy', id: 'LIST' }]))}
        />
        {canShare ? (
          <>
            <Button icon={<MailRegular />} disabled={!policy.hasFile || resending.isLoading} onClick={() => setDialog('resend')}>
              Re-send email
            </Button>
            <Button icon={<PhoneRegular />} disabled={!policy.hasFile} onClick={() => setDialog('sms')}>
              Send by SMS
            </Button>
            {!policy.hasFile ? <Caption1>Upload the insurer's file before sending it.</Caption1> : null}
          </>
        ) : null}
      </div>

      <FieldsDialog
        open={dialog === 'sms'}
        title={`Send policy ${policy.ref} by SMS`}
        schema={PolicySmsSchema}
        fields={[{ name: 'toMobileNumber', label: 'Mobile number', kind: 'text', required: true, hint: 'UAE mobile, e.g. 050 123 4567' }]}
        defaultValues={{ toMobileNumber: policy.customer.mobileNumber }}
        save={async (body) => callError(await sms({ id: policy._id, body }))}
        onSaved={() => {
          close();
          notify.success(`Policy ${policy.ref} sent by SMS`);
        }}
        onClose={close}
        confirmLabel="Send SMS"
      />
      <ConfirmDialog
        open={dialog === 'resend'}
        title={`E-mail policy ${policy.ref} again?`}
        body={`The policy document is sent to ${policy.customer.email}.`}
        confirmLabel="Send email"
        busy={resending.isLoading}
        onConfirm={() => void sendEmail()}
        onCancel={close}
      />
    </section>
  );
}
