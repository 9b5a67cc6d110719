import type { z } from 'zod';
import type { Permission } from '../../access/modules.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  AgentAnalysisResultSchema, AgentCommissionResultSchema, AgentPerformanceResultSchema, CompanyPerformanceQuerySchema, CompanyPerformanceResultSchema,
  DashboardCountersResultSchema, DashboardFilterSchema, InsurerCommissionResultSchema, InsurerPoliciesResultSchema, InsurerProposalsResultSchema,
  PremiumResultSchema, PromoCodeResultSchema, QuoteSourceResultSchema, SalesMonthsResultSchema, StatusStepResultSchema,
} from './dashboard.schema.js';

/** A dashboard call: POST with the filter body (decisions in `dashboard.schema.ts`). */
const call = <const P extends string, const R extends z.ZodType, const A extends Permission = 'dashboard.read'>(path: P, summary: string, response: R, permission?: A) =>
  endpoint({ method: 'POST', path, summary, permission: (permission ?? 'dashboard.read') as A, body: DashboardFilterSchema, response });

/** Answered to every signed-in caller: without `dashboard.read`, with the caller's own figures only. */
const OWN = 'signedIn';

/**
 * The motor and health dashboards (issue 18): the same operations and answers on both lines,
 * motor under `/api/admin/dashboard/`, health under `/api/admin/healthDashboard/`.
 */
export const dashboardContract = {
  motorCounters: call('/api/admin/dashboard/dashboarddata', 'Motor dashboard counter tiles', DashboardCountersResultSchema, OWN),
  motorInsurerPolicies: call('/api/admin/dashboard/insurancecompanywisepolicy', 'Motor policies and premium per insurer', InsurerPoliciesResultSchema),
  motorInsurerProposals: call('/api/admin/dashboard/insurancecompanywiseproposals', 'Motor proposals quoted and policies per insurer', InsurerProposalsResultSchema),
  motorQuoteSources: call('/api/admin/dashboard/quotesourcecounts', 'Motor proposals per source', QuoteSourceResultSchema),
  motorPromoCodes: call('/api/admin/dashboard/promocodeutilization', 'Motor promo codes applied and used', PromoCodeResultSchema),
  motorAgentAnalysis: call('/api/admin/dashboard/agentanalysis', 'Motor proposals, policies and premium per agent', AgentAnalysisResultSchema),
  motorStatusTimes: call('/api/admin/dashboard/averagestatuschangetime', 'Motor average time to each step', StatusStepResultSchema),
  motorPremiums: call('/api/admin/dashboard/listofpremium', 'Motor premium per product', PremiumResultSchema),
  motorPolicyCommission: call('/api/admin/dashboard/policycommissionanalysis', 'Motor commission per insurer', InsurerCommissionResultSchema),
  motorCompanyPerformance: endpoint({
    method: 'POST', path: '/api/admin/dashboard/companyperformance', summary: 'Motor performance per insurer (paged)', permission: 'dashboard.read',
    query: CompanyPerformanceQuerySchema, body: DashboardFilterSchema, response: CompanyPerformanceResultSchema, pageSize: PAGE_SIZES.default,
  }),
  motorAgentPerformance: call('/api/admin/dashboard/agentperformanceanalysis', 'Motor performance per agent', AgentPerformanceResultSchema, OWN),
  motorSalesMonths: call('/api/admin/dashboard/salesdataforlast6months', 'Motor policies and premium in the last 6 months', SalesMonthsResultSchema),
  motorAgentCommission: call('/api/admin/dashboard/agentpolicycommissionanalysis', 'Motor net commission per agent', AgentCommissionResultSchema),

  healthCounters: call('/api/admin/healthDashboard/gethealthdashboard', 'Health dashboard counter tiles', DashboardCountersResultSchema, OWN),
  healthInsurerPolicies: call('/api/admin/healthDashboard/insuranceCompanyWisePolicy', 'Health policies and premium per insurer', InsurerPoliciesResultSchema),
  healthInsurerProposals: call('/api/admin/healthDashboard/insuranceCompanyWiseProposals', 'Health proposals quoted and policies per insurer', InsurerProposalsResultSchema),
  healthQuoteSources: call('/api/admin/healthDashboard/quoteSourceCounts', 'Health proposals per source', QuoteSourceResultSchema),
  healthPromoCodes: call('/api/admin/healthDashboard/promoCodeUtilization', 'Health promo codes applied and used', PromoCodeResultSchema),
  healthAgentAnalysis: call('/api/admin/healthDashboard/agentAnalysis', 'Health proposals, policies and premium per agent', AgentAnalysisResultSchema),
  healthStatusTimes: call('/api/admin/healthDashboard/averageStatusChangeTime', 'Health average time to each step', StatusStepResultSchema),
  healthPremiums: call('/api/admin/healthDashboard/listOfPremium', 'Health premium per product', PremiumResultSchema),
  healthPolicyCommission: call('/api/admin/healthDashboard/policyCommissionAnalysis', 'Health commission per insurer', InsurerCommissionResultSchema),
  healthCompanyPerformance: endpoint({
    method: 'POST', path: '/api/admin/healthDashboard/companyPerformance', summary: 'Health performance per insurer (paged)', permission: 'dashboard.read',
    query: CompanyPerformanceQuerySchema, body: DashboardFilterSchema, response: CompanyPerformanceResultSchema, pageSize: PAGE_SIZES.default,
  }),
  healthAgentPerformance: call('/api/admin/healthDashboard/agentPerformanceAnalysis', 'Health performance per agent', AgentPerformanceResultSchema, OWN),
  healthSalesMonths: call('/api/admin/healthDashboard/salesDataForLast6Months', 'Health policies and premium in the last 6 months', SalesMonthsResultSchema),
  healthAgentCommission: call('/api/admin/healthDashboard/agentPolicyCommissionAnalysis', 'Health net commission per agent', AgentCommissionResultSchema),
};

/** Each operation's endpoint name per line: the routes register both lines from this one table. */
export const DASHBOARD_OPERATIONS = {
  counters: { motor: 'motorCounters', health: 'healthCounters' },
  insurerPolicies: { motor: 'motorInsurerPolicies', health: 'healthInsurerPolicies' },
  insurerProposals: { motor: 'motorInsurerProposals', health: 'healthInsurerProposals' },
  quoteSources: { motor: 'motorQuoteSources', health: 'healthQuoteSources' },
  promoCodes: { motor: 'motorPromoCodes', health: 'healthPromoCodes' },
  agentAnalysis: { motor: 'motorAgentAnalysis', health: 'healthAgentAnalysis' },
  statusTimes: { motor: 'motorStatusTimes', health: 'healthStatusTimes' },
  premiums: { motor: 'motorPremiums', health: 'healthPremiums' },
  policyCommission: { motor: 'motorPolicyCommission', health: 'healthPolicyCommission' },
  companyPerformance: { motor: 'motorCompanyPerformance', health: 'healthCompanyPerformance' },
  agentPerformance: { motor: 'motorAgentPerformance', health: 'healthAgentPerformance' },
  salesMonths: { motor: 'motorSalesMonths', health: 'healthSalesMonths' },
  agentCommission: { motor: 'motorAgentCommission', health: 'healthAgentCommission' },
} as const satisfies Record<string, Record<'motor' | 'health', keyof typeof dashboardContract>>;
