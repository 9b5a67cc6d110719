import { z } from 'zod';
import { ListQuerySchema, listResultSchema } from '../common.schema.js';
import { ProposalListItemSchema } from '../proposals/proposals.schema.js';

/**
 * Renewals: proposals made from policies near expiry (created by the server each day for policies
 * ending within `RENEWAL_WINDOW_DAYS`, or on demand by `renewalpolicy`). The list's revert toggle
 * (spec 001 §4) reverses the order: soonest expiry first by default, latest first when reverted.
 */
export const RENEWAL_WINDOW_DAYS = 45;

export const RenewalListFilterSchema = z.object({
  isRevert: z.boolean().default(false),
  qType: z.enum(['all', 'OPEN', 'RENEWED', 'LOST']).default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ isRevert: false, qType: 'all' });
export const RenewalListItemSchema = ProposalListItemSchema.extend({
  previousPolicy: z.object({ _id: z.string(), ref: z.string(), companyName: z.string(), expiryDate: z.string().nullable(), premiumFils: z.number().int() }),
  /** The cheapest fresh quote, to compare with last year's premium. */
  bestQuoteFils: z.number().int().nullable(),
});
export type RenewalListItem = z.infer<typeof RenewalListItemSchema>;
export const RenewalListQuerySchema = ListQuerySchema;
export const RenewalListResultSchema = listResultSchema(RenewalListItemSchema);
