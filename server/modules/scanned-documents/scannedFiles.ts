import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { DocumentKind } from '../../../shared/contract/documents/index.js';
import type { ScannedOwner } from '../../../shared/contract/scanned-documents/index.js';
import { newId } from '../../db/ids.js';
import { HttpError, badRequest, notFound } from '../../http/httpError.js';
import type { DocumentFile } from '../../services/ocr/documentReader.types.js';
import { SNIFF_BYTES, claimedKind, sniffType } from '../../services/uploads/fileTypes.js';
import { receiveUpload, unsupportedType } from '../../services/uploads/receiveUpload.js';

export type ScanMimeType = DocumentFile['mimeType'];
type ScanKind = 'pdf' | 'png' | 'jpeg';

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

/** Passes the bytes through, hashing them and keeping the first ones for sniffing. */
class Tap extends Transform {
  readonly hash = createHash('sha256');
  head = Buffer.alloc(0);
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    if (this.head.length < SNIFF_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    callback(null, chunk);
  }
}

/** The base name of an uploaded file as shown in messages (the receiver keeps the same). */
function shownName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return [...base].filter((char) => char.charCodeAt(0) >= 32).join('').trim().slice(0, 200) || 'document';
}

/** The refusal of a file that is not a PDF, PNG or JPEG, saying what it is when its content tells. */
function notAScan(fileName: string, head: Buffer, claimed: DocumentKind | undefined): HttpError {
  if (sniffType(head) === 'zip' || claimed === 'zip' || claimed === 'excel') {
    return claimed === 'excel'
      ? unsupportedType(`"${fileName}" is an Excel workbook, not a scanned document. ${ACCEPTED}`)
      : unsupportedType(`"${fileName}" is a zip folder, where a single scanned document was expected. ${ACCEPTED}`);
  }
  return unsupportedType(`"${fileName}" is not a PDF, JPG or PNG file. ${ACCEPTED}`);
}

/**
 * Receives the multipart upload of one scan (the file in `file`, plus text fields) into a
 * temporary file: its name and type must claim a PDF, PNG or JPEG and its first bytes must be
 * one (415 otherwise, a zip getting its own sentence), and it must stay within `maxBytes` (413).
 * Nothing is left behind when it is refused.
 *
 * @example const scan = await receiveScan(request, join(dataDir, 'files', 'tmp'), UPLOAD_LIMITS.documentBytes);
 */
export async function receiveScan(request: FastifyRequest, tempDir: string, maxBytes: number): Promise<ReceivedScan> {
  if (!request.isMultipart()) throw badRequest('file: Send the document as multipart form data', { file: 'Attach a file' });
  const fields: Record<string, string> = {};
  let scan: Omit<ReceivedScan, 'fields'> | null = null;
  try {
    // One more byte than allowed, so an oversized file is refused by `receiveUpload` with its message.
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const tap = new Tap();
      const flowing = pipeline(part.file, tap);
      // Marked handled at once: a form cut off mid-file rejects it while `receiveUpload` is still reading,
      // which would otherwise end the process as an unhandled rejection; every path below still awaits it.
      flowing.catch(() => undefined);
      const claim = claimedKind(part.filename, part.mimetype);
      const kind = 'kind' in claim ? claim.kind : undefined;
      if (part.fieldname !== 'file' || (kind !== 'pdf' && kind !== 'png' && kind !== 'jpeg')) {
        tap.resume();
        await flowing;
        throw part.fieldname === 'file'
          ? notAScan(shownName(part.filename), tap.head, kind)
          : badRequest('file: Attach the document as "file"', { file: 'Attach a file' });
      }
      try {
        const received = await receiveUpload({ filename: part.filename, mimetype: part.mimetype, file: tap }, tempDir, {
          documentBytes: maxBytes, zipBytes: 0, excelBytes: 0,
        });
        scan = {
          tempPath: received.tempPath, mimeType: MIME_TYPES[kind], size: received.size, fileName: received.fileName,
          checksum: tap.hash.digest('hex'),
        };
        await flowing;
      } catch (error) {
        tap.resume();
        await flowing.catch(() => undefined);
        if (error instanceof HttpError && error.statusCode === 415 && sniffType(tap.head) === 'zip') throw notAScan(shownName(part.filename), tap.head, 'zip');
        throw error;
      }
    }
  } catch (error) {
    if (scan) await rm(scan.tempPath, { force: true });
    throw error;
  }
  if (!scan) throw badRequest('file: Attach the document as "file"', { file: 'Attach a file' });
  return { ...scan, fields };
}

/**
 * Keeps scans under `<dataDir>/files/scanned/<owner type>/<owner id>/<file id>.<ext>`: every path is
 * built from ids, never from a file's name.
 */
export function createScanStorage(dataDir: string) {
  const pathOf = (ownerType: ScannedOwner, ownerId: string, fileId: string, mimeType: ScanMimeType) =>
    posix.join('files', 'scanned', ownerType, encodeURIComponent(ownerId), `${encodeURIComponent(fileId)}.${EXTENSIONS[mimeType]}`);

  return {
    pathOf,

    /** Moves a received scan into place under a new file id. */
    async store(ownerType: ScannedOwner, ownerId: string, scan: ReceivedScan): Promise<{ id: string; path: string }> {
      const id = newId();
      const path = pathOf(ownerType, ownerId, id, scan.mimeType);
      const absolute = join(dataDir, path);
      await mkdir(dirname(absolute), { recursive: true });
      await rename(scan.tempPath, absolute);
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
        bytes = await readFile(join(dataDir, path));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') throw notFound('File not found');
        throw error;
      }
      if (sha256(bytes) !== checksum) throw new HttpError(500, 'The stored file is damaged: its content no longer matches its checksum. Upload it again.');
      return bytes;
    },

    async remove(paths: readonly string[]): Promise<void> {
      await Promise.all(paths.map((path) => rm(join(dataDir, path), { force: true })));
    },
  };
}

export type ScanStorage = ReturnType<typeof createScanStorage>;
