import { endpoint } from '../endpoint.js';
import { IdParamsSchema } from '../common.schema.js';
import {
  ClaimParamsSchema, PromoCodeChoicesResultSchema, RecordClaimBodySchema, SlugParamsSchema, SponsorClaimListQuerySchema, SponsorClaimListResultSchema,
  SponsorClaimResultSchema, SponsorInputSchema, SponsorResultSchema, SponsorUpdateSchema, sponsorsResource,
} from './sponsors.schema.js';
import { z } from 'zod';

const kit = sponsorsResource.contract;

/**
 * Sponsors: the kit's list, read and removal; create and edit with the bodies of
 * `sponsors.schema.ts` (no URL: the server makes it); the claims of a sponsor (the spec's
 * voucher list); and the two public calls of the marketplace.
 *
 * The marketplace's calls (`permission: 'public'`: no staff session) prove their sender with an
 * HMAC, as the payment providers' callbacks do:
 * - headers `x-brokerdesk-timestamp` (the Unix time in seconds) and `x-brokerdesk-signature`, the
 *   hex HMAC-SHA256, keyed with `BROKERDESK_SPONSOR_KEY`, of
 *   `<timestamp>\n<METHOD>\n<path>\n<raw body>` (the path without the query; an empty body is "").
 * - a missing or wrong signature, or a timestamp more than 5 minutes off the server's clock,
 *   answers 401 before the body is read, so a replay is only possible within that window.
 * - each link takes at most a bounded number of claims a minute (429 with `Retry-After` beyond),
 *   so a leaked key cannot fill the table through one sponsor faster than that.
 */
export const sponsorsContract = {
  list: kit.list,
  get: kit.get,
  create: endpoint({ ...kit.create, body: SponsorInputSchema, response: SponsorResultSchema }),
  update: endpoint({ ...kit.update, body: SponsorUpdateSchema, response: SponsorResultSchema }),
  remove: kit.remove,
  promoCodes: endpoint({
    method: 'GET', path: '/api/admin/sponsor/promocodes', summary: 'The promo codes a sponsor may hand out (the vouchers, by code)',
    permission: 'sponsorPartner.read', response: PromoCodeChoicesResultSchema,
  }),
  claims: endpoint({
    method: 'GET', path: '/api/admin/sponsor/{id}/getsponsorvoucherlist', summary: 'The claims made through a sponsor\'s link, newest first',
    permission: 'sponsorPartner.read', params: IdParamsSchema, query: SponsorClaimListQuerySchema, response: SponsorClaimListResultSchema,
    pageSize: 10,
  }),
  recordClaim: endpoint({
    method: 'POST', path: '/api/public/sponsor/{slug}/claims', summary: 'The marketplace records a visit through a sponsor\'s link and receives its promo code',
    permission: 'public', params: SlugParamsSchema, body: RecordClaimBodySchema,
    response: z.object({ success: z.literal(true), data: z.object({ claimId: z.string(), promoCode: z.string() }), message: z.string() }),
  }),
  redeemClaim: endpoint({
    method: 'POST', path: '/api/public/sponsor/{slug}/claims/{claimId}/redeem', summary: 'The marketplace records that a claimed promo code was redeemed (again: no change)',
    permission: 'public', params: ClaimParamsSchema, response: SponsorClaimResultSchema,
  }),
};
