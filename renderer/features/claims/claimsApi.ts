import type { ClaimFilters, ClaimStatusChange, ClaimUpdate } from '../../../shared/contract/claims/claims.schema.js';
import type { claimsContract } from '../../../shared/contract/claims/claims.contract.js';
import type { ClaimCreate } from '../../../shared/contract/claims/claims.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof claimsContract;
export type ClaimListResult = EndpointOutput<C['list']>;
export type ClaimRecord = EndpointOutput<C['get']>['data'];

const claimTags = (id: string) => [{ type: 'Claim' as const, id }, { type: 'Claim' as const, id: 'LIST' }];

/** The motor claims' calls (spec 001 §"Claims"); files go through the host's upload (`claims.uploadFiles`). */
export const apiWithClaims = api.injectEndpoints({
  endpoints: (build) => ({
    getClaims: build.query<ClaimListResult, { page: number; size: number; search?: string; filters: ClaimFilters }>({
      query: ({ page, size, search, filters }) => hostCall('claims.list', { query: search ? { page, size, search } : { page, size }, body: filters }),
      providesTags: (result) => [{ type: 'Claim', id: 'LIST' }, ...(result?.data ?? []).map((claim) => ({ type: 'Claim' as const, id: claim._id }))],
    }),
    getClaim: build.query<ClaimRecord, string>({
      query: (id) => hostCall('claims.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Claim', id }],
    }),
    createClaim: build.mutation<ClaimRecord, ClaimCreate>({
      query: (body) => hostCall('claims.create', { body }),
      transformResponse: (response: EndpointOutput<C['create']>) => response.data,
      invalidatesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
    changeClaimStatus: build.mutation<ClaimRecord, ClaimStatusChange>({
      query: (body) => hostCall('claims.updateStatus', { body }),
      transformResponse: (response: EndpointOutput<C['updateStatus']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : claimTags(id)),
    }),
    updateClaim: build.mutation<ClaimRecord, { id: string; body: ClaimUpdate }>({
      query: ({ id, body }) => hostCall('claims.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : claimTags(id)),
    }),
    removeClaimFile: build.mutation<ClaimRecord, { id: string; fileId: string }>({
      query: (params) => hostCall('claims.removeFile', { params }),
      transformResponse: (response: EndpointOutput<C['removeFile']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : claimTags(id)),
    }),
  }),
});

export const {
  useGetClaimsQuery, useGetClaimQuery, useCreateClaimMutation, useChangeClaimStatusMutation, useUpdateClaimMutation, useRemoveClaimFileMutation,
} = apiWithClaims;
