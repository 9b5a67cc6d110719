import type { EndpointInput, EndpointOutput, Pagination } from '../../../shared/contract/index.js';
import type { discountOffersContract } from '../../../shared/contract/partners/partners.contract.js';
import type { ValidatedOffer } from '../../../shared/contract/partners/partners.schema.js';

type Redeem = (typeof discountOffersContract)['redeem'];
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

const validatedApi = api.injectEndpoints({
  endpoints: (build) => ({
    validatedOffers: build.query<{ success: true; data: ValidatedOffer[]; pagination: Pagination }, { id: string; page: number; size: number }>({
      query: ({ id, page, size }) => hostCall('discountOffers.analytics', { params: { id }, query: { page, size } }),
      providesTags: (_result, _error, { id }) => [{ type: 'DiscountOffer', id }],
    }),
    /** A redemption changes the offer's validated offers (its customer, uses and savings). */
    redeemOffer: build.mutation<EndpointOutput<Redeem>, { id: string; body: EndpointInput<Redeem>['body'] }>({
      query: ({ id, body }) => hostCall('discountOffers.redeem', { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'DiscountOffer', id }]),
    }),
  }),
});

export const { useValidatedOffersQuery, useRedeemOfferMutation } = validatedApi;
