import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DeleteRegular, WarningRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { DOCUMENT_LABELS, type Extraction, type KeptDocumentType, type ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { errorText } from '../../components/errorText.js';
import { DropZone } from '../../components/upload/DropZone.js';
import { UploadRows } from '../../components/upload/UploadRows.js';
import { DocumentFields } from './DocumentFields.js';
import { DocumentFiles } from './DocumentFiles.js';
import { ACCEPTED_TEXT, DATA_FETCHED, DATA_NOT_FETCHED, OCR_FAILED } from './documentFiles.js';
import {
  UPDATE_PERMISSION, canRemoveOneFile, useGetScannedDocumentsQuery, useRemoveScannedDocumentMutation, type DocumentOwner,
} from './scannedDocumentsApi.js';
import { useDocumentUploads } from './useDocumentUploads.js';
import { useSwallowStrayDrops } from '../../components/upload/useSwallowStrayDrops.js';

const useStyles = makeStyles({
  root: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge, minWidth: 0,
  },
  header: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  fetched: { color: tokens.colorPaletteGreenForeground1 },
  notFetched: { color: tokens.colorPaletteDarkOrangeForeground1 },
  body: { display: 'grid', gridTemplateColumns: 'minmax(180px, 1fr) minmax(0, 3fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

type Removing = { kind: 'document' } | { kind: 'file'; file: ScannedFile };

export interface DocumentPanelProps {
  documentType: KeptDocumentType;
  owner: DocumentOwner;
  /** Names the owner in confirmations: "Remove the Emirates ID of Omar Haddad?". */
  ownerName: string;
  /** Shown but not changed (a frozen proposal). */
  readOnly?: boolean;
}

/**
 * One scanned document of one owner, the same panel for every type: a drop zone with "Choose
 * files…" (two files at most), each upload's progress, then the stored files beside the fields
 * read from them as inputs the agent corrects and verifies. The status says in words whether OCR
 * read the file; "Remove" takes the whole document or one file, after a confirmation. A failed
 * load or action shows the server's message, never an empty panel.
 *
 * @example <DocumentPanel documentType="emiratesId" owner={{ type: 'customer', id }} ownerName="Omar Haddad" />
 */
export function DocumentPanel({ documentType, owner, ownerName, readOnly = false }: DocumentPanelProps) {
  const styles = useStyles();
  const notify = useNotify();
  const headingId = useId();
  const label = DOCUMENT_LABELS[documentType];
  const canEdit = useCan(UPDATE_PERMISSION[owner.type]) && !readOnly;
  const list = useGetScannedDocumentsQuery(owner);
  const document = list.currentData?.find((entry) => entry.documentType === documentType);
  const files = document?.files ?? [];
  const [lastRead, setLastRead] = useState<Extraction>();
  const uploads = useDocumentUploads(documentType, owner, files.length, setLastRead);
  const [remove, removal] = useRemoveScannedDocumentMutation();
  const [removing, setRemoving] = useState<Removing>();
  useSwallowStrayDrops();

  const hasFields = Object.keys(document?.fields ?? {}).length > 0;
  // Data is fetched once any file of the document was read; an unread back never hides a read front.
  const read = Boolean(lastRead?.read) || hasFields;

  const confirmRemove = async () => {
    if (!removing) return;
    const fileId = removing.kind === 'file' ? removing.file._id : undefined;
    const outcome = await remove({ documentType, owner, ...(fileId ? { fileId } : {}) });
    if ('error' in outcome) notify.error(errorText(outcome.error));
    else {
      notify.success(removing.kind === 'file' ? `${removing.file.fileName} removed from the ${label}` : `${label} of ${ownerName} removed`);
      if (removing.kind === 'document') setLastRead(undefined);
    }
    setRemoving(undefined);
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h3" id={headingId}>
          {label}
        </Subtitle2>
        {files.length > 0 ? (
          <span className={styles.status} role="status">
            {read ? <CheckmarkCircleRegular className={styles.fetched} aria-hidden /> : <WarningRegular className={styles.notFetched} aria-hidden />}
            <Caption1>{read ? DATA_FETCHED : DATA_NOT_FETCHED}</Caption1>
          </span>
        ) : null}
        {canEdit && document ? (
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove ${label}`} onClick={() => setRemoving({ kind: 'document' })}>
            Remove
          </Button>
        ) : null}
      </div>

      {list.isError ? <LoadError error={list.error} onRetry={list.refetch} /> : null}
      {list.isLoading ? <Spinner size="small" label={`Loading the ${label}…`} /> : null}

      {/* Only once the stored files are known: the two-file limit counts them. */}
      {canEdit && list.currentData ? (
        <DropZone testId={`${documentType}-drop-zone`} onFiles={(dropped) => void uploads.drop(dropped)}>
          <Body1>Drop the {label} here</Body1>
          <Caption1>{ACCEPTED_TEXT}</Caption1>
          <Button onClick={() => void uploads.pick()}>Choose files…</Button>
        </DropZone>
      ) : null}
      {uploads.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{uploads.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {uploads.rows.length > 0 ? (
        <UploadRows label={`${label} uploads`} rows={uploads.rows} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      ) : null}

      {files.length > 0 && !read ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{OCR_FAILED}</MessageBarTitle>
            Type the fields from the document, then verify them.
          </MessageBarBody>
        </MessageBar>
      ) : null}

      {document ? (
        <div className={styles.body}>
          {files.length > 0 ? (
            <DocumentFiles files={files} owner={owner} onRemove={canEdit && canRemoveOneFile(documentType) ? (file) => setRemoving({ kind: 'file', file }) : undefined} />
          ) : (
            <Body1>No file kept.</Body1>
          )}
          <DocumentFields document={document} owner={owner} canEdit={canEdit} />
        </div>
      ) : list.currentData ? (
        <Body1>No {label} uploaded yet.</Body1>
      ) : null}

      <ConfirmDialog
        open={Boolean(removing)}
        title={removing?.kind === 'file' ? `Remove ${removing.file.fileName} from the ${label}?` : `Remove the ${label} of ${ownerName}?`}
        body={
          removing?.kind === 'file'
            ? 'The file is deleted; the fields already read stay until you change them.'
            : 'Its files, the fields read from them and the verification are deleted.'
        }
        confirmLabel={removing?.kind === 'file' ? 'Remove file' : 'Remove'}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}
