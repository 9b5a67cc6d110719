import {
  Body1, Button, Caption1, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Subtitle1, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, Textarea, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { VEHICLE_CSV_COLUMNS, VehicleCsvUploadSchema } from '../../../shared/contract/cars/cars.schema.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { DropZone } from '../../components/upload/DropZone.js';
import { useUploadVehicleCsvMutation, type VehicleCsvAnswer } from '../companies/public.js';

const MAX_BYTES = 900_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hidden: { display: 'none' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  rejected: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS_TEXT = { added: 'Added', updated: 'Updated', rejected: 'Rejected' } as const;

/** The per-line answer of an upload: counts, then every line with its status and, when rejected, the field and reason. */
export function CsvResults({ answer }: { answer: VehicleCsvAnswer }) {
  const styles = useStyles();
  const lines = [...answer.lines].sort((a, b) => Number(b.status === 'rejected') - Number(a.status === 'rejected') || a.line - b.line);
  const nothingSaved = answer.mode === 'all-or-nothing' && answer.rejected > 0;
  return (
    <section className={styles.root} aria-label="Upload results">
      <Body1 role="status">
        {answer.totalLines} lines: {answer.added} added, {answer.updated} updated, {answer.rejected} rejected
        {nothingSaved ? '. Nothing was saved: fix the rejected lines and upload again.' : ''}
      </Body1>
      {lines.length > 0 ? (
        <Table size="small" aria-label="Lines">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Line</TableHeaderCell>
              <TableHeaderCell>Result</TableHeaderCell>
              <TableHeaderCell>Field</TableHeaderCell>
              <TableHeaderCell>Reason</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.line}>
                <TableCell>{line.line}</TableCell>
                <TableCell className={mergeClasses(line.status === 'rejected' && styles.rejected)}>{STATUS_TEXT[line.status]}</TableCell>
                <TableCell>{line.field ?? '-'}</TableCell>
                <TableCell>{line.reason ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}

/**
 * The vehicle CSV upload (makes, models, trims, new-car values): pick, drop or paste the file,
 * choose all-or-nothing or per line, and see every line's result. The contract takes the text as
 * JSON, so the file is read here (it is the user's own pick or drop).
 */
export function VehicleCsvUpload() {
  const styles = useStyles();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [mode, setMode] = useState<'all-or-nothing' | 'per-line'>('per-line');
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<VehicleCsvAnswer>();
  const [upload, uploading] = useUploadVehicleCsvMutation();

  const take = async (file: File | undefined) => {
    if (!file) return;
    setAnswer(undefined);
    if (!/\.csv$/i.test(file.name)) return setError(`"${file.name}" is not a CSV file. Save the sheet as CSV (UTF-8) and try again.`);
    if (file.size > MAX_BYTES) return setError(`"${file.name}" is larger than 900 KB: split it into smaller files.`);
    setError(undefined);
    setFileName(file.name);
    setCsv(await file.text());
  };
  const send = async () => {
    const parsed = VehicleCsvUploadSchema.safeParse({ mode, csv });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'The file cannot be sent');
    setError(undefined);
    const outcome = await upload(parsed.data);
    if (outcome.error) return setError(errorText(outcome.error));
    setAnswer(outcome.data);
    notify.success(`Vehicle CSV: ${outcome.data.added} added, ${outcome.data.updated} updated, ${outcome.data.rejected} rejected`);
  };

  return (
    <section className={styles.root} aria-labelledby="vehicle-csv-heading">
      <Subtitle1 as="h2" id="vehicle-csv-heading">
        Vehicle CSV upload
      </Subtitle1>
      <Caption1>
        Columns: {VEHICLE_CSV_COLUMNS.join(', ')} (header first; newCarValue in AED). One CSV file up to 900 KB.
      </Caption1>
      <DropZone testId="csv-drop-zone" onFiles={(files) => void take(files[0])}>
        <Body1>{fileName ? `Ready: ${fileName}` : 'Drop the vehicle CSV here'}</Body1>
        <Button onClick={() => inputRef.current?.click()}>Browse…</Button>
        <input
          ref={inputRef}
          className={styles.hidden}
          type="file"
          accept=".csv,text/csv"
          aria-label="Vehicle CSV file"
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </DropZone>
      <Field label="Or paste the CSV text">
        <Textarea
          resize="vertical"
          rows={4}
          value={csv}
          onChange={(_, data) => {
            setCsv(data.value);
            setFileName(undefined);
            setAnswer(undefined);
          }}
        />
      </Field>
      <Field label="When a line is rejected">
        <RadioGroup value={mode} onChange={(_, data) => setMode(data.value as typeof mode)} layout="horizontal">
          <Radio value="per-line" label="Save the good lines, report the others" />
          <Radio value="all-or-nothing" label="Save nothing (one transaction)" />
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={uploading.isLoading} icon={uploading.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void send()}>
          Upload CSV
        </Button>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {answer ? <CsvResults answer={answer} /> : null}
    </section>
  );
}
