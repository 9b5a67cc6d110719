import type { z } from 'zod';
import type { callbacksContract } from '../../../shared/contract/callbacks/callbacks.contract.js';
import type { CallbackFilterSchema } from '../../../shared/contract/callbacks/callbacks.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof callbacksContract;
export type CallbackListResult = EndpointOutput<C['list']>;
export type CallbackFilter = NonNullable<z.input<typeof CallbackFilterSchema>>;

/** Call-backs (`callbacks.list`): read from proposals, so a proposal's status change refreshes them. */
export const apiWithCallbacks = api.injectEndpoints({
  endpoints: (build) => ({
    getCallbacks: build.query<CallbackListResult, { page: number; size: number; search?: string; filter: CallbackFilter }>({
      query: ({ page, size, search, filter }) => hostCall('callbacks.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'Proposal', id: 'LIST' },
        ...(result?.data ?? []).map((callback) => ({ type: 'Proposal' as const, id: callback.proposalId })),
      ],
    }),
  }),
});

export const { useGetCallbacksQuery } = apiWithCallbacks;
