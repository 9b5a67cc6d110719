import {
  Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody,
  Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/documents.schema.js';
import {
  OFFLINE_REQUIRED_COLUMNS, OFFLINE_SHEET_MAX_BYTES, OFFLINE_SHEET_MAX_ROWS, OfflineUploadResultSchema, type OfflineUploadReport,
} from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';
import type { CallResult } from '../../../shared/client/callResult.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import { DropZone } from '../../components/upload/DropZone.js';
import { fileSize } from '../../components/upload/UploadRows.js';
import { UploadProgress } from '../../components/upload/UploadProgress.js';

const MB = 1024 * 1024;
export const SHEET_ACCEPTS_TEXT =
  `One Excel workbook (.xlsx) or CSV file up to ${OFFLINE_SHEET_MAX_BYTES / MB} MB and ${OFFLINE_SHEET_MAX_ROWS.toLocaleString('en-US')} rows. ` +
  `The header row must name ${OFFLINE_REQUIRED_COLUMNS.join(', ')}; a POLICYNO uploaded before is updated.`;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '320px', overflowY: 'auto' },
});

/** Why a file cannot be sent, checked before sending (UX.md §6); undefined when it may go. */
export function sheetRefusal(file: Pick<PickedFile, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return `"${file.name}" is an old Excel (.xls) file. Save the sheet as .xlsx (Excel Workbook) and choose it again.`;
  if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) return `"${file.name}" is not an Excel workbook (.xlsx) or a CSV file.`;
  if (file.size > OFFLINE_SHEET_MAX_BYTES) return `"${file.name}" is ${fileSize(file.size)}: the sheet may be at most ${OFFLINE_SHEET_MAX_BYTES / MB} MB. Split it into smaller sheets.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  return undefined;
}

/** The answer of an upload: counts in words, then each rejected row with its column and reason. */
export function UploadReport({ report }: { report: OfflineUploadReport }) {
  const styles = useStyles();
  return (
    <section className={styles.content} aria-label="Upload report">
      <Body1 role="status">
        {report.totalRows} rows: {report.saved} saved, {report.updated} updated, {report.rejected} rejected
      </Body1>
      {report.rejections.length > 0 ? (
        <div className={styles.report}>
          <Table size="small" aria-label="Rejected rows">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Row</TableHeaderCell>
                <TableHeaderCell>Policy no.</TableHeaderCell>
                <TableHeaderCell>Column</TableHeaderCell>
                <TableHeaderCell>Reason</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rejections.map((rejection, index) => (
                <TableRow key={`${rejection.row}-${rejection.field}-${index}`}>
                  <TableCell>{rejection.row}</TableCell>
                  <TableCell>{rejection.policyNo ?? '-'}</TableCell>
                  <TableCell>{rejection.field}</TableCell>
                  <TableCell>{rejection.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}

export interface OfflineSheetUploadProps {
  onClose: () => void;
  /** After the server answered with a report (the list refetches). */
  onUploaded: () => void;
}

/**
 * "Upload sheet": pick (OS dialog in the desktop app) or drop one spreadsheet, send it through the
 * host's upload with progress, and show the per-row report. Good rows are saved and rejected ones
 * listed (the server's per-row mode); the list refreshes after an upload.
 */
export function OfflineSheetUpload({ onClose, onUploaded }: OfflineSheetUploadProps) {
  const styles = useStyles();
  const host = useHost();
  const notify = useNotify();
  const descriptionId = useId();
  const [file, setFile] = useState<PickedFile>();
  const [error, setError] = useState<string>();
  const [percent, setPercent] = useState<number>();
  const [report, setReport] = useState<OfflineUploadReport>();
  const uploading = percent !== undefined;

  useEffect(() => {
    if (!file) return;
    return host.files.onProgress((progress) => {
      if (progress.fileId === file.id) setPercent(progress.percent);
    });
  }, [host, file]);

  const take = (result: CallResult<PickedFile[]>) => {
    if (!result.ok) return setError(result.error.message);
    const [picked] = result.data;
    if (!picked) return;
    setReport(undefined);
    const refusal = sheetRefusal(picked);
    setError(refusal);
    setFile(refusal ? undefined : picked);
  };
  const pick = async () => take(await host.files.pick('excel'));
  const drop = async (files: File[]) => {
    if (files.length > 1) return setError('Drop one sheet at a time.');
    if (files.length === 1) take(await host.files.fromDrop(files));
  };
  const send = async () => {
    if (!file || uploading) return;
    setError(undefined);
    setReport(undefined);
    setPercent(0);
    const result = await host.files.upload({ fileId: file.id, endpoint: 'praktorapolicies.upload', params: {} });
    setPercent(undefined);
    if (!result.ok) return setError(result.error.message);
    const parsed = OfflineUploadResultSchema.safeParse(result.data);
    if (!parsed.success) return setError('The server answered in a way this app does not understand. Refresh the list to see what was saved.');
    const answer = parsed.data.data;
    setReport(answer);
    setFile(undefined);
    onUploaded();
    notify.success(`Offline policies: ${answer.saved} saved, ${answer.updated} updated, ${answer.rejected} rejected`);
  };
  const close = () => {
    if (!uploading) onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => (!data.open ? close() : undefined)}>
      <DialogSurface aria-describedby={descriptionId}>
        <DialogBody>
          <DialogTitle>Upload offline policies</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 id={descriptionId}>{SHEET_ACCEPTS_TEXT}</Caption1>
            <DropZone testId="sheet-drop-zone" onFiles={(files) => void drop(files)}>
              <Body1 dir="auto">{file ? `Ready: ${file.name} (${fileSize(file.size)})` : 'Drop the sheet here'}</Body1>
              <Button onClick={() => void pick()} disabled={uploading}>
                Browse…
              </Button>
            </DropZone>
            {uploading ? (
              <UploadProgress fileName={file?.name ?? 'Sheet'} percent={percent} />
            ) : null}
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
            {report ? <UploadReport report={report} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={uploading}>
              Close
            </Button>
            <Button
              appearance="primary"
              disabled={!file || uploading}
              icon={uploading ? <Spinner size="tiny" /> : undefined}
              onClick={() => void send()}
            >
              Upload
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
