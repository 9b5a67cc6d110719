import { ReceiptMoneyRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Transactions: the money received for policies; health's list and detail at its own paths, and the commission statement of every line. */
export default defineArea({
  name: 'transactions',
  path: '/health-insurance/transaction',
  title: 'Health transactions',
  description: 'Payments received for health policies, by type and date, with CSV export.',
  module: 'healthQuote',
  tags: ['HealthTransaction'],
  idParam: 'transactionId',
  icon: ReceiptMoneyRegular,
  list: () => import('./TransactionList.js'),
  show: () => import('./TransactionShow.js'),
  pages: { '/policy_transactions/commission-statement': () => import('./CommissionStatement.js') },
});
