import { z } from 'zod';
import type { Permission } from '../access/modules.js';
import { IdSchema } from '../contract/common.schema.js';
import { UPLOAD_LIMITS } from '../contract/documents/documents.schema.js';
import { endpoint } from '../contract/endpoint.js';

/**
 * Files kept on a record of a simple area (a corporate customer's trade licence): each kind of
 * file has a label and a most-kept count; a file is a PDF, PNG or JPEG checked by its content, at
 * most `RECORD_FILE_MAX_BYTES`. The record lists them, each downloads and is removed on its own.
 */
export const RECORD_FILE_MAX_BYTES = UPLOAD_LIMITS.documentBytes;

export interface RecordFileKind {
  label: string;
  /** The most files of this kind a record keeps; an upload beyond it is refused (413). */
  maxFiles: number;
}

export const RecordFileSchema = z.object({
  _id: IdSchema,
  kind: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type RecordFile = z.infer<typeof RecordFileSchema>;

export const RecordFilesResultSchema = z.object({ success: z.literal(true), data: z.array(RecordFileSchema), message: z.string().optional() });
export const RecordFileParamsSchema = z.object({ id: IdSchema, fileId: IdSchema });

/** The kinds' keys as the schema of the upload path's `{kind}`. */
export function recordFileKindSchema<K extends string>(kinds: Record<K, RecordFileKind>) {
  const keys = Object.keys(kinds) as [K, ...K[]];
  return z.enum(keys, `kind must be one of: ${keys.join(', ')}`);
}

/**
 * The endpoints of a record's files under `base` (`/api/admin/businesslines`): the list
 * (`GET {id}/files`), the upload of one kind (`POST {id}/uploadfiles/{kind}`, multipart field
 * `files`, or `file` as the desktop sends one a request), a file's download and its removal
 * (`GET` and `DELETE {id}/files/{fileId}`). Reading needs `read`, uploading and removing `update`.
 */
export function recordFileEndpoints<K extends string>(base: string, kinds: Record<K, RecordFileKind>, permissions: { read: Permission; update: Permission }) {
  return {
    files: endpoint({
      method: 'GET', path: `${base}/{id}/files`, summary: 'The files kept on the record, oldest first',
      permission: permissions.read, params: z.object({ id: IdSchema }), response: RecordFilesResultSchema,
    }),
    uploadFiles: endpoint({
      method: 'POST', path: `${base}/{id}/uploadfiles/{kind}`, summary: 'Keep files of one kind on the record (PDF, PNG or JPEG)',
      permission: permissions.update, params: z.object({ id: IdSchema, kind: recordFileKindSchema(kinds) }), multipart: true, response: RecordFilesResultSchema,
    }),
    file: endpoint({
      method: 'GET', path: `${base}/{id}/files/{fileId}`, summary: 'Download one of the files kept on the record',
      permission: permissions.read, params: RecordFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
    }),
    removeFile: endpoint({
      method: 'DELETE', path: `${base}/{id}/files/{fileId}`, summary: 'Remove one of the files kept on the record',
      permission: permissions.update, params: RecordFileParamsSchema, response: RecordFilesResultSchema,
    }),
  };
}
