import { crudRoutes, type RouteDef } from '../routes.js';

export const evouchersRoutes: RouteDef[] = [
  ...crudRoutes('/evouchers', ['evoucher'], 'E-vouchers', 'E-voucher', 'evoucherId'),
  { path: '/evouchers/[evoucherId]/evouchercode/create', modules: ['evoucher'], action: 'create', title: 'New e-voucher code' },
  { path: '/evouchers/[evoucherId]/evouchercode/[evouchercodeId]/edit', modules: ['evoucher'], action: 'update', title: 'Edit e-voucher code' },
  { path: '/evouchers/requests', modules: ['evoucher'], action: 'read', title: 'E-voucher requests' },
];
