import { crc32, deflateSync } from 'node:zlib';

/**
 * Small but whole files of every type the uploads take, for tests and benchmarks: each passes the
 * server's content checks, and the `size` variants reach an exact byte count (a file exactly at a
 * limit) by padding inside the format, never after its end. Not for production.
 */

/**
 * A one-page PDF with a cross-reference table, as its start and its end: whitespace of any length
 * between them (spaces, or the zeros of a sparse file) makes it exactly `size` bytes.
 */
export function samplePdfParts(size?: number): { head: Buffer; tail: Buffer; padding: number } {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n',
  ];
  let body = header;
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const tail = (xrefAt: number) =>
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
    + `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  let padding = 0;
  if (size !== undefined) {
    // The tail's length depends on the digits of the xref offset, which the padding moves.
    padding = size - body.length - tail(size).length;
    while (padding >= 0 && body.length + padding + tail(body.length + padding).length < size) padding += 1;
    if (padding < 0 || body.length + padding + tail(body.length + padding).length !== size) throw new Error(`No sample PDF of ${size} bytes`);
  }
  return { head: Buffer.from(body, 'latin1'), tail: Buffer.from(tail(body.length + padding), 'latin1'), padding };
}

/** A one-page PDF with a cross-reference table, padded with spaces before it to `size` bytes. */
export function samplePdf(size?: number): Buffer {
  const { head, tail, padding } = samplePdfParts(size);
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1×1 red PNG; with `size`, a text chunk before its end makes it exactly that long. */
export function samplePng(size?: number): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const start = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30])))]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (size === undefined) return Buffer.concat([start, end]);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const text = size - start.length - end.length - 12 - keyword.length;
  if (text < 0) throw new Error(`No sample PNG of ${size} bytes`);
  return Buffer.concat([start, pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(text, 0x20)])), end]);
}

/** A 2×2 JPEG as sharp writes it. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOACqH/9k=',
  'base64',
);

/** A 2×2 JPEG; with `size`, comment segments after its start make it exactly that long. */
export function sampleJpeg(size?: number): Buffer {
  if (size === undefined) return Buffer.from(JPEG);
  let remaining = size - JPEG.length;
  if (remaining !== 0 && remaining < 4) throw new Error(`No sample JPEG of ${size} bytes`);
  const comments: Buffer[] = [];
  while (remaining > 0) {
    // A segment carries at most 65,533 bytes after its marker and length; none may be left under 4.
    let length = Math.min(65_533, remaining - 4);
    if (remaining - (length + 4) > 0 && remaining - (length + 4) < 4) length -= 4;
    const segment = Buffer.alloc(4 + length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length + 2, 2);
    comments.push(segment);
    remaining -= length + 4;
  }
  return Buffer.concat([JPEG.subarray(0, 2), ...comments, JPEG.subarray(2)]);
}

/** A 2×2 WebP as sharp writes it. */
export const SAMPLE_WEBP = Buffer.from('UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAsBMJaACdLoAA5gA/u2QP4hd7G2//PTP62/j/xkAAAA=', 'base64');

export const SAMPLE_PDF = samplePdf();
export const SAMPLE_PNG = samplePng();
export const SAMPLE_JPEG = sampleJpeg();

/** The first `keep` bytes of a file: what a cut-off transfer leaves. */
export function cutShort(bytes: Buffer, keep = Math.floor(bytes.length / 2)): Buffer {
  return Buffer.from(bytes.subarray(0, keep));
}
