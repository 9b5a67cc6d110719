import { useCallback } from 'react';
import type { z } from 'zod';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { groupHealthContract } from '../../../shared/contract/group-health/group-health.contract.js';
import type {
  GroupHealthAddMemberSchema, GroupHealthDeleteMemberSchema, GroupHealthDetail, GroupHealthEditSchema, GroupHealthListFilter,
  GroupHealthStatusChange,
} from '../../../shared/contract/group-health/group-health.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { CallResult } from '../../../shared/client/callResult.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';

type C = typeof groupHealthContract;
export type GroupHealthListResult = EndpointOutput<C['list']>;
export type GroupHealthRow = GroupHealthListResult['data'][number];
export type GroupHealthSummary = EndpointOutput<C['summary']>['data'];

export interface GroupHealthListArgs {
  page: number;
  size: number;
  search?: string;
  filter: GroupHealthListFilter;
}

const LIST = { type: 'GroupHealth' as const, id: 'LIST' };
const one = (id: string) => [{ type: 'GroupHealth' as const, id }, LIST];
const commentsOf = (id: string) => ({ type: 'GroupHealth' as const, id: `comments-${id}` });
/** What a write of one proposal makes stale, once the server took it: its page, the list and the counters. */
const afterWrite = (_result: unknown, error: unknown, { id }: { id: string }) => (error ? [] : one(id));
/** Creating a proposal or changing its status also moves its corporate customer's health status (server-side): their pages refetch. */
const CUSTOMERS = 'CorporateCustomer' as const;

/** The group health area's calls (`groupHealth.*`); a census or a trade licence carries a file, so it goes through the host's upload. */
export const apiWithGroupHealth = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupHealthList: build.query<GroupHealthListResult, GroupHealthListArgs>({
      query: ({ page, size, search, filter }) => hostCall('groupHealth.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((row) => ({ type: 'GroupHealth' as const, id: row._id }))],
    }),
    getGroupHealthSummary: build.query<GroupHealthSummary, void>({
      query: () => hostCall('groupHealth.summary', { query: {} }),
      transformResponse: (response: EndpointOutput<C['summary']>) => response.data,
      providesTags: [LIST],
    }),
    getGroupHealth: build.query<GroupHealthDetail, string>({
      query: (id) => hostCall('groupHealth.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'GroupHealth', id }],
    }),
    editGroupHealth: build.mutation<GroupHealthDetail, { id: string; body: z.input<typeof GroupHealthEditSchema> }>({
      query: ({ id, body }) => hostCall('groupHealth.edit', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['edit']>) => response.data,
      invalidatesTags: afterWrite,
    }),
    setGroupHealthStatus: build.mutation<EndpointOutput<C['setStatus']>['data'], { id: string; data: GroupHealthStatusChange }>({
      query: ({ id, data }) => hostCall('groupHealth.setStatus', { params: { id }, body: { proposalId: id, data } }),
      transformResponse: (response: EndpointOutput<C['setStatus']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...one(id), CUSTOMERS]),
    }),
    addGroupHealthMember: build.mutation<GroupHealthDetail, { id: string; body: z.input<typeof GroupHealthAddMemberSchema> }>({
      query: ({ id, body }) => hostCall('groupHealth.addMember', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['addMember']>) => response.data,
      invalidatesTags: afterWrite,
    }),
    deleteGroupHealthMember: build.mutation<GroupHealthDetail, { id: string; body: z.input<typeof GroupHealthDeleteMemberSchema> }>({
      query: ({ id, body }) => hostCall('groupHealth.deleteMember', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['deleteMember']>) => response.data,
      invalidatesTags: afterWrite,
    }),
    getGroupHealthComments: build.query<EndpointOutput<C['comments']>['data'], string>({
      query: (id) => hostCall('groupHealth.comments', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['comments']>) => response.data,
      providesTags: (_result, _error, id) => [commentsOf(id)],
    }),
    addGroupHealthComment: build.mutation<EndpointOutput<C['addComment']>['data'], { id: string; comment: string }>({
      query: ({ id, comment }) => hostCall('groupHealth.addComment', { params: { id }, body: { comment } }),
      transformResponse: (response: EndpointOutput<C['addComment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [commentsOf(id)]),
    }),
    shareGroupHealthEmail: build.mutation<EndpointOutput<C['shareEmail']>, { id: string; toEmail: string }>({
      query: ({ id, toEmail }) => hostCall('groupHealth.shareEmail', { params: { id }, body: { toEmail } }),
      invalidatesTags: afterWrite,
    }),
    shareGroupHealthSms: build.mutation<EndpointOutput<C['shareSms']>, { id: string; mobileNumber: string }>({
      query: ({ id, mobileNumber }) => hostCall('groupHealth.shareSms', { params: { id }, body: { mobileNumber } }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const {
  useGetGroupHealthListQuery, useGetGroupHealthSummaryQuery, useGetGroupHealthQuery, useEditGroupHealthMutation, useSetGroupHealthStatusMutation,
  useAddGroupHealthMemberMutation, useDeleteGroupHealthMemberMutation, useGetGroupHealthCommentsQuery, useAddGroupHealthCommentMutation,
  useShareGroupHealthEmailMutation, useShareGroupHealthSmsMutation,
} = apiWithGroupHealth;

/**
 * Sends a file of a group health proposal through the host's upload: a new proposal with its census
 * (`create`), a census replacing the members (`uploadCensus`) or the trade licence. The answer is the
 * proposal; the list and the page are refreshed once the server kept it.
 *
 * @example const send = useGroupHealthUpload(); const result = await send({ endpoint: 'groupHealth.create', file, fields });
 */
export function useGroupHealthUpload() {
  const host = useHost();
  const dispatch = useAppDispatch();
  return useCallback(
    async (request: { endpoint: 'groupHealth.create' | 'groupHealth.uploadCensus' | 'groupHealth.uploadTradeLicense'; file: PickedFile; id?: string; fields?: Record<string, string> }): Promise<CallResult<GroupHealthDetail>> => {
      const result = await host.files.upload({
        fileId: request.file.id, endpoint: request.endpoint, params: request.id ? { id: request.id } : {}, ...(request.fields && { fields: request.fields }),
      });
      if (!result.ok) return result;
      dispatch(apiWithGroupHealth.util.invalidateTags(request.id ? one(request.id) : [LIST, CUSTOMERS]));
      return { ok: true, data: (result.data as { data: GroupHealthDetail }).data };
    },
    [dispatch, host],
  );
}
