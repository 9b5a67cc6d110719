import { z } from 'zod';
import { IdSchema, ListQuerySchema, listResultSchema } from '../common.schema.js';

/**
 * The dashboards at `/` (issue 18; spec 002 §3 "Dashboard data per line", §7 "Dashboards";
 * FIELDS.md "Dashboards"): one set of operations, the same answers for every line. Motor answers
 * under `/api/admin/dashboard/`, health under `/api/admin/healthDashboard/`. Decisions where the
 * spec is silent:
 * - Filter: `startDate` / `endDate` (ISO datetimes, both inclusive) select proposals and leads by
 *   their creation and policies by theirs. A range longer than 5 calendar years, or an end before
 *   the start, is refused (400 naming `endDate`); an agent or insurer id that names no one is
 *   refused (400 naming `agentId` / `companyId`). Without dates every record counts.
 * - The agent of a proposal or policy is its assigned staff account (`assigned_to`). `agentId`
 *   keeps one agent's records; `moduleAccessRole` keeps `Agent` (staff neither supervisor nor sales
 *   agent), `Sales Agent` (staff flagged sales agent), `My Team` (the caller and the staff working
 *   under them), `Team Of` (the supervisor named by `agentId` and their team; `agentId` required).
 *   Leads count by their creator under the same rules. `companyId` keeps policies of that insurer,
 *   and proposals the insurer quoted (a current quote of theirs on the proposal); leads ignore it.
 * - Callers without `dashboard.read` get 403 from every company-wide call. The counters and the
 *   agent performance answer them too, with their own figures only: the agent is forced to the
 *   caller (`agentId` and `moduleAccessRole` are ignored) and the net commission is `null`.
 * - Actual proposals: every proposal but those Lost as a fake inquiry or a duplicate (the frozen
 *   reasons). Conversion ratio: policies per 100 proposals, two decimals (0 without proposals).
 * - Average time to attend: minutes from a proposal's creation to its first status change (its
 *   history's first `Status changed` entry), over the proposals that have one; `null` without any.
 * - Premium is the policy's stored premium (`policies.premium_fils`, what the customer paid).
 *   Every policy of the line counts whatever its status (Pending, Active, later cancelled): the
 *   dashboards show what was sold; cancellations and refunds are their own screens.
 * - Commission, from what the records store, never re-priced: a health policy's is its quote's
 *   stored `commissionFils` (a health quote without priced lines, made before the health matrix,
 *   takes its insurer's health commission rate of the quote's stored premium); motor quotes store
 *   no commission yet, so a motor policy's is its insurer's motor rate for the cover (third party
 *   or comprehensive, set on the company) of the quote's stored premium (`price_fils`). Rates are
 *   applied to each insurer's, cover's and agent's summed premium, rounded to the fils.
 *   The sales agent's share (the outside sales agent on the proposal, `motor_commission_percent`
 *   of the commission; motor only) is taken off to give the net commission. An agent's own
 *   commission is their account's share of their net commission (`autoCommission` for motor,
 *   `healthCommission` for health).
 * - Average time between statuses: for each step (attended, quoted, paid, policy), the average
 *   minutes from the proposal's creation to that step, over the proposals that reached it.
 * - Premium list: per product (the policy's cover: Comprehensive, Third Party, a health plan's
 *   name), policies, total and average premium.
 * - Sales of the last 6 months: the 6 Dubai calendar months ending with the month of `endDate`
 *   (else of today), oldest first, months without sales included; `startDate` does not apply.
 * - Company performance: per insurer with quotes or policies in the filter, its quotes, quoted
 *   proposals, policies, premium and conversion, by premium (highest first), paged.
 * - Agent performance: per agent, quotes on their proposals, proposals, policies, overdue
 *   call-backs (not done, due before now) and premium.
 * - Answers are kept while no proposal is written, and for at most a minute: a new lead, a staff
 *   account's name or rate, or a policy's later change shows within that minute.
 * - Health paths the spec does not spell out are camel-cased like those it names:
 *   `insuranceCompanyWisePolicy`, `insuranceCompanyWiseProposals`, `promoCodeUtilization`,
 *   `listOfPremium`, `policyCommissionAnalysis`, `agentPerformanceAnalysis`,
 *   `salesDataForLast6Months`, `agentPolicyCommissionAnalysis`.
 */
export const DASHBOARD_LINES = ['motor', 'health'] as const;
export type DashboardLine = (typeof DASHBOARD_LINES)[number];

/** The longest range a dashboard takes, in calendar years. */
export const DASHBOARD_MAX_YEARS = 5;

export const MODULE_ACCESS_ROLES = ['All', 'Agent', 'Sales Agent', 'My Team', 'Team Of'] as const;
export const ModuleAccessRoleSchema = z.enum(MODULE_ACCESS_ROLES);
export type ModuleAccessRole = z.infer<typeof ModuleAccessRoleSchema>;

/** The latest end a range from `start` may have: the same instant `DASHBOARD_MAX_YEARS` calendar years on. */
export function latestDashboardEnd(start: string): string {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + DASHBOARD_MAX_YEARS);
  return end.toISOString();
}

