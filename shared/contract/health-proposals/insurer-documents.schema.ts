import { z } from 'zod';
import { DateOnlySchema, IdSchema, detailResultSchema } from '../common.schema.js';

export const INSURER_DOCUMENTS = ['taxInvoice', 'creditNote'] as const;
export type InsurerDocumentKind = (typeof INSURER_DOCUMENTS)[number];
export const INSURER_DOCUMENT_LABELS: Record<InsurerDocumentKind, string> = { taxInvoice: 'Tax Invoice', creditNote: 'Credit Note' };

/** The refusal of a bank transfer or a payment to the insurer while either document is missing. */
export const INSURER_DOCUMENTS_MISSING = "Please upload the insurer's tax invoice and credit note first.";

/** A document in the path, for its download. */
export const InsurerDocumentParamsSchema = z.object({ id: IdSchema, document: z.enum(INSURER_DOCUMENTS, 'document is taxInvoice or creditNote') });

/**
 * The form's text fields beside the file (`updatequotedetails`): which document, its number and
 * its date. The screen sends one document a call, each with its own file.
 */
export const InsurerDocumentFieldsSchema = z.object({
  document: z.enum(INSURER_DOCUMENTS, 'document is taxInvoice or creditNote'),
  number: z.string().trim().min(1, 'Number is required').max(60, 'Number must be at most 60 characters'),
  date: DateOnlySchema,
});

export const InsurerDocumentSchema = z.object({
  document: z.enum(INSURER_DOCUMENTS),
  number: z.string(),
  date: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type InsurerDocument = z.infer<typeof InsurerDocumentSchema>;

/** A quote's captured documents, and the refusal a manual payment would get (`null` once both are in). */
export const InsurerDocumentsSchema = z.object({
  quoteId: IdSchema,
  documents: z.array(InsurerDocumentSchema),
  missingMessage: z.string().nullable(),
});
export type InsurerDocuments = z.infer<typeof InsurerDocumentsSchema>;
export const InsurerDocumentsResultSchema = detailResultSchema(InsurerDocumentsSchema);
