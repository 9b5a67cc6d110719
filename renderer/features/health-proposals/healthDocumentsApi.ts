import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthDocumentsContract } from '../../../shared/contract/health-proposals/health-documents.contract.js';
import type { HealthDocuments } from '../../../shared/contract/health-proposals/health-documents.schema.js';
import type { HealthDocumentKey } from '../../../shared/domain/healthDocuments.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type D = typeof healthDocumentsContract;

const documentsOf = (id: string) => ({ type: 'HealthProposal' as const, id: `documents-${id}` });

/**
 * A health proposal's member documents (`healthDocuments.*`). The list is also tagged with the
 * proposal, so a change of the proposal (its members, its visa status) lists them again. Uploads
 * carry a file, so they go through the host's file uploads, then `healthDocumentsChanged`.
 */
export const apiWithHealthDocuments = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthDocuments: build.query<HealthDocuments, string>({
      query: (id) => hostCall('healthDocuments.list', { params: { id } }),
      transformResponse: (response: EndpointOutput<D['list']>) => response.data,
      providesTags: (_result, _error, id) => [documentsOf(id), { type: 'HealthProposal', id }],
    }),
    removeHealthDocument: build.mutation<unknown, { id: string; memberId: string; documentKey: HealthDocumentKey; fileId?: string }>({
      query: ({ id, memberId, documentKey, fileId }) =>
        hostCall('healthDocuments.remove', { params: { id, memberId }, body: { documentKey, ...(fileId ? { fileId } : {}) } }),
      invalidatesTags: (_result, _error, { id }) => [documentsOf(id)],
    }),
  }),
});

/** Lists the proposal's documents again after an upload that went through the host. */
export function healthDocumentsChanged(proposalId: string) {
  return apiWithHealthDocuments.util.invalidateTags([documentsOf(proposalId)]);
}

export const { useGetHealthDocumentsQuery, useRemoveHealthDocumentMutation } = apiWithHealthDocuments;
