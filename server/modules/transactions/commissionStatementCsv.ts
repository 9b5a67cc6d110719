import type { CommissionStatement } from '../../../shared/contract/transactions/index.js';
import { csvLine } from '../customers/customersCsv.js';

export const COMMISSION_STATEMENT_CSV_HEADER = [
  'Month', 'Insurance company', 'Policies', 'Base premium (AED)', 'Grand total (AED)', 'Total commission (AED)', 'Commission earned (AED)',
  'Net payable to insurance company (AED)', 'Net commission (AED)', 'Agent commission (AED)',
];

const aed = (fils: number) => (fils / 100).toFixed(2);

/** The statement as CSV lines: a line per insurer and month, then the totals; the customers export's cell rules apply. */
export function commissionStatementCsv(statement: CommissionStatement): string {
  const figures = (row: CommissionStatement['totals']) => [
    String(row.policies), aed(row.basePremiumFils), aed(row.grandTotalFils), aed(row.commissionFils), aed(row.commissionFromInsurerFils),
    aed(row.netPayableToInsurerFils), aed(row.netCommissionFils), aed(row.agentCommissionFils),
  ];
  return [
    csvLine(COMMISSION_STATEMENT_CSV_HEADER),
    ...statement.rows.map((row) => csvLine([row.month, row.companyName, ...figures(row)])),
    csvLine(['Total', '', ...figures(statement.totals)]),
  ].join('');
}
