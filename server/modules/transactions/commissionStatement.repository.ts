import type { CommissionStatement, CommissionStatementFilter, CommissionStatementRow, CommissionStatementTotals } from '../../../shared/contract/transactions/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import type { Db } from '../../db/database.js';
import { saleBreakdownsOf } from './saleBreakdown.repository.js';

/** Policies whose breakdowns are read in one query: a bound list each database takes comfortably. */
const CHUNK = 500;

const zeroTotals = (): CommissionStatementTotals => ({
  policies: 0, basePremiumFils: 0, grandTotalFils: 0, commissionFils: 0, commissionFromInsurerFils: 0, netPayableToInsurerFils: 0,
  netCommissionFils: 0, agentCommissionFils: 0,
});

/**
 * The commission statement (`commissionStatementContract`): each policy whose first successful
 * transaction falls in the range, with its `saleBreakdown`, summed per insurer and Dubai month.
 */
export function createCommissionStatementRepository(db: Db) {
  /** The policies sold in the range: id, insurer and when their first successful transaction was recorded. */
  async function soldPolicies(filter: CommissionStatementFilter) {
    let query = db.selectFrom('transactions').innerJoin('policies', 'policies.id', 'transactions.policy_id')
      .select(['policies.id', 'policies.company_name', (eb) => eb.fn.min('transactions.created_at').as('first_at')])
      .where('transactions.status', '=', 'SUCCESS');
    if (filter.line !== 'all') query = query.where('policies.line', '=', filter.line);
    return query.groupBy(['policies.id', 'policies.company_name'])
      .having((eb) => eb.and([eb(eb.fn.min('transactions.created_at'), '>=', filter.startDate), eb(eb.fn.min('transactions.created_at'), '<=', filter.endDate)]))
      .execute();
  }

  return {
    async statement(filter: CommissionStatementFilter): Promise<CommissionStatement> {
      const sold = await soldPolicies(filter);
      const groups = new Map<string, CommissionStatementRow>();
      const totals = zeroTotals();
      for (let start = 0; start < sold.length; start += CHUNK) {
        const chunk = sold.slice(start, start + CHUNK);
        const breakdowns = await saleBreakdownsOf(db, chunk.map((policy) => policy.id));
        for (const policy of chunk) {
          const breakdown = breakdowns.get(policy.id);
          if (!breakdown) continue;
          const month = dubaiDate(String(policy.first_at)).slice(0, 7);
          const key = `${month}\u0000${policy.company_name}`;
          const row = groups.get(key) ?? { companyName: policy.company_name, month, ...zeroTotals() };
          groups.set(key, row);
          for (const figures of [row, totals]) {
            figures.policies += 1;
            figures.basePremiumFils += breakdown.basePremiumFils;
            figures.grandTotalFils += breakdown.grandTotalFils;
            figures.commissionFils += breakdown.commissionFils;
            figures.commissionFromInsurerFils += breakdown.commissionFromInsurerFils;
            figures.netPayableToInsurerFils += breakdown.netPayableToInsurerFils;
            figures.netCommissionFils += breakdown.netCommissionFils;
            figures.agentCommissionFils += breakdown.agentCommissionFils;
          }
        }
      }
      const rows = [...groups.values()].sort((a, b) => a.month.localeCompare(b.month) || a.companyName.localeCompare(b.companyName));
      return { rows, totals };
    },
  };
}
