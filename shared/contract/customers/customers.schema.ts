import { z } from 'zod';
import {
  DateOnlySchema, EmailSchema, EmiratesIdSchema, IdSchema, ListQuerySchema, RecordMetaSchema, SearchTextSchema, UaeMobileSchema,
  detailResultSchema, listResultSchema,
} from '../common.schema.js';
import { BlacklistMatchSchema } from '../black-list/black-list.schema.js';
import { partialEdit } from '../edit.js';

/** Lines of business a customer's policies and proposals belong to. */
export const LINES = ['motor', 'health', 'travel'] as const;
export const LineSchema = z.enum(LINES);
export type Line = z.infer<typeof LineSchema>;

export const CustomerSchema = RecordMetaSchema.extend({
  /** Human reference shown in the header (`customer_id` in the seed system). */
  customerId: z.string(),
  fullName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  mobileNumber: z.string(),
  role: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  emiratesId: z.string().nullable(),
  drivingLicenseNo: z.string().nullable(),
  drivingLicenseIssueDate: z.string().nullable(),
  drivingLicenseExpiryDate: z.string().nullable(),
  /** Status: blocked customers show as Inactive. */
  isBlock: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

const name = z.string().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters');
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Fields staff can set on a customer; create and edit share them. */
export const CustomerInputSchema = z.object({
  fullName: name,
  email: EmailSchema,
  mobileNumber: UaeMobileSchema,
  countryCode: z.literal('971').default('971'),
  dateOfBirth: DateOnlySchema.nullable().optional(),
  nationality: optionalText(60),
  emiratesId: EmiratesIdSchema.nullable().optional(),
  drivingLicenseNo: optionalText(30),
  drivingLicenseIssueDate: DateOnlySchema.nullable().optional(),
  drivingLicenseExpiryDate: DateOnlySchema.nullable().optional(),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;

/**
 * An edit changes only the fields it is given (absent = unchanged, null = cleared). The seed system
 * also sends `coustomerId` (its spelling) on edit; it must match the path id when given.
 */
export const CustomerUpdateSchema = partialEdit(CustomerInputSchema, { required: ['fullName', 'email', 'mobileNumber'] }).extend({ coustomerId: IdSchema.optional() });

export const CustomerListQuerySchema = ListQuerySchema;
export const CustomerListFilterSchema = z.object({ isBlock: z.boolean().optional() }).default({});
export const CustomerListResultSchema = listResultSchema(CustomerSchema);
export const CustomerResultSchema = detailResultSchema(CustomerSchema);
/** The customer's page: the customer, and the blacklist entry its e-mail or mobile matches (null when none). */
export const CustomerDetailSchema = CustomerSchema.extend({ blacklist: BlacklistMatchSchema.nullable() });
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;
export const CustomerDetailResultSchema = detailResultSchema(CustomerDetailSchema);

export const CustomerStatusChangeSchema = z.object({ coustomerId: IdSchema, isBlock: z.boolean() });

export const CustomerExportSchema = z.object({ search: SearchTextSchema }).default({});

// Related records. Their areas (policies, quotes, proposals, transactions) own the tables;
// the customer screens read them through these shapes.

export const PolicyStatusFilterSchema = z.enum(['all', 'ACTIVE', 'EXPIRING', 'EXPIRED', 'CANCELLED']);
export const ProposalStatusFilterSchema = z.enum(['all', 'ACTIVE', 'EXPIRED']);

export const CustomerPolicySchema = RecordMetaSchema.extend({
  ref: z.string(),
  line: LineSchema,
  companyName: z.string(),
  insuranceType: z.string(),
  insuredValueFils: z.number().int().nullable(),
  premiumFils: z.number().int(),
  status: z.string(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  hasFile: z.boolean(),
});
export const CustomerQuoteSchema = RecordMetaSchema.extend({
  ref: z.string(),
  proposalRef: z.string(),
  companyName: z.string(),
  planName: z.string(),
  priceFils: z.number().int(),
  status: z.string(),
});
export const CustomerProposalSchema = RecordMetaSchema.extend({
  ref: z.string(),
  line: LineSchema,
  customerName: z.string(),
  mobileNumber: z.string(),
  source: z.string(),
  quoteCount: z.number().int(),
  car: z.string().nullable(),
  valueFils: z.number().int().nullable(),
  status: z.string(),
  expiresAt: z.string().nullable(),
});
export const CustomerTransactionSchema = RecordMetaSchema.extend({
  ref: z.string(),
  policyRef: z.string().nullable(),
  amountFils: z.number().int(),
  paidBy: z.string(),
  status: z.string(),
});
export const CustomerAddonSchema = RecordMetaSchema.extend({
  quoteRef: z.string(),
  productName: z.string(),
  priceFils: z.number().int(),
});
export const RedeemPointsSchema = z.object({
  balance: z.number().int(),
  entries: z.array(RecordMetaSchema.extend({ points: z.number().int(), reason: z.string() })),
});

export const PolicyFilterBodySchema = z.object({ pType: PolicyStatusFilterSchema.default('all') }).default({ pType: 'all' });
export const ProposalFilterBodySchema = z.object({ pType: ProposalStatusFilterSchema.default('all') }).default({ pType: 'all' });
export const PolicyResendSchema = z.object({ toEmail: EmailSchema.optional() }).default({});
export const PolicySmsSchema = z.object({ toMobileNumber: UaeMobileSchema });
export const PolicyUploadFieldsSchema = z.object({});

export const CustomerTransactionsParamsSchema = z.object({ id: IdSchema, policyId: IdSchema });
export const PageQuerySchema = ListQuerySchema.omit({ search: true });

export type CustomerPolicy = z.infer<typeof CustomerPolicySchema>;
export type CustomerQuote = z.infer<typeof CustomerQuoteSchema>;
export type CustomerProposal = z.infer<typeof CustomerProposalSchema>;
export type CustomerTransaction = z.infer<typeof CustomerTransactionSchema>;
export type CustomerAddon = z.infer<typeof CustomerAddonSchema>;
export type RedeemPoints = z.infer<typeof RedeemPointsSchema>;
