import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { VoucherHistoryQuerySchema, VoucherHistoryResultSchema, vouchersResource } from './vouchers.schema.js';

/** Promo-code vouchers: the kit's endpoints at the spec's paths, and the history of a code's applications. */
export const vouchersContract = {
  ...vouchersResource.contract,
  history: endpoint({
    method: 'GET', path: '/api/admin/vouchers/{id}/voucherhistory', summary: 'Every proposal the promo code was applied to, newest first',
    permission: 'voucher.read', params: IdParamsSchema, query: VoucherHistoryQuerySchema, response: VoucherHistoryResultSchema,
  }),
};
