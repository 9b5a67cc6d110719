import { z } from 'zod';
import { HistoryEntrySchema, IdSchema, ListQuerySchema, listResultSchema, detailResultSchema } from '../common.schema.js';
import {
  CustomerWithProfileSchema, PaymentSummarySchema, PolicySummarySchema, ProposalCarSchema, ProposalTypeFilterSchema, QuotePayableSchema, QuoteSchema,
} from '../proposals/proposals.schema.js';
import { RequestedInsuranceTypeSchema } from '../companies/companies.schema.js';

/** Quotes across customers (`filterallquotes`) and one quote's page (FIELDS.md "Motor quotes"). */

export const QuoteListFilterSchema = z.object({
  qType: ProposalTypeFilterSchema.default('all'),
  insuranceType: RequestedInsuranceTypeSchema.default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ qType: 'all', insuranceType: 'all' });
export const QuoteListQuerySchema = ListQuerySchema;
export const QuoteListResultSchema = listResultSchema(QuoteSchema);

/** A staff edit of a quote, kept in its history ("Edited Premium History"). */
export const QuoteEditSchema = z.object({
  _id: z.string(),
  field: z.enum(['price', 'vehicleValue', 'adminFees', 'addons', 'products', 'memberPremiums', 'loading']),
  beforeFils: z.number().int().nullable(),
  afterFils: z.number().int().nullable(),
  reason: z.string(),
  adminName: z.string(),
  adminEmail: z.string(),
  createdAt: z.string(),
});
export const QuoteDetailSchema = z.object({
  quote: QuoteSchema,
  car: ProposalCarSchema.nullable(),
  customer: CustomerWithProfileSchema,
  payable: QuotePayableSchema,
  payments: z.array(PaymentSummarySchema),
  policy: PolicySummarySchema.nullable(),
  edits: z.array(QuoteEditSchema),
  history: z.array(HistoryEntrySchema),
  /** The add-on products on the quote, at the price each had when it was added. */
  products: z.array(z.object({ productId: IdSchema, productName: z.string(), priceFils: z.number().int() })),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;
export const QuoteDetailResultSchema = detailResultSchema(QuoteDetailSchema);

const reason = z.string().trim().min(1, 'Reason is required').max(300, 'Reason must be at most 300 characters');
const aed = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`);
/** Amounts in AED as the screens type them (FIELDS.md: 0–50,000 for prices); the server keeps fils. */
export const EditPriceSchema = z.object({ price: aed('Price').max(50_000, 'Price must be between 0 and 50,000'), reason });
export const EditVehicleValueSchema = z.object({ carValue: aed('Car value').max(10_000_000, 'Car value is too large'), reason });
export const EditAdminFeesSchema = z.object({ adminFees: aed('Processing fees').max(10_000, 'Processing fees must be at most 10,000'), reason });

/** Most add-on products one quote carries: a quote lists a handful; more is a mistaken request. */
export const MAX_QUOTE_PRODUCTS = 20;
/**
 * `updateaddons`: the whole set of add-on products the quote carries. Sending the same set again
 * changes nothing, so a repeated request never charges a product twice; an empty set removes them all.
 */
export const UpdateQuoteProductsSchema = z.object({
  productIds: z.array(IdSchema, { error: 'productIds must be a list of product ids' })
    .max(MAX_QUOTE_PRODUCTS, `productIds: at most ${MAX_QUOTE_PRODUCTS} products on one quote`)
    .refine((ids) => new Set(ids).size === ids.length, 'productIds: a product is listed twice'),
});
