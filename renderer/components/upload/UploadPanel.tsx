import {
  Body1, Button, Caption1, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DocumentTableRegular, FolderZipRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { UPLOAD_LIMITS, type PickKind, type PickedFile } from '../../../shared/contract/documents/index.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
import type { CallResult } from '../../../shared/client/callResult.js';
import { useHost } from '../../app/useHost.js';
import { DropZone } from './DropZone.js';
import { UploadProgress } from './UploadProgress.js';
import { useSwallowStrayDrops } from './useSwallowStrayDrops.js';
import { useUploadQueue, type UploadRow } from './useUploadQueue.js';

const MB = 1024 * 1024;
export const ACCEPTS_TEXT =
  `PDF, JPG or PNG up to ${UPLOAD_LIMITS.documentBytes / MB} MB each, zip folders up to ${UPLOAD_LIMITS.zipBytes / MB} MB, ` +
  `Excel (.xlsx) up to ${UPLOAD_LIMITS.excelBytes / MB} MB. Drop as many files as you like.`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

/** "1.5 MB", "320 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const STATUS_TEXT: Record<UploadRow['status'], string> = { waiting: 'Waiting', uploading: 'Uploading', uploaded: 'Uploaded', refused: 'Refused' };

function UploadRowView({ row, onRetry }: { row: UploadRow; onRetry: () => void }) {
  const refused = row.status === 'refused';
  return (
    <TableRow>
      <TableCell dir="auto">{row.file.name}</TableCell>
      <TableCell>{fileSize(row.file.size)}</TableCell>
      {/* A refused file has no progress left to show: a bar stopped short would look like it is still going. */}
      <TableCell>{refused ? null : <UploadProgress fileName={row.file.name} percent={row.percent} color={row.status === 'uploaded' ? 'success' : 'brand'} />}</TableCell>
      <TableCell>{refused ? <RefusedText row={row} /> : STATUS_TEXT[row.status]}</TableCell>
      <TableCell>
        {refused && row.retryable ? (
          <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry} aria-label={`Retry ${row.file.name}`}>
            Retry
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** "Refused: <the server's reason>", or "Not sent: <why>" when sending again may work. */
export function RefusedText({ row }: { row: { message?: string; retryable?: boolean } }) {
  const styles = useStyles();
  return (
    <span className={styles.refused}>
      {row.retryable ? 'Not sent' : STATUS_TEXT.refused}: {row.message}
    </span>
  );
}

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
  const host = useHost();
  const queue = useUploadQueue(endpoint, params, onUploaded);
  const [error, setError] = useState<string>();

  useSwallowStrayDrops();

  const take = (result: CallResult<PickedFile[]>) => {
    if (!result.ok) return setError(result.error.message);
    setError(undefined);
    if (result.data.length > 0) queue.add(result.data);
  };
  const pick = async (kind: PickKind) => take(await host.files.pick(kind));
  const drop = async (files: File[]) => {
    if (files.length > 0) take(await host.files.fromDrop(files));
  };
  const done = queue.rows.filter((row) => row.status === 'uploaded').length;
  const refused = queue.rows.filter((row) => row.status === 'refused').length;

  return (
    <section className={styles.root} aria-label="Upload documents">
      <DropZone testId="upload-drop-zone" onFiles={(files) => void drop(files)}>
        <Body1>{label}</Body1>
        <Caption1>{ACCEPTS_TEXT}</Caption1>
        <div className={styles.buttons}>
          <Button onClick={() => void pick('documents')}>Browse…</Button>
          <Button icon={<FolderZipRegular />} onClick={() => void pick('zip')}>
            Zip folder…
          </Button>
          <Button icon={<DocumentTableRegular />} onClick={() => void pick('excel')}>
            Excel…
          </Button>
        </div>
      </DropZone>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {queue.rows.length > 0 ? (
        <>
          <Body1 role="status">
            {done} of {queue.rows.length} uploaded{refused > 0 ? `, ${refused} refused` : ''}
          </Body1>
          <Table size="small" aria-label="Uploads">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>File</TableHeaderCell>
                <TableHeaderCell>Size</TableHeaderCell>
                <TableHeaderCell>Progress</TableHeaderCell>
                <TableHeaderCell>Result</TableHeaderCell>
                <TableHeaderCell aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {queue.rows.map((row) => (
                <UploadRowView key={row.file.id} row={row} onRetry={() => queue.retry(row.file)} />
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </section>
  );
}
