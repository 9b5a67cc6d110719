import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  AnalyticsQuerySchema, CLUB_PAGE_SIZE, ClubCategoriesResultSchema, RedeemBodySchema, RedemptionResultSchema, ValidatedOffersResultSchema,
  discountOffersResource, partnersResource,
} from './partners.schema.js';

/**
 * Partners (Club) and their discount offers (spec 002 §Partners): both on the resource kit, offers
 * as the partner's child (listed under `{partnerId}`), plus the club categories, the redemption
 * BrokerDesk adds (the spec enforces no usage limit anywhere) and the validated offers.
 */
export const partnersContract = {
  ...partnersResource.contract,
  categories: endpoint({
    method: 'GET', path: '/api/club/listallcategories', summary: 'The club categories (any signed-in staff: every partner and offer form needs them)',
    permission: 'signedIn', response: ClubCategoriesResultSchema,
  }),
};

export const discountOffersContract = {
  ...discountOffersResource.contract,
  redeem: endpoint({
    method: 'POST', path: '/api/admin/partneroffer/{id}/redeem',
    summary: 'Redeem an offer for a customer: refused when the offer is off, not started, expired or the customer has used it up to its limit',
    permission: 'partner.update', params: IdParamsSchema, body: RedeemBodySchema, response: RedemptionResultSchema,
  }),
  analytics: endpoint({
    method: 'GET', path: '/api/admin/partneroffer/{id}/discountofferanalytics', summary: 'The validated offers: each customer who redeemed the offer and how often',
    permission: 'partner.read', params: IdParamsSchema, query: AnalyticsQuerySchema, response: ValidatedOffersResultSchema, pageSize: CLUB_PAGE_SIZE,
  }),
};