export const DashboardFilterSchema = z.object({
  startDate: z.iso.datetime('Start date must be an ISO date-time').optional(),
  endDate: z.iso.datetime('End date must be an ISO date-time').optional(),
  agentId: IdSchema.optional(),
  companyId: IdSchema.optional(),
  moduleAccessRole: ModuleAccessRoleSchema.default('All'),
}).superRefine((filter, ctx) => {
  if (filter.moduleAccessRole === 'Team Of' && !filter.agentId) ctx.addIssue({ code: 'custom', path: ['agentId'], message: 'Choose the supervisor whose team to show' });
  if (!filter.startDate || !filter.endDate) return;
  const start = Date.parse(filter.startDate);
  const end = Date.parse(filter.endDate);
  if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before the start date' });
  else if (end > Date.parse(latestDashboardEnd(filter.startDate))) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `The date range must not be longer than ${DASHBOARD_MAX_YEARS} years` });
  }
}).default({ moduleAccessRole: 'All' });
export type DashboardFilter = z.output<typeof DashboardFilterSchema>;

const count = z.number().int().min(0);
const fils = z.number().int();
/** Per 100 proposals, two decimals. */
const ratio = z.number().min(0);
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const DashboardCountersSchema = z.object({
  policyToProposalRatio: ratio,
  totalProposals: count,
  totalActualProposals: count,
  totalLeads: count,
  /** Minutes; null when no proposal of the filter was attended yet. */
  averageAttendMinutes: z.number().min(0).nullable(),
  totalPolicies: count,
  totalPremiumFils: fils,
  averagePremiumFils: fils,
  /** Null for a caller without `dashboard.read`. */
  netCommissionFils: fils.nullable(),
  /** The selected agent's own commission; null without `agentId`. */
  agentCommissionFils: fils.nullable(),
});
export type DashboardCounters = z.infer<typeof DashboardCountersSchema>;
export const DashboardCountersResultSchema = answer(DashboardCountersSchema);

const insurer = { companyId: IdSchema.nullable(), companyName: z.string() };
const agent = { agentId: IdSchema.nullable(), agentName: z.string() };

export const InsurerPoliciesRowSchema = z.object({ ...insurer, policies: count, premiumFils: fils });
export const InsurerPoliciesResultSchema = answer(z.array(InsurerPoliciesRowSchema));

export const InsurerProposalsRowSchema = z.object({ ...insurer, proposals: count, policies: count, conversionRatio: ratio, premiumFils: fils });
export const InsurerProposalsResultSchema = answer(z.array(InsurerProposalsRowSchema));

export const QuoteSourceRowSchema = z.object({ source: z.string(), count });
export const QuoteSourceResultSchema = answer(z.array(QuoteSourceRowSchema));

/** `applied`: times the code was put on the filter's proposals; `used`: those proposals paid with it. */
export const PromoCodeRowSchema = z.object({ voucherId: IdSchema, promoCode: z.string(), applied: count, used: count });
export const PromoCodeResultSchema = answer(z.array(PromoCodeRowSchema));

export const AgentAnalysisRowSchema = z.object({ ...agent, proposals: count, policies: count, premiumFils: fils, conversionRatio: ratio });
export const AgentAnalysisResultSchema = answer(z.array(AgentAnalysisRowSchema));

export const STATUS_STEPS = ['attended', 'quoted', 'paid', 'policy'] as const;
export const STATUS_STEP_LABELS = { attended: 'First status change', quoted: 'Quotes generated', paid: 'Paid', policy: 'Policy made' } as const;
export const StatusStepRowSchema = z.object({
  step: z.enum(STATUS_STEPS), label: z.string(), proposals: count, averageMinutes: z.number().min(0).nullable(),
});
export const StatusStepResultSchema = answer(z.array(StatusStepRowSchema));

export const PremiumRowSchema = z.object({ product: z.string(), policies: count, totalPremiumFils: fils, averagePremiumFils: fils });
export const PremiumResultSchema = answer(z.array(PremiumRowSchema));

/** `month` is the Dubai calendar month, `yyyy-MM`. */
export const SalesMonthRowSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), policies: count, premiumFils: fils });
export const SalesMonthsResultSchema = answer(z.array(SalesMonthRowSchema));

const commission = { policies: count, premiumFils: fils, commissionFils: fils, salesAgentCommissionFils: fils, netCommissionFils: fils };
export const InsurerCommissionRowSchema = z.object({ ...insurer, ...commission });
export const InsurerCommissionResultSchema = answer(z.array(InsurerCommissionRowSchema));

export const AgentCommissionRowSchema = z.object({
  ...agent, ...commission,
  /** The agent account's share of its net commission, in percent (0 for unassigned). */
  agentCommissionPercent: z.number().min(0).max(100),
  agentCommissionFils: fils,
});
export const AgentCommissionResultSchema = answer(z.array(AgentCommissionRowSchema));

export const CompanyPerformanceRowSchema = z.object({
  ...insurer, quotes: count, proposals: count, policies: count, premiumFils: fils, conversionRatio: ratio,
});
export const CompanyPerformanceQuerySchema = ListQuerySchema.omit({ search: true });
export const CompanyPerformanceResultSchema = listResultSchema(CompanyPerformanceRowSchema);

export const AgentPerformanceRowSchema = z.object({ ...agent, quotes: count, proposals: count, policies: count, overDue: count, premiumFils: fils });
export const AgentPerformanceResultSchema = answer(z.array(AgentPerformanceRowSchema));
