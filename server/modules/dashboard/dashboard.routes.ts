import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../../shared/access/index.js';
import { DASHBOARD_LINES, DASHBOARD_OPERATIONS, dashboardContract, type DashboardFilter, type DashboardLine } from '../../../shared/contract/dashboard/index.js';
import type { AuthContext } from '../../http/auth.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers, type Handler, type HandlerContext } from '../../http/registerArea.js';
import { createDashboardRepository, scopeOf, type DashboardRepository, type DashboardScope } from './dashboard.repository.js';

type Operation = keyof typeof DASHBOARD_OPERATIONS;
type Contract = typeof dashboardContract;
/** Each operation's handler, typed by its motor endpoint: the health one has the same schemas. */
type LineHandlers = { [O in Operation]: Handler<Contract[(typeof DASHBOARD_OPERATIONS)[O]['motor']]> };
type FilterContext = Pick<HandlerContext<Contract['motorCounters']>, 'body' | 'auth'>;

/**
 * The motor and health dashboards (issue 18) from one repository per line; decisions in
 * `shared/contract/dashboard/dashboard.schema.ts`.
 */
export function dashboardRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const clock = options.clock ?? Date.now;
  const handlers: Partial<Record<keyof Contract, LineHandlers[Operation]>> = {};

  for (const line of DASHBOARD_LINES) {
    const repository = createDashboardRepository(app.db, line, { now: () => new Date(clock()) });

    /** The checked filter's scope; a caller without `dashboard.read` sees their own records only. */
    async function scoped(body: DashboardFilter, auth: AuthContext): Promise<{ scope: DashboardScope; companyWide: boolean }> {
      await repository.checkFilter(body);
      const companyWide = hasPermission(auth.user, 'dashboard.read');
      const scope = scopeOf(body, auth.accountId);
      return { scope: companyWide ? scope : { ...scope, agents: { kind: 'one', agentId: auth.accountId } }, companyWide };
    }
    const listed = <T>(read: (repo: DashboardRepository, scope: DashboardScope) => Promise<T>) =>
      async ({ body, auth }: FilterContext) => ({ success: true as const, data: await read(repository, (await scoped(body, auth)).scope) });

    const lineHandlers: LineHandlers = {
      counters: async ({ body, auth }) => {
        const { scope, companyWide } = await scoped(body, auth);
        return { success: true as const, data: await repository.counters(scope, companyWide) };
      },
      insurerPolicies: listed((repo, scope) => repo.insurerPolicies(scope)),
      insurerProposals: listed((repo, scope) => repo.insurerProposals(scope)),
      quoteSources: listed((repo, scope) => repo.quoteSources(scope)),
      promoCodes: listed((repo, scope) => repo.promoCodes(scope)),
      agentAnalysis: listed((repo, scope) => repo.agentAnalysis(scope)),
      statusTimes: listed((repo, scope) => repo.statusTimes(scope)),
      premiums: listed((repo, scope) => repo.premiums(scope)),
      policyCommission: listed((repo, scope) => repo.policyCommission(scope)),
      companyPerformance: async ({ body, auth, query }) => {
        const rows = await repository.companyPerformance((await scoped(body, auth)).scope);
        const first = (query.page - 1) * query.size;
        return { success: true as const, data: rows.slice(first, first + query.size), pagination: pagination(query.page, query.size, rows.length) };
      },
      agentPerformance: listed((repo, scope) => repo.agentPerformance(scope)),
      salesMonths: listed((repo, scope) => repo.salesMonths(scope)),
      agentCommission: listed((repo, scope) => repo.agentCommission(scope)),
    };
    for (const [operation, names] of Object.entries(DASHBOARD_OPERATIONS) as Array<[Operation, Record<DashboardLine, keyof Contract>]>) {
      handlers[names[line]] = lineHandlers[operation];
    }
  }
  // Each operation's handler is written once for both lines above; the table covers every endpoint (`DASHBOARD_OPERATIONS`).
  registerArea(app, dashboardContract, handlers as unknown as AreaHandlers<Contract>);
  done();
}
