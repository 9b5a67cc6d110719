import { createReadStream } from 'node:fs';
import type { DownloadFile } from '../../http/registerArea.js';
import { resolveStoredPath } from './storedPath.js';

/** A `stored_files` row as a download answers it. */
export interface StoredFileRow {
  original_name: string;
  mime_type: string;
  path: string;
}

/**
 * The answer of a download endpoint for a kept file: streamed from the files folder under the name
 * it was uploaded with and the type its content was checked to be.
 *
 * @example file: async ({ params }) => storedFileDownload(filesDir, await claims.file(params.id, params.fileId))
 */
export function storedFileDownload(filesDir: string, file: StoredFileRow): DownloadFile {
  return { fileName: file.original_name, content: createReadStream(resolveStoredPath(filesDir, file.path)), headers: { 'Content-Type': file.mime_type } };
}
