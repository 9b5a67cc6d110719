import type { z } from 'zod';
import type { customersContract } from '../../../shared/contract/customers/customers.contract.js';
import type { PolicySmsSchema } from '../../../shared/contract/customers/customers.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { policiesContract } from '../../../shared/contract/policies/policies.contract.js';
import type { PolicyUpdateSchema } from '../../../shared/contract/policies/policies.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof policiesContract;
export type PolicyListResult = EndpointOutput<C['list']>;
export type PolicyRecord = PolicyListResult['data'][number];
export type PolicyDetailRecord = EndpointOutput<C['detail']>['data'];
export type RenewalRequest = EndpointOutput<C['requestRenewal']>['data'];
export type PolicyType = 'all' | 'ACTIVE' | 'PENDING' | 'EXPIRING' | 'EXPIRED' | 'CANCELLED';

export interface PolicyListArgs {
  page: number;
  size: number;
  search?: string;
  filter: { pType: PolicyType; startDate?: string; endDate?: string; agentId?: string };
}

const policyTags = (id: string) => [
  { type: 'Policy' as const, id },
  { type: 'Policy' as const, id: 'LIST' },
];

/**
 * The policies area's calls (spec 000 §7 "Policies") and the customers area's policy actions
 * (`resendpolicy`, `sharepolicyviasms`, which take the policy's id). The file upload goes through
 * the host (`customers.uploadPolicy`).
 */
export const apiWithPolicies = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicies: build.query<PolicyListResult, PolicyListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('policies.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'Policy', id: 'LIST' },
        ...(result?.data ?? []).map((policy) => ({ type: 'Policy' as const, id: policy._id })),
      ],
    }),
    getPolicy: build.query<PolicyDetailRecord, string>({
      query: (id) => hostCall('policies.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Policy', id }],
    }),
    updatePolicy: build.mutation<PolicyDetailRecord, { id: string; body: z.input<typeof PolicyUpdateSchema> }>({
      query: ({ id, body }) => hostCall('policies.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : policyTags(id)),
    }),
    changePolicyCompany: build.mutation<PolicyDetailRecord, { id: string; companyId: string }>({
      query: ({ id, companyId }) => hostCall('policies.changeCompany', { params: { id }, body: { companyId } }),
      transformResponse: (response: EndpointOutput<C['changeCompany']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...policyTags(id), 'Proposal', 'Quote']),
    }),
    requestPolicyRenewal: build.mutation<RenewalRequest, string>({
      query: (id) => hostCall('policies.requestRenewal', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['requestRenewal']>) => response.data,
      invalidatesTags: (_result, error, id) => (error ? [] : [...policyTags(id), 'Proposal']),
    }),
    resendPolicyEmail: build.mutation<EndpointOutput<(typeof customersContract)['resendPolicy']>, string>({
      query: (id) => hostCall('customers.resendPolicy', { params: { id }, body: {} }),
    }),
    sharePolicySms: build.mutation<EndpointOutput<(typeof customersContract)['sharePolicySms']>, { id: string; body: z.input<typeof PolicySmsSchema> }>({
      query: ({ id, body }) => hostCall('customers.sharePolicySms', { params: { id }, body }),
    }),
  }),
});

export const {
  useGetPoliciesQuery,
  useGetPolicyQuery,
  useUpdatePolicyMutation,
  useChangePolicyCompanyMutation,
  useRequestPolicyRenewalMutation,
  useResendPolicyEmailMutation,
  useSharePolicySmsMutation,
} = apiWithPolicies;
