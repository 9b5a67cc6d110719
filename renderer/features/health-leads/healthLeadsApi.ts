import type { healthLeadsContract } from '../../../shared/contract/health-leads/health-leads.contract.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof healthLeadsContract;
export type HealthLeadListResult = EndpointOutput<C['list']>;
export type HealthLeadRecord = EndpointOutput<C['get']>['data'];

/** The health leads' calls; a proposal made from a lead invalidates it (see the health proposals' create). */
export const apiWithHealthLeads = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthLeads: build.query<HealthLeadListResult, { page: number; size: number; search?: string }>({
      query: ({ page, size, search }) => hostCall('healthLeads.list', { query: search ? { page, size, search } : { page, size } }),
      providesTags: (result) => [{ type: 'HealthLead', id: 'LIST' }, ...(result?.data ?? []).map((lead) => ({ type: 'HealthLead' as const, id: lead._id }))],
    }),
    getHealthLead: build.query<HealthLeadRecord, string>({
      query: (id) => hostCall('healthLeads.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthLead', id }],
    }),
  }),
});

export const { useGetHealthLeadsQuery, useGetHealthLeadQuery } = apiWithHealthLeads;
