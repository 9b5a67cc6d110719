import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { DocumentKind } from '../../../shared/contract/documents/index.js';
import type { ScannedOwner } from '../../../shared/contract/scanned-documents/index.js';
import { newId } from '../../db/ids.js';
import { HttpError, notFound } from '../../http/httpError.js';
import type { DocumentFile } from '../../services/ocr/documentReader.types.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath } from '../../services/storage/storedPath.js';
import { receiveForm, receiveUpload } from '../../services/uploads/receiveUpload.js';

export type ScanMimeType = DocumentFile['mimeType'];
type ScanKind = 'pdf' | 'png' | 'jpeg';
const SCAN_KINDS: readonly ScanKind[] = ['pdf', 'png', 'jpeg'];

const MIME_TYPES: Record<ScanKind, ScanMimeType> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };
const EXTENSIONS: Record<ScanMimeType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
const ACCEPTED = 'Scanned documents must be PDF, JPG or PNG files.';

/** One uploaded scan, received to a temporary file and checked to be a PDF, PNG or JPEG by its content. */
export interface ReceivedScan {
  tempPath: string;
  mimeType: ScanMimeType;
  size: number;
  /** The name as shown: the base name only, printable, never used as a path. */
  fileName: string;
  /** SHA-256 of the bytes, hex, computed while they were written. */
  checksum: string;
  /** The text fields that came with the file (`documentType` of a vehicle document). */
  fields: Record<string, string>;
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Passes the bytes through, hashing them. */
class Tap extends Transform {
  readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/** The refusal of a file that is not a PDF, PNG or JPEG, saying what it is when its content or name tells. */
function notAScan(fileName: string, kind: DocumentKind | undefined): string {
  if (kind === 'excel') return `"${fileName}" is an Excel workbook, not a scanned document. ${ACCEPTED}`;
  if (kind === 'zip') return `"${fileName}" is a zip folder, where a single scanned document was expected. ${ACCEPTED}`;
  return `"${fileName}" is not a PDF, JPG or PNG file. ${ACCEPTED}`;
}

/**
 * Receives the multipart upload of one scan (the file in `file`, plus text fields) into a
 * temporary file, through the upload checks every file goes through (`receiveUpload`): its name,
 * type and first bytes must be a PDF, PNG or JPEG (415 otherwise, a zip getting its own sentence),
 * it must be whole (422) and stay within `maxBytes` (413). Nothing is left behind when it is refused.
 *
 * @example const scan = await receiveScan(request, uploadTempDir(filesDir), UPLOAD_LIMITS.documentBytes);
 */
export async function receiveScan(request: FastifyRequest, tempDir: string, maxBytes: number): Promise<ReceivedScan> {
  const { files: [scan], fields } = await receiveForm(request, {
    fileFields: ['file'], attach: 'Attach the document as "file"', notMultipart: 'Send the document as multipart form data', maxBytes,
    receive: async (part) => {
      const tap = new Tap();
      const flowing = pipeline(part.file, tap);
      // Marked handled at once: a form cut off mid-file rejects it while `receiveUpload` is still reading,
      // which would otherwise end the process as an unhandled rejection; every path below still awaits it.
      flowing.catch(() => undefined);
      try {
        const received = await receiveUpload({ filename: part.filename, mimetype: part.mimetype, file: tap }, tempDir, {
          limits: { documentBytes: maxBytes, zipBytes: 0, excelBytes: 0 }, only: { kinds: SCAN_KINDS, refusal: notAScan },
        });
        await flowing;
        return {
          tempPath: received.tempPath, mimeType: MIME_TYPES[received.kind as ScanKind], size: received.size, fileName: received.fileName,
          checksum: tap.hash.digest('hex'),
        };
      } catch (error) {
        tap.resume();
        await flowing.catch(() => undefined);
        throw error;
      }
    },
  });
  return { ...scan!, fields };
}

/** The folder a scan is kept in: its owner's type, a health proposal (its members' documents) or a policy (its commission invoice). */
export type ScanFolder = ScannedOwner | 'healthProposal' | 'policy';

/**
 * Keeps scans under `<filesDir>/scanned/<owner type>/<owner id>/<file id>.<ext>`: every path is
 * built from ids, never from a file's name.
 */
export function createScanStorage(filesDir: string) {
  const pathOf = (ownerType: ScanFolder, ownerId: string, fileId: string, mimeType: ScanMimeType) =>
    storedPath('scanned', ownerType, encodeURIComponent(ownerId), `${encodeURIComponent(fileId)}.${EXTENSIONS[mimeType]}`);

  const storage = {
    pathOf,

    /** Moves a received scan into place under a new file id. */
    async store(ownerType: ScanFolder, ownerId: string, scan: ReceivedScan): Promise<{ id: string; path: string }> {
      const id = newId();
      const path = pathOf(ownerType, ownerId, id, scan.mimeType);
      await rename(scan.tempPath, await placeStoredPath(filesDir, path));
      return { id, path };
    },

    /**
     * The bytes of a stored file, after checking they still hash to the checksum kept for them.
     *
     * @example const bytes = await storage.readVerified(file.path, file.checksum);
     */
    async readVerified(path: string, checksum: string): Promise<Buffer> {
      let bytes: Buffer;
      try {
        bytes = await readFile(resolveStoredPath(filesDir, path));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') throw notFound('File not found');
        throw error;
      }
      if (sha256(bytes) !== checksum) throw new HttpError(500, 'The stored file is damaged: its content no longer matches its checksum. Upload it again.');
      return bytes;
    },

    /** A stored scan as a download answer: its bytes checked, its own content type, never sniffed. */
    async download(file: { path: string; checksum: string; fileName: string; mimeType: string }) {
      const content = await storage.readVerified(file.path, file.checksum);
      return {
        fileName: file.fileName,
        content,
        headers: { 'Content-Type': file.mimeType, 'Content-Length': String(content.length), 'X-Content-Type-Options': 'nosniff' },
      };
    },

    async remove(paths: readonly string[]): Promise<void> {
      await Promise.all(paths.map((path) => removeStoredFile(filesDir, path)));
    },
  };
  return storage;
}

export type ScanStorage = ReturnType<typeof createScanStorage>;
