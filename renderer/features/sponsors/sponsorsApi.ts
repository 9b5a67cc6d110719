import type { z } from 'zod';
import type { PromoCodeChoicesResultSchema, SponsorClaimListResultSchema } from '../../../shared/contract/sponsors/sponsors.schema.js';
import { sponsorsResource } from '../../../shared/contract/sponsors/sponsors.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The sponsors calls: the kit's, plus the promo-code choices and a sponsor's claims. */
export const sponsorsHooks = resourceApi('sponsors', sponsorsResource, 'Sponsor');

const sponsorsExtra = api.injectEndpoints({
  endpoints: (build) => ({
    getSponsorPromoCodes: build.query<z.output<typeof PromoCodeChoicesResultSchema>['data'], void>({
      query: () => hostCall('sponsors.promoCodes', {}),
      transformResponse: (response: z.output<typeof PromoCodeChoicesResultSchema>) => response.data,
    }),
    getSponsorClaims: build.query<z.output<typeof SponsorClaimListResultSchema>, { id: string; page: number; size: number }>({
      query: ({ id, page, size }) => hostCall('sponsors.claims', { params: { id }, query: { page, size } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Sponsor', id }],
    }),
  }),
});

export const { useGetSponsorPromoCodesQuery, useGetSponsorClaimsQuery } = sponsorsExtra;
