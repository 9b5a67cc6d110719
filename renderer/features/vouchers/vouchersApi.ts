import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { vouchersContract } from '../../../shared/contract/vouchers/vouchers.contract.js';
import { vouchersResource } from '../../../shared/contract/vouchers/vouchers.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi, type ResourceRecord } from '../../kit/resourceApi.js';

export type VoucherRecord = ResourceRecord<typeof vouchersResource>;
export type VoucherHistoryResult = EndpointOutput<typeof vouchersContract.history>;

/** The vouchers' calls (spec 002 §7), from the kit; applying a code to a proposal changes its history and counts, so proposals' writes invalidate `Voucher` too. */
export const vouchersHooks = resourceApi('vouchers', vouchersResource, 'Voucher');

const apiWithHistory = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherHistory: build.query<VoucherHistoryResult, { id: string; page: number; size: number }>({
      query: ({ id, page, size }) => hostCall('vouchers.history', { params: { id }, query: { page, size } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Voucher', id }],
    }),
  }),
});

export const { useGetVoucherHistoryQuery } = apiWithHistory;
