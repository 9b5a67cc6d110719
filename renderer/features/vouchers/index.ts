import { TicketDiagonalRegular } from '@fluentui/react-icons';
import { vouchersRoutes } from '../../../shared/contract/vouchers/vouchers.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'vouchers',
  title: 'Vouchers',
  description: 'Promo codes staff apply to motor proposals, with the history of every proposal that took one.',
  module: 'voucher',
  tags: ['Voucher'],
  icon: TicketDiagonalRegular,
  routes: vouchersRoutes,
  screens: () => import('./vouchersScreens.js'),
});
