import { z } from 'zod';
import { date, flag, longText, money, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { IdSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema } from '../common.schema.js';

/** Spec 001 §9: the voucher list call asks for 5, codes and history for 10. */
export const EVOUCHER_PAGE_SIZE = 5;
export const EVOUCHER_CODES_PAGE_SIZE = 10;

/**
 * An e-voucher: a gift or prepaid voucher of a brand (a fuel card, a shopping voucher) that the
 * broker hands to customers, one code each. Face value in fils, valid from its start day to its
 * expiry day (the broker's days, Dubai). `isRevert` says whether staff may take an assigned,
 * unredeemed code back from a customer (it becomes Available again); a redeemed code never comes
 * back. Removal is soft: the codes, their history and the requests keep pointing at it.
 */
export const evouchersResource = defineResource({
  name: 'evouchers',
  module: 'evoucher',
  singular: 'e-voucher',
  plural: 'e-vouchers',
  pageSize: EVOUCHER_PAGE_SIZE,
  removal: 'soft',
  fields: {
    title: text({ label: 'Title', max: 120, required: true, list: true, search: true, unique: 'An e-voucher with this title already exists' }),
    brand: text({ label: 'Brand', max: 80, required: true, list: true, search: true, hint: 'Who honours the voucher, e.g. ENOC, Carrefour' }),
    faceValueFils: money({ label: 'Face value', maxAed: 100_000, list: true }),
    startDate: date({ label: 'Valid from', required: true, list: true }),
    expiryDate: date({ label: 'Expiry date', required: true, list: true }),
    isActive: flag({ label: 'Status', default: true, list: true, filter: true }),
    isRevert: flag({ label: 'Codes can be taken back', default: false, hint: 'An assigned code that was not redeemed may be made available again' }),
    description: longText({ label: 'Description', max: 2000 }),
  },
  sort: { fields: ['title', 'brand', 'faceValueFils', 'expiryDate'], default: 'createdAt', direction: 'desc' },
  status: { field: 'isActive', idKey: 'evoucherId' },
  refine: (values) => (typeof values.startDate === 'string' && typeof values.expiryDate === 'string' && values.expiryDate <= values.startDate
    ? [{ field: 'expiryDate', message: 'Expiry date must be after the start date' }]
    : []),
  routes: {
    list: 'GET /api/admin/eVoucher',
    create: 'POST /api/admin/eVoucher',
    get: 'GET /api/admin/eVoucher/{id}',
    update: 'PUT /api/admin/eVoucher/{id}',
    remove: 'DELETE /api/admin/eVoucher/{id}',
    setStatus: 'POST /api/admin/eVoucher/voucher-status',
  },
  note: 'The spec lists POST /api/admin/vouchers/voucher-status under e-vouchers; that path switches promo-code vouchers, so e-vouchers switch at /api/admin/eVoucher/voucher-status.',
});

// ---------------------------------------------------------------- codes

export const CODE_MIN = 4;
export const CODE_MAX = 40;
/** Letters, digits and `-`, stored upper-cased: codes compare without regard to case. */
export const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;
export const CODE_RULE_TEXT = `${CODE_MIN} to ${CODE_MAX} letters, digits or inner hyphens`;

/** A code as typed: trimmed, upper-cased, then held to the pattern. */
export const CodeSchema = z.string('Code is required').trim().toUpperCase()
  .min(1, 'Code is required')
  .min(CODE_MIN, `Code is ${CODE_RULE_TEXT}`)
  .max(CODE_MAX, `Code is ${CODE_RULE_TEXT}`)
  .regex(CODE_PATTERN, `Code is ${CODE_RULE_TEXT}`);

const DaySchema = z.iso.date('Expiry must be a date (yyyy-MM-dd)');

/**
 * A code's life: Available (in stock), Assigned (sent to a customer), Redeemed (used at the
 * brand). Assigned and redeemed codes are never deleted; an assigned one goes back to Available
 * only when its e-voucher allows taking codes back (`isRevert`).
 */
export const CODE_STATUSES = ['available', 'assigned', 'redeemed'] as const;
export const CodeStatusSchema = z.enum(CODE_STATUSES, 'Status must be available, assigned or redeemed');
export type CodeStatus = z.infer<typeof CodeStatusSchema>;
export const CODE_STATUS_LABELS: Record<CodeStatus, string> = { available: 'Available', assigned: 'Assigned', redeemed: 'Redeemed' };

export const ChannelSchema = z.enum(['email', 'sms'], 'Channel must be email or sms');
export type Channel = z.infer<typeof ChannelSchema>;

export const EvoucherCodeSchema = RecordMetaSchema.extend({
  evoucherId: IdSchema,
  code: z.string(),
  expiryDate: z.string().nullable(),
  status: CodeStatusSchema,
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  assignedByName: z.string().nullable(),
  channel: ChannelSchema.nullable(),
  redeemedAt: z.string().nullable(),
});
export type EvoucherCode = z.infer<typeof EvoucherCodeSchema>;

export const CreateCodeSchema = z.object({ code: CodeSchema, expiryDate: DaySchema.nullable().optional() });

/**
 * An edit of a code: its text and expiry while it is Available; its status to `redeemed` (the
 * brand reported it used) or back to `available` (taken back, where the e-voucher allows).
 */
export const UpdateCodeSchema = z.object({
  code: CodeSchema.optional(),
  expiryDate: DaySchema.nullable().optional(),
  status: CodeStatusSchema.optional(),
});

export const CodeListQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(EVOUCHER_CODES_PAGE_SIZE),
  status: CodeStatusSchema.optional(),
});

