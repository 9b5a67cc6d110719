import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import type { DocumentKind, PickKind, PickedFile } from '../../../shared/contract/documents/index.js';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { useHost } from '../../app/useHost.js';

const useStyles = makeStyles({ row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

const MB = 1024 * 1024;
/** What a picked file is: a document kind, or a CSV file (a sheet of rows, which is no document kind). */
type PickedKind = DocumentKind | 'csv';
const pickedKind = (file: PickedFile): PickedKind | undefined => file.kind ?? (file.name.toLowerCase().endsWith('.csv') ? 'csv' : undefined);

const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * One document chosen through the host's file dialog (the page never sees a path), checked for
 * type and size before it is sent; the server checks the bytes again.
 *
 * @example const proof = usePickedDocument(['pdf', 'png', 'jpeg'], 'Proof of payment'); <PickedFileField picked={proof} label="Proof of payment" required />
 */
export function usePickedDocument(
  kinds: readonly PickedKind[], what: string, typesText = 'PDF, JPG or PNG', options: { pick?: PickKind; maxBytes?: number } = {},
) {
  const host = useHost();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maxBytes = options.maxBytes ?? UPLOAD_LIMITS.documentBytes;
  const pickKind = options.pick ?? 'documents';
  const limit = `${typesText} up to ${maxBytes / MB} MB`;

  const pick = useCallback(async () => {
    const result = await host.files.pick(pickKind);
    if (!result.ok) return setError(result.error.message);
    const chosen = result.data[0];
    if (!chosen) return;
    const kind = pickedKind(chosen);
    if (!kind || !kinds.includes(kind)) return setError(`"${chosen.name}" is not accepted: ${limit}.`);
    if (chosen.size > maxBytes) return setError(`"${chosen.name}" is too large: ${limit}.`);
    setError(null);
    setFile(chosen);
  }, [host, kinds, limit, maxBytes, pickKind]);

  /** On submit: false (with the message shown) when no file was chosen. */
  const check = useCallback(() => {
    if (file) return true;
    setError(`${what} is required`);
    return false;
  }, [file, what]);

  const clear = useCallback(() => {
    setFile(null);
    setError(null);
  }, []);

  return { file, error, pick, check, clear, limit };
}

export type PickedDocument = ReturnType<typeof usePickedDocument>;

/** The field of a picked document: "Choose file…", the accepted types and size, then the file's name and size. */
export function PickedFileField({ picked, label, required }: { picked: PickedDocument; label: string; required?: boolean }) {
  const styles = useStyles();
  return (
    <Field
      label={label}
      required={required}
      validationMessage={picked.error ?? undefined}
      hint={picked.error ? undefined : picked.limit}
    >
      <div className={styles.row}>
        <Button icon={<AttachRegular />} onClick={() => void picked.pick()}>
          {picked.file ? 'Choose another file…' : 'Choose file…'}
        </Button>
        <Caption1>{picked.file ? `${picked.file.name} (${sizeText(picked.file.size)})` : 'No file chosen'}</Caption1>
      </div>
    </Field>
  );
}
