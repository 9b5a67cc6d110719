import {
  Badge, Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular, DeleteRegular } from '@fluentui/react-icons';
import { Fragment, useCallback, useId, useState } from 'react';
import type {
  HealthDocumentFile, HealthMemberDocument, HealthMemberDocuments as Member,
} from '../../../shared/contract/health-proposals/health-documents.schema.js';
import { DOCUMENT_FIELDS, type ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { errorText } from '../../components/errorText.js';
import { DropZone } from '../../components/upload/DropZone.js';
import { UploadRows } from '../../components/upload/UploadRows.js';
import { useUploadQueue } from '../../components/upload/useUploadQueue.js';
import { useSwallowStrayDrops } from '../../components/upload/useSwallowStrayDrops.js';
import { ACCEPTED_TEXT, DocumentFiles, checkPicked } from '../scanned-documents/public.js';
import { healthDocumentsChanged, useGetHealthDocumentsQuery, useRemoveHealthDocumentMutation } from './healthDocumentsApi.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  member: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge,
  },
  documents: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  document: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS, minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
  },
  missing: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}` },
  header: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  readFields: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, margin: 0 },
  readLabel: { color: tokens.colorNeutralForeground3 },
  readValue: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * What OCR read of a file (an Emirates ID, a passport's MRZ), in the fields' own order and
 * labels, and a warning where the reading differs from the member (name, date of birth), so
 * staff look at the scan before paying on it.
 */
function ReadFields({ file }: { file: HealthDocumentFile }) {
  const styles = useStyles();
  const { extraction } = file;
  if (!extraction?.read) return null;
  const fields = DOCUMENT_FIELDS[extraction.documentType].filter((field) => field.key !== 'side' && extraction.fields[field.key]);
  return (
    <>
      <Caption1>Read from {file.fileName}</Caption1>
      <dl className={styles.readFields} aria-label={`Read from ${file.fileName}`}>
        {fields.map((field) => (
          <Fragment key={field.key}>
            <dt className={styles.readLabel}>{field.label}</dt>
            <dd className={styles.readValue}>{extraction.fields[field.key]}</dd>
          </Fragment>
        ))}
      </dl>
      {file.mismatches.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{file.mismatches.join(' ')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

type Removing = { kind: 'document' } | { kind: 'file'; file: ScannedFile };

/**
 * The uploads of one member's document on the one upload queue: files added (two at most with
 * those kept), or one file replacing those kept (`replace`).
 */
function useMemberUploads(proposalId: string, memberId: string, document: HealthMemberDocument, replace: boolean) {
  const dispatch = useAppDispatch();
  const onUploaded = useCallback(() => dispatch(healthDocumentsChanged(proposalId)), [dispatch, proposalId]);
  const queue = useUploadQueue({
    target: {
      endpoint: 'healthDocuments.upload', params: { id: proposalId, memberId, documentKey: document.documentKey }, fields: { replace: String(replace) },
    },
    check: (files, pending) => (replace ? (files.length === 1 ? { files: [...files] } : { error: 'Choose one file to replace the document with.' }) : checkPicked(files, document.files.length + pending)),
    oneAtATime: true,
    dropUploaded: true,
    onUploaded,
  });
  const { pick } = queue;
  return { ...queue, pick: useCallback(() => pick('documents'), [pick]) };
}

/** One required document of a member: Missing or Uploaded, its files (view, download, remove), a drop zone and Replace. */
function MemberDocument({ proposalId, member, document, canEdit }: { proposalId: string; member: Member; document: HealthMemberDocument; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const headingId = useId();
  const uploads = useMemberUploads(proposalId, member.memberId, document, false);
  const replacement = useMemberUploads(proposalId, member.memberId, document, true);
  const [remove, removal] = useRemoveHealthDocumentMutation();
  const [removing, setRemoving] = useState<Removing>();
  const missing = document.files.length === 0;
  const name = `${member.label} ${document.label}`;

  const confirmRemove = async () => {
    if (!removing) return;
    const fileId = removing.kind === 'file' ? removing.file._id : undefined;
    const outcome = await remove({ id: proposalId, memberId: member.memberId, documentKey: document.documentKey, ...(fileId ? { fileId } : {}) });
    if ('error' in outcome) notify.error(errorText(outcome.error));
    else notify.success(removing.kind === 'file' ? `${removing.file.fileName} removed from the ${name}` : `${name} removed`);
    setRemoving(undefined);
  };

  const refusal = uploads.error ?? replacement.error;
  const rows = [...uploads.rows, ...replacement.rows];
  return (
    <section className={mergeClasses(styles.document, missing && styles.missing)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h4" id={headingId}>
          {document.label}
        </Subtitle2>
        {missing ? <Badge color="danger">Missing</Badge> : <Badge color="success">Uploaded</Badge>}
      </div>
      {document.files.length > 0 ? (
        <DocumentFiles
          files={document.files}
          owner={{ type: 'healthProposal', id: proposalId }}
          onRemove={canEdit ? (file) => setRemoving({ kind: 'file', file }) : undefined}
        />
      ) : null}
      {document.files.map((file) => (
        <ReadFields key={file._id} file={file} />
      ))}
      {canEdit ? (
        <>
          {document.files.length < 2 ? (
            <DropZone testId={`${member.memberId}-${document.documentKey}-drop-zone`} onFiles={(dropped) => void uploads.drop(dropped)}>
              <Body1>Drop the {document.label} here</Body1>
              <Caption1>{ACCEPTED_TEXT}</Caption1>
              <Button aria-label={`Upload ${name}`} onClick={() => void uploads.pick()}>
                Choose files…
              </Button>
            </DropZone>
          ) : null}
          {document.files.length > 0 ? (
            <div className={styles.actions}>
              <Button size="small" icon={<ArrowSwapRegular />} aria-label={`Replace ${name}`} onClick={() => void replacement.pick()}>
                Replace
              </Button>
              <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove ${name}`} onClick={() => setRemoving({ kind: 'document' })}>
                Remove
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      {rows.length > 0 ? (
        <UploadRows
          label={`${name} uploads`} rows={rows}
          onRetry={(file) => (uploads.rows.some((row) => row.file.id === file.id) ? uploads.retry(file) : replacement.retry(file))}
          onDismiss={(file) => (uploads.rows.some((row) => row.file.id === file.id) ? uploads.dismiss(file) : replacement.dismiss(file))}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={removing?.kind === 'file' ? `Remove ${removing.file.fileName} from the ${name}?` : `Remove the ${name}?`}
        body="The file is deleted; the payment is refused until the document is uploaded again."
        confirmLabel={removing?.kind === 'file' ? 'Remove file' : 'Remove'}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}

/**
 * A health proposal's "Documents": each insured member (Self, Spouse, Kid 1…) with the documents
 * its visa status needs, the missing ones marked, each uploaded, viewed, replaced or removed
 * through the scanned documents' upload queue and file tiles. Above them, while any is missing,
 * the refusal the payment would get. Staff who may not update health quotes only view them.
 *
 * @example <HealthMemberDocuments proposalId={proposal._id} frozen={proposal.isFrozen} />
 */
export function HealthMemberDocuments({ proposalId, frozen = false }: { proposalId: string; frozen?: boolean }) {
  const styles = useStyles();
  const canEdit = useCan('healthQuote.update') && !frozen;
  const list = useGetHealthDocumentsQuery(proposalId);
  const documents = list.currentData;
  useSwallowStrayDrops();
  return (
    <section className={styles.section} aria-label="Documents">
      <Subtitle1 as="h2">Documents</Subtitle1>
      {list.isError ? <LoadError error={list.error} onRetry={list.refetch} /> : null}
      {list.isLoading ? <Spinner size="small" label="Loading the documents…" /> : null}
      {documents?.missingMessage ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{documents.missingMessage}</MessageBarBody>
        </MessageBar>
      ) : null}
      {documents?.members.map((member) => (
        <section key={member.memberId} className={styles.member} aria-label={`${member.label} documents`}>
          <Subtitle2 as="h3">
            {member.label} — {member.fullName}
          </Subtitle2>
          <div className={styles.documents}>
            {member.documents.map((document) => (
              <MemberDocument key={document.documentKey} proposalId={proposalId} member={member} document={document} canEdit={canEdit} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
