import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES, UPLOAD_LIMITS, type DocumentKind } from '../../../shared/contract/documents/index.js';
import { newId } from '../../db/ids.js';
import { HttpError, badRequest, tooLarge, unprocessable } from '../../http/httpError.js';
import {
  IMAGE_TYPES, SNIFF_BYTES, byteLimit, claimedImageType, claimedKind, expectedSignature, limitText, sniffType,
  type ByteLimits, type ImageType, type SniffedType,
} from './fileTypes.js';
import { wholeFileProblem } from './wholeFile.js';

/** The part of a multipart file the receiver reads (an `@fastify/multipart` file part). */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

export interface ReceivedFile {
  /** Absolute path of the received bytes, to be moved or unpacked, then removed. */
  tempPath: string;
  kind: DocumentKind;
  size: number;
  fileName: string;
}

export interface ReceivedImage {
  /** Absolute path of the received bytes, to be moved, then removed. */
  tempPath: string;
  type: ImageType;
  size: number;
  fileName: string;
}

export const unsupportedType = (message: string) => new HttpError(415, message);

/** The name as shown in messages and lists: the base name only, printable, never used as a path. */
export function displayName(fileName: string, fallback = 'document'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 32).join('').trim();
  return (printable || fallback).slice(0, 200);
}

interface StreamRules {
  fileName: string;
  limit: number;
  /** A refusal known before reading (the name or type claims something not accepted). */
  refusal: HttpError | undefined;
  /** The refusal the first bytes earn, if any. */
  checkHead: (head: Buffer) => HttpError | undefined;
  /** What the whole file must be, once its first bytes said so; none for a file its consumer checks itself. */
  type?: SniffedType;
  tooLarge: HttpError;
}

/**
 * Streams one uploaded file to a temporary file, never holding it in memory, checking its first
 * bytes and its size on the way, then that it is whole (`wholeFile.ts`). The size is counted here,
 * not only taken from the parser's `truncated` flag: the parser may set that flag after the last
 * chunk was read, and a file cut at the limit must never pass for one that fits. A refused file
 * is still read to its end before the refusal is answered, so the client receives the server's
 * reason instead of a reset connection, and nothing of it is left behind.
 */
async function streamToTemp(part: IncomingFile, tempDir: string, rules: StreamRules): Promise<{ tempPath: string; size: number }> {
  let refusal = rules.refusal;
  await mkdir(tempDir, { recursive: true });
  const tempPath = join(tempDir, `${newId()}.part`);
  const out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);

  const checkHead = () => {
    if (!head) return;
    refusal ??= rules.checkHead(head);
    head = null;
  };

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (refusal) continue;
      if (head) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) checkHead();
      }
      if (size > rules.limit) refusal = rules.tooLarge;
      if (refusal) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    checkHead();
    if (part.file.truncated) refusal ??= rules.tooLarge;
    if (size === 0) refusal ??= unsupportedType(`"${rules.fileName}" is empty.`);
    out.end();
    await finished(out);
    if (!refusal && rules.type && rules.type !== 'zip') {
      const problem = await wholeFileProblem(rules.type, tempPath, size);
      if (problem) refusal = unprocessable(`"${rules.fileName}" is damaged or cut short: ${problem}. Send the whole file again.`);
    }
  } catch (error) {
    out.destroy();
    // The file may still be opening (a form cut off at once, a busy machine): it is removed once the
    // stream has closed, or that late open would create it after the removal.
    await finished(out).catch(() => undefined);
    await rm(tempPath, { force: true });
    throw error;
  }
  if (refusal) {
    await rm(tempPath, { force: true });
    throw refusal;
  }
  return { tempPath, size };
}

/** What a document upload takes: the contract's kinds and limits unless narrowed. */
export interface UploadRules {
  limits?: ByteLimits;
  /** What the upload takes, said after a refusal for size (the kind's limit text unless given). */
  describe?: string;
  /**
   * Only these kinds. Anything else is refused (415) with `refusal`'s text, given the kind the
   * file claims or turns out to be (a zip named `.pdf`), or undefined for a file no upload takes.
   */
  only?: { kinds: readonly DocumentKind[]; refusal: (fileName: string, kind: DocumentKind | undefined) => string };
}

/**
 * Receives one uploaded document (PDF, JPG, PNG, zip or Excel): its first bytes must be what its
 * name and type claim, it must stay within its kind's limit, and a PDF or image must be whole.
 *
 * @example const received = await receiveUpload(part, uploadTempDir(filesDir));
 */
export async function receiveUpload(part: IncomingFile, tempDir: string, rules: UploadRules = {}): Promise<ReceivedFile> {
  const { limits = UPLOAD_LIMITS, only, describe } = rules;
  const fileName = displayName(part.filename);
  const claim = claimedKind(fileName, part.mimetype);
  const claimed = 'kind' in claim ? claim.kind : undefined;
  const notTaken = (kind: DocumentKind | undefined) => unsupportedType(only!.refusal(fileName, kind));
  let refusal: HttpError | undefined;
  if ('refusal' in claim) refusal = only ? notTaken(undefined) : unsupportedType(claim.refusal);
  else if (only && !only.kinds.includes(claim.kind)) refusal = notTaken(claim.kind);
  const kind = claimed ?? 'pdf';
  const { tempPath, size } = await streamToTemp(part, tempDir, {
    fileName,
    limit: byteLimit(kind, limits),
    refusal,
    checkHead: (head) => {
      const sniffed = sniffType(head);
      if (sniffed === expectedSignature(kind)) return undefined;
      if (only && sniffed && !only.kinds.some((taken) => expectedSignature(taken) === sniffed)) return notTaken(sniffed === 'zip' ? 'zip' : undefined);
      return unsupportedType(`"${fileName}" is not a ${DOCUMENT_TYPES[kind].label}: its content does not match its name or type.`);
    },
    type: expectedSignature(kind),
    tooLarge: tooLarge(`"${fileName}" is too large. ${describe ?? limitText(kind, limits)}`),
  });
  return { tempPath, kind, size, fileName };
}

