import { z } from 'zod';
import { IdSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { choice, date, decimal, flag, group, image, integer, longText, money, reference, richText, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { GOOGLE_MAPS_URL } from '../../domain/maps.js';

/** Spec 002 "Default page size 5": partners, partner discount offers, validated offers. */
export const CLUB_PAGE_SIZE = 5;

/**
 * Club partners (spec 002 §Partners; FIELDS.md "Partners (Club) and discount offers"): company,
 * club category, the partner's 4-character discount code, logo and cover, and its locations with
 * map links. The spec says "exactly 4 digits" in its message but "4 chars" in its rule: BrokerDesk
 * takes letters and digits, stores the code upper-cased, and a code is one partner's only (409
 * naming it). The spec sends locations as a JSON string in a multipart form; BrokerDesk sends them
 * as a JSON list and the images by their own uploads, as for products. Removal is soft (offers and
 * their redemptions keep pointing at the partner) and refused while the partner has live offers.
 */
export const partnersResource = defineResource({
  name: 'partners',
  module: 'partner',
  singular: 'partner',
  plural: 'partners',
  pageSize: CLUB_PAGE_SIZE,
  removal: 'soft',
  fields: {
    companyName: text({ label: 'Company name', header: 'Name', max: 120, required: true, list: true, search: true }),
    category: reference({ label: 'Category', required: true, list: true, table: 'club_categories', nameColumn: 'title', nameKey: 'categoryName', missing: 'Choose a club category' }),
    discountCode: text({
      label: 'Discount code', max: 8, required: true, upperCase: true, list: true, search: true, hint: '4 letters or digits',
      pattern: { regex: /^[A-Z0-9]{4}$/, message: 'Must be exactly 4 characters (letters or digits)' },
      unique: (code) => `The discount code ${code} is already another partner's`,
    }),
    locations: group({
      label: 'Locations', list: true, min: 1, max: 20,
      item: {
        location: text({ label: 'Location', max: 160, required: true }),
        googleLocation: text({ label: 'Google map url', max: 500, required: true, pattern: { regex: GOOGLE_MAPS_URL, message: 'Google map url must be an https link of Google Maps' } }),
      },
    }),
    logoImg: image({ label: 'Logo', required: true }),
    coverImg: image({ label: 'Cover image', required: true }),
  },
  sort: { fields: ['companyName', 'discountCode'], default: 'createdAt', direction: 'desc' },
  routes: {
    list: 'GET /api/admin/partner/readallpartners',
    get: 'GET /api/admin/partner/{id}/readpartner',
    create: 'POST /api/admin/partner/createpartner',
    update: 'PUT /api/admin/partner/{id}/updatepartner',
    remove: 'DELETE /api/admin/partner/{id}/deletepartner',
    images: 'POST /api/admin/partner/{id}/images',
  },
  note: 'The image calls have no path in the spec (it uploads with the form): BrokerDesk adds /{id}/images/{field}.',
});

const AED_CAP = 100_000;

/**
 * A partner's discount offers. `discountValue` is a percentage above 0 and at most 100 for a
 * `percentage` offer; for a `fixedPrice` offer it is an amount in whole fils (above 0, at most
 * AED 100,000), as all BrokerDesk money. `maxDiscountFils` caps what a percentage saves. The
 * discount code shown with an offer is its partner's (display only: it is read from the partner).
 * The expiry may be the start day (a one-day offer), not before it.
 */
export const discountOffersResource = defineResource({
  name: 'discountOffers',
  module: 'partner',
  singular: 'discount offer',
  plural: 'discount offers',
  pageSize: CLUB_PAGE_SIZE,
  removal: 'soft',
  fields: {
    discountTitle: text({ label: 'Voucher title', header: 'Discount title', max: 120, required: true, list: true, search: true }),
    partner: reference({ label: 'Partner', required: true, live: true, table: 'partners', nameColumn: 'company_name', nameKey: 'partnerName', missing: 'Choose an existing partner' }),
    category: reference({ label: 'Category', required: true, table: 'club_categories', nameColumn: 'title', nameKey: 'categoryName', missing: 'Choose a club category' }),
    discountType: choice({ label: 'Discount type', list: true, filter: true, default: 'percentage', choices: [{ value: 'percentage', label: 'Percentage' }, { value: 'fixedPrice', label: 'Fixed price' }] as const }),
    discountValue: decimal({ label: 'Discount value', min: 0, max: AED_CAP * 100, list: true }),
    maxDiscountFils: money({ label: 'Maximum discount', maxAed: AED_CAP, required: false }),
    useageLimitPerUser: integer({ label: 'Useage limit per user', min: 1, max: 1000, default: 1, list: true }),
    startDate: date({ label: 'Start date', required: true, list: true }),
    expiryDate: date({ label: 'Expiry date', required: true, list: true }),
    isActive: flag({ label: 'Status', default: true, list: true, filter: true }),
    description: longText({ label: 'Description', max: 2000, required: true }),
    termsNConditions: richText({ label: 'Terms and conditions', max: 20_000, required: true }),
    coverImg: image({ label: 'Cover image', required: true }),
  },
  sort: { fields: ['discountTitle', 'startDate', 'expiryDate', 'discountValue'], default: 'createdAt', direction: 'desc' },
  parent: { field: 'partner', param: 'partnerId' },
  status: { field: 'isActive' },
  refine: (values) => {
    const problems: Array<{ field: 'discountValue' | 'expiryDate'; message: string }> = [];
    const value = values.discountValue as number | undefined;
    if (typeof value === 'number') {
      if (value <= 0) problems.push({ field: 'discountValue', message: 'Discount value must be more than 0' });
      else if (values.discountType === 'fixedPrice' && !Number.isInteger(value)) problems.push({ field: 'discountValue', message: 'A fixed discount is whole fils' });
      else if (values.discountType !== 'fixedPrice' && value > 100) problems.push({ field: 'discountValue', message: 'A percentage is at most 100' });
    }
    const { startDate, expiryDate } = values as { startDate?: string; expiryDate?: string };
    if (startDate && expiryDate && expiryDate < startDate) problems.push({ field: 'expiryDate', message: 'Expiry date must not be before the start date' });
    return problems;
  },
  routes: {
    list: 'GET /api/admin/partneroffer/{partnerId}/readalldiscountoffer',
    get: 'GET /api/admin/partneroffer/{id}/readdiscountoffer',
    create: 'POST /api/admin/partneroffer/creatediscountoffer',
    update: 'PUT /api/admin/partneroffer/{id}/updatediscountoffer',
    remove: 'DELETE /api/admin/partneroffer/{id}/deletediscountoffer',
    setStatus: 'PUT /api/admin/partneroffer/{id}/updatediscountofferstatus',
    images: 'POST /api/admin/partneroffer/{id}/images',
  },
});

export type Partner = z.output<typeof partnersResource.schemas.record>;
export type DiscountOffer = z.output<typeof discountOffersResource.schemas.record>;

export const ClubCategorySchema = z.object({ _id: IdSchema, title: z.string() });
export type ClubCategory = z.infer<typeof ClubCategorySchema>;
export const ClubCategoriesResultSchema = detailResultSchema(z.array(ClubCategorySchema));

/**
 * Redeeming an offer for a customer (BrokerDesk's endpoint; the spec has none): at the partner's
 * counter the staff enter the bill, and the saving is the offer's (a percentage of the bill up to
 * the cap, or the fixed amount up to the bill). `requestKey`, when given, makes a retried request
 * answer the redemption it already made instead of making a second one.
 */
export const RedeemBodySchema = z.object({
  customerId: IdSchema,
  billFils: z.number('Bill amount must be an amount').int('Bill amount must be whole fils').positive('Bill amount must be more than 0').max(AED_CAP * 100 * 10, 'Bill amount is at most AED 1,000,000'),
  requestKey: z.string().trim().min(8, 'requestKey is at least 8 characters').max(64, 'requestKey is at most 64 characters').optional(),
});
/** The redeem dialog's bill, in AED as staff type it; the call sends it as `billFils`, within the same bounds. */
export const RedeemFormSchema = z.object({
  billAed: z.number('Bill amount must be an amount').positive('Bill amount must be more than 0').max(AED_CAP * 10, 'Bill amount is at most AED 1,000,000'),
});
export const RedemptionSchema = z.object({
  _id: IdSchema,
  offerId: IdSchema,
  customerId: IdSchema,
  billFils: z.number().int(),
  savedFils: z.number().int(),
  redeemedAt: z.string(),
  /** This customer's redemptions of the offer so far, this one included, and the offer's limit. */
  used: z.number().int(),
  limit: z.number().int(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;
export const RedemptionResultSchema = detailResultSchema(RedemptionSchema);

/** The validated offers of an offer: one row per customer who redeemed it, newest use first. */
export const ValidatedOfferSchema = z.object({
  customerId: IdSchema,
  customerName: z.string(),
  /** `+<countryCode> <mobile>`. */
  mobileNumber: z.string(),
  email: z.string(),
  offerUsed: z.number().int(),
  savedFils: z.number().int(),
  lastUsedAt: z.string(),
});
export type ValidatedOffer = z.infer<typeof ValidatedOfferSchema>;
export const ValidatedOffersResultSchema = listResultSchema(ValidatedOfferSchema);
export const AnalyticsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(CLUB_PAGE_SIZE),
});
