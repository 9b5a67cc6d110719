import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { commissionStatementContract } from '../../../shared/contract/transactions/commission-statement.contract.js';
import type { CommissionStatementFilterSchema } from '../../../shared/contract/transactions/commission-statement.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof commissionStatementContract;
export type CommissionStatementResult = EndpointOutput<C['statement']>['data'];
export type CommissionStatementBody = z.input<typeof CommissionStatementFilterSchema>;

/** The commission statement (`commissionStatement.*`); a new transaction changes it, so it shares the transactions' tag. */
export const apiWithCommissionStatement = api.injectEndpoints({
  endpoints: (build) => ({
    getCommissionStatement: build.query<CommissionStatementResult, CommissionStatementBody>({
      query: (body) => hostCall('commissionStatement.statement', { body }),
      transformResponse: (response: EndpointOutput<C['statement']>) => response.data,
      providesTags: [{ type: 'HealthTransaction', id: 'LIST' }],
    }),
  }),
});

export const { useGetCommissionStatementQuery } = apiWithCommissionStatement;
