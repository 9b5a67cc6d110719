import { z } from 'zod';
import { IdSchema, ListQuerySchema, TimestampSchema, listResultSchema } from '../common.schema.js';
import { choice, date, decimal, flag, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

/** The largest fixed discount a promo code may give, in AED. */
export const VOUCHER_MAX_FIXED_AED = 100_000;

export const DISCOUNT_TYPES = [{ value: 'percentage', label: 'Percentage' }, { value: 'fixedPrice', label: 'Fixed Price' }] as const;

/**
 * Promo codes (spec 002 §7 "Vouchers"; FIELDS.md "Vouchers (promo codes)"): the same records the
 * motor proposals apply (`getActiveVoucherList`, `addvoucherstoproposal`), managed here.
 *
 * - `discountValue` is a percentage (above 0, at most 100) for `percentage`, and whole fils (above
 *   0, at most AED 100,000) for `fixedPrice`, as all BrokerDesk money; the form shows AED.
 * - `createdDate` and `expiryDate` are calendar days in Dubai, both inside the validity: the
 *   expiry may be the start day (a one-day offer), not before it.
 * - Promo codes are unique whatever their case, and never reused: a removed voucher keeps its code,
 *   because proposals and the history still name it. Removal is soft.
 * - `isDefault` marks the code the marketplace offers by itself; BrokerDesk keeps the flag.
 */
export const vouchersResource = defineResource({
  name: 'vouchers',
  module: 'voucher',
  singular: 'voucher',
  plural: 'vouchers',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    promoCode: text({
      label: 'Promo code', header: 'PromoCode', max: 30, required: true, list: true, search: true,
      pattern: { regex: /^[A-Za-z0-9_-]+$/, message: 'Promo code may use letters, digits, - and _ only' },
      unique: 'A voucher with this promo code exists or existed; promo codes are never reused', hint: 'Letters, digits, - and _',
    }),
    discountType: choice({ label: 'Discount type', choices: DISCOUNT_TYPES, default: 'percentage', list: true, filter: true }),
    discountValue: decimal({ label: 'Discount value', min: 0, max: VOUCHER_MAX_FIXED_AED * 100, list: true }),
    isActive: flag({ label: 'Status', default: true, list: true, filter: true }),
    createdDate: date({ label: 'Start date', required: true }),
    expiryDate: date({ label: 'Expiry date', required: true, list: true }),
    isDefault: flag({ label: 'Default', default: false }),
  },
  sort: { fields: ['promoCode', 'discountValue', 'expiryDate'], default: 'createdAt', direction: 'desc' },
  status: { field: 'isActive', idKey: 'voucherId' },
  refine: (values) => {
    const breaks: Array<{ field: 'discountValue' | 'expiryDate'; message: string }> = [];
    const value = values.discountValue as number;
    if (value <= 0) breaks.push({ field: 'discountValue', message: 'Discount value must be more than 0' });
    else if (values.discountType === 'percentage' && value > 100) breaks.push({ field: 'discountValue', message: 'A percentage is at most 100' });
    else if (values.discountType === 'fixedPrice' && !Number.isInteger(value)) breaks.push({ field: 'discountValue', message: 'A fixed discount is whole fils' });
    if (typeof values.createdDate === 'string' && typeof values.expiryDate === 'string' && values.expiryDate < values.createdDate) {
      breaks.push({ field: 'expiryDate', message: 'Expiry date must be on or after the start date' });
    }
    return breaks;
  },
  routes: {
    list: 'GET /api/admin/vouchers/get-voucher',
    create: 'POST /api/admin/vouchers/add-voucher',
    get: 'GET /api/admin/vouchers/{id}',
    update: 'POST /api/admin/vouchers/{id}',
    remove: 'DELETE /api/admin/vouchers/{id}',
    setStatus: 'POST /api/admin/vouchers/voucher-status',
  },
});

export type VoucherRecord = z.infer<typeof vouchersResource.schemas.record>;

/** "Added and Used": the proposal became a policy; "Added Only": not (yet); "Removed": the code was taken off the proposal again. */
export const VOUCHER_USE_STATUSES = ['Added and Used', 'Added Only', 'Removed'] as const;

/** One application of the code to a proposal (the detail's history). */
export const VoucherHistoryItemSchema = z.object({
  _id: IdSchema,
  proposalId: IdSchema,
  proposalNo: z.string(),
  /** `<staff name> (Admin)` or `<customer name> (Web)`. */
  appliedBy: z.string(),
  status: z.enum(VOUCHER_USE_STATUSES),
  time: TimestampSchema,
  removedAt: TimestampSchema.nullable(),
});
export type VoucherHistoryItem = z.infer<typeof VoucherHistoryItemSchema>;
export const VoucherHistoryQuerySchema = ListQuerySchema.pick({ page: true, size: true });
export const VoucherHistoryResultSchema = listResultSchema(VoucherHistoryItemSchema);