export const CodeListResultSchema = listResultSchema(EvoucherCodeSchema);
export const CodeResultSchema = detailResultSchema(EvoucherCodeSchema);

// ---------------------------------------------------------------- history

export const HISTORY_ACTIONS = ['created', 'imported', 'updated', 'assigned', 'reverted', 'redeemed', 'deleted'] as const;
export const HistoryEventSchema = z.object({
  _id: IdSchema,
  action: z.enum(HISTORY_ACTIONS),
  code: z.string().nullable(),
  detail: z.string(),
  customerName: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;
export const HistoryQuerySchema = ListQuerySchema.omit({ search: true }).extend({
  size: z.coerce.number().int().min(1).max(100).default(EVOUCHER_CODES_PAGE_SIZE),
});
export const HistoryResultSchema = listResultSchema(HistoryEventSchema);

// ---------------------------------------------------------------- assignment

export const AssignSchema = z.object({
  /** The code to send; absent: the oldest available code of the e-voucher. */
  codeId: IdSchema.optional(),
  customerId: IdSchema,
  channel: ChannelSchema,
});
export const AssignResultSchema = detailResultSchema(z.object({
  code: EvoucherCodeSchema,
  /** The outbox message that carried the code; null when an earlier call already sent it. */
  outboxId: z.string().nullable(),
}));

// ---------------------------------------------------------------- import

export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const ImportQuerySchema = z.object({
  allOrNothing: z.enum(['true', 'false'], 'allOrNothing is true or false').default('false').transform((value) => value === 'true'),
});
export const ImportRejectionSchema = z.object({ line: z.number().int(), code: z.string().nullable(), reason: z.string() });
export type ImportRejection = z.infer<typeof ImportRejectionSchema>;
export const ImportReportSchema = z.object({
  fileName: z.string(),
  totalRows: z.number().int(),
  saved: z.number().int(),
  rejected: z.number().int(),
  allOrNothing: z.boolean(),
  /** The first 1,000 bad rows; `rejected` counts them all. */
  rejections: z.array(ImportRejectionSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
export const ImportResultSchema = detailResultSchema(ImportReportSchema);

// ---------------------------------------------------------------- requests

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES, 'Status must be pending, approved or rejected');
export type RequestStatus = z.infer<typeof RequestStatusSchema>;
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const VoucherRequestSchema = RecordMetaSchema.extend({
  evoucherId: IdSchema,
  evoucherTitle: z.string().nullable(),
  customerId: IdSchema,
  customerName: z.string().nullable(),
  status: RequestStatusSchema,
  note: z.string().nullable(),
  reason: z.string().nullable(),
  code: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type VoucherRequest = z.infer<typeof VoucherRequestSchema>;
export const RequestListQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(EVOUCHER_CODES_PAGE_SIZE),
  status: RequestStatusSchema.optional(),
});
export const RequestListResultSchema = listResultSchema(VoucherRequestSchema);
export const ChangeRequestStatusSchema = z.object({
  status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
  /** Required to reject; null otherwise. */
  reason: z.string().trim().max(500, 'Reason is at most 500 characters').nullable(),
  /** How an approved request's code is sent; null sends it by e-mail. */
  channel: ChannelSchema.nullable(),
}).superRefine((value, context) => {
  if (value.status === 'rejected' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'Reason is required to reject a request' });
});
/** The reject dialog's one field: `changeRequestStatus` with status `rejected` takes it as its reason. */
export const RejectRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Reason is required to reject a request').max(500, 'Reason is at most 500 characters'),
});
export const RequestResultSchema = detailResultSchema(VoucherRequestSchema);
