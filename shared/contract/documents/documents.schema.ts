import { z } from 'zod';
import { IdSchema, ListQuerySchema, RecordMetaSchema, listResultSchema } from '../common.schema.js';

/** What the server accepts, decided by the file's bytes (never its name), each with its own limit. */
export const DOCUMENT_KINDS = ['pdf', 'png', 'jpeg', 'zip', 'excel'] as const;
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

const MB = 1024 * 1024;

/**
 * Upload limits (issue "Bulk drag-and-drop"): documents 10 MB, zip folders 100 MB, excel 20 MB.
 * A zip is unpacked only when its central directory promises at most `zipMaxEntries` entries and
 * `zipMaxUnpackedBytes` in all, each entry within its own kind's limit.
 */
export const UPLOAD_LIMITS = {
  documentBytes: 10 * MB,
  zipBytes: 100 * MB,
  excelBytes: 20 * MB,
  zipMaxEntries: 500,
  zipMaxUnpackedBytes: 512 * MB,
} as const;

/** How each kind may be claimed: MIME types and file name endings the client may send. */
export const DOCUMENT_TYPES: Record<DocumentKind, { label: string; mimeTypes: readonly string[]; extensions: readonly string[] }> = {
  pdf: { label: 'PDF', mimeTypes: ['application/pdf'], extensions: ['.pdf'] },
  png: { label: 'PNG image', mimeTypes: ['image/png'], extensions: ['.png'] },
  jpeg: { label: 'JPEG image', mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['.jpg', '.jpeg'] },
  zip: { label: 'zip folder', mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'], extensions: ['.zip'] },
  excel: { label: 'Excel workbook', mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], extensions: ['.xlsx'] },
};

/** The file pickers' groups (issue "Native dialogs"): documents, a zip folder, an excel file, a sheet of rows. */
export const PICK_KINDS = {
  documents: { label: 'Documents (PDF, JPG, PNG)', extensions: ['pdf', 'png', 'jpg', 'jpeg'], multiple: true },
  zip: { label: 'Zip folder', extensions: ['zip'], multiple: false },
  excel: { label: 'Excel workbook', extensions: ['xlsx'], multiple: false },
  /** Rows to import that the server also reads as text (e-voucher codes): a workbook or a CSV file. */
  sheet: { label: 'Excel workbook or CSV file', extensions: ['xlsx', 'csv'], multiple: false },
  /** Company logos and banners. */
  images: { label: 'Images (PNG, JPG, WebP)', extensions: ['png', 'jpg', 'jpeg', 'webp'], multiple: false },
} as const;
export const PickKindSchema = z.enum(['documents', 'zip', 'excel', 'sheet', 'images']);
export type PickKind = z.infer<typeof PickKindSchema>;

/** The kind a file name claims, or undefined when its ending is not one the server takes. */
export function kindFromFileName(fileName: string): DocumentKind | undefined {
  const lower = fileName.toLowerCase();
  return DOCUMENT_KINDS.find((kind) => DOCUMENT_TYPES[kind].extensions.some((ending) => lower.endsWith(ending)));
}

/** The multipart field a file travels in: zip folders in `folderZip` (spec 001 document manager), others in `file`. */
export function uploadFieldFor(fileName: string): 'file' | 'folderZip' {
  return kindFromFileName(fileName) === 'zip' ? 'folderZip' : 'file';
}

export const DocumentSchema = RecordMetaSchema.extend({
  customerId: IdSchema,
  kind: DocumentKindSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  /** The zip folder it came out of, for entries of an uploaded zip. */
  folderName: z.string().nullable(),
  uploadedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const DocumentListQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const DocumentListResultSchema = listResultSchema(DocumentSchema);
export type DocumentListResult = z.infer<typeof DocumentListResultSchema>;

export const DocumentUploadResultSchema = z.object({
  success: z.literal(true),
  /** One document, or one per entry of an uploaded zip folder. */
  data: z.array(DocumentSchema),
  message: z.string(),
});
export type DocumentUploadResult = z.infer<typeof DocumentUploadResultSchema>;

export const DocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });

/**
 * A file the user picked in a dialog or dropped: what the page may know of it. The path stays in
 * the host (Electron main, or the browser's `File`); the page holds only the opaque `id`.
 */
export const PickedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
  /** The kind its name claims, or null for a file the server will refuse. */
  kind: DocumentKindSchema.nullable(),
});
export type PickedFile = z.infer<typeof PickedFileSchema>;

/** Ids the hosts hand out for picked and dropped files. */
export const FileIdSchema = z.string().regex(/^f-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Unknown file');

/**
 * Upload one picked file to a multipart endpoint of the contract (e.g. `documents.upload` with `{ id }`),
 * with the form's text fields (checked against the endpoint's `body`) and query (its `query`).
 */
export const UploadFileRequestSchema = z.strictObject({
  fileId: FileIdSchema,
  endpoint: z.string().min(1).max(100),
  params: z.record(z.string(), z.string().max(64)),
  fields: z.record(z.string().max(40), z.string().max(500)).refine((fields) => Object.keys(fields).length <= 20, 'At most 20 form fields').optional(),
  query: z.record(z.string().max(40), z.string().max(100)).refine((query) => Object.keys(query).length <= 10, 'At most 10 query values').optional(),
});
export type UploadFileRequest = z.infer<typeof UploadFileRequestSchema>;

export const UploadProgressSchema = z.object({ fileId: z.string(), percent: z.number().int().min(0).max(100) });
export type UploadProgress = z.infer<typeof UploadProgressSchema>;
