import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { DocumentKind } from '../../../shared/contract/documents/index.js';
import { newId } from '../../db/ids.js';
import { HttpError, tooLarge } from '../../http/httpError.js';
import { DOCUMENT_TYPES } from '../../../shared/contract/documents/index.js';
import {
  IMAGE_TYPES, SNIFF_BYTES, byteLimit, claimedImageType, claimedKind, expectedSignature, limitText, sniffType, type ByteLimits, type ImageType,
} from './fileTypes.js';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';

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

function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 32).join('').trim();
  return (printable || 'document').slice(0, 200);
}

interface StreamRules {
  fileName: string;
  limit: number;
  /** A refusal known before reading (the name or type claims something not accepted). */
  refusal: HttpError | undefined;
  /** The refusal the first bytes earn, if any. */
  checkHead: (head: Buffer) => HttpError | undefined;
  tooLarge: HttpError;
}

/**
 * Streams one uploaded file to a temporary file, never holding it in memory, checking its first
 * bytes and its size on the way. A refused file is still read to its end before the refusal is
 * answered, so the client receives the server's reason instead of a reset connection.
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
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  if (refusal) {
    await rm(tempPath, { force: true });
    throw refusal;
  }
  return { tempPath, size };
}

/**
 * Receives one uploaded document (PDF, JPG, PNG, zip or Excel): its first bytes must be what its
 * name and type claim, and it must stay within its kind's limit.
 *
 * @example const received = await receiveUpload(part, join(dataDir, 'files', 'tmp'));
 */
export async function receiveUpload(part: IncomingFile, tempDir: string, limits: ByteLimits = UPLOAD_LIMITS): Promise<ReceivedFile> {
  const fileName = displayName(part.filename);
  const claim = claimedKind(fileName, part.mimetype);
  const kind = 'kind' in claim ? claim.kind : 'pdf';
  const { tempPath, size } = await streamToTemp(part, tempDir, {
    fileName,
    limit: byteLimit(kind, limits),
    refusal: 'refusal' in claim ? unsupportedType(claim.refusal) : undefined,
    checkHead: (head) => sniffType(head) === expectedSignature(kind)
      ? undefined
      : unsupportedType(`"${fileName}" is not a ${DOCUMENT_TYPES[kind].label}: its content does not match its name or type.`),
    tooLarge: tooLarge(`"${fileName}" is too large. ${limitText(kind, limits)}`),
  });
  return { tempPath, kind, size, fileName };
}

/**
 * Receives one uploaded picture (PNG, JPEG or WebP, told by its first bytes) of at most `maxBytes`;
 * every refusal ends with `acceptedText`, which says what the upload takes.
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
    tooLarge: tooLarge(`The image is too large. ${options.acceptedText}`),
  });
  return { tempPath, type, size, fileName };
}
