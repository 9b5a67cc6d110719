import { z } from 'zod';
import { DateOnlySchema, HistoryEntrySchema, IdSchema, ListQuerySchema, RecordMetaSchema, TimestampSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { CANCELLATION_STATUSES } from '../../domain/cancellationRules.js';
import { checkUaeIban } from '../../domain/iban.js';

/**
 * Cancellation requests of motor policies and their refunds (spec 001 §7 "Cancellations and
 * endorsements"; FIELDS.md "Cancellation requests"; DOMAIN.md §4.7). Decisions where the spec is silent:
 * - Statuses and the calls that move them: `shared/domain/cancellationRules.ts`.
 * - One request at a time per policy: a second one while the first is not Rejected is refused (409).
 *   Only an Active motor policy can be cancelled (422 naming its status).
 * - The refund is the short-period scale's (VAT on the returned premium returned, the admin fee kept,
 *   nothing after an at-fault claim), with the pro rata figure beside it for comparison. Staff may
 *   set another amount with a reason; history keeps both. The premium before VAT is what the
 *   customer paid less VAT and the admin fee; a policy without a quote (an offline upload) counts
 *   its premium as VAT included and no fee.
 * - The refund is paid in one go: all that is due, through the gateway that took the payment (never
 *   more than it captured less what it refunded before), or recorded as paid another way with its proof.
 * - Bodies of the status and refund calls carry `id` (the request) and `data`, as the spec says;
 *   `updatedetails/{id}` has the id in its path and takes the fields themselves.
 */
export const CancellationStatusSchema = z.enum(CANCELLATION_STATUSES);

export const CANCELLATION_REASONS = [
  'Vehicle sold (ownership transfer)', 'Vehicle exported', 'Vehicle scrapped or total loss', 'Insured elsewhere', 'Customer request', 'Other',
] as const;
export const CancellationReasonSchema = z.enum(CANCELLATION_REASONS, { error: 'Choose the reason for the cancellation' });

/**
 * The refund's UAE IBAN, written in any spacing or case, stored in its electronic form; empty
 * means none. The message names the failing check.
 */
export const RefundIbanSchema = z.string().max(40).transform((text, ctx) => {
  if (text.trim() === '') return null;
  const check = checkUaeIban(text);
  if (check.valid) return check.iban;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});

const NoteSchema = z.string().trim().max(1000, 'Note must be at most 1000 characters');
const FlagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** The raise form's text fields (multipart, with the papers in `papers` or `file`). */
export const CancellationRaiseSchema = z.object({
  policyId: IdSchema,
  reason: CancellationReasonSchema,
  cancelDate: DateOnlySchema,
  iban: RefundIbanSchema.optional().transform((value) => value ?? null),
  note: NoteSchema.optional().default(''),
  atFaultClaim: FlagSchema.optional().default(false),
});

export const CancellationListFilterSchema = z.object({
  status: CancellationStatusSchema.optional(),
  companyId: IdSchema.optional(),
  startDate: DateOnlySchema.optional(),
  endDate: DateOnlySchema.optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Start date must be on or before the end date' })
  .default({});
export type CancellationListFilter = z.infer<typeof CancellationListFilterSchema>;
export const CancellationListQuerySchema = ListQuerySchema;

const MoneySchema = z.number().int();
export const RefundPartSchema = z.object({ premiumFils: MoneySchema, vatFils: MoneySchema, totalFils: MoneySchema });

/** The refund as computed (both methods) and as it stands (an override, what was paid back). */
export const CancellationRefundSchema = z.object({
  bandLabel: z.string(),
  refundPercent: z.number(),
  daysInForce: z.number().int(),
  daysOfCover: z.number().int(),
  shortPeriod: RefundPartSchema,
  proRata: RefundPartSchema,
  policyFeesKeptFils: MoneySchema,
  nilReason: z.string().nullable(),
  override: z.object({ amountFils: MoneySchema, reason: z.string() }).nullable(),
  /** What is owed: the override when set, the short-period total otherwise. */
  dueFils: MoneySchema,
  refundedFils: MoneySchema,
  method: z.enum(['gateway', 'other']).nullable(),
  failure: z.string().nullable(),
});
export type CancellationRefund = z.infer<typeof CancellationRefundSchema>;

const PolicyRefSchema = z.object({
  _id: IdSchema, ref: z.string(), companyPolicyNumber: z.string().nullable(), companyName: z.string(), insuranceType: z.string(),
  status: z.string(), startDate: z.string().nullable(), expiryDate: z.string().nullable(), premiumFils: MoneySchema,
});
const CustomerRefSchema = z.object({ _id: IdSchema, fullName: z.string(), mobileNumber: z.string(), email: z.string().nullable() });

export const CancellationListItemSchema = RecordMetaSchema.extend({
  ref: z.string(),
  status: CancellationStatusSchema,
  reason: z.string(),
  cancelDate: z.string(),
  policy: PolicyRefSchema,
  customer: CustomerRefSchema,
  dueFils: MoneySchema,
  refundedFils: MoneySchema,
  createdBy: z.string().nullable(),
});
export type CancellationListItem = z.infer<typeof CancellationListItemSchema>;
export const CancellationListResultSchema = listResultSchema(CancellationListItemSchema);

export const CANCELLATION_FILE_ROLES = ['paper', 'insurerPaper', 'refundProof'] as const;
export const CancellationFileSchema = z.object({
  _id: IdSchema, role: z.enum(CANCELLATION_FILE_ROLES), fileName: z.string(), mimeType: z.string(), size: z.number().int(), createdAt: TimestampSchema,
});

/** The payment the refund goes back through, and what its gateway can still return. */
export const CancellationPaymentSchema = z.object({
  _id: IdSchema, ref: z.string(), provider: z.string(), paidBy: z.string(), amountFils: MoneySchema, refundedFils: MoneySchema,
  /** False for a payment taken another way (bank transfer, direct to the insurer): its refund is recorded, not sent. */
  throughGateway: z.boolean(),
  refundableFils: MoneySchema,
});

export const CancellationDetailSchema = CancellationListItemSchema.extend({
  note: z.string(),
  iban: z.string().nullable(),
  atFaultClaim: z.boolean(),
  rejectionReason: z.string().nullable(),
  refund: CancellationRefundSchema,
  payment: CancellationPaymentSchema.nullable(),
  files: z.array(CancellationFileSchema),
  /** The statuses `updatestatus` may set now. */
  nextStatuses: z.array(CancellationStatusSchema),
  history: z.array(HistoryEntrySchema),
});
export type CancellationDetail = z.infer<typeof CancellationDetailSchema>;
export const CancellationResultSchema = detailResultSchema(CancellationDetailSchema);

/**
 * `updatedetails/{id}`: any of the request's details (the id is the path's, so the fields come
 * without a `data` wrapper); an override needs its reason, `null` clears it.
 */
export const CancellationDetailsUpdateSchema = z.object({
  reason: CancellationReasonSchema.optional(),
  cancelDate: DateOnlySchema.optional(),
  iban: RefundIbanSchema.nullable().optional(),
  note: NoteSchema.optional(),
  atFaultClaim: z.boolean().optional(),
  refundOverrideFils: z.number().int('Refund must be in whole fils').min(0, 'Refund cannot be negative').nullable().optional(),
  overrideReason: z.string().trim().max(500).optional(),
}).refine((d) => d.refundOverrideFils === undefined || d.refundOverrideFils === null || (d.overrideReason ?? '').length > 0, {
  path: ['overrideReason'], message: 'Say why the refund differs from the computed one',
});

export const CancellationStatusUpdateSchema = z.object({
  id: IdSchema,
  data: z.object({ status: CancellationStatusSchema, note: NoteSchema.optional() }),
});

/** `updatepolicy`: the policy's open request is rejected and the policy stays as it was. */
export const CancellationRejectSchema = z.object({ data: z.object({ reason: z.string().trim().min(1, 'Give the reasons for the rejection').max(1000) }) });

export const CancellationRefundRequestSchema = z.object({ id: IdSchema });

/** `withdrawrefund`: giving up a refund the gateway refused, with why (kept in the history). */
export const CancellationWithdrawRefundSchema = z.object({ id: IdSchema, reason: z.string().trim().min(1, 'Say why the gateway refund is given up').max(500) });

export const OTHER_WAY_METHODS = ['Bank transfer', 'Cheque', 'Cash', 'Paid by the insurer'] as const;
/** `confirmotherwayrefund`'s text fields (multipart, the proof in `proof` or `file`). */
export const OtherWayRefundSchema = z.object({
  id: IdSchema,
  method: z.enum(OTHER_WAY_METHODS, { error: 'Choose how the refund was paid' }),
  reference: z.string().trim().min(1, 'Reference is required').max(80),
});

/** `getPolicy?search`: Active motor policies to raise a request for. */
export const CancellablePolicySearchSchema = z.object({ search: z.string().trim().max(100).optional().default('') });
export const CancellablePolicySchema = PolicyRefSchema.extend({
  customer: CustomerRefSchema,
  /** The request already raised for it, if any: a second one is refused. */
  openRequestId: IdSchema.nullable(),
  /** Premium before VAT and fees kept, for the form's refund preview. */
  netPremiumFils: MoneySchema,
  policyFeesFils: MoneySchema,
});
export type CancellablePolicy = z.infer<typeof CancellablePolicySchema>;
export const CancellablePolicyListSchema = z.object({ success: z.literal(true), data: z.array(CancellablePolicySchema) });

export const CancellationFileParamsSchema = z.object({ id: IdSchema, fileId: IdSchema });
