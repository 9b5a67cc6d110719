import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  STATUS_STEP_LABELS, STATUS_STEPS, type DashboardCounters, type DashboardFilter, type DashboardLine,
} from '../../../shared/contract/dashboard/index.js';
import { FROZEN_LOST_REASONS } from '../../../shared/contract/proposals/index.js';
import { dubaiMonths } from '../../../shared/domain/dubaiDay.js';
import { percentOf } from '../../../shared/domain/money.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { createStampedCache } from '../../db/stampedCache.js';
import { badRequest } from '../../http/httpError.js';
import { readJson } from '../../sales/salesRecords.js';

/** Whose records a dashboard counts: every agent's, one agent's, or a group of staff accounts. */
export type AgentScope =
  | { kind: 'all' }
  | { kind: 'one'; agentId: string }
  | { kind: 'agents' }
  | { kind: 'salesAgents' }
  | { kind: 'team'; leaderId: string };

/** A dashboard filter as the repository applies it. */
export interface DashboardScope {
  startDate?: string | undefined;
  endDate?: string | undefined;
  companyId?: string | undefined;
  agents: AgentScope;
}

/** The scope of a validated filter; `caller` is who "My Team" is the team of. */
export function scopeOf(filter: DashboardFilter, caller: string): DashboardScope {
  const agents: AgentScope = filter.moduleAccessRole === 'Team Of' ? { kind: 'team', leaderId: filter.agentId! }
    : filter.moduleAccessRole === 'My Team' ? { kind: 'team', leaderId: caller }
      : filter.agentId ? { kind: 'one', agentId: filter.agentId }
        : filter.moduleAccessRole === 'Agent' ? { kind: 'agents' }
          : filter.moduleAccessRole === 'Sales Agent' ? { kind: 'salesAgents' } : { kind: 'all' };
  return { startDate: filter.startDate, endDate: filter.endDate, companyId: filter.companyId, agents };
}

/** Per 100, two decimals; 0 of nothing. */
export const ratioOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

const UNASSIGNED = 'Unassigned';
const num = (value: unknown): number => Number(value ?? 0);
const LeadTable = { motor: 'motor_leads', health: 'health_leads' } as const;
/** The commission rates of an insurer's line settings (`insurance_companies.line_settings`). */
const CommissionRatesSchema = z.object({
  motorInsurance: z.object({ commissionThirdparty: z.number(), commissionComprehensive: z.number() }).partial(),
  healthInsurance: z.object({ commission: z.number() }).partial(),
}).partial();
/** The cover name a third-party motor policy carries (`policyInsuranceType`). */
const THIRD_PARTY = 'Third Party';

interface CommissionGroup {
  companyId: string | null;
  companyName: string;
  agentId: string | null;
  policies: number;
  premiumFils: number;
  commissionFils: number;
  salesAgentCommissionFils: number;
}

/**
 * The dashboards' figures of one line (decisions in `shared/contract/dashboard/dashboard.schema.ts`):
 * each an aggregate over the line's proposals or policies in the filter's creation range, read
 * through the `(line, created_at)` indexes. Answers are kept while no proposal is written and for
 * at most a minute (leads and a policy's later changes do not move the proposals' counter).
 */
