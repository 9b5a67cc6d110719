import { createWriteStream } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { DOCUMENT_TYPES, kindFromFileName, type DocumentKind } from '../../../shared/contract/documents/index.js';
import { newId } from '../../db/ids.js';
import { HttpError } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath } from '../storage/storedPath.js';
import { SNIFF_BYTES, byteLimit, expectedSignature, limitText, sniffType } from './fileTypes.js';
import type { ReceivedFile } from './receiveUpload.js';
import { wholeFileProblem } from './wholeFile.js';
import { ZipRefusal, isExcelWorkbook, readZipDirectory, unpackEntry, type ZipEntry } from './zipDirectory.js';

/** A file now kept under the files folder, ready to be recorded. */
export interface StoredDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  folderName: string | null;
  mimeType: string;
  size: number;
  /** The stored path, `files/…` with forward slashes (see `storedPath.ts`). */
  path: string;
}

const EXTENSIONS: Record<DocumentKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', zip: 'zip', excel: 'xlsx' };
const refuse = (status: number, message: string) => new HttpError(status, message);

/** Entries a zip tool adds on its own (macOS resource forks, Finder files): skipped, not refused. */
function isToolNoise(name: string): boolean {
  const normalized = name.replace(/\\/g, '/');
  const base = normalized.split('/').pop() ?? '';
  return normalized.startsWith('__MACOSX/') || base === '.DS_Store' || base.startsWith('._') || base === 'Thumbs.db';
}

/**
 * Keeps uploaded documents under `<filesDir>/customers/<customer id>/<document id>.<ext>`:
 * every stored path is built from ids; the file's own name is only shown, never used as a path.
 */
export function createDocumentStorage(filesDir: string) {
  const relativePath = (ownerId: string, id: string, kind: DocumentKind) =>
    storedPath('customers', encodeURIComponent(ownerId), `${id}.${EXTENSIONS[kind]}`);
  const place = (path: string) => placeStoredPath(filesDir, path);
  const remove = (path: string) => removeStoredFile(filesDir, path);

  async function unpack(zip: FileHandle, tempPath: string, entry: ZipEntry, ownerId: string, folderName: string): Promise<StoredDocument> {
    const fileName = entry.name.replace(/\\/g, '/').split('/').pop()!;
    const kind = kindFromFileName(fileName)!;
    const id = newId();
    const path = relativePath(ownerId, id, kind);
    const absolute = await place(path);
    const out = createWriteStream(absolute, { flags: 'wx', mode: 0o600 });
    // Unpacking holds the entry to exactly this size.
    const size = entry.uncompressedSize;
    try {
      const head = await unpackEntry(zip, tempPath, entry, out, SNIFF_BYTES);
      const signature = expectedSignature(kind);
      if (sniffType(head) !== signature) {
        throw refuse(415, `"${entry.name}" in the zip folder is not a ${DOCUMENT_TYPES[kind].label}: its content does not match its name.`);
      }
      // An entry is held to the same whole-file check as a document sent on its own.
      const problem = signature === 'zip' ? null : await wholeFileProblem(signature, absolute, size);
      if (problem) throw refuse(422, `"${entry.name}" in the zip folder is damaged or cut short: ${problem}.`);
    } catch (error) {
      await rm(absolute, { force: true });
      throw error;
    }
    return { id, kind, fileName, folderName, mimeType: DOCUMENT_TYPES[kind].mimeTypes[0]!, size, path };
  }

  return {
    /**
     * Moves a received document or workbook into place, or unpacks a zip folder's entries into
     * documents of the owner. Anything refused leaves nothing behind.
     */
    async store(ownerId: string, received: ReceivedFile): Promise<StoredDocument[]> {
      const stored: StoredDocument[] = [];
      try {
        if (received.kind === 'zip' || received.kind === 'excel') {
          const zip = await open(received.tempPath, 'r');
          try {
            const entries = await readZipDirectory(zip, received.size);
            if (received.kind === 'excel') {
              if (!isExcelWorkbook(entries)) throw refuse(415, `"${received.fileName}" is not an Excel workbook: its content does not match its name or type.`);
            } else {
              const files = entries.filter((entry) => !entry.isDirectory && !isToolNoise(entry.name));
              if (files.length === 0) throw refuse(422, `The zip folder "${received.fileName}" holds no documents.`);
              // Every entry is checked against its own kind's limit before anything is unpacked.
              for (const entry of files) {
                const kind = kindFromFileName(entry.name);
                if (!kind || kind === 'zip') throw refuse(415, `"${entry.name}" in the zip folder is not a PDF, JPG, PNG or Excel file.`);
                if (entry.uncompressedSize > byteLimit(kind)) throw refuse(413, `"${entry.name}" in the zip folder is too large. ${limitText(kind)}`);
              }
              for (const entry of files) stored.push(await unpack(zip, received.tempPath, entry, ownerId, received.fileName));
              return stored;
            }
          } finally {
            await zip.close();
          }
        }
        const id = newId();
        const path = relativePath(ownerId, id, received.kind);
        await rename(received.tempPath, await place(path));
        stored.push({
          id, kind: received.kind, fileName: received.fileName, folderName: null,
          mimeType: DOCUMENT_TYPES[received.kind].mimeTypes[0]!, size: received.size, path,
        });
        return stored;
      } catch (error) {
        await Promise.all(stored.map((document) => remove(document.path)));
        if (error instanceof ZipRefusal) throw refuse(415, error.message);
        if (String((error as { code?: unknown }).code).startsWith('Z_')) throw refuse(415, `The zip folder "${received.fileName}" is damaged.`);
        throw error;
      } finally {
        await rm(received.tempPath, { force: true });
      }
    },

    absolutePath(path: string): string {
      return resolveStoredPath(filesDir, path);
    },

    remove,
  };
}

export type DocumentStorage = ReturnType<typeof createDocumentStorage>;
