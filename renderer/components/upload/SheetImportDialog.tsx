import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Table, TableBody, TableCell, TableHeader,
  TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { PickKind, PickedFile } from '../../../shared/contract/documents/documents.schema.js';
import type { CallResult } from '../../../shared/client/callResult.js';
import { useHost } from '../../app/useHost.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '320px', overflowY: 'auto' },
});

/** A column of the bad rows' table. */
export interface RejectionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface SheetImportDialogProps<R, T> {
  title: string;
  /** What the file must hold, above the picker. */
  intro: ReactNode;
  pickKind: PickKind;
  /** The picker's button: "Choose file…", "Choose workbook…". */
  chooseLabel: string;
  /** Why a picked file is refused before anything is sent (its name or size), or nothing. */
  refuse: (file: PickedFile) => string | undefined;
  /** Choices sent with the file (an all-or-nothing switch), under the picker. */
  options?: ReactNode;
  send: (file: PickedFile) => Promise<CallResult<unknown>>;
  /** The server's answer read by its contract: the message and the report, or null when it is not one. */
  read: (answer: unknown) => { message: string; report: R } | null;
  /** What to tell when the answer cannot be read, and where to look instead. */
  unreadable: string;
  /** The report's line: the server's message, with the counts where they fit in it. */
  status: (message: string, report: R) => string;
  /** More of the report under its line, if any. */
  details?: (report: R) => ReactNode;
  rejections: (report: R) => readonly T[];
  rejectionKey: (row: T) => string;
  columns: ReadonlyArray<RejectionColumn<T>>;
  onImported: (report: R) => void;
  onClose: () => void;
}

/**
 * Picks a sheet, sends it, and shows the report the server answers: its message, its counts and
 * each bad row in a table. A file refused by its name or size is never sent. Closing is held while
 * the file is on its way.
 */
export function SheetImportDialog<R, T>(props: SheetImportDialogProps<R, T>) {
  const styles = useStyles();
  const host = useHost();
  const [file, setFile] = useState<PickedFile>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ message: string; report: R }>();
  const pick = async () => {
    const picked = await host.files.pick(props.pickKind);
    if (!picked.ok) return setError(picked.error.message);
    const [chosen] = picked.data;
    if (!chosen) return;
    const refusal = props.refuse(chosen);
    if (refusal) return setError(refusal);
    setError(undefined);
    setResult(undefined);
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    const answer = await props.send(file);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    const read = props.read(answer.data);
    if (!read) return setError(props.unreadable);
    setResult(read);
    setFile(undefined);
    props.onImported(read.report);
  };
  const rejected = result ? props.rejections(result.report) : [];
  return (
    <Dialog open onOpenChange={(_, change) => (!change.open && !busy ? props.onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{props.intro}</Body1>
            <Button onClick={() => void pick()} disabled={busy}>{file ? `Ready: ${file.name}` : props.chooseLabel}</Button>
            {props.options}
            {error ? <Body1 role="alert">{error}</Body1> : null}
            {result ? (
              <section aria-label="Import report" className={styles.content}>
                <Body1 role="status">{props.status(result.message, result.report)}</Body1>
                {props.details?.(result.report)}
                {rejected.length > 0 ? (
                  <div className={styles.report}>
                    <Table size="small" aria-label="Rejected rows">
                      <TableHeader><TableRow>{props.columns.map((column) => <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>)}</TableRow></TableHeader>
                      <TableBody>
                        {rejected.map((row) => (
                          <TableRow key={props.rejectionKey(row)}>{props.columns.map((column) => <TableCell key={column.header}>{column.cell(row)}</TableCell>)}</TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                ) : null}
              </section>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose} disabled={busy}>Close</Button>
            <Button appearance="primary" onClick={() => void send()} disabled={!file || busy}>{busy ? 'Importing…' : 'Import'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
