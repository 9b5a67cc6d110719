import { useCallback } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { InsurerDocumentKind, InsurerDocuments } from '../../../shared/contract/health-proposals/insurer-documents.schema.js';
import type { insurerDocumentsContract } from '../../../shared/contract/health-proposals/insurer-documents.contract.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall, type HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';

type D = typeof insurerDocumentsContract;

const documentsOf = (quoteId: string) => ({ type: 'HealthQuote' as const, id: `insurer-documents-${quoteId}` });

/** A health quote's insurer documents (`insurerDocuments.*`); a capture carries a file, so it goes through the host's upload. */
export const apiWithInsurerDocuments = api.injectEndpoints({
  endpoints: (build) => ({
    getInsurerDocuments: build.query<InsurerDocuments, string>({
      query: (id) => hostCall('insurerDocuments.list', { params: { id } }),
      transformResponse: (response: EndpointOutput<D['list']>) => response.data,
      providesTags: (_result, _error, id) => [documentsOf(id)],
    }),
  }),
});

export const { useGetInsurerDocumentsQuery } = apiWithInsurerDocuments;

/**
 * Captures one of the insurer's documents of a quote: its number and date as the form's text
 * fields and the picked file through the host's upload. Answers `null` once the server kept it.
 *
 * @example const capture = useCaptureInsurerDocument(); const error = await capture(quoteId, file, { document: 'taxInvoice', number, date });
 */
export function useCaptureInsurerDocument() {
  const host = useHost();
  const dispatch = useAppDispatch();
  return useCallback(
    async (quoteId: string, file: PickedFile, fields: { document: InsurerDocumentKind; number: string; date: string }): Promise<HostCallError | null> => {
      const result = await host.files.upload({ fileId: file.id, endpoint: 'insurerDocuments.upload', params: { id: quoteId }, fields });
      if (!result.ok) return { status: result.error.status ?? 0, message: result.error.message, ...(result.error.fieldErrors ? { fieldErrors: result.error.fieldErrors } : {}) };
      dispatch(apiWithInsurerDocuments.util.invalidateTags([documentsOf(quoteId)]));
      return null;
    },
    [dispatch, host],
  );
}
