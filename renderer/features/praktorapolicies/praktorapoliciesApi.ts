import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { praktorapoliciesContract } from '../../../shared/contract/praktorapolicies/praktorapolicies.contract.js';
import type { OfflinePolicyType } from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof praktorapoliciesContract;
export type OfflinePolicyListResult = EndpointOutput<C['list']>;
export type OfflinePolicyRecord = OfflinePolicyListResult['data'][number];
export type OfflinePolicyDetailRecord = EndpointOutput<C['get']>['data'];

export interface OfflinePolicyListArgs {
  page: number;
  size: number;
  search?: string;
  pType: OfflinePolicyType;
  /** ISO days bounding the policy's start date. */
  startDate?: string;
  endDate?: string;
}

/**
 * The offline policies area's calls (spec 000 §7 "Offline policies"). The upload goes through the
 * host's file upload (`praktorapolicies.upload`), not RTK Query: the list refetches after it, and a
 * policy's page refetches on every visit, since an upload may have overwritten it.
 */
export const apiWithOfflinePolicies = api.injectEndpoints({
  endpoints: (build) => ({
    getOfflinePolicies: build.query<OfflinePolicyListResult, OfflinePolicyListArgs>({
      query: ({ page, size, search, pType, startDate, endDate }) =>
        hostCall('praktorapolicies.list', {
          query: search ? { page, size, search } : { page, size },
          body: { pType, ...(startDate && { startDate }), ...(endDate && { endDate }) },
        }),
    }),
    getOfflinePolicy: build.query<OfflinePolicyDetailRecord, string>({
      query: (id) => hostCall('praktorapolicies.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
    }),
  }),
});

export const { useGetOfflinePoliciesQuery, useGetOfflinePolicyQuery } = apiWithOfflinePolicies;
