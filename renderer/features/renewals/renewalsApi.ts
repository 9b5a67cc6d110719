import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { renewalsContract } from '../../../shared/contract/renewals/renewals.contract.js';
import type { RenewalListFilterSchema } from '../../../shared/contract/renewals/renewals.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type R = typeof renewalsContract;
export type RenewalListResult = EndpointOutput<R['list']>;
export type RenewalRecord = RenewalListResult['data'][number];
export type RenewalFilter = NonNullable<z.input<typeof RenewalListFilterSchema>>;

export interface RenewalListArgs {
  page: number;
  size: number;
  search?: string;
  filter: RenewalFilter;
}

/** Renewals (`renewals.list`); a renewal's page reads its proposal through the proposals area. */
export const apiWithRenewals = api.injectEndpoints({
  endpoints: (build) => ({
    getRenewals: build.query<RenewalListResult, RenewalListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('renewals.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'Proposal', id: 'LIST' },
        ...(result?.data ?? []).map((renewal) => ({ type: 'Proposal' as const, id: renewal._id })),
      ],
    }),
  }),
});

export const { useGetRenewalsQuery } = apiWithRenewals;
