import { z } from 'zod';
import { IdSchema, detailResultSchema } from '../common.schema.js';
import { PaymentSummarySchema, PolicySummarySchema, QuotePaymentStatusSchema } from '../proposals/proposals.schema.js';

/**
 * Payments of a quote (spec 000 §4 "Quote", §7 "Payments"; FIELDS.md "Payment methods", "Payment flows";
 * DOMAIN.md §7). The gateway and the buy-now-pay-later provider are adapters: the server creates an
 * order, the customer pays on the provider's page, and only the provider's confirmation to the server
 * (never the browser's redirect) marks the quote paid.
 */

/** `paidBy` values of the seed system. */
export const PAID_BY = [
  'user', 'link', 'CRM - Link', 'CRM - Tamara', 'CRM - Direct to insurance company', 'CRM - Bank transfer', 'CRM - Admin',
] as const;
export const PaidBySchema = z.enum(PAID_BY, { error: `Paid by must be one of ${PAID_BY.join(', ')}` });

/** `payment` (card) and `tamarapayment` (buy now, pay later). */
export const StartPaymentSchema = z.object({
  /** Where the provider's page sends the customer back; the server's own result page when absent. */
  redirectUri: z.url({ protocol: /^https?$/, error: 'Redirect URI must be an http(s) address' }).max(500).optional(),
  paidBy: PaidBySchema.default('CRM - Link'),
});
export const StartedPaymentSchema = z.object({
  payment: PaymentSummarySchema,
  /** The provider's hosted page to send the customer to. */
  paymentUrl: z.string(),
});
export const StartedPaymentResultSchema = detailResultSchema(StartedPaymentSchema);

/**
 * `paybylink`: staff record a payment made outside the gateway — paid to the insurance company
 * (proof file, amount and reference) or by bank transfer (reference). Multipart: `proofOfPayment`.
 */
export const ManualPaymentSchema = z.object({
  paidBy: z.enum(['CRM - Direct to insurance company', 'CRM - Bank transfer']),
  orderRef: z.string().trim().min(1, 'Transaction Ref Number is required').max(80),
  /** AED, as typed; must match the quote's total. */
  proofAmount: z.coerce.number({ error: 'Paid Amount must be a number' }).min(0).max(10_000_000).optional(),
});

/** `getPaymentLink`: the link to send the customer; `paidTo` names who collects. */
export const PaymentLinkRequestSchema = z.object({
  quoteId: IdSchema,
  paidTo: z.enum(['broker', 'company']).default('broker'),
});

export const PaymentStatusSchema = z.object({
  quoteId: IdSchema,
  paymentStatus: QuotePaymentStatusSchema,
  payments: z.array(PaymentSummarySchema),
  /** The policy made from the quote once it is paid (Pending until the insurer issues it), else null. */
  policy: PolicySummarySchema.nullable(),
});
export const PaymentStatusResultSchema = detailResultSchema(PaymentStatusSchema);
export const PaymentResultSchema = detailResultSchema(PaymentSummarySchema);

/** `purchase`: issue the policy of a paid quote (again, after an insurer's refusal). */
export const PurchaseResultSchema = detailResultSchema(PolicySummarySchema);

export const MigratePaymentSchema = z.object({ oldQuoteId: IdSchema, newQuoteId: IdSchema })
  .refine((body) => body.oldQuoteId !== body.newQuoteId, { path: ['newQuoteId'], message: 'Choose another quote to move the payment to' });
export const MigratePaymentResultSchema = detailResultSchema(z.object({
  payment: PaymentSummarySchema,
  /** When the new quote costs more, the link for the difference. */
  paymentLink: z.string().nullable(),
}));
