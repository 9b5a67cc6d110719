import { AppLink } from '../../components/AppLink.js';
import { LoadError } from '../../components/LoadError.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { HEALTH_TRANSACTIONS_PATH, TRANSACTION_COLUMNS } from './transactionColumns.js';
import { useGetHealthPolicyTransactionsQuery, type TransactionRecord } from './transactionsApi.js';

// The policy's own number and customer are the page's: each row links to its transaction instead.
const COLUMNS: ReadonlyArray<ListColumn<TransactionRecord>> = [
  { id: 'ref', header: 'Transaction No', render: (t) => <AppLink to={`${HEALTH_TRANSACTIONS_PATH}/${encodeURIComponent(t._id)}`}>{t.ref}</AppLink> },
  ...TRANSACTION_COLUMNS.filter((column) => !['ref', 'policy', 'customer'].includes(column.id)),
  { id: 'status', header: 'Status', render: (t) => t.status },
];

/**
 * A health policy's transactions (its payments and refunds), newest first, each linked to its
 * page under `/health-insurance/transaction`.
 *
 * @example <HealthPolicyTransactions customerId={policy.customer._id} policyId={policy._id} />
 */
export function HealthPolicyTransactions({ customerId, policyId }: { customerId: string; policyId: string }) {
  const result = useGetHealthPolicyTransactionsQuery({ customerId, policyId });
  return (
    <RecordTable title="Transactions" columns={COLUMNS} rows={result.data?.data} getRowId={(t) => t._id} empty="No transactions for this policy yet.">
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
    </RecordTable>
  );
}
