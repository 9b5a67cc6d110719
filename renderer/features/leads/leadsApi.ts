import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { leadsContract } from '../../../shared/contract/leads/leads.contract.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof leadsContract;
export type LeadListResult = EndpointOutput<C['list']>;
export type LeadRecord = EndpointOutput<C['get']>['data'];
export type LeadQuotesResult = EndpointOutput<C['generateQuotes']>['data'];

/** The motor leads' calls (spec 002 §7); generating quotes changes the lead and adds a proposal. */
export const apiWithLeads = api.injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query<LeadListResult, { page: number; size: number; search?: string }>({
      query: ({ page, size, search }) => hostCall('leads.list', { query: search ? { page, size, search } : { page, size } }),
      providesTags: (result) => [{ type: 'Lead', id: 'LIST' }, ...(result?.data ?? []).map((lead) => ({ type: 'Lead' as const, id: lead._id }))],
    }),
    getLead: build.query<LeadRecord, string>({
      query: (id) => hostCall('leads.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
    }),
    generateLeadQuotes: build.mutation<LeadQuotesResult, string>({
      query: (leadId) => hostCall('leads.generateQuotes', { query: { pId: leadId } }),
      transformResponse: (response: EndpointOutput<C['generateQuotes']>) => response.data,
      invalidatesTags: (_result, _error, leadId) => [{ type: 'Lead', id: leadId }, { type: 'Lead', id: 'LIST' }, { type: 'Proposal', id: 'LIST' }],
    }),
  }),
});

export const { useGetLeadsQuery, useGetLeadQuery, useGenerateLeadQuotesMutation } = apiWithLeads;