export function createDashboardRepository(db: Db, line: DashboardLine, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const postgres = dialectOf(db) === 'postgres';
  const cache = createStampedCache<unknown>(db, 'proposals', { limit: 300, periodMs: 60_000, now: () => now().getTime() });
  const remembered = <T>(operation: string, scope: DashboardScope, compute: () => Promise<T>, extra = ''): Promise<T> =>
    cache.get(`${line}|${operation}|${JSON.stringify(scope)}|${extra}`, compute) as Promise<T>;

  /** Minutes from one ISO timestamp to another (null when either is). */
  const minutesBetween = (from: Expression<unknown>, to: Expression<unknown>): RawBuilder<number | null> => (postgres
    ? sql`EXTRACT(EPOCH FROM (CAST(${to} AS timestamptz) - CAST(${from} AS timestamptz))) / 60`
    : sql`(julianday(${to}) - julianday(${from})) * 1440`);

  /** A health quote's stored commission in fils (motor quotes store none: their priced lines are not read at all). */
  const storedCommission = line === 'motor' ? sql<number | null>`CAST(NULL AS BIGINT)`
    : postgres ? sql<number | null>`CAST(CAST(quotes.pricing AS jsonb) #>> '{health,commissionFils}' AS BIGINT)`
      : sql<number | null>`CAST(json_extract(quotes.pricing, '$.health.commissionFils') AS INTEGER)`;

  /** The staff accounts `column` must name for the scope, or nothing to check. */
  function agentCondition(scope: DashboardScope, column: string): RawBuilder<SqlBool> | null {
    const ref = sql.ref(column);
    switch (scope.agents.kind) {
      case 'all': return null;
      case 'one': return sql<SqlBool>`${ref} = ${scope.agents.agentId}`;
      case 'agents': return sql<SqlBool>`${ref} IN (SELECT id FROM accounts WHERE is_sales_agent = 0 AND is_supervisor = 0)`;
      case 'salesAgents': return sql<SqlBool>`${ref} IN (SELECT id FROM accounts WHERE is_sales_agent = 1)`;
      case 'team': return sql<SqlBool>`(${ref} = ${scope.agents.leaderId} OR ${ref} IN (SELECT id FROM accounts WHERE team_leader_id = ${scope.agents.leaderId}))`;
    }
  }

  /** The line's proposals in the scope: created in the range, of its agents, quoted by its insurer (a current quote of theirs). */
  function proposals(scope: DashboardScope) {
    let query = db.selectFrom('proposals').where('proposals.line', '=', line);
    if (scope.startDate) query = query.where('proposals.created_at', '>=', scope.startDate);
    if (scope.endDate) query = query.where('proposals.created_at', '<=', scope.endDate);
    const agents = agentCondition(scope, 'proposals.assigned_to');
    if (agents) query = query.where(agents);
    if (scope.companyId) {
      const companyId = scope.companyId;
      query = query.where((eb) => eb.exists(eb.selectFrom('quotes').select('quotes.id')
        .whereRef('quotes.proposal_id', '=', 'proposals.id').where('quotes.is_current', '=', 1).where('quotes.company_id', '=', companyId)));
    }
    return query;
  }

  /** The line's policies in the scope; `range` (from inclusive, before exclusive) replaces the filter's dates. */
  function policies(scope: DashboardScope, range?: { from: string; before: string }) {
    let query = db.selectFrom('policies').where('policies.line', '=', line);
    if (range) query = query.where('policies.created_at', '>=', range.from).where('policies.created_at', '<', range.before);
    else {
      if (scope.startDate) query = query.where('policies.created_at', '>=', scope.startDate);
      if (scope.endDate) query = query.where('policies.created_at', '<=', scope.endDate);
    }
    const agents = agentCondition(scope, 'policies.assigned_to');
    if (agents) query = query.where(agents);
    if (scope.companyId) query = query.where('policies.company_id', '=', scope.companyId);
    return query;
  }

  async function leadCount(scope: DashboardScope): Promise<number> {
    const table = LeadTable[line];
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (scope.startDate) query = query.where(`${table}.created_at`, '>=', scope.startDate);
    if (scope.endDate) query = query.where(`${table}.created_at`, '<=', scope.endDate);
    const agents = agentCondition(scope, `${table}.created_by`);
    if (agents) query = query.where(agents);
    return num((await query.executeTakeFirstOrThrow()).n);
  }

  /** The first status change of the proposal in the outer query. */
  const firstStatusChange = sql`(SELECT MIN(h.created_at) FROM history h WHERE h.entity_type = 'proposal' AND h.entity_id = proposals.id AND h.action = 'Status changed')`;

  async function agentNames(ids: ReadonlyArray<string | null>): Promise<Map<string, { name: string; motor: number; health: number }>> {
    const known = [...new Set(ids.filter((id): id is string => id !== null))];
    if (known.length === 0) return new Map();
    const rows = await db.selectFrom('accounts').select(['id', 'full_name', 'auto_commission', 'health_commission']).where('id', 'in', known).execute();
    return new Map(rows.map((row) => [row.id, { name: row.full_name, motor: num(row.auto_commission), health: num(row.health_commission) }]));
  }

  /** Policies, premium and commission per insurer, cover and agent (rates in `dashboard.schema.ts`). */
  async function commissionGroups(scope: DashboardScope): Promise<CommissionGroup[]> {
    const rows = await policies(scope)
      .leftJoin('quotes', 'quotes.id', 'policies.quote_id')
      .leftJoin('proposals', 'proposals.id', 'policies.proposal_id')
      .leftJoin('sales_agents', 'sales_agents.id', 'proposals.sales_agent_id')
      .select((eb) => [
        'policies.company_id', 'policies.company_name', 'policies.insurance_type', 'policies.assigned_to', 'sales_agents.motor_commission_percent',
        eb.fn.countAll<number>().as('policies'),
        eb.fn.sum<number>('policies.premium_fils').as('premium'),
        eb.fn.sum<number>('quotes.price_fils').as('quoted_premium'),
        eb.fn.sum<number>(storedCommission).as('stored_commission'),
        eb.fn.sum<number>(eb.case().when(storedCommission, 'is', null).then(eb.ref('quotes.price_fils')).else(0).end()).as('unpriced_premium'),
      ])
      .groupBy(['policies.company_id', 'policies.company_name', 'policies.insurance_type', 'policies.assigned_to', 'sales_agents.motor_commission_percent'])
      .execute();
    const companyIds = [...new Set(rows.map((row) => row.company_id).filter((id): id is string => id !== null))];
    const rates = new Map<string, { thirdParty: number; comprehensive: number; health: number }>();
    if (companyIds.length > 0) {
      const companies = await db.selectFrom('insurance_companies')
        .leftJoin('health_company_settings', 'health_company_settings.company_id', 'insurance_companies.id')
        .select(['insurance_companies.id', 'insurance_companies.line_settings', 'health_company_settings.commission as health_settings_commission'])
        .where('insurance_companies.id', 'in', companyIds).execute();
      for (const company of companies) {
        const settings: z.output<typeof CommissionRatesSchema> = readJson(company.line_settings, CommissionRatesSchema, {});
        const motor = settings.motorInsurance ?? {};
        // As the company form shows it: an insurer's health settings hold its health commission, else its line settings do.
        const health = company.health_settings_commission ?? settings.healthInsurance?.commission ?? 0;
        rates.set(company.id, { thirdParty: motor.commissionThirdparty ?? 0, comprehensive: motor.commissionComprehensive ?? 0, health: num(health) });
      }
    }
    return rows.map((row) => {
      const rate = rates.get(row.company_id ?? '');
      // A health quote priced from the matrix stored its commission; one made before that (or by the demo's history) takes the insurer's health rate.
      const commissionFils = line === 'health' ? num(row.stored_commission) + percentOf(num(row.unpriced_premium), rate?.health ?? 0)
        : percentOf(num(row.quoted_premium), rate ? (row.insurance_type === THIRD_PARTY ? rate.thirdParty : rate.comprehensive) : 0);
      const share = line === 'motor' && row.motor_commission_percent ? percentOf(commissionFils, num(row.motor_commission_percent)) : 0;
      return {
        companyId: row.company_id, companyName: row.company_name, agentId: row.assigned_to,
        policies: num(row.policies), premiumFils: num(row.premium), commissionFils, salesAgentCommissionFils: share,
      };
    });
  }

  /** Groups summed by a key, in first-seen order. */
  function sumBy<K>(groups: readonly CommissionGroup[], keyOf: (group: CommissionGroup) => K) {
    const totals = new Map<K, { first: CommissionGroup; policies: number; premiumFils: number; commissionFils: number; salesAgentCommissionFils: number }>();
    for (const group of groups) {
      const key = keyOf(group);
      const total = totals.get(key) ?? { first: group, policies: 0, premiumFils: 0, commissionFils: 0, salesAgentCommissionFils: 0 };
      total.policies += group.policies;
      total.premiumFils += group.premiumFils;
      total.commissionFils += group.commissionFils;
      total.salesAgentCommissionFils += group.salesAgentCommissionFils;
      totals.set(key, total);
    }
    return [...totals.values()].map(({ first, ...total }) => ({ ...total, first, netCommissionFils: total.commissionFils - total.salesAgentCommissionFils }));
  }

  /** Per agent: policies, premium, commission, and the agent's own share of the net. */
  async function agentCommission(scope: DashboardScope) {
    const totals = sumBy(await commissionGroups(scope), (group) => group.agentId);
    const names = await agentNames(totals.map((total) => total.first.agentId));
    return totals.map(({ first, ...total }) => {
      const account = first.agentId ? names.get(first.agentId) : undefined;
      const agentCommissionPercent = account ? account[line] : 0;
      return {
        agentId: first.agentId, agentName: account?.name ?? UNASSIGNED, ...total,
        agentCommissionPercent, agentCommissionFils: percentOf(total.netCommissionFils, agentCommissionPercent),
      };
    }).sort((a, b) => b.premiumFils - a.premiumFils || a.agentName.localeCompare(b.agentName));
  }

  /** Policies and premium per insurer, highest premium first. */
  async function insurerPolicies(scope: DashboardScope) {
    const rows = await policies(scope)
      .select((eb) => ['policies.company_id', 'policies.company_name', eb.fn.countAll<number>().as('policies'), eb.fn.sum<number>('policies.premium_fils').as('premium')])
      .groupBy(['policies.company_id', 'policies.company_name']).execute();
    return rows.map((row) => ({ companyId: row.company_id, companyName: row.company_name, policies: num(row.policies), premiumFils: num(row.premium) }))
      .sort((a, b) => b.premiumFils - a.premiumFils || a.companyName.localeCompare(b.companyName));
  }

  /** Current quotes and the proposals they quote, per insurer. */
  async function insurerQuotes(scope: DashboardScope) {
    let query = proposals(scope).innerJoin('quotes', 'quotes.proposal_id', 'proposals.id').where('quotes.is_current', '=', 1);
    if (scope.companyId) query = query.where('quotes.company_id', '=', scope.companyId);
    const rows = await query.select((eb) => [
      'quotes.company_id', 'quotes.company_name', eb.fn.countAll<number>().as('quotes'), eb.fn.count<number>('quotes.proposal_id').distinct().as('proposals'),
    ]).groupBy(['quotes.company_id', 'quotes.company_name']).execute();
    return rows.map((row) => ({ companyId: row.company_id, companyName: row.company_name, quotes: num(row.quotes), proposals: num(row.proposals) }));
  }

  /** Insurers with quotes or policies in the scope: both sides joined by the insurer (or its name, for older rows). */
  async function insurerPerformance(scope: DashboardScope) {
    const [quoted, sold] = await Promise.all([insurerQuotes(scope), insurerPolicies(scope)]);
    const keyOf = (row: { companyId: string | null; companyName: string }) => row.companyId ?? `name:${row.companyName}`;
    const rows = new Map<string, { companyId: string | null; companyName: string; quotes: number; proposals: number; policies: number; premiumFils: number }>();
    for (const row of quoted) rows.set(keyOf(row), { ...row, policies: 0, premiumFils: 0 });
    for (const row of sold) {
      const found = rows.get(keyOf(row));
      rows.set(keyOf(row), { ...(found ?? { companyId: row.companyId, companyName: row.companyName, quotes: 0, proposals: 0 }), policies: row.policies, premiumFils: row.premiumFils });
    }
    return [...rows.values()].map((row) => ({ ...row, conversionRatio: ratioOf(row.policies, row.proposals) }))
      .sort((a, b) => b.premiumFils - a.premiumFils || b.proposals - a.proposals || a.companyName.localeCompare(b.companyName));
  }

  return {
    /** 400 naming the field when the filter's agent or insurer is no one. */
    async checkFilter(filter: DashboardFilter): Promise<void> {
      if (filter.agentId && !(await db.selectFrom('accounts').select('id').where('id', '=', filter.agentId).executeTakeFirst())) {
        throw badRequest('agentId: no staff account has this id', { agentId: 'No staff account has this id' });
      }
      if (filter.companyId && !(await db.selectFrom('insurance_companies').select('id').where('id', '=', filter.companyId).executeTakeFirst())) {
        throw badRequest('companyId: no insurance company has this id', { companyId: 'No insurance company has this id' });
      }
    },

    /** The counter tiles; `withCommission` false leaves the net commission out (null). */
    counters(scope: DashboardScope, withCommission: boolean): Promise<DashboardCounters> {
      return remembered('counters', scope, async () => {
        const [proposalRow, policyRow, leads, commission] = await Promise.all([
          proposals(scope).select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.sum<number>(eb.case().when(eb.and([eb('proposals.status', '=', 'Lost'), eb('proposals.status_reason', 'in', FROZEN_LOST_REASONS)])).then(0).else(1).end()).as('actual'),
            eb.fn.avg<number | null>(minutesBetween(sql.ref('proposals.created_at'), firstStatusChange)).as('attend'),
          ]).executeTakeFirstOrThrow(),
          policies(scope).select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('policies.premium_fils').as('premium')]).executeTakeFirstOrThrow(),
          leadCount(scope),
          withCommission || scope.agents.kind === 'one' ? agentCommission(scope) : Promise.resolve([]),
        ]);
        const totalProposals = num(proposalRow.total);
        const totalPolicies = num(policyRow.total);
        const totalPremiumFils = num(policyRow.premium);
        return {
          policyToProposalRatio: ratioOf(totalPolicies, totalProposals),
          totalProposals,
          totalActualProposals: num(proposalRow.actual),
          totalLeads: leads,
          averageAttendMinutes: proposalRow.attend === null ? null : Math.round(Number(proposalRow.attend)),
          totalPolicies,
          totalPremiumFils,
          averagePremiumFils: totalPolicies === 0 ? 0 : Math.round(totalPremiumFils / totalPolicies),
          netCommissionFils: withCommission ? commission.reduce((total, row) => total + row.netCommissionFils, 0) : null,
          agentCommissionFils: scope.agents.kind === 'one' ? commission.reduce((total, row) => total + row.agentCommissionFils, 0) : null,
        };
      }, String(withCommission));
    },

    insurerPolicies: (scope: DashboardScope) => remembered('insurerPolicies', scope, () => insurerPolicies(scope)),

    insurerProposals: (scope: DashboardScope) => remembered('insurerProposals', scope, async () =>
      (await insurerPerformance(scope)).map(({ companyId, companyName, proposals: quoted, policies: sold, conversionRatio, premiumFils }) =>
        ({ companyId, companyName, proposals: quoted, policies: sold, conversionRatio, premiumFils }))),

    quoteSources: (scope: DashboardScope) => remembered('quoteSources', scope, async () => {
      const rows = await proposals(scope).select((eb) => ['proposals.source', eb.fn.countAll<number>().as('n')]).groupBy('proposals.source').execute();
      return rows.map((row) => ({ source: row.source, count: num(row.n) })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
    }),

    promoCodes: (scope: DashboardScope) => remembered('promoCodes', scope, async () => {
      const [applied, used] = await Promise.all([
        proposals(scope).innerJoin('voucher_applications', 'voucher_applications.proposal_id', 'proposals.id')
          .select((eb) => ['voucher_applications.voucher_id', eb.fn.countAll<number>().as('n')]).groupBy('voucher_applications.voucher_id').execute(),
        proposals(scope).where('proposals.voucher_id', 'is not', null).where('proposals.paid_quote_id', 'is not', null)
          .select((eb) => ['proposals.voucher_id', eb.fn.countAll<number>().as('n')]).groupBy('proposals.voucher_id').execute(),
      ]);
      const counts = new Map<string, { applied: number; used: number }>();
      for (const row of applied) counts.set(row.voucher_id, { applied: num(row.n), used: 0 });
      for (const row of used) counts.set(row.voucher_id!, { applied: counts.get(row.voucher_id!)?.applied ?? 0, used: num(row.n) });
      if (counts.size === 0) return [];
      const codes = await db.selectFrom('vouchers').select(['id', 'promo_code']).where('id', 'in', [...counts.keys()]).execute();
      return codes.map((voucher) => ({ voucherId: voucher.id, promoCode: voucher.promo_code, ...counts.get(voucher.id)! }))
        .sort((a, b) => b.applied - a.applied || a.promoCode.localeCompare(b.promoCode));
    }),

    agentAnalysis: (scope: DashboardScope) => remembered('agentAnalysis', scope, async () => {
      const [proposed, sold] = await Promise.all([
        proposals(scope).select((eb) => ['proposals.assigned_to', eb.fn.countAll<number>().as('n')]).groupBy('proposals.assigned_to').execute(),
        policies(scope).select((eb) => ['policies.assigned_to', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('policies.premium_fils').as('premium')])
          .groupBy('policies.assigned_to').execute(),
      ]);
      const rows = new Map<string | null, { proposals: number; policies: number; premiumFils: number }>();
      for (const row of proposed) rows.set(row.assigned_to, { proposals: num(row.n), policies: 0, premiumFils: 0 });
      for (const row of sold) rows.set(row.assigned_to, { proposals: rows.get(row.assigned_to)?.proposals ?? 0, policies: num(row.n), premiumFils: num(row.premium) });
      const names = await agentNames([...rows.keys()]);
      return [...rows.entries()].map(([agentId, row]) => ({
        agentId, agentName: (agentId && names.get(agentId)?.name) || UNASSIGNED, ...row, conversionRatio: ratioOf(row.policies, row.proposals),
      })).sort((a, b) => b.premiumFils - a.premiumFils || b.proposals - a.proposals || a.agentName.localeCompare(b.agentName));
    }),

    statusTimes: (scope: DashboardScope) => remembered('statusTimes', scope, async () => {
      const reached = await db.selectFrom(proposals(scope).select([
        'proposals.created_at',
        firstStatusChange.as('attended'),
        'proposals.quotes_generated_at as quoted',
        sql`(SELECT MIN(payments.paid_at) FROM payments WHERE payments.proposal_id = proposals.id AND payments.status = 'paid')`.as('paid'),
        sql`(SELECT policies.created_at FROM policies WHERE policies.id = proposals.policy_id)`.as('policy'),
      ]).as('steps')).select((eb) => STATUS_STEPS.flatMap((step) => [
        eb.fn.count<number>(sql.ref(`steps.${step}`)).as(`${step}_n`),
        eb.fn.avg<number | null>(minutesBetween(sql.ref('steps.created_at'), sql.ref(`steps.${step}`))).as(`${step}_avg`),
      ])).executeTakeFirstOrThrow() as Record<string, unknown>;
      return STATUS_STEPS.map((step) => ({
        step, label: STATUS_STEP_LABELS[step], proposals: num(reached[`${step}_n`]),
        averageMinutes: reached[`${step}_avg`] === null ? null : Math.max(0, Math.round(Number(reached[`${step}_avg`]))),
      }));
    }),

    premiums: (scope: DashboardScope) => remembered('premiums', scope, async () => {
      const rows = await policies(scope).select((eb) => ['policies.insurance_type', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('policies.premium_fils').as('premium')])
        .groupBy('policies.insurance_type').execute();
      return rows.map((row) => ({
        product: row.insurance_type, policies: num(row.n), totalPremiumFils: num(row.premium), averagePremiumFils: Math.round(num(row.premium) / num(row.n)),
      })).sort((a, b) => b.totalPremiumFils - a.totalPremiumFils || a.product.localeCompare(b.product));
    }),

    salesMonths: (scope: DashboardScope) => {
      const months = dubaiMonths(scope.endDate ? new Date(scope.endDate) : now(), 6);
      return remembered('salesMonths', scope, async () => {
        const row = await policies(scope, { from: months[0]!.start, before: months.at(-1)!.end }).select((eb) => months.flatMap((month, index) => {
          const inMonth = eb.and([eb('policies.created_at', '>=', month.start), eb('policies.created_at', '<', month.end)]);
          return [
            eb.fn.sum<number>(eb.case().when(inMonth).then(1).else(0).end()).as(`n${index}`),
            eb.fn.sum<number>(eb.case().when(inMonth).then(eb.ref('policies.premium_fils')).else(0).end()).as(`p${index}`),
          ];
        })).executeTakeFirstOrThrow() as Record<string, unknown>;
        return months.map((month, index) => ({ month: month.month, policies: num(row[`n${index}`]), premiumFils: num(row[`p${index}`]) }));
      }, months[0]!.month);
    },

    policyCommission: (scope: DashboardScope) => remembered('policyCommission', scope, async () =>
      sumBy(await commissionGroups(scope), (group) => group.companyId ?? `name:${group.companyName}`)
        .map(({ first, ...total }) => ({ companyId: first.companyId, companyName: first.companyName, ...total }))
        .sort((a, b) => b.commissionFils - a.commissionFils || a.companyName.localeCompare(b.companyName))),

    agentCommission: (scope: DashboardScope) => remembered('agentCommission', scope, () => agentCommission(scope)),

    companyPerformance: (scope: DashboardScope) => remembered('companyPerformance', scope, () => insurerPerformance(scope)),

    agentPerformance: (scope: DashboardScope) => remembered('agentPerformance', scope, async () => {
      const nowIso = now().toISOString();
      const [proposed, quoted, sold] = await Promise.all([
        proposals(scope).select((eb) => [
          'proposals.assigned_to', eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>(eb.case().when(eb.or([
            eb.and([eb('proposals.callback_done', '=', 0), eb('proposals.callback_at', '<', nowIso)]),
            eb.and([eb('proposals.quoted_callback_done', '=', 0), eb('proposals.quoted_callback_at', '<', nowIso)]),
          ])).then(1).else(0).end()).as('overdue'),
        ]).groupBy('proposals.assigned_to').execute(),
        proposals(scope).innerJoin('quotes', 'quotes.proposal_id', 'proposals.id').where('quotes.is_current', '=', 1)
          .select((eb) => ['proposals.assigned_to', eb.fn.countAll<number>().as('n')]).groupBy('proposals.assigned_to').execute(),
        policies(scope).select((eb) => ['policies.assigned_to', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('policies.premium_fils').as('premium')])
          .groupBy('policies.assigned_to').execute(),
      ]);
      const rows = new Map<string | null, { quotes: number; proposals: number; policies: number; overDue: number; premiumFils: number }>();
      const rowOf = (agentId: string | null) => rows.get(agentId) ?? rows.set(agentId, { quotes: 0, proposals: 0, policies: 0, overDue: 0, premiumFils: 0 }).get(agentId)!;
      for (const row of proposed) Object.assign(rowOf(row.assigned_to), { proposals: num(row.n), overDue: num(row.overdue) });
      for (const row of quoted) rowOf(row.assigned_to).quotes = num(row.n);
      for (const row of sold) Object.assign(rowOf(row.assigned_to), { policies: num(row.n), premiumFils: num(row.premium) });
      const names = await agentNames([...rows.keys()]);
      return [...rows.entries()].map(([agentId, row]) => ({ agentId, agentName: (agentId && names.get(agentId)?.name) || UNASSIGNED, ...row }))
        .sort((a, b) => b.premiumFils - a.premiumFils || b.proposals - a.proposals || a.agentName.localeCompare(b.agentName));
    }),
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
