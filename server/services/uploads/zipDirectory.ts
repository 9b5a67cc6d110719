import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';

/** One file entry of a zip's central directory, already checked. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  isDirectory: boolean;
}

export class ZipRefusal extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const FILE_ATTRIBUTE_REPARSE_POINT = 0x400;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function u64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipRefusal('The zip folder is damaged.');
  return Number(value);
}

/** Refuses names that could land outside the folder: absolute, drive-letter or `..` paths. */
export function unsafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\0')) return true;
  const normalized = name.replace(/\\/g, '/');
  if (normalized.startsWith('/') || /^[a-zA-Z]:/.test(normalized)) return true;
  return normalized.split('/').some((segment) => segment === '..');
}

interface DirectoryEnd {
  entries: number;
  directorySize: number;
  directoryOffset: number;
}

async function findDirectoryEnd(file: FileHandle, fileSize: number): Promise<DirectoryEnd> {
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(file, tailStart, tailLength);
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD) continue;
    if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) throw new ZipRefusal('Zip folders split over several files are not accepted.');
    let entries = tail.readUInt16LE(at + 10);
    let directorySize = tail.readUInt32LE(at + 12);
    let directoryOffset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      const locatorAt = tailStart + at - 20;
      const locator = locatorAt >= 0 ? await readAt(file, locatorAt, 20) : Buffer.alloc(0);
      if (locator.length < 20 || locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new ZipRefusal('The zip folder is damaged.');
      const record = await readAt(file, u64(locator, 8), 56);
      if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipRefusal('The zip folder is damaged.');
      entries = u64(record, 32);
      directorySize = u64(record, 40);
      directoryOffset = u64(record, 48);
    }
    return { entries, directorySize, directoryOffset };
  }
  throw new ZipRefusal('The zip folder is damaged: its directory is missing.');
}

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/**
 * Reads and checks a zip's central directory without unpacking anything: the entry count (from
 * the end record, before the directory is even read), the total unpacked size the entries
 * declare, and each entry's name and type: no absolute or `..` paths, no symbolic links or
 * reparse points, no encryption, only stored or deflated data. Unpacking later holds every entry
 * to the size declared here, so a lying directory cannot inflate past these limits.
 *
 * @example const entries = await readZipDirectory(handle, size, { maxEntries: 500, maxUnpackedBytes: 512 * 2 ** 20 });
 */
