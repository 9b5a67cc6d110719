import { z } from 'zod';
import { DateOnlySchema, IdSchema, RecordMetaSchema, detailResultSchema, listResultSchema } from '../common.schema.js';

/**
 * Offline policies (spec 000 §7 "Offline policies", FIELDS.md `/Praktorapolicies`): policies
 * issued outside BrokerDesk, imported in bulk from the insurers' spreadsheet. Each keeps every
 * column of its sheet row under the column's upper-case name; the list columns are lifted out of
 * them. Money in integer fils, dates as ISO days (`2025-03-01`).
 */

/** `ACTIVE`: expiry date today (Asia/Dubai) or later; `EXPIRED`: before today. */
export const OFFLINE_POLICY_TYPES = ['all', 'ACTIVE', 'EXPIRED'] as const;
export const OfflinePolicyTypeSchema = z.enum(OFFLINE_POLICY_TYPES);
export type OfflinePolicyType = z.infer<typeof OfflinePolicyTypeSchema>;

/** The list body: status and a range the policy's start date falls in (either end may be left open). */
export const OfflinePolicyListFilterSchema = z
  .object({
    pType: OfflinePolicyTypeSchema.optional(),
    startDate: DateOnlySchema.optional(),
    endDate: DateOnlySchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    message: 'End date must be on or after the start date', path: ['endDate'],
  })
  .default({});
export type OfflinePolicyListFilter = z.input<typeof OfflinePolicyListFilterSchema>;

/** A value of an uploaded column: `date` values are ISO days, shown dd/MM/yyyy. */
export const OfflineColumnSchema = z.object({
  /** The sheet's header, trimmed and upper-cased (`POLICYNO`, `RENEWAL`). */
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  type: z.enum(['text', 'number', 'date']),
});
export type OfflineColumn = z.infer<typeof OfflineColumnSchema>;

export const OfflinePolicySchema = RecordMetaSchema.extend({
  policyNo: z.string(),
  vehicleNo: z.string().nullable(),
  customerName: z.string().nullable(),
  /** The 9 national digits when it is a UAE mobile, otherwise as the sheet gives it. */
  mobile: z.string().nullable(),
  insurerName: z.string().nullable(),
  customerType: z.string().nullable(),
  premiumFils: z.number().int().nullable(),
  policyClass: z.string().nullable(),
  startDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['ACTIVE', 'EXPIRED']),
  uploadBatchId: z.string(),
});
export type OfflinePolicy = z.infer<typeof OfflinePolicySchema>;

export const OfflinePolicyDetailSchema = OfflinePolicySchema.extend({
  /** Every column of the uploaded row, in the sheet's order. */
  columns: z.array(OfflineColumnSchema),
  fileName: z.string().nullable(),
});
export type OfflinePolicyDetail = z.infer<typeof OfflinePolicyDetailSchema>;

export const OfflinePolicyListResultSchema = listResultSchema(OfflinePolicySchema);
export const OfflinePolicyResultSchema = detailResultSchema(OfflinePolicyDetailSchema);

// ---------------------------------------------------------------- upload

/** The multipart field of the sheet (FIELDS.md); the hosts' upload sends `file`, which is taken too. */
export const OFFLINE_SHEET_FIELD = 'OfflineSheet';
export const OFFLINE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows one upload may carry. */
export const OFFLINE_SHEET_MAX_ROWS = 20_000;
/** Columns the header must name (matched ignoring case, spaces and underscores). */
export const OFFLINE_REQUIRED_COLUMNS = ['POLICYNO', 'STARTDATE', 'EXPIRYDATE'] as const;
/** Where the list columns come from. */
export const OFFLINE_LIST_COLUMNS = {
  policyNo: 'POLICYNO', vehicleNo: 'VNO', customerName: 'CUSTOMERNAME', mobile: 'TELEPHONE1', insurerName: 'INSNAME',
  customerType: 'CUSTOMERTYPE', premium: 'FCPREMIUM', policyClass: 'POLICYCLASS', startDate: 'STARTDATE', expiryDate: 'EXPIRYDATE',
} as const;

export const OFFLINE_UPLOAD_MODES = ['per-row', 'all-or-nothing'] as const;
export const OfflineUploadModeSchema = z.enum(OFFLINE_UPLOAD_MODES);
export const OfflineUploadQuerySchema = z.object({
  /** `per-row` (default) saves the good rows and reports the others; `all-or-nothing` saves nothing when a row is rejected. */
  mode: OfflineUploadModeSchema.default('per-row'),
});

export const OfflineRowRejectionSchema = z.object({
  /** The row number in the sheet, as Excel shows it (the header is usually row 1). */
  row: z.number().int(),
  policyNo: z.string().nullable(),
  /** The column, upper-case (`FCPREMIUM`). */
  field: z.string(),
  reason: z.string(),
});
export type OfflineRowRejection = z.infer<typeof OfflineRowRejectionSchema>;

export const OfflineUploadReportSchema = z.object({
  mode: OfflineUploadModeSchema,
  fileName: z.string(),
  /** The upload's id, kept on every row it saved or updated. */
  batchId: IdSchema,
  totalRows: z.number().int(),
  /** New policies. */
  saved: z.number().int(),
  /** Policies already known by their POLICYNO, overwritten by this upload. */
  updated: z.number().int(),
  /** Rows not saved (a row with several problems counts once). */
  rejected: z.number().int(),
  /** One entry per problem, by row. */
  rejections: z.array(OfflineRowRejectionSchema),
});
export type OfflineUploadReport = z.infer<typeof OfflineUploadReportSchema>;
export const OfflineUploadResultSchema = detailResultSchema(OfflineUploadReportSchema);
