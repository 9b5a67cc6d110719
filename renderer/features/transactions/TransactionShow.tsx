import { Link } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HEALTH_PROPOSALS_PATH } from '../health-proposals/public.js';
import { HEALTH_TRANSACTIONS_PATH } from './transactionColumns.js';
import { CommissionInvoice, TransactionBreakdown, TransactionDocuments } from './TransactionMoney.js';
import { useGetHealthTransactionQuery } from './transactionsApi.js';

const PROVIDERS: Record<string, string> = { card: 'Card link', bnpl: 'Buy now, pay later', link: 'Payment link', bank: 'Bank transfer', direct: 'Paid to the company' };

/** `/health-insurance/transaction/[transactionId]`: one payment's money with the sale's breakdown, its policy and documents, proposal and customer. */
export default function TransactionShow() {
  const { transactionId = '' } = useParams();
  const result = useGetHealthTransactionQuery(transactionId);
  const transaction = result.data;
  return (
    <DetailScreen
      query={result}
      loaded={Boolean(transaction)}
      title={transaction ? `Transaction ${transaction.ref}` : 'Health transaction'}
      meta={transaction ? [formatAed(transaction.amountFils), formatDateTime(transaction.createdAt)] : []}
      status={transaction ? { label: transaction.status, color: transaction.status === 'SUCCESS' ? 'success' : 'warning' } : undefined}
      back={{ to: HEALTH_TRANSACTIONS_PATH, label: 'Back to health transactions' }}
    >
      {transaction ? (
        <>
          <FieldList
            title="Transaction"
            items={[
              { label: 'Transaction No.', value: transaction.ref },
              { label: 'Transaction Date and Time', value: formatDateTime(transaction.createdAt) },
              { label: 'Payment Type', value: transaction.payment ? PROVIDERS[transaction.payment.provider] ?? transaction.payment.provider : '-' },
              { label: 'Amount Paid', value: formatAed(transaction.amountFils) },
              { label: 'Payment Reference No.', value: transaction.payment?.orderRef ?? transaction.payment?.ref ?? '-' },
              { label: 'Status', value: transaction.status },
              { label: 'Source', value: transaction.paidBy },
            ]}
          />
          <TransactionBreakdown breakdown={transaction.breakdown} />
          {transaction.policy ? (
            <FieldList
              title="Policy"
              items={[
                { label: 'Policy', value: transaction.policyRef ?? '-' },
                { label: 'Company name', value: transaction.policy.companyName },
                { label: 'Policy Number', value: transaction.policy.companyPolicyNumber ?? '-' },
                { label: 'Insurance Type', value: transaction.policy.insuranceType },
                { label: 'Policy status', value: transaction.policy.status },
                { label: 'Policy period', value: `${formatDate(transaction.policy.startDate)} – ${formatDate(transaction.policy.expiryDate)}` },
              ]}
            >
              {transaction.proposal ? (
                <Link href={`#${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(transaction.proposal._id)}`}>Proposal {transaction.proposal.ref}</Link>
              ) : null}
            </FieldList>
          ) : null}
          {transaction.policy ? <TransactionDocuments documents={transaction.documents} /> : null}
          <CommissionInvoice transaction={transaction} />
          <FieldList
            title="Customer"
            items={[
              { label: 'Full Name', value: transaction.customer.fullName, dirAuto: true },
              { label: 'Email', value: transaction.customer.email },
              { label: 'Mobile Number', value: formatUaeMobile(transaction.customer.mobileNumber) },
            ]}
          >
            <Link href={`#/customers/${encodeURIComponent(transaction.customer._id)}`}>Open the customer</Link>
          </FieldList>
        </>
      ) : null}
    </DetailScreen>
  );
}
