import { Badge, Body1, Button, Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  INSURER_DOCUMENT_LABELS, INSURER_DOCUMENTS, InsurerDocumentFieldsSchema, type InsurerDocumentKind, type InsurerDocuments as Captured,
} from '../../../shared/contract/health-proposals/insurer-documents.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useDownload } from '../../app/useDownload.js';
import { LoadError } from '../../components/LoadError.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { useCaptureInsurerDocument } from './insurerDocumentsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  label: { minWidth: '110px' },
});

const CaptureSchema = InsurerDocumentFieldsSchema.pick({ number: true, date: true });
const FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;

/** The dialog of one document: its number and date, and its file. */
function CaptureDialog({ quoteId, document, onClose }: { quoteId: string; document: InsurerDocumentKind | null; onClose: () => void }) {
  const notify = useNotify();
  const capture = useCaptureInsurerDocument();
  const label = document ? INSURER_DOCUMENT_LABELS[document] : '';
  const file = usePickedDocument(FILE_KINDS, `${label} file`);
  return (
    <FieldsDialog
      open={document !== null}
      title={`${label} from the insurer`}
      description={`The insurer's ${label.toLowerCase()} of this quote, as it issued it. A bank transfer or a payment made to the insurer needs both the tax invoice and the credit note.`}
      schema={CaptureSchema}
      fields={[
        { name: 'number', label: `${label} Number`, kind: 'text', required: true },
        { name: 'date', label: `${label} Date`, kind: 'date', required: true },
      ]}
      defaultValues={{ number: '', date: '' }}
      checkExtra={file.check}
      save={async (values) => {
        if (!file.file || !document) return { status: 400, message: `${label} file is required` };
        return capture(quoteId, file.file, { document, number: values.number, date: values.date });
      }}
      onSaved={() => {
        file.clear();
        onClose();
        notify.success(`${label} saved`);
      }}
      onClose={() => {
        file.clear();
        onClose();
      }}
      confirmLabel={`Save ${label.toLowerCase()}`}
    >
      <PickedFileField picked={file} label={`${label} file`} required />
    </FieldsDialog>
  );
}

/**
 * FIELDS.md "Plan payable details": the insurer's tax invoice and credit note of the taken quote,
 * each with its number, date and file (downloadable), captured or replaced while the quote is
 * unpaid. The list comes from the page (`HealthQuotePanel`), which also disables the manual
 * payments until both are in.
 */
export function InsurerDocuments({ quoteId, result, canEdit }: {
  quoteId: string;
  result: { data?: Captured; isError: boolean; error?: unknown; refetch: () => unknown };
  canEdit: boolean;
}) {
  const styles = useStyles();
  const { download, downloading } = useDownload();
  const [capturing, setCapturing] = useState<InsurerDocumentKind | null>(null);
  const captured = result.data;
  return (
    <section className={styles.root} aria-label="Insurer documents">
      <Subtitle2 as="h3">Insurer documents</Subtitle2>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {!captured && !result.isError ? <Spinner size="tiny" label="Loading the insurer documents…" /> : null}
      {captured
        ? INSURER_DOCUMENTS.map((kind) => {
            const label = INSURER_DOCUMENT_LABELS[kind];
            const document = captured.documents.find((entry) => entry.document === kind);
            return (
              <div key={kind} className={styles.row} role="group" aria-label={label}>
                <Body1 className={styles.label}>{label}</Body1>
                {document ? (
                  <>
                    <Badge color="success">Captured</Badge>
                    <Caption1>{`${document.number} · ${formatDate(document.date)} · ${document.fileName}`}</Caption1>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowDownloadRegular />}
                      aria-label={`Download the ${label.toLowerCase()}`}
                      disabled={downloading}
                      onClick={() => void download('insurerDocuments.file', { params: { id: quoteId, document: kind } })}
                    />
                  </>
                ) : (
                  <Badge color="danger">Missing</Badge>
                )}
                {canEdit ? (
                  <Button size="small" icon={<DocumentAddRegular />} onClick={() => setCapturing(kind)}>
                    {document ? `Replace ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
                  </Button>
                ) : null}
              </div>
            );
          })
        : null}
      <CaptureDialog quoteId={quoteId} document={capturing} onClose={() => setCapturing(null)} />
    </section>
  );
}
