import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular } from '@fluentui/react-icons';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { UploadProgress } from './UploadProgress.js';
import type { UploadRow } from './useUploadQueue.js';

const MB = 1024 * 1024;

const useStyles = makeStyles({ refused: { color: tokens.colorPaletteRedForeground1 } });

/** "1.5 MB", "320 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const STATUS_TEXT: Record<UploadRow['status'], string> = { waiting: 'Waiting', uploading: 'Uploading', uploaded: 'Uploaded', refused: 'Refused' };

/** "Refused: <the server's reason>", or "Not sent: <why>" when sending again may work. */
export function RefusedText({ row }: { row: { message?: string; retryable?: boolean } }) {
  const styles = useStyles();
  return (
    <span className={styles.refused}>
      {row.retryable ? 'Not sent' : STATUS_TEXT.refused}: {row.message}
    </span>
  );
}

export interface UploadRowsProps {
  /** Names the table, e.g. "Uploads" or "Emirates ID uploads". */
  label: string;
  rows: readonly UploadRow[];
  onRetry: (file: PickedFile) => void;
  /** Offered on a refused row where the page lets it be cleared. */
  onDismiss?: (file: PickedFile) => void;
  /** Column headers, for a page-wide list of uploads. */
  headed?: boolean;
}

/**
 * The rows of an upload queue (`useUploadQueue`): name, size, progress bar with its rounded
 * percent, the result (the server's reason when refused), and Retry when sending again may help.
 *
 * @example <UploadRows label="Uploads" rows={queue.rows} onRetry={queue.retry} headed />
 */
export function UploadRows({ label, rows, onRetry, onDismiss, headed = false }: UploadRowsProps) {
  return (
    <Table size="small" aria-label={label}>
      {headed ? (
        <TableHeader>
          <TableRow>
            <TableHeaderCell>File</TableHeaderCell>
            <TableHeaderCell>Size</TableHeaderCell>
            <TableHeaderCell>Progress</TableHeaderCell>
            <TableHeaderCell>Result</TableHeaderCell>
            <TableHeaderCell aria-label="Actions" />
          </TableRow>
        </TableHeader>
      ) : null}
      <TableBody>
        {rows.map((row) => {
          const refused = row.status === 'refused';
          return (
            <TableRow key={row.file.id}>
              <TableCell dir="auto">{row.file.name}</TableCell>
              <TableCell>{fileSize(row.file.size)}</TableCell>
              {/* A refused file has no progress left to show: a bar stopped short would look like it is still going. */}
              <TableCell>{refused ? null : <UploadProgress fileName={row.file.name} percent={row.percent} color={row.status === 'uploaded' ? 'success' : 'brand'} />}</TableCell>
              <TableCell>{refused ? <RefusedText row={row} /> : STATUS_TEXT[row.status]}</TableCell>
              <TableCell>
                {refused && row.retryable ? (
                  <Button size="small" icon={<ArrowClockwiseRegular />} onClick={() => onRetry(row.file)} aria-label={`Retry ${row.file.name}`}>
                    Retry
                  </Button>
                ) : null}
                {refused && onDismiss ? (
                  <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Dismiss ${row.file.name}`} onClick={() => onDismiss(row.file)} />
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
