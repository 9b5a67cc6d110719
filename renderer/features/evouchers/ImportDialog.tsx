import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Switch, Table, TableBody, TableCell, TableHeader,
  TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/documents.schema.js';
import { CODE_RULE_TEXT, IMPORT_MAX_BYTES, ImportResultSchema, type ImportReport } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { codesChanged } from './evouchersApi.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '320px', overflowY: 'auto' },
});

/** Picks an .xlsx or .csv of codes, sends it with the all-or-nothing choice, and shows the per-row report the server answers. */
export function ImportDialog({ evoucherId, onClose }: { evoucherId: string; onClose: () => void }) {
  const styles = useStyles();
  const host = useHost();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<PickedFile>();
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<{ message: string; data: ImportReport }>();
  const pick = async () => {
    const result = await host.files.pick('sheet');
    if (!result.ok) return setError(result.error.message);
    const [picked] = result.data;
    if (!picked) return;
    const name = picked.name.toLowerCase();
    if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) return setError(`"${picked.name}" is not an Excel workbook (.xlsx) or a CSV file.`);
    if (picked.size > IMPORT_MAX_BYTES) return setError(`"${picked.name}" is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it into smaller files.`);
    setError(undefined);
    setReport(undefined);
    setFile(picked);
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    const result = await host.files.upload({ fileId: file.id, endpoint: 'evouchers.importCodes', params: { id: evoucherId }, query: { allOrNothing: String(allOrNothing) } });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    const parsed = ImportResultSchema.safeParse(result.data);
    if (!parsed.success) return setError('The server answered in a way this app does not understand. Refresh the codes to see what was saved.');
    setReport({ message: parsed.data.message ?? '', data: parsed.data.data });
    setFile(undefined);
    dispatch(codesChanged());
  };
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Import codes</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>One code per row in the first column ({CODE_RULE_TEXT}), an optional expiry date (yyyy-MM-dd) in the second; a first row reading "Code" is skipped.</Body1>
            <Button onClick={() => void pick()} disabled={busy}>{file ? `Ready: ${file.name}` : 'Choose file…'}</Button>
            <Switch checked={allOrNothing} onChange={(_, data) => setAllOrNothing(data.checked)} label="Save nothing if any row is bad" />
            {error ? <Body1 role="alert">{error}</Body1> : null}
            {report ? (
              <section aria-label="Import report" className={styles.content}>
                <Body1 role="status">{report.message}: {report.data.totalRows} rows, {report.data.saved} saved, {report.data.rejected} rejected</Body1>
                {report.data.rejections.length > 0 ? (
                  <div className={styles.report}>
                    <Table size="small" aria-label="Rejected rows">
                      <TableHeader><TableRow><TableHeaderCell>Line</TableHeaderCell><TableHeaderCell>Code</TableHeaderCell><TableHeaderCell>Reason</TableHeaderCell></TableRow></TableHeader>
                      <TableBody>
                        {report.data.rejections.map((row) => (
                          <TableRow key={row.line}><TableCell>{row.line}</TableCell><TableCell>{row.code ?? '-'}</TableCell><TableCell>{row.reason}</TableCell></TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                ) : null}
              </section>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>Close</Button>
            <Button appearance="primary" onClick={() => void send()} disabled={!file || busy}>{busy ? 'Importing…' : 'Import'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
