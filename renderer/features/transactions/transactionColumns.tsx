import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import type { TransactionRecord } from './transactionsApi.js';

export const HEALTH_TRANSACTIONS_PATH = '/health-insurance/transaction';

/** The health transactions list's columns, which a policy's page shows too (without the customer, who is the policy's). */
export const TRANSACTION_COLUMNS: ReadonlyArray<ListColumn<TransactionRecord>> = [
  { id: 'ref', header: 'Transaction No', render: (t) => t.ref },
  { id: 'policy', header: 'Reference No', render: (t) => show(t.policyRef) },
  { id: 'customer', header: 'Customer', render: (t) => <span dir="auto">{t.customer.fullName}</span> },
  { id: 'date', header: 'Date', render: (t) => formatDateTime(t.createdAt) },
  { id: 'paidBy', header: 'Source', render: (t) => t.paidBy },
  { id: 'amount', header: 'Amount', numeric: true, render: (t) => formatAed(t.amountFils) },
];
