import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { z } from 'zod';
import { PolicyUpdateSchema } from '../../../shared/contract/policies/policies.schema.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';

// Every line's policy update takes the motor policy's number rule (health's schema picks it from motor's).
const CompanyNumberSchema = PolicyUpdateSchema.pick({ companyPolicyNumber: true }).required();
type CompanyNumber = z.output<typeof CompanyNumberSchema>;
const POLICY_FILE_KINDS = ['pdf'] as const;

interface InsurerFileActionsProps {
  policy: { _id: string; ref: string; companyPolicyNumber: string | null; hasFile: boolean };
  /** The number's label on this line's policy page. */
  numberLabel: string;
  canEditNumber: boolean;
  canUpload: boolean;
  /** Saves the insurer's policy number (the line's policy update call). */
  saveNumber: (body: CompanyNumber) => Promise<{ error?: unknown }>;
  /** The line's upload endpoint of the policy file. */
  uploadEndpoint: string;
  /** Refreshes what shows the policy once its file is stored. */
  onUploaded: () => void;
}

/**
 * The insurer's side of a policy that staff keep up to date on every line: its policy number, and
 * its policy document (PDF) uploaded with the number it carries.
 */
export function InsurerFileActions({ policy, numberLabel, canEditNumber, canUpload, saveNumber, uploadEndpoint, onUploaded }: InsurerFileActionsProps) {
  const host = useHost();
  const notify = useNotify();
  const [dialog, setDialog] = useState<null | 'number' | 'upload'>(null);
  const file = usePickedDocument(POLICY_FILE_KINDS, 'Policy file', 'PDF');
  const [uploading, setUploading] = useState(false);
  const close = () => setDialog(null);
  const fields = [{ name: 'companyPolicyNumber' as const, label: numberLabel, kind: 'text' as const, required: true }];
  const defaultValues = { companyPolicyNumber: policy.companyPolicyNumber ?? '' };

  const upload = async (): Promise<HostCallError | null> => {
    if (!file.file) return { status: 400, message: 'Policy file is required' };
    setUploading(true);
    const uploaded = await host.files.upload({ fileId: file.file.id, endpoint: uploadEndpoint, params: { id: policy._id } });
    setUploading(false);
    if (!uploaded.ok) return { status: uploaded.error.status, message: uploaded.error.message };
    onUploaded();
    return null;
  };

  return (
    <>
      {canEditNumber ? <Button icon={<EditRegular />} onClick={() => setDialog('number')}>Edit company policy number</Button> : null}
      {canUpload ? (
        <Button
          icon={<ArrowUploadRegular />}
          onClick={() => {
            file.clear();
            setDialog('upload');
          }}
        >
          {policy.hasFile ? 'Replace policy file' : 'Upload policy file'}
        </Button>
      ) : null}

      <FieldsDialog
        open={dialog === 'number'}
        title={`${numberLabel} of ${policy.ref}`}
        schema={CompanyNumberSchema}
        fields={fields}
        defaultValues={defaultValues}
        save={async (body) => callError(await saveNumber(body))}
        onSaved={() => {
          close();
          notify.success(`Policy ${policy.ref} saved`);
        }}
        onClose={close}
        confirmLabel="Save number"
      />
      <FieldsDialog
        open={dialog === 'upload'}
        title={`Upload the insurer's file of ${policy.ref}`}
        description="The insurer's policy document (PDF) and its policy number."
        schema={CompanyNumberSchema}
        fields={fields}
        defaultValues={defaultValues}
        checkExtra={file.check}
        save={async (body) => {
          if (body.companyPolicyNumber !== policy.companyPolicyNumber) {
            const error = callError(await saveNumber(body));
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
    </>
  );
}
