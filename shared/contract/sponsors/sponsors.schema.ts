import { z } from 'zod';
import { flag, reference, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { IdSchema, RecordMetaSchema, TimestampSchema, listResultSchema, detailResultSchema } from '../common.schema.js';
import { partialEdit } from '../edit.js';
import { PAGE_SIZES } from '../constants.js';

/**
 * Sponsor partners ("Affiliate Links", spec 002 §Sponsors; FIELDS.md "Sponsors"). The seed system's
 * list was read-only; BrokerDesk lets a broker add, edit and (softly) remove a sponsor, since
 * nothing else would create one. Decisions where the spec is silent:
 * - `uniqueUrl` is made by the server when the sponsor is created — the marketplace's base
 *   (`BROKERDESK_MARKETPLACE_URL`) + `/r/<slug>`, the slug 128 random bits — and never edited
 *   by hand: the create and edit bodies leave it out (a value sent is ignored). It stays what it
 *   was made as, so a link already handed out keeps working if the base setting changes later.
 * - The promo code (`voucherId`) names a voucher of the vouchers area (its `promo_code`, read
 *   only); every sponsor has one, because a claim hands it out. Whether the voucher still
 *   applies (dates, uses) is the marketplace checkout's rule, not the link's.
 * - Removal is soft: the claims recorded through a removed sponsor stay, its link stops working
 *   (404), and its name is free again. An inactive sponsor's link refuses new claims (409), but a
 *   claim made before still redeems.
 */
export const sponsorsResource = defineResource({
  name: 'sponsors',
  module: 'sponsorPartner',
  singular: 'sponsor',
  plural: 'sponsors',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    companyName: text({ label: 'Partners name', max: 120, required: true, list: true, search: true, unique: 'A sponsor with this name already exists' }),
    uniqueUrl: text({ label: 'URL', max: 300, list: true, search: true, hint: 'Made by BrokerDesk when the sponsor is saved' }),
    contactEmail: text({
      label: 'Contact e-mail', max: 254,
      pattern: { regex: /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Contact e-mail must be a valid e-mail address' },
    }),
    voucherId: reference({ label: 'Promo code', table: 'vouchers', nameColumn: 'promo_code', nameKey: 'promoCode', missing: 'Choose an existing promo code' }),
    isActive: flag({ label: 'Status', default: true, list: true, filter: true }),
  },
  sort: { fields: ['companyName'], default: 'createdAt', direction: 'desc' },
  routes: {
    list: 'GET /api/admin/sponsor/getsponsorpartners',
    create: 'POST /api/admin/sponsor/createsponsor',
    get: 'GET /api/admin/sponsor/{id}/getsponsor',
    update: 'PUT /api/admin/sponsor/{id}/updatesponsor',
    remove: 'DELETE /api/admin/sponsor/{id}/deletesponsor',
  },
  note: 'Only the list and the voucher list are the spec\'s paths; the others sit beside them under /api/admin/sponsor/.',
});

/** A new sponsor: the fields a broker types (the URL is the server's), the promo code required. */
export const SponsorInputSchema = sponsorsResource.schemas.input.omit({ uniqueUrl: true }).extend({
  voucherId: z.string('Promo code is required').trim().min(1, 'Promo code is required').max(64, 'Promo code is not a valid id'),
});
/** An edit changes only what it gives; the name and promo code can not be cleared. */
export const SponsorUpdateSchema = partialEdit(SponsorInputSchema, { required: ['companyName', 'voucherId'] });

export const SponsorSchema = sponsorsResource.schemas.record;
export type Sponsor = z.output<typeof SponsorSchema>;
export const SponsorResultSchema = detailResultSchema(SponsorSchema);
export const SponsorListResultSchema = listResultSchema(SponsorSchema);

/** A promo code a sponsor may hand out, for the form's choices. */
export const PromoCodeChoiceSchema = z.object({ _id: IdSchema, promoCode: z.string() });
export const PromoCodeChoicesResultSchema = z.object({ success: z.literal(true), data: z.array(PromoCodeChoiceSchema) });

/** A visit through a sponsor's link: the promo code handed out and whether it was redeemed. */
export const SponsorClaimSchema = RecordMetaSchema.omit({ updatedAt: true }).extend({
  promoCode: z.string(),
  isRedeem: z.boolean(),
  ipAddress: z.string(),
  userAgent: z.string(),
  redeemedAt: TimestampSchema.nullable(),
});
export type SponsorClaim = z.output<typeof SponsorClaimSchema>;
export const SponsorClaimListResultSchema = listResultSchema(SponsorClaimSchema);
export const SponsorClaimResultSchema = detailResultSchema(SponsorClaimSchema);

/** The claims list pages like the sponsors list (spec: `?page&size`; BrokerDesk's default 10, as every kit list), newest first. */
export const SponsorClaimListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.default),
});

/** The longest user agent a claim keeps; browsers send a few hundred characters. */
export const USER_AGENT_MAX = 512;

/** What the marketplace sends about a visitor: its address (IPv4 or IPv6) and browser. */
export const RecordClaimBodySchema = z.object({
  ipAddress: z.string('ipAddress is required').trim().max(45, 'ipAddress is at most 45 characters')
    .refine((value) => z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success, 'ipAddress must be an IPv4 or IPv6 address'),
  userAgent: z.string('userAgent is required').trim().min(1, 'userAgent is required').max(USER_AGENT_MAX, `userAgent is at most ${USER_AGENT_MAX} characters`),
});

/** A slug as the server makes them: 22 URL-safe characters (128 bits); anything else names no sponsor. */
export const SlugParamsSchema = z.object({ slug: z.string().trim().min(1, 'slug is required').max(64, 'slug is too long') });
export const ClaimParamsSchema = SlugParamsSchema.extend({ claimId: IdSchema });
