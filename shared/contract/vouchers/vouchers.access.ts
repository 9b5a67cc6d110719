import { crudRoutes, type RouteDef } from '../routes.js';

export const vouchersRoutes: RouteDef[] = crudRoutes('/vouchers', ['voucher'], 'Vouchers', 'Voucher', 'voucherId');
