import { Button, Caption1 } from '@fluentui/react-components';
import { ArrowUploadRegular, EditRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PolicySmsSchema } from '../../../shared/contract/customers/customers.schema.js';
import { PolicyUpdateSchema } from '../../../shared/contract/policies/policies.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useHost } from '../../app/useHost.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { errorText } from '../../components/errorText.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { insuranceTypeLabel, repairLabel } from '../quotations/public.js';
import { CompanyChange } from './CompanyChange.js';
import { apiWithPolicies, useResendPolicyEmailMutation, useSharePolicySmsMutation, useUpdatePolicyMutation, type PolicyDetailRecord } from './policiesApi.js';
import { usePolicySectionStyles } from './policySectionStyles.js';

const CompanyNumberSchema = PolicyUpdateSchema.pick({ companyPolicyNumber: true }).required();
const POLICY_FILE_KINDS = ['pdf'] as const;

type Dialog = null | 'number' | 'sms' | 'upload' | 'resend';

/** The insurer's side of a policy: its company and number, the insurer's file, and sending that file to the customer. */
export function CurrentPolicy({ policy }: { policy: PolicyDetailRecord }) {
  const styles = usePolicySectionStyles();
  const host = useHost();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const canShare = useCan('customer.update');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdatePolicyMutation();
  const [resend, resending] = useResendPolicyEmailMutation();
  const [sms] = useSharePolicySmsMutation();
  const file = usePickedDocument(POLICY_FILE_KINDS, 'Policy file', 'PDF');
  const [uploading, setUploading] = useState(false);
  const close = () => setDialog(null);

  const upload = async (): Promise<HostCallError | null> => {
    if (!file.file) return { status: 400, message: 'Policy file is required' };
    setUploading(true);
    const result = await host.files.upload({ fileId: file.file.id, endpoint: 'customers.uploadPolicy', params: { id: policy._id } });
    setUploading(false);
    if (!result.ok) return { status: result.error.status, message: result.error.message };
    dispatch(apiWithPolicies.util.invalidateTags([{ type: 'Policy', id: policy._id }, { type: 'Policy', id: 'LIST' }]));
    return null;
  };

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
        {canUpdate ? (
          <Button icon={<EditRegular />} onClick={() => setDialog('number')}>
            Edit company policy number
          </Button>
        ) : null}
        {canShare ? (
          <>
            <Button
              icon={<ArrowUploadRegular />}
              onClick={() => {
                file.clear();
                setDialog('upload');
              }}
            >
              {policy.hasFile ? 'Replace policy file' : 'Upload policy file'}
            </Button>
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
        open={dialog === 'number'}
        title={`Insurance company policy number of ${policy.ref}`}
        schema={CompanyNumberSchema}
        fields={[{ name: 'companyPolicyNumber', label: 'Insurance Company Policy Number', kind: 'text', required: true }]}
        defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
        save={async (body) => callError(await update({ id: policy._id, body }))}
        onSaved={() => {
          close();
          notify.success(`Policy ${policy.ref} saved`);
        }}
        onClose={close}
        confirmLabel="Save number"
      />
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
      <FieldsDialog
        open={dialog === 'upload'}
        title={`Upload the insurer's file of ${policy.ref}`}
        description="The insurer's policy document (PDF) and its policy number."
        schema={CompanyNumberSchema}
        fields={[{ name: 'companyPolicyNumber', label: 'Insurance Company Policy Number', kind: 'text', required: true }]}
        defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
        checkExtra={file.check}
        save={async (body) => {
          if (body.companyPolicyNumber !== policy.companyPolicyNumber) {
            const error = callError(await update({ id: policy._id, body }));
            if (error) return error;
          }
          return upload();
        }}
        onSaved={() => {
          close();
          notify.success(`Policy file of ${policy.ref} uploaded`);
        }}
        onClose={close}
        confirmLabel={uploading ? 'Uploading…' : 'Upload'}
      >
        <PickedFileField picked={file} label="Policy file" required />
      </FieldsDialog>
    </section>
  );
}
