import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Table, TableBody, TableCell, TableHeader,
  TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/documents.schema.js';
import { TPA_WORKBOOK_MAX_BYTES, TpaImportResultSchema, type TpaImportReport } from '../../../shared/contract/health-matrix/health-tpa-workbook.schema.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { healthTreeChanged } from './healthMatrixApi.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '320px', overflowY: 'auto' },
});

const counted = (counts: { created: number; updated: number }, word: string) => `${counts.created} ${word} created, ${counts.updated} updated`;

/**
 * Picks a TPA's rate workbook and sends it for the insurer: either the counts of what changed,
 * or, when any row is bad and nothing was written, each bad row with its sheet, line and reason.
 */
export function TpaImportDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const styles = useStyles();
  const host = useHost();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<PickedFile>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<{ message: string; data: TpaImportReport }>();
  const pick = async () => {
    const result = await host.files.pick('excel');
    if (!result.ok) return setError(result.error.message);
    const [picked] = result.data;
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith('.xlsx')) return setError(`"${picked.name}" is not an Excel workbook (.xlsx).`);
    if (picked.size > TPA_WORKBOOK_MAX_BYTES) return setError(`"${picked.name}" is larger than ${TPA_WORKBOOK_MAX_BYTES / (1024 * 1024)} MB: import one TPA at a time.`);
    setError(undefined);
    setReport(undefined);
    setFile(picked);
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    const result = await host.files.upload({ fileId: file.id, endpoint: 'healthTpaWorkbook.importTpa', params: {}, fields: { companyId } });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    const parsed = TpaImportResultSchema.safeParse(result.data);
    if (!parsed.success) return setError('The server answered in a way this app does not understand. Refresh the TPAs to see what was imported.');
    setReport({ message: parsed.data.message ?? '', data: parsed.data.data });
    setFile(undefined);
    if (parsed.data.data.applied) dispatch(healthTreeChanged());
  };
  const data = report?.data;
  return (
    <Dialog open onOpenChange={(_, change) => (!change.open && !busy ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Import TPA rates</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>
              A workbook with the sheets TPA, Networks, Cities, Plans and Matrix, as an exported TPA has them. Plans of the file get exactly its matrix
              rows; levels it leaves out are kept. One bad row and nothing is imported.
            </Body1>
            <Button onClick={() => void pick()} disabled={busy}>{file ? `Ready: ${file.name}` : 'Choose workbook…'}</Button>
            {error ? <Body1 role="alert">{error}</Body1> : null}
            {report && data ? (
              <section aria-label="Import report" className={styles.content}>
                <Body1 role="status">{report.message}</Body1>
                {data.applied ? (
                  <Body1>
                    {data.totalRows} rows read: {counted(data.networks, 'networks')}; {data.cities.created} cities created; {counted(data.plans, 'plans')};
                    {' '}{data.matrices.replaced} premium matrices replaced, {data.matrices.unchanged} unchanged.
                  </Body1>
                ) : null}
                {data.rejections.length > 0 ? (
                  <div className={styles.report}>
                    <Table size="small" aria-label="Rejected rows">
                      <TableHeader><TableRow><TableHeaderCell>Sheet</TableHeaderCell><TableHeaderCell>Line</TableHeaderCell><TableHeaderCell>Reason</TableHeaderCell></TableRow></TableHeader>
                      <TableBody>
                        {data.rejections.map((row) => (
                          <TableRow key={`${row.sheet}:${row.line}`}><TableCell>{row.sheet}</TableCell><TableCell>{row.line}</TableCell><TableCell>{row.reason}</TableCell></TableRow>
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
