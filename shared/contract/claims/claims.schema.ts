import { z } from 'zod';
import { CLAIM_STATUSES } from '../../domain/claimRules.js';
import { todayInDubai } from '../../domain/dubaiDay.js';
import { DateOnlySchema, IdSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';

/**
 * Motor claim requests (spec 001 §"Claims"; issue 15). Decisions where the spec is silent:
 * - The workflow is `shared/domain/claimRules.ts` (its comment says why those statuses): each move
 *   is kept with who, when, from, to and the note; a rejection carries the insurer's written
 *   reasons (`rejectionReasons`), as IA Decision 25/2016 art. 6 requires.
 * - The clock's dates follow the statuses, so staff never type them: `registeredOn` is the day the
 *   claim is recorded (the insurer is told that day); the insurer has acknowledged it once the claim
 *   reaches Documents pending (it listed what is missing), Survey, Approved or Rejected; documents
 *   are complete on each move to Submitted to insurer (a step back to Documents pending clears it);
 *   Settled ends the clock, and so do Rejected and Closed (nothing is left to pay).
 * - A claim is overdue while its running deadline has passed; the complaint letter is offered for
 *   that deadline only (a deadline met late is history, no longer a complaint to make).
 * - A garage outside the insurer's network needs the staff's reason, kept with who gave it.
 */
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);

const day = z.string().nullable();
const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const fils = (label: string) => z.number({ error: `${label} must be an amount in fils` }).int(`${label} must be a whole number of fils`)
  .min(0, `${label} cannot be negative`).max(100_000_000_00, `${label} is too large`);

/** An accident day: a calendar day, never after today in Dubai. */
const AccidentDateSchema = DateOnlySchema.refine((value) => value <= todayInDubai(new Date()), 'The accident date cannot be in the future');

/** The text fields of `createmotorclaimrequest`'s multipart form (its files travel beside them). */
export const ClaimCreateSchema = z.object({
  policyId: IdSchema,
  accidentDate: AccidentDateSchema,
  description: text('Description', 4000).min(1, 'Describe the accident'),
  garageId: IdSchema.nullable().optional(),
  garageOverrideReason: text('Override reason', 1000).optional(),
  assignedTo: IdSchema.nullable().optional(),
});
export type ClaimCreate = z.input<typeof ClaimCreateSchema>;

/** `updatemotorclaimrequest/{id}`: a partial edit (absent keeps, null clears). */
export const ClaimUpdateSchema = z.object({
  accidentDate: AccidentDateSchema.optional(),
  description: text('Description', 4000).min(1, 'Describe the accident').optional(),
  garageId: IdSchema.nullable().optional(),
  garageOverrideReason: text('Override reason', 1000).nullable().optional(),
  repairEstimateFils: fils('Repair estimate').nullable().optional(),
  preAccidentValueFils: fils('Pre-accident value').min(1, 'Pre-accident value must be more than zero').nullable().optional(),
  assignedTo: IdSchema.nullable().optional(),
});
export type ClaimUpdate = z.input<typeof ClaimUpdateSchema>;

/** `updatestatus`: the spec's bodies use id and data. */
export const ClaimStatusChangeSchema = z.object({
  id: IdSchema,
  data: z.object({
    status: ClaimStatusSchema,
    note: text('Note', 2000).optional(),
    rejectionReasons: text('Rejection reasons', 4000).optional(),
  }),
});
export type ClaimStatusChange = z.input<typeof ClaimStatusChangeSchema>;

/** The list's filters (body), beside the spec's page, size and search (query). */
export const ClaimFiltersSchema = z.object({
  status: ClaimStatusSchema.optional(),
  insurer: IdSchema.optional(),
  overdue: z.boolean().optional(),
  /** Registered between these days, both included. */
  from: DateOnlySchema.optional(),
  to: DateOnlySchema.optional(),
});
export type ClaimFilters = z.input<typeof ClaimFiltersSchema>;

export const ClaimListQuerySchema = ListQuerySchema.extend({ size: ListQuerySchema.shape.size.unwrap().default(PAGE_SIZES.default) });

export const ClaimClockSchema = z.object({
  stage: z.enum(['acknowledgement', 'payment', 'none']),
  dueOn: day,
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type ClaimClockView = z.infer<typeof ClaimClockSchema>;

const PersonSchema = z.object({ _id: IdSchema, fullName: z.string() });

export const ClaimListItemSchema = RecordMetaSchema.extend({
  claimNo: z.string(),
  status: ClaimStatusSchema,
  customerName: z.string(),
  policyRef: z.string(),
  insurerName: z.string(),
  accidentDate: z.string(),
  registeredOn: z.string(),
  assignedTo: PersonSchema.nullable(),
  clock: ClaimClockSchema,
});
export type ClaimListItem = z.infer<typeof ClaimListItemSchema>;

export const ClaimFileSchema = z.object({
  _id: IdSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Photos are images; papers are PDFs. */
  kind: z.enum(['photo', 'paper']),
  createdAt: z.string(),
});
export type ClaimFile = z.infer<typeof ClaimFileSchema>;

/** One of a claim's files: the claim, then the file. */
export const ClaimFileParamsSchema = z.object({ id: IdSchema, fileId: IdSchema });

export const ClaimHistoryEntrySchema = z.object({
  _id: IdSchema,
  at: z.string(),
  by: PersonSchema.nullable(),
  from: ClaimStatusSchema.nullable(),
  to: ClaimStatusSchema,
  note: z.string(),
});
export type ClaimHistoryEntry = z.infer<typeof ClaimHistoryEntrySchema>;

export const ClaimSchema = ClaimListItemSchema.extend({
  description: z.string(),
  policy: z.object({
    _id: IdSchema, ref: z.string(), companyPolicyNumber: z.string().nullable(), status: z.string(),
    insuranceType: z.string(), startDate: day, expiryDate: day,
  }),
  customer: z.object({ _id: IdSchema, fullName: z.string(), mobileNumber: z.string(), email: z.string() }),
  insurer: z.object({ _id: IdSchema, companyName: z.string() }),
  garage: z.object({ _id: IdSchema, name: z.string(), emirate: z.string(), area: z.string(), phone: z.string(), inNetwork: z.boolean() }).nullable(),
  /** Why staff chose a garage outside the insurer's network, and who; null for a network garage. */
  garageOverride: z.object({ reason: z.string(), by: PersonSchema.nullable(), at: z.string() }).nullable(),
  repairEstimateFils: z.number().int().nullable(),
  preAccidentValueFils: z.number().int().nullable(),
  /** Repair above half the pre-accident value; null until both amounts are known. */
  totalLoss: z.boolean().nullable(),
  acknowledgedOn: day,
  documentsCompleteOn: day,
  settledOn: day,
  rejectionReasons: z.string().nullable(),
  files: z.array(ClaimFileSchema),
  history: z.array(ClaimHistoryEntrySchema),
  /** The statuses the workflow allows next. */
  nextStatuses: z.array(ClaimStatusSchema),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimListResultSchema = listResultSchema(ClaimListItemSchema);
export const ClaimResultSchema = detailResultSchema(ClaimSchema);
