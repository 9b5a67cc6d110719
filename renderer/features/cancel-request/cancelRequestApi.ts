import type { z } from 'zod';
import type { cancelRequestContract } from '../../../shared/contract/cancel-request/cancel-request.contract.js';
import type { CancellationDetailsUpdateSchema, CancellationListFilter } from '../../../shared/contract/cancel-request/cancel-request.schema.js';
import type { CancellationStatus } from '../../../shared/domain/cancellationRules.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof cancelRequestContract;
export type CancellationListResult = EndpointOutput<C['list']>;
export type CancellationRecord = CancellationListResult['data'][number];
export type CancellationDetailRecord = EndpointOutput<C['get']>['data'];
export type CancellablePolicyRecord = EndpointOutput<C['findPolicies']>['data'][number];

export interface CancellationListArgs {
  page: number;
  size: number;
  search?: string;
  filter: CancellationListFilter;
}

/** A request changed: its page, the list, and the policy it cancels (its status and history). */
export const cancellationTags = (id: string, policyId?: string) => [
  { type: 'Cancellation' as const, id },
  { type: 'Cancellation' as const, id: 'LIST' },
  ...(policyId ? [{ type: 'Policy' as const, id: policyId }, { type: 'Policy' as const, id: 'LIST' }] : []),
];

const detail = (response: EndpointOutput<C['get']>) => response.data;

/**
 * The cancellation requests' calls (spec 001 §7 "Cancellations and endorsements"). The calls that
 * carry files (raise, add papers, confirm, refund paid another way) go through the host's upload
 * (`useCancellationUpload`), which invalidates the same tags.
 */
export const apiWithCancellations = api.injectEndpoints({
  endpoints: (build) => ({
    getCancellations: build.query<CancellationListResult, CancellationListArgs>({
      query: ({ page, size, search, filter }) => hostCall('cancelRequest.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [{ type: 'Cancellation', id: 'LIST' }, ...(result?.data ?? []).map((item) => ({ type: 'Cancellation' as const, id: item._id }))],
    }),
    getCancellation: build.query<CancellationDetailRecord, string>({
      query: (id) => hostCall('cancelRequest.get', { params: { id } }),
      transformResponse: detail,
      providesTags: (_result, _error, id) => [{ type: 'Cancellation', id }],
    }),
    findCancellablePolicies: build.query<CancellablePolicyRecord[], string>({
      query: (search) => hostCall('cancelRequest.findPolicies', { query: { search } }),
      transformResponse: (response: EndpointOutput<C['findPolicies']>) => response.data,
    }),
    updateCancellationStatus: build.mutation<CancellationDetailRecord, { id: string; status: CancellationStatus; note: string }>({
      query: ({ id, status, note }) => hostCall('cancelRequest.updateStatus', { body: { id, data: { status, note } } }),
      transformResponse: detail,
      invalidatesTags: (result, error, { id }) => (error ? [] : cancellationTags(id, result?.policy._id)),
    }),
    rejectCancellation: build.mutation<CancellationDetailRecord, { policyId: string; reason: string }>({
      query: ({ policyId, reason }) => hostCall('cancelRequest.reject', { params: { id: policyId }, body: { data: { reason } } }),
      transformResponse: detail,
      invalidatesTags: (result, error, { policyId }) => (error || !result ? [] : cancellationTags(result._id, policyId)),
    }),
    updateCancellationDetails: build.mutation<CancellationDetailRecord, { id: string; data: z.input<typeof CancellationDetailsUpdateSchema> }>({
      query: ({ id, data }) => hostCall('cancelRequest.updateDetails', { params: { id }, body: data }),
      transformResponse: detail,
      invalidatesTags: (_result, error, { id }) => (error ? [] : cancellationTags(id)),
    }),
    refundThroughGateway: build.mutation<{ data: CancellationDetailRecord; message: string }, string>({
      query: (id) => hostCall('cancelRequest.refundThroughGateway', { body: { id } }),
      transformResponse: (response: EndpointOutput<C['refundThroughGateway']>) => ({ data: response.data, message: response.message ?? '' }),
      invalidatesTags: (result, error, id) => (error ? [] : [...cancellationTags(id, result?.data.policy._id), 'Payment']),
    }),
    withdrawGatewayRefund: build.mutation<{ data: CancellationDetailRecord; message: string }, { id: string; reason: string }>({
      query: (body) => hostCall('cancelRequest.withdrawRefund', { body }),
      transformResponse: (response: EndpointOutput<C['withdrawRefund']>) => ({ data: response.data, message: response.message ?? '' }),
      invalidatesTags: (result, error, { id }) => (error ? [] : [...cancellationTags(id, result?.data.policy._id), 'Payment']),
    }),
  }),
});

export const {
  useGetCancellationsQuery, useGetCancellationQuery, useFindCancellablePoliciesQuery, useUpdateCancellationStatusMutation,
  useRejectCancellationMutation, useUpdateCancellationDetailsMutation, useRefundThroughGatewayMutation, useWithdrawGatewayRefundMutation,
} = apiWithCancellations;
