import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip built for tests; the overrides let a test write a lying or hostile directory. */
export interface FixtureEntry {
  name: string;
  data?: Buffer;
  deflate?: boolean;
  /** Unix mode in the external attributes (e.g. 0o120777 for a symbolic link). */
  unixMode?: number;
  /** Overrides the unpacked size the central directory declares. */
  declaredSize?: number;
  encrypted?: boolean;
  /** Data already deflated (with `declaredSize` its unpacked size), for entries too large to build in memory. */
  deflated?: Buffer;
}

/**
 * Raw deflate data that unpacks to `times` copies of `chunk` while staying small: each copy is
 * flushed to a byte boundary with a fresh dictionary, so its compressed form repeats exactly.
 * A gigabyte of zeros takes about a megabyte.
 *
 * @example buildZip([{ name: 'xl/worksheets/sheet1.xml', deflated: repeatedDeflate(Buffer.alloc(2 ** 20), 1024), declaredSize: 2 ** 30 }])
 */
export function repeatedDeflate(chunk: Buffer, times: number): Buffer {
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH });
  // The final, empty fixed-Huffman block.
  return Buffer.concat([...Array.from({ length: times }, () => block), Buffer.from([0x03, 0x00])]);
}

/**
 * Builds a small zip in memory (stored or deflated entries, made by Unix), for tests of the
 * zip checks. Not for production: it holds everything in memory.
 *
 * `hidden` entries are written before the others but left out of the directory: what a reader
 * that walks the local headers would find, and one that reads the directory would not.
 *
 * @example buildZip([{ name: 'a.pdf', data: SAMPLE_PDF }, { name: '../evil.pdf', data: SAMPLE_PDF }])
 */
export function buildZip(entries: FixtureEntry[], options: { hidden?: FixtureEntry[] } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const hidden = new Set(options.hidden);
  for (const entry of [...(options.hidden ?? []), ...entries]) {
    const data = entry.data ?? Buffer.alloc(0);
    const body = entry.deflated ?? (entry.deflate ? deflateRawSync(data) : data);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = entry.deflated ? 0 : crc32(data);
    const flags = 0x800 | (entry.encrypted ? 1 : 0);
    const method = entry.deflate || entry.deflated ? 8 : 0;
    const size = entry.declaredSize ?? data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    if (hidden.has(entry)) {
      offset += 30 + name.length + body.length;
      continue;
    }

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(method === 8 ? body.length : (entry.declaredSize ?? body.length), 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
