import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { ExtractionSchema, ScannedFileSchema } from '../scanned-documents/scanned-documents.schema.js';
import { HEALTH_DOCUMENT_KEYS } from '../../domain/healthDocuments.js';
import { HEALTH_VISA_STATUSES } from './health-proposals.schema.js';

export const HealthDocumentKeySchema = z.enum(HEALTH_DOCUMENT_KEYS, 'Unknown document');

/** A member in the path: the proposal and the member's id (`m1`…). */
export const HealthMemberParamsSchema = z.object({ id: IdSchema, memberId: IdSchema });

/** A member's document in the path: the member and the document's key. */
export const HealthDocumentParamsSchema = HealthMemberParamsSchema.extend({ documentKey: HealthDocumentKeySchema });

export const HealthDocumentFileParamsSchema = z.object({ id: IdSchema, fileId: IdSchema });

/**
 * The form's text fields beside the file: `replace` "true" removes the document's files once the
 * new one is kept (the screen's "Replace"); otherwise the file is added (a second side).
 */
export const HealthDocumentUploadFieldsSchema = z.object({
  replace: z.enum(['true', 'false'], 'replace is true or false').default('false').transform((value) => value === 'true'),
});

/** Removal: the member's whole document, or one of its files. */
export const HealthDocumentRemoveSchema = z.object({ documentKey: HealthDocumentKeySchema, fileId: IdSchema.optional() });

/**
 * One kept file, with what OCR read of it (null where no parser reads the document) and where the
 * reading differs from the member (name, date of birth), worded for staff.
 */
export const HealthDocumentFileSchema = ScannedFileSchema.extend({ extraction: ExtractionSchema.nullable(), mismatches: z.array(z.string()) });
export type HealthDocumentFile = z.infer<typeof HealthDocumentFileSchema>;

export const HealthMemberDocumentSchema = z.object({
  documentKey: HealthDocumentKeySchema,
  label: z.string(),
  files: z.array(HealthDocumentFileSchema),
});
export type HealthMemberDocument = z.infer<typeof HealthMemberDocumentSchema>;

/** A member with each document it needs (uploaded or not) and the keys still missing. */
export const HealthMemberDocumentsSchema = z.object({
  memberId: z.string(),
  /** "Self", "Spouse", "Kid 1"… */
  label: z.string(),
  fullName: z.string(),
  documents: z.array(HealthMemberDocumentSchema),
  missing: z.array(HealthDocumentKeySchema),
});
export type HealthMemberDocuments = z.infer<typeof HealthMemberDocumentsSchema>;

export const HealthDocumentsSchema = z.object({
  visaStatus: z.enum(HEALTH_VISA_STATUSES),
  members: z.array(HealthMemberDocumentsSchema),
  /** Null when every document is uploaded; otherwise the refusal payment answers, naming what is missing per member. */
  missingMessage: z.string().nullable(),
});
export type HealthDocuments = z.infer<typeof HealthDocumentsSchema>;

export const HealthDocumentsResultSchema = z.object({ success: z.literal(true), data: HealthDocumentsSchema });

export const HealthDocumentUploadResultSchema = z.object({
  success: z.literal(true),
  data: HealthDocumentsSchema,
  /** What OCR made of the file just uploaded; null for a document no parser reads. */
  extraction: ExtractionSchema.nullable(),
  message: z.string(),
});
export type HealthDocumentUploadResult = z.infer<typeof HealthDocumentUploadResultSchema>;

export const HealthDocumentRemoveResultSchema = z.object({ success: z.literal(true), data: HealthDocumentsSchema, message: z.string() });
