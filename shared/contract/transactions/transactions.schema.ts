import { z } from 'zod';
import { IdSchema, ListQuerySchema, SearchTextSchema, detailResultSchema, listResultSchema } from '../common.schema.js';

/**
 * Money records of a line's policies (FIELDS.md "Transactions `/health-insurance/transaction`"):
 * one per payment received for a policy, or per capture kept for a refund.
 */
export const TRANSACTION_TYPES = ['all', 'ADDON', 'POLICY'] as const;
export const TransactionTypeFilterSchema = z.enum(TRANSACTION_TYPES, 'tType is all, ADDON or POLICY');

export const TransactionListFilterSchema = z.object({
  tType: TransactionTypeFilterSchema.default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ tType: 'all' });
export type TransactionListFilter = z.output<typeof TransactionListFilterSchema>;
export const TransactionListQuerySchema = ListQuerySchema;
/** The export: the list's filters and search, every matching row up to the export limit. */
export const TransactionExportSchema = z.object({
  tType: TransactionTypeFilterSchema.default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
  search: SearchTextSchema,
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ tType: 'all' });

export const TransactionListItemSchema = z.object({
  _id: IdSchema,
  /** Transaction No. */
  ref: z.string(),
  /** Reference No: the policy the money is for. */
  policyId: IdSchema.nullable(),
  policyRef: z.string().nullable(),
  customer: z.object({ _id: IdSchema, fullName: z.string() }),
  amountFils: z.number().int(),
  paidBy: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransactionListItem = z.infer<typeof TransactionListItemSchema>;
export const TransactionListResultSchema = listResultSchema(TransactionListItemSchema);

/**
 * A sale's money as finance reads it (FIELDS.md "Transactions (policy)" breakdown table), worked
 * out by `saleBreakdown` (server/sales/saleBreakdown.ts) from the stored quote and policy; money in
 * fils. `discountFils` is every discount the payable details show: the insurer's own (motor's
 * no-claims discount) and the broker's (`brokerDiscountFils`: the agent's discount and the promo
 * code). `commissionFils` is the insurer's rate on what it charges (the base premium less its own
 * discount); the broker funds its discounts from it (`commissionFromInsurerFils`), keeps that and
 * the processing fee (`netCommissionFils`)
 * and forwards the rest of what the customer paid (`netPayableToInsurerFils`); the agent earns
 * `agentSharePercent` of the net commission (nothing when the net
 * commission is negative). Loyalty points are not stored by any line yet, so
 * the breakdown has no points rows.
 */
export const SaleBreakdownSchema = z.object({
  basePremiumFils: z.number().int(),
  discountFils: z.number().int(),
  brokerDiscountFils: z.number().int(),
  agentSellingPriceFils: z.number().int(),
  processingFeeFils: z.number().int(),
  /** Government fees passed on as they are (health's ICP and Basmah fees); motor has none. */
  otherFeesFils: z.number().int(),
  vatFils: z.number().int(),
  grandTotalFils: z.number().int(),
  commissionPercent: z.number(),
  commissionFils: z.number().int(),
  commissionFromInsurerFils: z.number().int(),
  netPayableToInsurerFils: z.number().int(),
  netCommissionFils: z.number().int(),
  agentSharePercent: z.number(),
  agentCommissionFils: z.number().int(),
});
export type SaleBreakdown = z.infer<typeof SaleBreakdownSchema>;

/**
 * The insurer's documents of the transaction's policy: the numbers of its finance block, and for
 * the tax invoice and credit note captured on the quote their file (downloaded through the
 * quote's `insurerdocuments/{document}`). The debit note has a number only.
 */
export const TransactionDocumentSchema = z.object({
  document: z.enum(['creditNote', 'debitNote', 'taxInvoice']),
  label: z.string(),
  number: z.string().nullable(),
  date: z.string().nullable(),
  file: z.object({ quoteId: IdSchema, fileName: z.string(), mimeType: z.string(), size: z.number().int() }).nullable(),
});
export type TransactionDocument = z.infer<typeof TransactionDocumentSchema>;

export const TransactionDetailSchema = TransactionListItemSchema.extend({
  customer: z.object({ _id: IdSchema, fullName: z.string(), email: z.string(), mobileNumber: z.string() }),
  policy: z.object({
    companyName: z.string(), companyPolicyNumber: z.string().nullable(), insuranceType: z.string(), status: z.string(),
    startDate: z.string().nullable(), expiryDate: z.string().nullable(),
  }).nullable(),
  proposal: z.object({ _id: IdSchema, ref: z.string() }).nullable(),
  payment: z.object({
    ref: z.string(), provider: z.string(), status: z.string(), orderRef: z.string().nullable(), paidAt: z.string().nullable(),
  }).nullable(),
  /** Null when the policy has no stored quote (an imported policy): nothing to work the money out from. */
  breakdown: SaleBreakdownSchema.nullable(),
  documents: z.array(TransactionDocumentSchema),
  /** The broker's commission invoice of the policy: its number (the policy's finance block) and file; null without a policy. */
  commissionInvoice: z.object({
    number: z.string().nullable(),
    file: z.object({ fileName: z.string(), mimeType: z.string(), size: z.number().int(), uploadedAt: z.string() }).nullable(),
  }).nullable(),
});
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;
export const TransactionDetailResultSchema = detailResultSchema(TransactionDetailSchema);

/** The commission invoice upload's text field beside the file (`commissioninvoice`). */
export const CommissionInvoiceFieldsSchema = z.object({
  commissionInvoiceNumber: z.string({ error: 'commissionInvoiceNumber is required' }).trim()
    .min(1, 'commissionInvoiceNumber is required').max(60, 'commissionInvoiceNumber must be at most 60 characters'),
});
