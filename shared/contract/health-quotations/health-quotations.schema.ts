import { z } from 'zod';
import { HistoryEntrySchema, ListQuerySchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { HealthProposalDetailsSchema } from '../health-proposals/health-proposals.schema.js';
import {
  CustomerWithProfileSchema, PaymentSummarySchema, PolicySummarySchema, ProposalTypeFilterSchema, QuoteSchema,
} from '../proposals/proposals.schema.js';
import { QuoteEditSchema } from '../quotations/quotations.schema.js';
import { HEALTH_INSURED_TYPES } from '../../domain/healthPricing.js';

/**
 * Health quotes across customers (`filterhealthquotes`) and one health quote's page
 * (FIELDS.md "Health … Quotations"). `insuranceType` filters on the proposal's insured type
 * ("Insurer Type": Self, Self and Dependent…), the health counterpart of motor's cover type.
 */
export const HealthQuoteListFilterSchema = z.object({
  qType: ProposalTypeFilterSchema.default('all'),
  insuranceType: z.enum(['all', ...HEALTH_INSURED_TYPES], 'Choose an insured type').default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ qType: 'all', insuranceType: 'all' });
export const HealthQuoteListQuerySchema = ListQuerySchema;

/** A list row: the quote with its proposal's insured type. */
export const HealthQuoteListItemSchema = QuoteSchema.extend({ insurerType: z.string().nullable() });
export type HealthQuoteListItem = z.infer<typeof HealthQuoteListItemSchema>;
export const HealthQuoteListResultSchema = listResultSchema(HealthQuoteListItemSchema);

/**
 * One health quote (`gethealthquote`): the quote with its plan's TPA, network, co-pay and members'
 * premiums, its proposal's insured members, customer, payments, policy and staff edits. The
 * payable lines are the proposal page's call (`healthquotepayabledetails`).
 */
export const HealthQuotationDetailSchema = z.object({
  quote: QuoteSchema,
  health: HealthProposalDetailsSchema.nullable(),
  customer: CustomerWithProfileSchema,
  payments: z.array(PaymentSummarySchema),
  policy: PolicySummarySchema.nullable(),
  edits: z.array(QuoteEditSchema),
  history: z.array(HistoryEntrySchema),
});
export type HealthQuotationDetail = z.infer<typeof HealthQuotationDetailSchema>;
export const HealthQuotationDetailResultSchema = detailResultSchema(HealthQuotationDetailSchema);
