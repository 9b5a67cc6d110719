import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { worthRetrying, type CallResult } from '../../../shared/client/callResult.js';
import type { PickKind, PickedFile, UploadFileRequest } from '../../../shared/contract/documents/index.js';
import { useHost } from '../../app/useHost.js';

export type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'refused';

export interface UploadRow {
  file: PickedFile;
  status: UploadStatus;
  /** Rounded, 0–100. */
  percent: number;
  /** The server's answer: its message when uploaded, its reason when refused. */
  message?: string;
  /** Refused for a reason that may pass (no connection, a busy server): Retry is offered. */
  retryable?: boolean;
}

export interface UploadQueueOptions {
  /** Where each file goes: a multipart endpoint of the contract with its params (and form fields, query). */
  target: Omit<UploadFileRequest, 'fileId'>;
  /** After each file the server accepted, with its answer. */
  onUploaded?: (data: unknown) => void;
  /** Checks picked files before anything is sent, knowing how many are queued and not refused: the files to send, or why none go. */
  check?: (files: readonly PickedFile[], pending: number) => { files: PickedFile[] } | { error: string };
  /** Sends one file after the other (the server merges each into the same record) rather than all at once (the host still runs only a few together). */
  oneAtATime?: boolean;
  /** An accepted file leaves the rows (the page then lists it among the stored files) instead of staying as Uploaded. */
  dropUploaded?: boolean;
}

type Action =
  | { type: 'added'; files: PickedFile[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'finished'; id: string; result: CallResult<unknown>; dropUploaded: boolean }
  | { type: 'dismissed'; id: string };

function messageOf(result: CallResult<unknown>): string | undefined {
  if (!result.ok) return result.error.message;
  const data = result.data as { message?: unknown } | null;
  return typeof data?.message === 'string' ? data.message : undefined;
}

const settled = (row: UploadRow) => row.status === 'uploaded' || row.status === 'refused';

function uploadRowsReducer(rows: UploadRow[], action: Action): UploadRow[] {
  switch (action.type) {
    case 'added':
      return [...rows, ...action.files.map((file) => ({ file, status: 'waiting' as const, percent: 0 }))];
    case 'started':
      return rows.map((row) => (row.file.id === action.id ? { file: row.file, status: 'waiting', percent: 0 } : row));
    case 'progressed':
      return rows.map((row) =>
        row.file.id === action.id && !settled(row) && action.percent >= row.percent ? { ...row, status: 'uploading', percent: action.percent } : row,
      );
    case 'finished':
      if (action.result.ok && action.dropUploaded) return rows.filter((row) => row.file.id !== action.id);
      return rows.map((row) =>
        row.file.id === action.id
          ? action.result.ok
            ? { ...row, status: 'uploaded', percent: 100, message: messageOf(action.result) }
            : { ...row, status: 'refused', message: messageOf(action.result), retryable: worthRetrying(action.result.error) }
          : row,
      );
    case 'dismissed':
      return rows.filter((row) => row.file.id !== action.id);
  }
}

/**
 * The one upload queue of the renderer: files picked (`pick`, the OS dialog in the desktop app) or
 * dropped (`drop`) are checked, get a row each and are sent to one target; progress and results
 * land on each row, a refused file keeps its row with the server's reason, `retry` sends again a
 * file refused for a reason that may pass, and `dismiss` clears a row. `error` says why picked
 * files were not taken.
 *
 * @example const queue = useUploadQueue({ target: { endpoint: 'documents.upload', params: { id: customerId } }, onUploaded: refetch });
 */
export function useUploadQueue(options: UploadQueueOptions) {
  const host = useHost();
  const [rows, dispatch] = useReducer(uploadRowsReducer, []);
  const [error, setError] = useState<string>();
  const mounted = useRef(true);
  const chain = useRef<Promise<void>>(Promise.resolve());
  // The latest options, so callbacks stay stable while the caller passes a new object each render.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    mounted.current = true;
    const off = host.files.onProgress(({ fileId, percent }) => dispatch({ type: 'progressed', id: fileId, percent }));
    return () => {
      mounted.current = false;
      off();
    };
  }, [host]);

  const send = useCallback(
    (file: PickedFile) => {
      const { target, oneAtATime = false, dropUploaded = false } = latest.current;
      dispatch({ type: 'started', id: file.id });
      const run = async () => {
        const result = await host.files.upload({ fileId: file.id, ...target });
        if (!mounted.current) return;
        dispatch({ type: 'finished', id: file.id, result, dropUploaded });
        if (result.ok) latest.current.onUploaded?.(result.data);
      };
      if (oneAtATime) chain.current = chain.current.then(run);
      else void run();
    },
    [host],
  );

  const pending = rows.filter((row) => !settled(row)).length;

  /** Whether the check lets these files go; says why not in `error`. */
  const checked = useCallback(
    (files: readonly PickedFile[]): PickedFile[] | undefined => {
      const answer = latest.current.check?.(files, pending) ?? { files: [...files] };
      if ('error' in answer) {
        setError(answer.error);
        return undefined;
      }
      setError(undefined);
      return answer.files;
    },
    [pending],
  );

  const add = useCallback(
    (picked: readonly PickedFile[]) => {
      if (picked.length === 0) return;
      const files = checked(picked);
      if (!files) return;
      dispatch({ type: 'added', files });
      for (const file of files) send(file);
    },
    [checked, send],
  );

  const take = useCallback(
    (result: CallResult<PickedFile[]>) => {
      if (!result.ok) return setError(result.error.message);
      setError(undefined);
      add(result.data);
    },
    [add],
  );

  const pick = useCallback(async (kind: PickKind) => take(await host.files.pick(kind)), [host, take]);

  const drop = useCallback(
    async (files: File[]) => {
      if (files.length > 0) take(await host.files.fromDrop(files));
    },
    [host, take],
  );

  const retry = useCallback(
    (file: PickedFile) => {
      if (checked([file])) send(file);
    },
    [checked, send],
  );

  const dismiss = useCallback((file: PickedFile) => dispatch({ type: 'dismissed', id: file.id }), []);

  return { rows, error, add, pick, drop, retry, dismiss };
}
