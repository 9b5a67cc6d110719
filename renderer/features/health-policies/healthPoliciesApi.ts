import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthPoliciesContract } from '../../../shared/contract/health-policies/health-policies.contract.js';
import type { HealthPolicyUpdateSchema } from '../../../shared/contract/health-policies/health-policies.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import type { PolicyListArgs, PolicyListResult } from '../policies/public.js';
import type { CommentRecord } from '../proposals/public.js';

type C = typeof healthPoliciesContract;
export type HealthPolicyDetailRecord = EndpointOutput<C['detail']>['data'];

export const healthPolicyTags = (id: string) => [
  { type: 'HealthPolicy' as const, id },
  { type: 'HealthPolicy' as const, id: 'LIST' },
];

/**
 * The health policies area's calls (`healthPolicies.*`): the list answers the motor policies' rows
 * and takes their filters. The policy document is uploaded through the host (`healthPolicies.uploadPolicy`).
 * Comments have their own tag, so adding one reloads them and not the whole policy.
 */
export const apiWithHealthPolicies = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthPolicies: build.query<PolicyListResult, PolicyListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('healthPolicies.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'HealthPolicy', id: 'LIST' },
        ...(result?.data ?? []).map((policy) => ({ type: 'HealthPolicy' as const, id: policy._id })),
      ],
    }),
    getHealthPolicy: build.query<HealthPolicyDetailRecord, string>({
      query: (id) => hostCall('healthPolicies.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthPolicy', id }],
    }),
    updateHealthPolicy: build.mutation<HealthPolicyDetailRecord, { id: string; body: z.input<typeof HealthPolicyUpdateSchema> }>({
      query: ({ id, body }) => hostCall('healthPolicies.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : healthPolicyTags(id)),
    }),
    getHealthPolicyComments: build.query<CommentRecord[], string>({
      query: (id) => hostCall('healthPolicies.comments', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['comments']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthPolicy', id: `comments-${id}` }],
    }),
    createHealthPolicyComment: build.mutation<CommentRecord[], { id: string; comment: string }>({
      query: ({ id, comment }) => hostCall('healthPolicies.createComment', { params: { id }, body: { comment } }),
      transformResponse: (response: EndpointOutput<C['createComment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'HealthPolicy', id: `comments-${id}` }]),
    }),
  }),
});

export const {
  useGetHealthPoliciesQuery, useGetHealthPolicyQuery, useUpdateHealthPolicyMutation, useGetHealthPolicyCommentsQuery, useCreateHealthPolicyCommentMutation,
} = apiWithHealthPolicies;
