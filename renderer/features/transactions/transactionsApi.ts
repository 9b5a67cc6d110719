import type { z } from 'zod';
import { LIMITS } from '../../../shared/contract/constants.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthTransactionsContract } from '../../../shared/contract/transactions/health-transactions.contract.js';
import type { TransactionListFilterSchema } from '../../../shared/contract/transactions/transactions.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof healthTransactionsContract;
export type TransactionListResult = EndpointOutput<C['list']>;
export type TransactionRecord = TransactionListResult['data'][number];
export type TransactionDetailRecord = EndpointOutput<C['detail']>['data'];
export type TransactionType = z.output<typeof TransactionListFilterSchema>['tType'];

/** Health transactions (`healthTransactions.*`); a health payment invalidates them (`HealthTransaction`). */
export const apiWithTransactions = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthTransactions: build.query<TransactionListResult, { page: number; size: number; search?: string; filter: z.input<typeof TransactionListFilterSchema> }>({
      query: ({ page, size, search, filter }) => hostCall('healthTransactions.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [{ type: 'HealthTransaction', id: 'LIST' }, ...(result?.data ?? []).map((row) => ({ type: 'HealthTransaction' as const, id: row._id }))],
    }),
    /** One health policy's transactions (its page): a policy has a handful, so the first page of the largest size holds them. */
    getHealthPolicyTransactions: build.query<TransactionListResult, { customerId: string; policyId: string }>({
      query: ({ customerId, policyId }) =>
        hostCall('healthTransactions.policyTransactions', { params: { id: customerId, policyId }, query: { page: 1, size: LIMITS.maxPageSize } }),
      providesTags: (result) => [{ type: 'HealthTransaction', id: 'LIST' }, ...(result?.data ?? []).map((row) => ({ type: 'HealthTransaction' as const, id: row._id }))],
    }),
    getHealthTransaction: build.query<TransactionDetailRecord, string>({
      query: (id) => hostCall('healthTransactions.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthTransaction', id }],
    }),
  }),
});

export const { useGetHealthTransactionsQuery, useGetHealthPolicyTransactionsQuery, useGetHealthTransactionQuery } = apiWithTransactions;