export async function readZipDirectory(file: FileHandle, fileSize: number, limits: ZipLimits = {
  maxEntries: UPLOAD_LIMITS.zipMaxEntries, maxUnpackedBytes: UPLOAD_LIMITS.zipMaxUnpackedBytes,
}): Promise<ZipEntry[]> {
  const end = await findDirectoryEnd(file, fileSize);
  if (end.entries > limits.maxEntries) throw new ZipRefusal(`The zip folder holds ${end.entries} entries; at most ${limits.maxEntries} are accepted.`);
  if (end.directorySize > MAX_DIRECTORY_BYTES || end.directoryOffset + end.directorySize > fileSize) throw new ZipRefusal('The zip folder is damaged.');
  const directory = await readAt(file, end.directoryOffset, end.directorySize);

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let index = 0; index < end.entries; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) throw new ZipRefusal('The zip folder is damaged.');
    const madeBy = directory.readUInt16LE(at + 4) >> 8;
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    let compressedSize = directory.readUInt32LE(at + 20);
    let uncompressedSize = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const external = directory.readUInt32LE(at + 38);
    let localHeaderOffset = directory.readUInt32LE(at + 42);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    if (extraStart + extraLength + commentLength > directory.length) throw new ZipRefusal('The zip folder is damaged.');
    const name = directory.subarray(nameStart, extraStart).toString(flags & 0x800 ? 'utf8' : 'latin1');

    // ZIP64 sizes and offset sit in extra field 0x0001, in this order, for each field that overflowed.
    for (let extra = extraStart; extra + 4 <= extraStart + extraLength;) {
      const id = directory.readUInt16LE(extra);
      const size = directory.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (uncompressedSize === 0xffffffff) { uncompressedSize = u64(directory, field); field += 8; }
        if (compressedSize === 0xffffffff) { compressedSize = u64(directory, field); field += 8; }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(directory, field);
      }
      extra += 4 + size;
    }
    at = extraStart + extraLength + commentLength;

    if (unsafeEntryName(name)) throw new ZipRefusal(`The zip folder has an entry with an unsafe path ("${name}").`);
    const unixMode = madeBy === 3 || madeBy === 19 ? external >>> 16 : 0;
    if ((unixMode & S_IFMT) === S_IFLNK || (madeBy === 0 && external & FILE_ATTRIBUTE_REPARSE_POINT)) {
      throw new ZipRefusal(`The zip folder has a link ("${name}"); links are not accepted.`);
    }
    if (flags & 0x1) throw new ZipRefusal(`The zip folder has an encrypted entry ("${name}"); remove the password and try again.`);
    if (method !== 0 && method !== 8) throw new ZipRefusal(`The zip folder uses a compression BrokerDesk does not read ("${name}").`);
    if (method === 0 && compressedSize !== uncompressedSize) throw new ZipRefusal('The zip folder is damaged.');
    total += uncompressedSize;
    if (total > limits.maxUnpackedBytes) {
      throw new ZipRefusal(`The zip folder unpacks to more than ${Math.round(limits.maxUnpackedBytes / 2 ** 20)} MB.`);
    }
    if (localHeaderOffset + 30 + compressedSize > fileSize) throw new ZipRefusal('The zip folder is damaged.');
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset, isDirectory: name.endsWith('/') || name.endsWith('\\') });
  }
  return entries;
}

/** Where an entry's data starts: after its local header, whose name and extra lengths may differ from the directory's. */
export async function entryDataOffset(file: FileHandle, entry: ZipEntry): Promise<number> {
  const header = await readAt(file, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipRefusal('The zip folder is damaged.');
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** An xlsx is a zip with a content-types part and a workbook. */
export function isExcelWorkbook(entries: readonly ZipEntry[]): boolean {
  const names = new Set(entries.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
}

/** Holds unpacked bytes to the size the directory declared, and keeps the first ones. */
class EntryGuard extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  constructor(private readonly entry: ZipEntry, private readonly headBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.entry.uncompressedSize) return callback(new ZipRefusal(`The zip folder entry "${this.entry.name}" is larger than its directory says.`));
    if (this.head.length < this.headBytes) this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    callback(null, chunk);
  }
}

/** Where an entry's stored or deflated bytes lie in the file, first and last byte; null when it has none. */
export async function entryDataRange(zip: FileHandle, entry: ZipEntry): Promise<{ start: number; end: number } | null> {
  const start = await entryDataOffset(zip, entry);
  return entry.compressedSize === 0 ? null : { start, end: start + entry.compressedSize - 1 };
}

/**
 * Unpacks one entry of the zip at `path` into `sink`, held to the size its directory declared: an
 * entry that inflates past it is refused as soon as it does, however small it claimed to be, and
 * one that stops short is damaged. Answers the first `headBytes` unpacked bytes. Zlib's own errors
 * (codes `Z_…`) are a damaged entry too; the caller words them.
 *
 * @example const head = await unpackEntry(handle, tempPath, entry, createWriteStream(target), 12);
 */
export async function unpackEntry(zip: FileHandle, path: string, entry: ZipEntry, sink: Writable, headBytes = 0): Promise<Buffer> {
  const range = await entryDataRange(zip, entry);
  const guard = new EntryGuard(entry, headBytes);
  const source = range ? createReadStream(path, range) : Readable.from([]);
  if (entry.method === 8) await pipeline(source, createInflateRaw(), guard, sink);
  else await pipeline(source, guard, sink);
  if (guard.size !== entry.uncompressedSize) throw new ZipRefusal(`The zip folder entry "${entry.name}" is damaged.`);
  return guard.head;
}
