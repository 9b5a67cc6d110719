import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthBenefitsContract, PlanBenefitsUpdate } from '../../../shared/contract/health-benefits/index.js';
import type { healthNetworkProvidersContract, NetworkProvidersQuery } from '../../../shared/contract/health-network-providers/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type B = typeof healthBenefitsContract;
type P = typeof healthNetworkProvidersContract;
export type NetworkProvidersResult = EndpointOutput<P['list']>;
export type NetworkProvider = NetworkProvidersResult['data'][number];
export type PlanBenefitsPage = EndpointOutput<B['planValues']>['data'];
export type CompanyNetwork = EndpointOutput<B['companyNetworks']>['data'][number];

/**
 * A network's providers (both tables of the assignment screen under one tag: a change moves a
 * provider from one to the other) and a plan's benefits. A tree level's removal takes its links
 * and values with it, so both also hang on the tree's tag.
 */
export const apiWithHealthBenefits = api.injectEndpoints({
  endpoints: (build) => ({
    getNetworkProviders: build.query<NetworkProvidersResult, NetworkProvidersQuery>({
      query: (query) => hostCall('healthNetworkProviders.list', { query }),
      providesTags: ['HealthNetworkProviders', 'HealthTree'],
    }),
    assignProviders: build.mutation<EndpointOutput<P['assign']>, { networkId: string; providerIds: string[] }>({
      query: ({ networkId, providerIds }) => hostCall('healthNetworkProviders.assign', { params: { networkId }, body: { providerIds } }),
      invalidatesTags: (_result, error) => (error ? [] : ['HealthNetworkProviders']),
    }),
    unassignProviders: build.mutation<EndpointOutput<P['unassign']>, { networkId: string; providerIds: string[] }>({
      query: ({ networkId, providerIds }) => hostCall('healthNetworkProviders.unassign', { params: { networkId }, body: { providerIds } }),
      invalidatesTags: (_result, error) => (error ? [] : ['HealthNetworkProviders']),
    }),
    getHealthPlanBenefits: build.query<PlanBenefitsPage, string>({
      query: (planId) => hostCall('healthBenefits.planValues', { params: { planId } }),
      transformResponse: (response: EndpointOutput<B['planValues']>) => response.data,
      providesTags: (_result, _error, planId) => [{ type: 'HealthPlanBenefits', id: planId }, 'HealthTree'],
    }),
    saveHealthPlanBenefits: build.mutation<PlanBenefitsPage, PlanBenefitsUpdate>({
      query: (body) => hostCall('healthBenefits.savePlanValues', { body }),
      transformResponse: (response: EndpointOutput<B['savePlanValues']>) => response.data,
      invalidatesTags: (_result, error, { planId }) => (error ? [] : [{ type: 'HealthPlanBenefits', id: planId }]),
    }),
    getCompanyNetworks: build.query<CompanyNetwork[], string>({
      query: (companyId) => hostCall('healthBenefits.companyNetworks', { params: { companyId } }),
      transformResponse: (response: EndpointOutput<B['companyNetworks']>) => response.data,
      providesTags: ['HealthTree'],
    }),
  }),
});

export const {
  useGetNetworkProvidersQuery, useAssignProvidersMutation, useUnassignProvidersMutation, useGetHealthPlanBenefitsQuery, useSaveHealthPlanBenefitsMutation, useGetCompanyNetworksQuery,
} = apiWithHealthBenefits;
