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
});
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;
export const TransactionDetailResultSchema = detailResultSchema(TransactionDetailSchema);
