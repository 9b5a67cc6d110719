import { useCallback } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { apiWithCancellations, cancellationTags, type CancellationDetailRecord } from './cancelRequestApi.js';

/** A refused upload as the forms show it: the server's message, and its field errors on their fields. */
export function uploadError(error: { status?: number; message: string; fieldErrors?: Record<string, string> }): HostCallError {
  return { status: error.status ?? 0, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
}

type UploadKey = 'cancelRequest.raise' | 'cancelRequest.addPapers' | 'cancelRequest.confirm' | 'cancelRequest.refundOtherWay';

/**
 * The request calls that carry a file, sent through the host's upload (the page never reads the
 * bytes): the file with the form's text fields. Answers the request as it stands, or the error.
 *
 * @example const upload = useCancellationUpload(); const outcome = await upload('cancelRequest.confirm', file, { id });
 */
export function useCancellationUpload() {
  const host = useHost();
  const dispatch = useAppDispatch();
  return useCallback(
    async (endpoint: UploadKey, file: PickedFile, options: { id?: string; fields?: Record<string, string> }): Promise<{ data: CancellationDetailRecord } | { error: HostCallError }> => {
      const result = await host.files.upload({ fileId: file.id, endpoint, params: options.id ? { id: options.id } : {}, ...(options.fields && { fields: options.fields }) });
      if (!result.ok) return { error: uploadError(result.error) };
      const data = (result.data as { data: CancellationDetailRecord }).data;
      dispatch(apiWithCancellations.util.invalidateTags([...cancellationTags(data._id, data.policy._id), 'Payment']));
      return { data };
    },
    [dispatch, host],
  );
}
