import type { z } from 'zod';
import { DASHBOARD_OPERATIONS, type dashboardContract } from '../../../shared/contract/dashboard/dashboard.contract.js';
import type { DashboardFilterSchema, DashboardLine } from '../../../shared/contract/dashboard/dashboard.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof dashboardContract;
type Operation = keyof typeof DASHBOARD_OPERATIONS;
/** Every line answers an operation alike: motor's endpoint gives the answer's type. */
type Answer<O extends Operation> = EndpointOutput<C[(typeof DASHBOARD_OPERATIONS)[O]['motor']]>;
export type DashboardFilterInput = z.input<typeof DashboardFilterSchema>;
export interface DashboardArgs {
  line: DashboardLine;
  filter: DashboardFilterInput;
}

/** One operation of the line's dashboard with the filter body (`dashboard.<line><Operation>`). */
const call = (operation: Exclude<Operation, 'companyPerformance'>, { line, filter }: DashboardArgs) =>
  hostCall(`dashboard.${DASHBOARD_OPERATIONS[operation][line]}`, { body: filter });

/**
 * The dashboards' figures (`dashboard.*`), each operation of the line chosen. Asked again on
 * every visit: figures move with every sale, and a dashboard is opened to see them as they are now.
 */
export const apiWithDashboard = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCounters: build.query<Answer<'counters'>['data'], DashboardArgs>({
      query: (args) => call('counters', args),
      transformResponse: (response: Answer<'counters'>) => response.data,
    }),
    getDashboardInsurerProposals: build.query<Answer<'insurerProposals'>['data'], DashboardArgs>({
      query: (args) => call('insurerProposals', args),
      transformResponse: (response: Answer<'insurerProposals'>) => response.data,
    }),
    getDashboardSalesMonths: build.query<Answer<'salesMonths'>['data'], DashboardArgs>({
      query: (args) => call('salesMonths', args),
      transformResponse: (response: Answer<'salesMonths'>) => response.data,
    }),
    getDashboardQuoteSources: build.query<Answer<'quoteSources'>['data'], DashboardArgs>({
      query: (args) => call('quoteSources', args),
      transformResponse: (response: Answer<'quoteSources'>) => response.data,
    }),
    getDashboardPremiums: build.query<Answer<'premiums'>['data'], DashboardArgs>({
      query: (args) => call('premiums', args),
      transformResponse: (response: Answer<'premiums'>) => response.data,
    }),
    getDashboardAgentAnalysis: build.query<Answer<'agentAnalysis'>['data'], DashboardArgs>({
      query: (args) => call('agentAnalysis', args),
      transformResponse: (response: Answer<'agentAnalysis'>) => response.data,
    }),
    getDashboardPromoCodes: build.query<Answer<'promoCodes'>['data'], DashboardArgs>({
      query: (args) => call('promoCodes', args),
      transformResponse: (response: Answer<'promoCodes'>) => response.data,
    }),
    getDashboardPolicyCommission: build.query<Answer<'policyCommission'>['data'], DashboardArgs>({
      query: (args) => call('policyCommission', args),
      transformResponse: (response: Answer<'policyCommission'>) => response.data,
    }),
    getDashboardStatusTimes: build.query<Answer<'statusTimes'>['data'], DashboardArgs>({
      query: (args) => call('statusTimes', args),
      transformResponse: (response: Answer<'statusTimes'>) => response.data,
    }),
    getDashboardCompanyPerformance: build.query<Answer<'companyPerformance'>, DashboardArgs & { page: number; size: number }>({
      query: ({ line, filter, page, size }) => hostCall(`dashboard.${DASHBOARD_OPERATIONS.companyPerformance[line]}`, { query: { page, size }, body: filter }),
    }),
  }),
});

export const {
  useGetDashboardCountersQuery, useGetDashboardInsurerProposalsQuery, useGetDashboardSalesMonthsQuery, useGetDashboardQuoteSourcesQuery,
  useGetDashboardPremiumsQuery, useGetDashboardAgentAnalysisQuery, useGetDashboardPromoCodesQuery, useGetDashboardPolicyCommissionQuery,
  useGetDashboardStatusTimesQuery, useGetDashboardCompanyPerformanceQuery,
} = apiWithDashboard;
