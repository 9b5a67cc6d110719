import type { EndpointInput, EndpointOutput } from '../../../shared/contract/index.js';
import type { evouchersContract } from '../../../shared/contract/evouchers/evouchers.contract.js';
import { evouchersResource } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi } from '../../kit/resourceApi.js';

type C = typeof evouchersContract;
export type CodeListResult = EndpointOutput<C['codes']>;
export type CodeRecord = CodeListResult['data'][number];
export type HistoryResult = EndpointOutput<C['history']>;
export type HistoryRecord = HistoryResult['data'][number];
export type RequestListResult = EndpointOutput<C['requests']>;
export type RequestRecord = RequestListResult['data'][number];

/** The e-voucher itself, from the kit. */
export const evouchersHooks = resourceApi('evouchers', evouchersResource, 'Evoucher');

const TAG = 'EvoucherCode' as const;

/**
 * The codes, history, assignment and requests of e-vouchers. Any code change outdates the codes,
 * the history and the requests (an approval uses a code), so they share one tag. The import goes
 * through the host's file upload (`evouchers.importCodes`); its dialog refreshes them after.
 */
export const apiWithEvoucherCodes = api.injectEndpoints({
  endpoints: (build) => ({
    getEvoucherCodes: build.query<CodeListResult, { id: string; page: number; size: number; search?: string }>({
      query: ({ id, page, size, search }) => hostCall('evouchers.codes', { params: { id }, query: search ? { page, size, search } : { page, size } }),
      providesTags: [TAG],
    }),
    getEvoucherCode: build.query<CodeRecord, string>({
      query: (id) => hostCall('evouchers.code', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['code']>) => response.data,
      providesTags: [TAG],
    }),
    getEvoucherHistory: build.query<HistoryResult, { id: string; page: number; size: number }>({
      query: ({ id, page, size }) => hostCall('evouchers.history', { params: { id }, query: { page, size } }),
      providesTags: [TAG],
    }),
    createEvoucherCode: build.mutation<EndpointOutput<C['createCode']>, { id: string; body: EndpointInput<C['createCode']>['body'] }>({
      query: ({ id, body }) => hostCall('evouchers.createCode', { params: { id }, body }),
      invalidatesTags: [TAG],
    }),
    updateEvoucherCode: build.mutation<EndpointOutput<C['updateCode']>, { id: string; body: EndpointInput<C['updateCode']>['body'] }>({
      query: ({ id, body }) => hostCall('evouchers.updateCode', { params: { id }, body }),
      invalidatesTags: [TAG],
    }),
    deleteEvoucherCode: build.mutation<EndpointOutput<C['deleteCode']>, string>({
      query: (id) => hostCall('evouchers.deleteCode', { params: { id } }),
      invalidatesTags: [TAG],
    }),
    assignEvoucherCode: build.mutation<EndpointOutput<C['assign']>, { id: string; body: EndpointInput<C['assign']>['body'] }>({
      query: ({ id, body }) => hostCall('evouchers.assign', { params: { id }, body }),
      invalidatesTags: [TAG, 'Outbox'],
    }),
    getEvoucherRequests: build.query<RequestListResult, { page: number; size: number; search?: string }>({
      query: ({ page, size, search }) => hostCall('evouchers.requests', { query: search ? { page, size, search } : { page, size } }),
      providesTags: [TAG],
    }),
    changeEvoucherRequestStatus: build.mutation<EndpointOutput<C['changeRequestStatus']>, { id: string; body: EndpointInput<C['changeRequestStatus']>['body'] }>({
      query: ({ id, body }) => hostCall('evouchers.changeRequestStatus', { params: { id }, body }),
      invalidatesTags: [TAG, 'Outbox'],
    }),
  }),
});

export const {
  useGetEvoucherCodesQuery, useGetEvoucherCodeQuery, useGetEvoucherHistoryQuery, useCreateEvoucherCodeMutation, useUpdateEvoucherCodeMutation,
  useDeleteEvoucherCodeMutation, useAssignEvoucherCodeMutation, useGetEvoucherRequestsQuery, useChangeEvoucherRequestStatusMutation,
} = apiWithEvoucherCodes;

/** Refreshes the codes and history after an import sent outside RTK Query. */
export const codesChanged = () => apiWithEvoucherCodes.util.invalidateTags([TAG]);