/**
 * Receives one uploaded picture (PNG, JPEG or WebP, told by its first bytes, and whole) of at most
 * `maxBytes`; every refusal ends with `acceptedText`, which says what the upload takes.
 *
 * @example const image = await receiveImage(part, tempDir, { maxBytes: 2 * 1024 * 1024, acceptedText: 'Logos must be PNG, JPG or WebP images of at most 2 MB.' });
 */
export async function receiveImage(part: IncomingFile, tempDir: string, options: { maxBytes: number; acceptedText: string }): Promise<ReceivedImage> {
  const fileName = displayName(part.filename);
  const claim = claimedImageType(fileName, part.mimetype, options.acceptedText);
  const type = 'type' in claim ? claim.type : 'png';
  const { tempPath, size } = await streamToTemp(part, tempDir, {
    fileName,
    limit: options.maxBytes,
    refusal: 'refusal' in claim ? unsupportedType(claim.refusal) : undefined,
    checkHead: (head) => sniffType(head) === type
      ? undefined
      : unsupportedType(`"${fileName}" is not a ${IMAGE_TYPES[type].label}: its content does not match its name or type. ${options.acceptedText}`),
    type,
    tooLarge: tooLarge(`The image is too large. ${options.acceptedText}`),
  });
  return { tempPath, type, size, fileName };
}

/**
 * Receives one uploaded file that its consumer checks itself (an offline sheet, CSV or workbook,
 * whose reader words its own refusals), held to `maxBytes` like every upload.
 *
 * @example const sheet = await receiveFile(part, tempDir, { maxBytes: 5 * 2 ** 20, tooLarge: 'The sheet must be at most 5 MB.', fallbackName: 'sheet.xlsx' });
 */
export async function receiveFile(part: IncomingFile, tempDir: string, options: { maxBytes: number; tooLarge: string; fallbackName: string }) {
  const fileName = displayName(part.filename, options.fallbackName);
  const { tempPath, size } = await streamToTemp(part, tempDir, {
    fileName, limit: options.maxBytes, refusal: undefined, checkHead: () => undefined, tooLarge: tooLarge(options.tooLarge),
  });
  return { tempPath, size, fileName };
}

/** How a multipart upload is read: which fields may carry its files, how many and how large. */
export interface FormRules<T> {
  /** The fields a file may travel in; the first is the one messages name. */
  fileFields: readonly string[];
  /** What to send, e.g. `Attach the document as "file"`: the 400 of a missing or misnamed file. */
  attach: string;
  /** The 400 of a body that is not multipart form data, e.g. `Send the document as multipart form data`. */
  notMultipart: string;
  /** Files one request may carry (1 unless given); more are refused (413) with `tooManyFiles`. */
  maxFiles?: number;
  tooManyFiles?: string;
  /** A form without a file is taken (the caller decides what that means). */
  fileOptional?: boolean;
  /**
   * The largest file `receive` accepts. The parser cuts a file one byte past it, so no more than
   * that is ever read, and `receive` still sees that the file is too large.
   */
  maxBytes: number;
  /** Streams and checks one file, answering where it was put (`receiveUpload`, `receiveImage`…). */
  receive: (part: IncomingFile) => Promise<T>;
}

/** Text fields a form may carry besides its files. */
const MAX_TEXT_FIELDS = 20;

/**
 * Reads a multipart upload, one part after the other: text fields into `fields`, each file
 * through `rules.receive`. A file in a field the upload does not take is read to its end and
 * refused (400 naming the field), as is a form without a file. On any refusal every file already
 * received is removed: nothing of a refused upload stays in the temporary folder.
 *
 * @example const { files: [scan], fields } = await receiveForm(request, { fileFields: ['file'], attach: 'Attach the document as "file"', notMultipart: 'Send the document as multipart form data', maxBytes, receive: (part) => receiveUpload(part, tempDir) });
 */
export async function receiveForm<T extends { tempPath: string }>(request: FastifyRequest, rules: FormRules<T>): Promise<{ files: T[]; fields: Record<string, string> }> {
  const field = rules.fileFields[0]!;
  const misnamed = () => badRequest(`${field}: ${rules.attach}`, { [field]: rules.attach });
  if (!request.isMultipart()) throw badRequest(`${field}: ${rules.notMultipart}`, { [field]: rules.attach });
  const maxFiles = rules.maxFiles ?? 1;
  const files: T[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes + 1, files: maxFiles, fields: MAX_TEXT_FIELDS } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!rules.fileFields.includes(part.fieldname)) {
        part.file.resume();
        await finished(part.file);
        throw misnamed();
      }
      files.push(await rules.receive(part));
    }
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw tooLarge(rules.tooManyFiles ?? `${field}: Send one file at a time.`);
    }
    throw error;
  }
  if (files.length === 0 && !rules.fileOptional) throw misnamed();
  return { files, fields };
}
