import {
  Badge, Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens,
} from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { z } from 'zod';
import type { EndpointKey } from '../../../shared/contract/index.js';
import {
  DOCUMENT_FIELDS, DOCUMENT_LABELS, PAPER_CHECK_TYPES, PaperVerificationResultSchema, type PaperCheckType, type PaperVerification,
} from '../../../shared/contract/scanned-documents/index.js';
import { formatDate } from '../../../shared/domain/format.js';
import { useHost } from '../../app/useHost.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { uploadError } from './useCancellationUpload.js';

const useStyles = makeStyles({
  checks: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  root: { display: 'contents' },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  check: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
});

/** The call that checks each paper against a policy (multipart, the policy in `policyId`). */
const CHECK_ENDPOINT: Record<PaperCheckType, EndpointKey> = {
  insuranceCertificate: 'scannedDocuments.verifyInsuranceCertificate',
  reversalInsurance: 'scannedDocuments.verifyReversalInsurance',
  exportCertificate: 'scannedDocuments.verifyExportCertificate',
  rtaLetter: 'scannedDocuments.verifyRtaLetter',
};
const PaperFormSchema = z.object({ paper: z.enum(PAPER_CHECK_TYPES) });
const FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;

/** A value as staff read it: dates as the app writes them, nothing as a dash. */
function shown(value: string | null): string {
  if (value === null) return 'nothing';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/**
 * Each named check of a paper against its policy: passed, or failed with what the policy holds
 * beside what the paper says.
 */
export function PaperChecks({ verification }: { verification: PaperVerification }) {
  const styles = useStyles();
  const labels = Object.fromEntries(DOCUMENT_FIELDS[verification.documentType].map((field) => [field.key, field.label]));
  return (
    <ul className={styles.checks} aria-label="Checks">
      {verification.checks.map((check) => (
        <li key={check.field} className={styles.check}>
          <Badge appearance="filled" color={check.ok ? 'success' : 'danger'}>{check.ok ? 'Passed' : 'Failed'}</Badge>
          <Body1>
            {check.ok
              ? `${labels[check.field] ?? check.field}: ${shown(check.found)}`
              : `${labels[check.field] ?? check.field}: expected ${check.expected === null ? 'nothing on record' : shown(check.expected)}, found ${check.found === null ? 'nothing readable' : shown(check.found)}`}
          </Body1>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Check paper": choose which cancellation paper it is (insurance certificate, reversal, export
 * certificate, RTA letter), upload it, and see each check against the policy in the same dialog.
 * Nothing is kept; the paper joins the request through "Add paper".
 */
export function CheckPaper({ policyId }: { policyId: string }) {
  const host = useHost();
  const file = usePickedDocument(FILE_KINDS, 'The paper');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ verification: PaperVerification; message: string } | null>(null);
  const styles = useStyles();
  const close = () => {
    file.clear();
    setResult(null);
    setOpen(false);
  };

  return (
    // Inside another form's dialog (raising a request), React would carry this form's submit and
    // Ctrl+S up to that form through the portal: they stop here.
    <div className={styles.root} onSubmit={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Button icon={<DocumentSearchRegular />} onClick={() => setOpen(true)}>Check paper</Button>
      <FieldsDialog
        open={open}
        title="Check a paper against the policy"
        description="The paper is read and compared with the policy, its customer and its car; it is not kept."
        schema={PaperFormSchema}
        fields={[{ name: 'paper', label: 'Paper', kind: 'select', required: true, options: PAPER_CHECK_TYPES.map((type) => [type, DOCUMENT_LABELS[type]] as const) }]}
        defaultValues={{ paper: 'insuranceCertificate' }}
        checkExtra={file.check}
        save={async ({ paper }) => {
          if (!file.file) return { status: 400, message: 'Choose the paper' };
          const answer = await host.files.upload({ fileId: file.file.id, endpoint: CHECK_ENDPOINT[paper], params: {}, fields: { policyId } });
          if (!answer.ok) return uploadError(answer.error);
          const parsed = PaperVerificationResultSchema.parse(answer.data);
          setResult({ verification: parsed.data, message: parsed.message });
          return null;
        }}
        // The dialog stays open on the checks; the next paper is chosen afresh.
        onSaved={file.clear}
        onClose={close}
        confirmLabel="Check paper"
      >
        <PickedFileField picked={file} label="Paper" required />
        {result ? (
          <section aria-label={`${DOCUMENT_LABELS[result.verification.documentType]} checks`} className={styles.result}>
            <MessageBar intent={result.verification.valid ? 'success' : 'warning'}>
              <MessageBarBody>{result.message}</MessageBarBody>
            </MessageBar>
            <PaperChecks verification={result.verification} />
          </section>
        ) : null}
      </FieldsDialog>
    </div>
  );
}
