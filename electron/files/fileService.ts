import { randomUUID } from 'node:crypto';
import { basename, isAbsolute } from 'node:path';
import { createFileRegistry, createLimiter, type UploadClient } from '../../shared/client/uploadClient.js';
import { fail } from '../../shared/client/callResult.js';
import {
  DOCUMENT_TYPES, PICK_KINDS, kindFromFileName, uploadFieldFor, type DocumentKind, type PickKind, type PickedFile, type UploadFileRequest,
} from '../../shared/contract/documents/documents.schema.js';
import type { IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import type { IpcResult } from '../ipc/channels.js';
import type { FileSystemLike, OpenDialog } from '../platform/deps.js';
import { multipartBody } from './multipartBody.js';

/** "A few at a time" (issue "Bulk drag-and-drop"). */
export const UPLOAD_CONCURRENCY = 3;
/** Read size from disk: 64 KiB measured both faster and flatter in memory than 256 KiB or 1 MiB (garbage awaits GC). */
const READ_CHUNK_BYTES = 64 * 1024;

interface RegisteredFile {
  path: string;
  name: string;
  kind: DocumentKind | null;
}

export interface FileServiceDeps {
  openDialog: OpenDialog;
  fs: FileSystemLike;
  uploads: UploadClient;
  emit: <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => void;
  concurrency?: number;
}

/**
 * Files in main: paths come only from the OS dialog or from a drop (the preload reads them from
 * the dropped `File`s), and stay here; the window gets opaque ids with a name, size and kind.
 * Uploads stream each file from disk as a multipart form, a few at a time, reporting progress as
 * `files:progress`; each answers its own result, so one failure never stops the others.
 *
 * @example const files = createFileService({ openDialog, fs, uploads, emit }); await files.upload({ fileId, endpoint: 'documents.upload', params: { id } });
 */
export function createFileService(deps: FileServiceDeps) {
  const registry = createFileRegistry<RegisteredFile>(() => `f-${randomUUID()}`);
  const limit = createLimiter(deps.concurrency ?? UPLOAD_CONCURRENCY);
  const inFlight = new Set<string>();

  async function register(paths: string[]): Promise<IpcResult<PickedFile[]>> {
    const picked: PickedFile[] = [];
    for (const path of paths) {
      if (!isAbsolute(path)) return fail('invalid-input', 'Only files chosen or dropped by the user can be uploaded.', 400);
      let stat: Awaited<ReturnType<FileSystemLike['stat']>>;
      try {
        stat = await deps.fs.stat(path);
      } catch {
        return fail('invalid-input', `"${basename(path)}" cannot be read.`, 400);
      }
      const name = basename(path);
      if (!stat.isFile()) return fail('invalid-input', `"${name}" is a folder; zip it and drop the zip.`, 400);
      const kind = kindFromFileName(name) ?? null;
      const id = registry.add({ path, name, kind });
      picked.push({ id, name, size: stat.size, kind });
    }
    return { ok: true, data: picked };
  }

  return {
    async pick(kind: PickKind): Promise<IpcResult<PickedFile[]>> {
      const group = PICK_KINDS[kind];
      const paths = await deps.openDialog({ title: `Choose ${group.label.toLowerCase()}`, filters: [{ name: group.label, extensions: [...group.extensions] }], multiple: group.multiple });
      return register(paths);
    },

    registerDrop(request: { paths: string[] }): Promise<IpcResult<PickedFile[]>> {
      return register(request.paths);
    },

    async upload(request: UploadFileRequest): Promise<IpcResult<unknown>> {
      const file = registry.get(request.fileId);
      if (!file) return fail('invalid-input', 'Unknown file: choose or drop it again.', 400);
      if (inFlight.has(request.fileId)) return fail('invalid-input', `"${file.name}" is already uploading.`, 409);
      inFlight.add(request.fileId);
      try {
        return await limit(async () => {
          let size: number;
          try {
            size = (await deps.fs.stat(file.path)).size;
          } catch {
            return fail('invalid-input', `"${file.name}" can no longer be read.`, 400);
          }
          let report: (loaded: number) => void = () => undefined;
          const body = multipartBody({
            fields: request.fields,
            onRead: (loaded) => report(loaded),
            field: uploadFieldFor(file.name),
            fileName: file.name,
            contentType: file.kind ? DOCUMENT_TYPES[file.kind].mimeTypes[0]! : 'application/octet-stream',
            size,
            // Bounded to the size announced in Content-Length, should the file grow meanwhile.
            openFile: () => deps.fs.createReadStream(file.path, { highWaterMark: READ_CHUNK_BYTES, ...(size > 0 && { start: 0, end: size - 1 }) }),
          });
          return deps.uploads.send({
            endpoint: request.endpoint,
            params: request.params,
            fields: request.fields,
            query: request.query,
            body: body.stream,
            headers: body.headers,
            size: body.length,
            onProgress: (percent) => deps.emit('files:progress', { fileId: request.fileId, percent }),
            bodyProgress: (reporter) => {
              report = reporter;
            },
          });
        });
      } finally {
        inFlight.delete(request.fileId);
      }
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
