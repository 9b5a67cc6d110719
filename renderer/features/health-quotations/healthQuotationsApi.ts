import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthQuotationsContract } from '../../../shared/contract/health-quotations/health-quotations.contract.js';
import type { HealthInsuredType } from '../../../shared/domain/healthPricing.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof healthQuotationsContract;
export type HealthQuotationListResult = EndpointOutput<C['list']>;
export type HealthQuotationRecord = HealthQuotationListResult['data'][number];
export type HealthQuotationDetail = EndpointOutput<C['detail']>['data'];

export interface HealthQuotationListArgs {
  page: number;
  size: number;
  search?: string;
  filter: { qType: 'all' | 'ACTIVE' | 'EXPIRED'; insuranceType: 'all' | HealthInsuredType; startDate?: string; endDate?: string };
}

const LIST = { type: 'HealthQuotation' as const, id: 'LIST' };

/**
 * The health quotations area's calls (`healthQuotations.*`). A quote's page also provides the
 * proposal screens' `HealthQuote` tag, so a payment or premium edit there refreshes it.
 */
export const apiWithHealthQuotations = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthQuotations: build.query<HealthQuotationListResult, HealthQuotationListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('healthQuotations.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((quote) => ({ type: 'HealthQuotation' as const, id: quote._id }))],
    }),
    getHealthQuotation: build.query<HealthQuotationDetail, string>({
      query: (id) => hostCall('healthQuotations.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthQuotation', id }, { type: 'HealthQuote', id }],
    }),
  }),
});

export const { useGetHealthQuotationsQuery, useGetHealthQuotationQuery } = apiWithHealthQuotations;
