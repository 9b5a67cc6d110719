import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { megabytes } from './fileTypes.js';
import { ZipRefusal, entryDataRange, readZipDirectory, unpackEntry, type ZipEntry } from './zipDirectory.js';

/** What a workbook may unpack to before anything of it is parsed. */
export interface WorkbookLimits {
  maxEntries: number;
  /** The parts a reader parses (workbook, relationships, styles, shared strings, worksheets), in all. */
  maxUnpackedBytes: number;
  /** Shared strings are all held in memory while the worksheets are read, so they get their own limit. */
  maxSharedStringsBytes: number;
}

/**
 * A workbook refused before it is parsed: 400 when it is not a workbook (the message says why,
 * after "is not an Excel workbook:"), 413 when it unpacks too large, 422 when damaged (a sentence).
 */
export class WorkbookRefusal extends Error {
  constructor(readonly statusCode: 400 | 413 | 422, message: string) {
    super(message);
    this.name = 'WorkbookRefusal';
  }
}

export interface CheckedWorkbook {
  /** Each worksheet's row count as its `<dimension>` declares it (null when it declares none), in sheet order. */
  worksheets: Array<{ name: string; declaredRows: number | null }>;
  /**
   * The workbook as a zip stream for exceljs' streaming `WorkbookReader`: only the parts it reads,
   * each already unpacked once and measured against the directory, with the shared strings before
   * the worksheets so the reader never spools a worksheet to a temporary file of its own.
   */
  stream(): Readable;
}

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** `<dimension>` comes right after the sheet's properties, well within its first bytes. */
const DIMENSION_HEAD_BYTES = 8 * 1024;
const EMPTY_SHARED_STRINGS = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
const LOCAL_HEADER = 0x04034b50;

/** The rows `<dimension ref="A1:L20001"/>` spans, or null when the sheet declares none. */
function declaredRows(head: Buffer): number | null {
  const match = /<(?:\w+:)?dimension\s+ref="[A-Z]{0,3}(\d+)(?::[A-Z]{0,3}(\d+))?"/.exec(head.toString('latin1'));
  if (!match) return null;
  const first = Number(match[1]);
  return Math.max(first, Number(match[2] ?? first)) - first + 1;
}

/** A local file header for `entry` as the directory describes it (sizes known, no data descriptor). */
function localHeader(name: string, method: number, compressedSize: number, uncompressedSize: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x800, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(compressedSize, 18);
  header.writeUInt32LE(uncompressedSize, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });

/** The zip reader's refusals, and zlib's, said of a workbook. */
function asWorkbookRefusal(error: unknown, entry?: ZipEntry): unknown {
  if (error instanceof ZipRefusal) return new WorkbookRefusal(422, error.message.replace(/zip folder/g, 'workbook'));
  if (String((error as { code?: unknown }).code).startsWith('Z_')) return new WorkbookRefusal(422, `The workbook entry "${entry?.name}" is damaged.`);
  return error;
}

async function unpackMeasured(zip: FileHandle, path: string, entry: ZipEntry, headBytes: number): Promise<Buffer> {
  try {
    return await unpackEntry(zip, path, entry, discard(), headBytes);
  } catch (error) {
    throw asWorkbookRefusal(error, entry);
  }
}

/**
 * Checks an `.xlsx` before a spreadsheet reader parses it: the entry count, the unpacked sizes its
 * directory declares (all the parts a reader parses, and the shared strings on their own), then
 * each of those parts really unpacked once, held to its declared size, so a directory that lies
 * is caught as soon as a part inflates past what it claimed. Nothing is kept: each part streams
 * through and is counted. The worksheets' declared row counts come from the same pass.
 *
 * @example const workbook = await openWorkbook(tempPath, size, { maxEntries: 1000, maxUnpackedBytes: 64 * 2 ** 20, maxSharedStringsBytes: 16 * 2 ** 20 });
 */
export async function openWorkbook(path: string, size: number, limits: WorkbookLimits): Promise<CheckedWorkbook> {
  const zip = await open(path, 'r');
  try {
    let entries: ZipEntry[];
    try {
      entries = await readZipDirectory(zip, size, { maxEntries: limits.maxEntries, maxUnpackedBytes: Number.POSITIVE_INFINITY });
    } catch (error) {
      throw asWorkbookRefusal(error);
    }
    const byName = new Map<string, ZipEntry>();
    for (const entry of entries) {
      if (byName.has(entry.name)) throw new WorkbookRefusal(422, `The workbook is damaged: it holds "${entry.name}" twice.`);
      byName.set(entry.name, entry);
    }
    const rels = byName.get(RELS);
    const workbook = byName.get(WORKBOOK);
    if (!rels || !workbook) throw new WorkbookRefusal(400, 'it has no workbook part');
    const sharedStrings = byName.get(SHARED_STRINGS);
    const sheets = entries
      .filter((entry) => WORKSHEET.test(entry.name))
      .sort((a, b) => Number(WORKSHEET.exec(a.name)![1]) - Number(WORKSHEET.exec(b.name)![1]));
    const parts = [rels, workbook, byName.get(STYLES), sharedStrings, ...sheets].filter((entry): entry is ZipEntry => entry !== undefined);

    const declared = parts.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.maxUnpackedBytes) {
      throw new WorkbookRefusal(413, `The workbook unpacks to ${megabytes(declared)}; at most ${megabytes(limits.maxUnpackedBytes)} are read.`);
    }
    if (sharedStrings && sharedStrings.uncompressedSize > limits.maxSharedStringsBytes) {
      throw new WorkbookRefusal(413, `The workbook's text cells unpack to ${megabytes(sharedStrings.uncompressedSize)}; at most ${megabytes(limits.maxSharedStringsBytes)} are read.`);
    }

    const worksheets: CheckedWorkbook['worksheets'] = [];
    const ranges = new Map<ZipEntry, { start: number; end: number } | null>();
    for (const entry of parts) {
      const isSheet = WORKSHEET.test(entry.name);
      const head = await unpackMeasured(zip, path, entry, isSheet ? DIMENSION_HEAD_BYTES : 0);
      if (isSheet) worksheets.push({ name: entry.name, declaredRows: declaredRows(head) });
      ranges.set(entry, await entryDataRange(zip, entry));
    }

    return {
      worksheets,
      stream: () => Readable.from((async function* () {
        for (const entry of parts) {
          if (entry === sheets[0] && !sharedStrings) {
            yield localHeader(SHARED_STRINGS, 0, EMPTY_SHARED_STRINGS.length, EMPTY_SHARED_STRINGS.length);
            yield EMPTY_SHARED_STRINGS;
          }
          yield localHeader(entry.name, entry.method, entry.compressedSize, entry.uncompressedSize);
          const range = ranges.get(entry);
          if (range) yield* createReadStream(path, range);
        }
      })()),
    };
  } finally {
    await zip.close();
  }
}
