import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import type { ClubCategory } from '../../../shared/contract/partners/partners.schema.js';
import { discountOffersResource, partnersResource } from '../../../shared/contract/partners/partners.schema.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The partners and offers calls, from the kit; an offer change also changes its partner's list of offers. */
export const partnersHooks = resourceApi('partners', partnersResource, 'Partner');
export const offersHooks = resourceApi('discountOffers', discountOffersResource, 'DiscountOffer');

const clubApi = api.injectEndpoints({
  endpoints: (build) => ({
    clubCategories: build.query<ClubCategory[], void>({
      query: () => hostCall('partners.categories', {}),
      transformResponse: (response: { data: ClubCategory[] }) => response.data,
    }),
  }),
});

export const { useClubCategoriesQuery } = clubApi;
