import type { Pagination } from '../../../shared/contract/index.js';
import type { ValidatedOffer } from '../../../shared/contract/partners/partners.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

const validatedApi = api.injectEndpoints({
  endpoints: (build) => ({
    validatedOffers: build.query<{ success: true; data: ValidatedOffer[]; pagination: Pagination }, { id: string; page: number; size: number }>({
      query: ({ id, page, size }) => hostCall('discountOffers.analytics', { params: { id }, query: { page, size } }),
      providesTags: (_result, _error, { id }) => [{ type: 'DiscountOffer', id }],
    }),
  }),
});

export const { useValidatedOffersQuery } = validatedApi;
