import type { TransactionListItem } from '../../../shared/contract/transactions/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { csvLine } from '../customers/customersCsv.js';

export const TRANSACTION_CSV_HEADER = ['Transaction No', 'Reference No', 'Customer', 'Amount (AED)', 'Paid by', 'Status', 'Date'];

/** One transaction as a CSV line; the customers export's cell rules (formula defusing, quoting) apply. */
export function transactionCsvLine(transaction: TransactionListItem): string {
  return csvLine([
    transaction.ref,
    transaction.policyRef,
    transaction.customer.fullName,
    (transaction.amountFils / 100).toFixed(2),
    transaction.paidBy,
    transaction.status,
    dubaiDate(transaction.createdAt),
  ]);
}
