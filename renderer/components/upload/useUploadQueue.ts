import { useCallback, useEffect, useReducer, useRef } from 'react';
import { worthRetrying, type CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
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

type Action =
  | { type: 'added'; files: PickedFile[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'finished'; id: string; result: CallResult<unknown> };

function messageOf(result: CallResult<unknown>): string | undefined {
  if (!result.ok) return result.error.message;
  const data = result.data as { message?: unknown } | null;
  return typeof data?.message === 'string' ? data.message : undefined;
}

function reducer(rows: UploadRow[], action: Action): UploadRow[] {
  switch (action.type) {
    case 'added':
      return [...rows, ...action.files.map((file) => ({ file, status: 'waiting' as const, percent: 0 }))];
    case 'started':
      return rows.map((row) => (row.file.id === action.id ? { file: row.file, status: 'waiting', percent: 0 } : row));
    case 'progressed':
      return rows.map((row) =>
        row.file.id === action.id && row.status !== 'uploaded' && row.status !== 'refused' && action.percent >= row.percent
          ? { ...row, status: 'uploading', percent: action.percent }
          : row,
      );
    case 'finished':
      return rows.map((row) =>
        row.file.id === action.id
          ? action.result.ok
            ? { ...row, status: 'uploaded', percent: 100, message: messageOf(action.result) }
            : { ...row, status: 'refused', message: messageOf(action.result), retryable: worthRetrying(action.result.error) }
          : row,
      );
  }
}

/**
 * Per-file upload rows for one target (a contract upload endpoint and its params): adding files
 * starts their uploads (the host runs a few at a time), progress and results land on each row,
 * and `retry` sends again a file refused for a reason that may pass.
 *
 * @example const queue = useUploadQueue('documents.upload', { id: customerId }, refetch);
 */
export function useUploadQueue(endpoint: EndpointKey, params: Record<string, string>, onUploaded?: () => void) {
  const host = useHost();
  const [rows, dispatch] = useReducer(reducer, []);
  const mounted = useRef(true);
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;
  const paramsKey = JSON.stringify(params);

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
      dispatch({ type: 'started', id: file.id });
      void host.files.upload({ fileId: file.id, endpoint, params: JSON.parse(paramsKey) as Record<string, string> }).then((result) => {
        if (!mounted.current) return;
        dispatch({ type: 'finished', id: file.id, result });
        if (result.ok) uploadedRef.current?.();
      });
    },
    [host, endpoint, paramsKey],
  );

  const add = useCallback(
    (files: PickedFile[]) => {
      dispatch({ type: 'added', files });
      for (const file of files) send(file);
    },
    [send],
  );

  return { rows, add, retry: send };
}
