import { Body1, Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTableRegular, FolderZipRegular } from '@fluentui/react-icons';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { DropZone } from './DropZone.js';
import { UploadRows } from './UploadRows.js';
import { useSwallowStrayDrops } from './useSwallowStrayDrops.js';
import { useUploadQueue } from './useUploadQueue.js';

const MB = 1024 * 1024;
export const ACCEPTS_TEXT =
  `PDF, JPG or PNG up to ${UPLOAD_LIMITS.documentBytes / MB} MB each, zip folders up to ${UPLOAD_LIMITS.zipBytes / MB} MB, ` +
  `Excel (.xlsx) up to ${UPLOAD_LIMITS.excelBytes / MB} MB. Drop as many files as you like.`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
});

export interface UploadPanelProps {
  /** A multipart endpoint of the contract, e.g. `documents.upload`. */
  endpoint: EndpointKey;
  params: Record<string, string>;
  /** Called after each file the server accepted (e.g. to refresh the record's list). */
  onUploaded?: () => void;
  label?: string;
}

/**
 * A drop zone with "Browse…" (OS dialog in the desktop app), "Zip folder…" and "Excel…", and one
 * row per file: name, size, progress bar with its rounded percent, the result (the server's reason
 * when refused) and Retry when sending again may help (no connection, a busy server). Files dropped anywhere else never navigate the window.
 *
 * @example <UploadPanel endpoint="documents.upload" params={{ id: customerId }} onUploaded={refetch} />
 */
export function UploadPanel({ endpoint, params, onUploaded, label = 'Drop files here' }: UploadPanelProps) {
  const styles = useStyles();
  const queue = useUploadQueue({ target: { endpoint, params }, onUploaded: () => onUploaded?.() });
  useSwallowStrayDrops();

  const done = queue.rows.filter((row) => row.status === 'uploaded').length;
  const refused = queue.rows.filter((row) => row.status === 'refused').length;

  return (
    <section className={styles.root} aria-label="Upload documents">
      <DropZone testId="upload-drop-zone" onFiles={(files) => void queue.drop(files)}>
        <Body1>{label}</Body1>
        <Caption1>{ACCEPTS_TEXT}</Caption1>
        <div className={styles.buttons}>
          <Button onClick={() => void queue.pick('documents')}>Browse…</Button>
          <Button icon={<FolderZipRegular />} onClick={() => void queue.pick('zip')}>
            Zip folder…
          </Button>
          <Button icon={<DocumentTableRegular />} onClick={() => void queue.pick('excel')}>
            Excel…
          </Button>
        </div>
      </DropZone>
      {queue.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{queue.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {queue.rows.length > 0 ? (
        <>
          <Body1 role="status">
            {done} of {queue.rows.length} uploaded{refused > 0 ? `, ${refused} refused` : ''}
          </Body1>
          <UploadRows label="Uploads" rows={queue.rows} onRetry={queue.retry} headed />
        </>
      ) : null}
    </section>
  );
}
