import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthCompareContract } from '../../../shared/contract/health-proposals/health-compare.contract.js';
import type { HealthComparison, HealthQuoteBenefitEdit } from '../../../shared/contract/health-proposals/health-compare.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof healthCompareContract;

/** A comparison is read again once one of its quotes' benefits is edited (or its quotes re-priced). */
const comparisonOf = (quoteId: string) => ({ type: 'HealthQuote' as const, id: `compare-${quoteId}` });

/**
 * The health plans' comparison (`healthCompare.*`): the quotes side by side with every benefit,
 * and a benefit's value edited for one quote. The PDF and Excel are downloads (`useDownload`).
 */
export const apiWithHealthCompare = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthComparison: build.query<HealthComparison, { proposalId: string; ids: readonly string[] }>({
      query: ({ proposalId, ids }) => hostCall('healthCompare.compare', { params: { id: proposalId }, body: { ids: [...ids] } }),
      transformResponse: (response: EndpointOutput<C['compare']>) => response.data,
      providesTags: (_result, _error, { proposalId, ids }) => [
        ...ids.map(comparisonOf), { type: 'HealthQuote' as const, id: `proposal-${proposalId}` },
      ],
    }),
    editHealthComparisonBenefit: build.mutation<EndpointOutput<C['editBenefit']>, HealthQuoteBenefitEdit>({
      query: (body) => hostCall('healthCompare.editBenefit', { body }),
      invalidatesTags: (_result, error, { quoteId }) => (error ? [] : [comparisonOf(quoteId)]),
    }),
  }),
});

export const { useGetHealthComparisonQuery, useEditHealthComparisonBenefitMutation } = apiWithHealthCompare;
