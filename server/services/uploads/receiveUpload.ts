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
import { SNIFF_BYTES, byteLimit, claimedKind, expectedSignature, limitText, sniffType, type ByteLimits } from './fileTypes.js';
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

export const unsupportedType = (message: string) => new HttpError(415, message);

function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 32).join('').trim();
  return (printable || 'document').slice(0, 200);
}

/**
 * Streams one uploaded file to a temporary file, never holding it in memory, checking on the way
 * that its first bytes are what its name and type claim and that it stays within its kind's
 * limit. A refused file is still read to its end before the refusal is answered, so the client
 * receives the server's reason instead of a reset connection.
 *
 * @example const received = await receiveUpload(part, join(dataDir, 'files', 'tmp'));
 */
export async function receiveUpload(part: IncomingFile, tempDir: string, limits: ByteLimits = UPLOAD_LIMITS): Promise<ReceivedFile> {
  const fileName = displayName(part.filename);
  const claim = claimedKind(fileName, part.mimetype);
  let refusal: HttpError | undefined = 'refusal' in claim ? unsupportedType(claim.refusal) : undefined;
  const kind = 'kind' in claim ? claim.kind : 'pdf';
  const limit = byteLimit(kind, limits);

  await mkdir(tempDir, { recursive: true });
  const tempPath = join(tempDir, `${newId()}.part`);
  const out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);

  const checkHead = () => {
    if (!head) return;
    if (sniffType(head) !== expectedSignature(kind)) {
      refusal ??= unsupportedType(`"${fileName}" is not a ${DOCUMENT_TYPES[kind].label}: its content does not match its name or type.`);
    }
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
      if (size > limit) refusal = tooLarge(`"${fileName}" is too large. ${limitText(kind, limits)}`);
      if (refusal) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    checkHead();
    if (part.file.truncated) refusal ??= tooLarge(`"${fileName}" is too large. ${limitText(kind, limits)}`);
    if (size === 0) refusal ??= unsupportedType(`"${fileName}" is empty.`);
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
  return { tempPath, kind, size, fileName };
}
