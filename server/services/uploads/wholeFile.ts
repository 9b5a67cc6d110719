import { open, type FileHandle } from 'node:fs/promises';
import type { SniffedType } from './fileTypes.js';

/**
 * Whether a received file is whole: a first-bytes signature says what a file is, not that all of
 * it arrived, and a PDF or image cut off in transfer starts exactly like a good one. Each check
 * reads only the format's own structure (headers, chunk lengths, the trailer), a window at a
 * time, never the whole file into memory. Zip folders and workbooks are checked whole by their
 * directory readers (`zipDirectory.ts`), which need the directory at the end anyway.
 */

const WINDOW_BYTES = 64 * 1024;
/** PDF readers look for the end-of-file marker in the last 1,024 bytes (ISO 32000-1, 7.5.5 and Annex H). */
const PDF_TAIL_BYTES = 1024;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;

/** Reads a file at positions through a 64 KB window, so walking many small headers costs few reads. */
class Window {
  private start = 0;
  private bytes = Buffer.alloc(0);
  constructor(private readonly file: FileHandle, readonly size: number) {}

  /** Up to `length` bytes at `position`; fewer at the end of the file. */
  async at(position: number, length: number): Promise<Buffer> {
    if (position < this.start || position + length > this.start + this.bytes.length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(Math.max(length, WINDOW_BYTES), this.size - position)));
      const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
      this.start = position;
      this.bytes = buffer.subarray(0, bytesRead);
    }
    return this.bytes.subarray(position - this.start, position - this.start + length);
  }
}

const CUT_SHORT = 'its end is missing';
const DAMAGED = 'its structure is damaged';

/** A PDF ends with `startxref`, the offset of its cross-reference section, and `%%EOF`. */
async function pdfProblem(window: Window): Promise<string | null> {
  const tailStart = Math.max(0, window.size - PDF_TAIL_BYTES);
  const tail = (await window.at(tailStart, window.size - tailStart)).toString('latin1');
  const trailers = [...tail.matchAll(/startxref\s+(\d{1,15})\s+%%EOF/g)];
  const offset = trailers.length > 0 ? Number(trailers[trailers.length - 1]![1]) : NaN;
  // The offset is not followed further: readers rebuild a wrong one, and refusing those would
  // refuse files every viewer opens. A cut-off file has no trailer at all.
  return Number.isFinite(offset) && offset < window.size ? null : CUT_SHORT;
}

/** A PNG is its signature, then length-prefixed chunks from IHDR to IEND. */
async function pngProblem(window: Window): Promise<string | null> {
  let at = 8;
  for (let first = true; ; first = false) {
    const header = await window.at(at, 8);
    if (header.length < 8) return CUT_SHORT;
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (length > 0x7fffffff || (first && type !== 'IHDR')) return DAMAGED;
    at += 12 + length;
    if (at > window.size) return CUT_SHORT;
    if (type === 'IEND') return null;
  }
}

/** The position of the marker after a JPEG scan's entropy-coded data, or -1 when the file ends first. */
async function markerAfterScan(window: Window, from: number): Promise<number> {
  let at = from;
  while (at < window.size) {
    const bytes = await window.at(at, WINDOW_BYTES);
    let index = bytes.indexOf(0xff);
    while (index >= 0 && index + 1 < bytes.length) {
      const next = bytes[index + 1]!;
      // 0xFF 0x00 is a stuffed data byte, 0xFF 0xD0–0xD7 a restart marker inside the scan, 0xFF 0xFF fill.
      if (next !== 0x00 && (next < 0xd0 || next > 0xd7) && next !== 0xff) return at + index;
      index = bytes.indexOf(0xff, index + 1);
    }
    if (bytes.length < 2) return -1;
    // A 0xFF at the window's last byte is read again at the start of the next window.
    at += index >= 0 ? index : bytes.length;
  }
  return -1;
}

/** A JPEG is markers and their segments from SOI to EOI, with entropy-coded data after each scan. */
async function jpegProblem(window: Window): Promise<string | null> {
  let at = 2;
  for (;;) {
    const head = await window.at(at, 2);
    if (head.length < 2) return CUT_SHORT;
    if (head[0] !== 0xff) return DAMAGED;
    const marker = head[1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    at += 2;
    if (marker === JPEG_EOI) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0xd8 || marker === 0x00) return DAMAGED;
    const lengthBytes = await window.at(at, 2);
    if (lengthBytes.length < 2) return CUT_SHORT;
    const length = lengthBytes.readUInt16BE(0);
    if (length < 2) return DAMAGED;
    at += length;
    if (at > window.size) return CUT_SHORT;
    if (marker === JPEG_SOS) {
      at = await markerAfterScan(window, at);
      if (at < 0) return CUT_SHORT;
    }
  }
}

/** A WebP is a RIFF file whose header gives the length of everything after it. */
async function webpProblem(window: Window): Promise<string | null> {
  const header = await window.at(0, 12);
  const length = header.readUInt32LE(4);
  if (length < 4) return DAMAGED;
  return length + 8 > window.size ? CUT_SHORT : null;
}

const CHECKS: Record<Exclude<SniffedType, 'zip'>, (window: Window) => Promise<string | null>> = {
  pdf: pdfProblem, png: pngProblem, jpeg: jpegProblem, webp: webpProblem,
};

/**
 * Why a received PDF, PNG, JPEG or WebP is not whole ("its end is missing"), or null when it is.
 * The file's first bytes must already have been checked to be of `type`.
 *
 * @example const problem = await wholeFileProblem('pdf', tempPath, size); // null, or 'its end is missing'
 */
export async function wholeFileProblem(type: Exclude<SniffedType, 'zip'>, path: string, size: number): Promise<string | null> {
  const file = await open(path, 'r');
  try {
    return await CHECKS[type](new Window(file, size));
  } finally {
    await file.close();
  }
}
