import { GiftRegular } from '@fluentui/react-icons';
import { evouchersRoutes } from '../../../shared/contract/evouchers/evouchers.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

const area = defineResourceArea({
  name: 'evouchers',
  title: 'E-vouchers',
  description: 'Gift and prepaid vouchers of brands: their codes, imports, sending to customers and requests.',
  module: 'evoucher',
  tags: ['Evoucher', 'EvoucherCode'],
  icon: GiftRegular,
  routes: evouchersRoutes.filter((route) => !route.path.includes('evouchercode') && route.path !== '/evouchers/requests'),
  screens: () => import('./evouchersScreens.js'),
});

/** The kit's four screens, and the code form and the requests list at their own paths. */
export default {
  ...area,
  pages: {
    ...area.pages,
    '/evouchers/[evoucherId]/evouchercode/create': async () => ({ default: (await import('./CodeForm.js')).CodeCreate }),
    '/evouchers/[evoucherId]/evouchercode/[evouchercodeId]/edit': async () => ({ default: (await import('./CodeForm.js')).CodeEdit }),
    '/evouchers/requests': () => import('./RequestList.js'),
  },
};
