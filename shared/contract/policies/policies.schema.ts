import { z } from 'zod';
import { CommentSchema, DateOnlySchema, HistoryEntrySchema, IdSchema, ListQuerySchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import {
  CustomerWithProfileSchema, PaymentSummarySchema, ProposalCarSchema, QuoteSchema,
} from '../proposals/proposals.schema.js';

/** Motor policies (spec 000 §4 "Policy actions", §7 "Policies"; FIELDS.md "Motor policies"). */

export const POLICY_STATUSES = ['Pending', 'Active', 'Expired', 'Cancelled'] as const;
export const PolicyStatusSchema = z.enum(POLICY_STATUSES);
/** The list's type filter; EXPIRING = active and ending within 30 days. */
export const PolicyTypeFilterSchema = z.enum(['all', 'ACTIVE', 'PENDING', 'EXPIRING', 'EXPIRED', 'CANCELLED']);
export const EXPIRING_WITHIN_DAYS = 30;

export const PolicyListFilterSchema = z.object({
  pType: PolicyTypeFilterSchema.default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
  agentId: IdSchema.nullable().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ pType: 'all' });
export const PolicyListQuerySchema = ListQuerySchema;

export const PolicyListItemSchema = z.object({
  _id: IdSchema,
  ref: z.string(),
  proposalId: IdSchema.nullable(),
  proposalRef: z.string().nullable(),
  companyPolicyNumber: z.string().nullable(),
  companyId: IdSchema.nullable(),
  companyName: z.string(),
  insuranceType: z.string(),
  insuredValueFils: z.number().int().nullable(),
  premiumFils: z.number().int(),
  status: z.string(),
  customer: z.object({ _id: IdSchema, fullName: z.string(), mobileNumber: z.string() }),
  source: z.string().nullable(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  issueError: z.string().nullable(),
  hasFile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PolicyListItem = z.infer<typeof PolicyListItemSchema>;
export const PolicyListResultSchema = listResultSchema(PolicyListItemSchema);

/** The policy detail's "Finance" block; money in fils. */
export const PolicyFinanceSchema = z.object({
  vatType: z.string().trim().max(40).nullable().optional(),
  vatInvoiceAgreement: z.string().trim().max(80).nullable().optional(),
  category: z.enum(['TPL', 'Comprehensive Agency', 'Comprehensive Non-Agency']).nullable().optional(),
  group: z.enum(['Individual', 'Corporate']).nullable().optional(),
  insCoReceipt: z.string().trim().max(80).nullable().optional(),
  outletCode: z.string().trim().max(40).nullable().optional(),
  taxInvoice: z.string().trim().max(80).nullable().optional(),
  /** The insurer's tax invoice date (health policies show it; motor leaves it out). */
  taxInvoiceDate: DateOnlySchema.nullable().optional(),
  creditNote: z.string().trim().max(80).nullable().optional(),
  creditNoteDate: DateOnlySchema.nullable().optional(),
  debitNote: z.string().trim().max(80).nullable().optional(),
  debitNoteDate: DateOnlySchema.nullable().optional(),
  paymentId: z.string().trim().max(80).nullable().optional(),
  /** The broker's commission invoice to the insurer (issue 18); its file is the transaction page's upload. */
  commissionInvoiceNumber: z.string().trim().max(60, 'commissionInvoiceNumber must be at most 60 characters').nullable().optional(),
});
export type PolicyFinance = z.infer<typeof PolicyFinanceSchema>;

export const PolicyDetailSchema = PolicyListItemSchema.extend({
  customer: CustomerWithProfileSchema,
  car: ProposalCarSchema.nullable(),
  quote: QuoteSchema.nullable(),
  payments: z.array(PaymentSummarySchema),
  finance: PolicyFinanceSchema,
  repairCondition: z.string().nullable(),
  paidBy: z.string().nullable(),
  issueAttempts: z.number().int(),
  renewalProposalId: IdSchema.nullable(),
  renewalRequestedAt: z.string().nullable(),
  comments: z.array(CommentSchema),
  history: z.array(HistoryEntrySchema),
});
export type PolicyDetail = z.infer<typeof PolicyDetailSchema>;
export const PolicyDetailResultSchema = detailResultSchema(PolicyDetailSchema);

/** `updatepolicydetails`: the insurer's number and the finance fields. */
export const PolicyUpdateSchema = PolicyFinanceSchema.extend({
  companyPolicyNumber: z.string().trim().min(1, 'Policy Number is required').max(60, 'Policy Number must be at most 60 characters').optional(),
});
export const ChangeInsuranceCompanySchema = z.object({ companyId: IdSchema });
export const PolicyExportSchema = z.object({
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
  agentId: IdSchema.nullable().optional(),
}).default({});
export const RenewalRequestResultSchema = detailResultSchema(z.object({ proposalId: IdSchema, proposalRef: z.string(), created: z.boolean() }));
