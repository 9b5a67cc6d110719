import { useCallback } from 'react';
import type { z } from 'zod';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { LIMITS } from '../../../shared/contract/constants.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthTransactionsContract } from '../../../shared/contract/transactions/health-transactions.contract.js';
import type { TransactionListFilterSchema } from '../../../shared/contract/transactions/transactions.schema.js';
import { api } from '../../app/api.js';
import { hostCall, type HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';

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

/**
 * Saves the commission invoice of a transaction's policy: its number as the form's text field and
 * the picked file through the host's upload. Answers `null` once the server kept both.
 *
 * @example const save = useSaveCommissionInvoice(); const error = await save(transactionId, file, 'CI-2026-0042');
 */
export function useSaveCommissionInvoice() {
  const host = useHost();
  const dispatch = useAppDispatch();
  return useCallback(
    async (transactionId: string, file: PickedFile, commissionInvoiceNumber: string): Promise<HostCallError | null> => {
      const result = await host.files.upload({ fileId: file.id, endpoint: 'healthTransactions.commissionInvoice', params: { id: transactionId }, fields: { commissionInvoiceNumber } });
      if (!result.ok) return { status: result.error.status ?? 0, message: result.error.message, ...(result.error.fieldErrors ? { fieldErrors: result.error.fieldErrors } : {}) };
      dispatch(apiWithTransactions.util.invalidateTags([{ type: 'HealthTransaction', id: transactionId }]));
      return null;
    },
    [dispatch, host],
  );
}
