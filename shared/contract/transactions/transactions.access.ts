import type { RouteDef } from '../routes.js';

/** Policy and add-on transactions, spelled as the spec spells them (`/addon-transaction` list, `/addon-transactions/…` detail). */
export const transactionsRoutes: RouteDef[] = [
  { path: '/policy_transactions', modules: ['transaction'], action: 'read', title: 'Transactions' },
  { path: '/policy_transactions/commission-statement', modules: ['transaction'], action: 'read', title: 'Commission statement' },
  { path: '/policy_transactions/[transactionId]', modules: ['transaction'], action: 'read', title: 'Transaction' },
  { path: '/addon-transaction', modules: ['transaction'], action: 'read', title: 'Add-on transactions' },
  { path: '/addon-transactions/[transactionId]/[code]', modules: ['transaction'], action: 'read', title: 'Add-on transaction' },
];
