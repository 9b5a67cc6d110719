import { useCallback, useEffect, useRef, useState } from 'react';
import { worthRetrying } from '../../../shared/client/callResult.js';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { ScannedDocumentResultSchema, type Extraction, type ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { checkPicked } from './documentFiles.js';
import { UPLOAD_ENDPOINT, ownerDocumentsChanged, uploadFields, type DocumentOwner } from './scannedDocumentsApi.js';

export interface DocumentUploadRow {
  file: PickedFile;
  status: 'waiting' | 'uploading' | 'refused';
  /** Rounded, 0–100. */
  percent: number;
  /** The server's reason when refused. */
  message?: string;
  /** Refused for a reason that may pass (no connection, a busy server): Retry is offered. */
  retryable?: boolean;
}

/**
 * Uploads of one document's files to its owner, one after the other (the server merges each read
 * into the same document): files are checked first (two at most with those stored, PDF, JPG or
 * PNG within the limit), each shows its progress, a refused one keeps its row with the reason
 * and can be sent again when that may help. An accepted file leaves the rows (it is then among the stored files) and
 * `onRead` gets what OCR made of it.
 *
 * @example const uploads = useDocumentUploads('emiratesId', { type: 'customer', id }, document?.files.length ?? 0, setLastRead);
 */
export function useDocumentUploads(documentType: ScannedDocumentType, owner: DocumentOwner, stored: number, onRead: (extraction: Extraction | undefined) => void) {
  const host = useHost();
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<DocumentUploadRow[]>([]);
  const [error, setError] = useState<string>();
  const mounted = useRef(true);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const readRef = useRef(onRead);
  readRef.current = onRead;
  const { type: ownerType, id: ownerId } = owner;

  useEffect(() => {
    mounted.current = true;
    const off = host.files.onProgress(({ fileId, percent }) =>
      setRows((current) => current.map((row) => (row.file.id === fileId && row.status !== 'refused' && percent >= row.percent ? { ...row, status: 'uploading', percent } : row))),
    );
    return () => {
      mounted.current = false;
      off();
    };
  }, [host]);

  const send = useCallback(
    (file: PickedFile) => {
      const endpoint = UPLOAD_ENDPOINT[documentType];
      const fields = uploadFields(documentType, endpoint);
      queue.current = queue.current.then(async () => {
        const result = await host.files.upload({ fileId: file.id, endpoint, params: { id: ownerId }, ...(fields ? { fields } : {}) });
        if (!mounted.current) return;
        if (!result.ok) {
          setRows((current) => current.map((row) => (row.file.id === file.id ? { ...row, status: 'refused', message: result.error.message, retryable: worthRetrying(result.error) } : row)));
          return;
        }
        setRows((current) => current.filter((row) => row.file.id !== file.id));
        const answer = ScannedDocumentResultSchema.safeParse(result.data);
        readRef.current(answer.success ? answer.data.extraction : undefined);
        dispatch(ownerDocumentsChanged({ type: ownerType, id: ownerId }));
      });
    },
    [host, dispatch, documentType, ownerType, ownerId],
  );

  const add = useCallback(
    (picked: readonly PickedFile[]) => {
      if (picked.length === 0) return;
      const pending = rows.filter((row) => row.status !== 'refused').length;
      const checked = checkPicked(picked, stored + pending);
      if (checked.error !== undefined) return setError(checked.error);
      setError(undefined);
      setRows((current) => [...current, ...checked.files.map((file) => ({ file, status: 'waiting' as const, percent: 0 }))]);
      for (const file of checked.files) send(file);
    },
    [rows, stored, send],
  );

  const pick = useCallback(async () => {
    const result = await host.files.pick('documents');
    if (!result.ok) return setError(result.error.message);
    add(result.data);
  }, [host, add]);

  const drop = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const result = await host.files.fromDrop(files);
      if (!result.ok) return setError(result.error.message);
      add(result.data);
    },
    [host, add],
  );

  const retry = useCallback(
    (row: DocumentUploadRow) => {
      const checked = checkPicked([row.file], stored + rows.filter((other) => other.status !== 'refused').length);
      if (checked.error !== undefined) return setError(checked.error);
      setError(undefined);
      setRows((current) => current.map((other) => (other.file.id === row.file.id ? { file: row.file, status: 'waiting', percent: 0 } : other)));
      send(row.file);
    },
    [rows, stored, send],
  );

  const dismiss = useCallback((row: DocumentUploadRow) => setRows((current) => current.filter((other) => other.file.id !== row.file.id)), []);

  return { rows, error, pick, drop, retry, dismiss };
}
