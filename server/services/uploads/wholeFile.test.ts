import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, SAMPLE_WEBP, cutShort, sampleJpeg, samplePdf, samplePng } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { wholeFileProblem } from './wholeFile.js';

type Checked = 'pdf' | 'png' | 'jpeg' | 'webp';

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brokerdesk-whole-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function problem(type: Checked, bytes: Buffer): Promise<string | null> {
  const path = join(dir, `file-${++count}`);
  await writeFile(path, bytes);
  return wholeFileProblem(type, path, bytes.length);
}

/** Real files as tools write them: several pages and object streams, many IDAT chunks, a progressive JPEG full of 0xFF bytes. */
async function realFiles(): Promise<Array<[Checked, Buffer]>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page++) doc.addPage().drawText(`Policy schedule, page ${page}`, { x: 50, y: 700, font, size: 18 });
  const noise = sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } });
  return [
    ['pdf', Buffer.from(await doc.save())],
    ['pdf', Buffer.from(await doc.save({ useObjectStreams: false }))],
    ['png', await noise.clone().png({ compressionLevel: 1 }).toBuffer()],
    ['jpeg', await noise.clone().jpeg({ quality: 95, progressive: true }).toBuffer()],
    ['jpeg', await noise.clone().jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer()],
    ['webp', await noise.clone().webp().toBuffer()],
  ];
}

describe('wholeFileProblem', () => {
  it.each([
    ['pdf', SAMPLE_PDF], ['png', SAMPLE_PNG], ['jpeg', SAMPLE_JPEG], ['webp', SAMPLE_WEBP],
    ['pdf', samplePdf(50_000)], ['png', samplePng(50_000)], ['jpeg', sampleJpeg(200_000)],
  ] as Array<[Checked, Buffer]>)('takes a whole %s', async (type, bytes) => {
    expect(await problem(type, bytes)).toBeNull();
  });

  it('takes real PDFs, PNGs, JPEGs and WebPs, and refuses each cut anywhere short of its end', async () => {
    for (const [type, bytes] of await realFiles()) {
      expect(await problem(type, bytes), type).toBeNull();
      // Cut at ten points through the file, and just before the final marker.
      const cuts = [...Array.from({ length: 10 }, (_, index) => Math.floor((bytes.length * (index + 1)) / 11)), bytes.length - 2];
      for (const keep of cuts) expect(await problem(type, cutShort(bytes, keep)), `${type} cut to ${keep} of ${bytes.length}`).toBe('its end is missing');
    }
  }, 30_000);

  it('takes what tools append after the end: a comment after %%EOF, bytes after IEND or EOI', async () => {
    expect(await problem('pdf', Buffer.concat([SAMPLE_PDF, Buffer.from('% appended by a scanner\n')]))).toBeNull();
    expect(await problem('png', Buffer.concat([SAMPLE_PNG, Buffer.from('trailing')]))).toBeNull();
    expect(await problem('jpeg', Buffer.concat([SAMPLE_JPEG, randomBytes(5000)]))).toBeNull();
  });

  it.each([
    ['a PDF header and nothing else', 'pdf', Buffer.from('%PDF-1.7\n'), 'its end is missing'],
    ['a PDF whose trailer points past its end', 'pdf', Buffer.from('%PDF-1.4\nstartxref\n999999\n%%EOF\n'), 'its end is missing'],
    ['a PDF whose %%EOF is further back than readers look', 'pdf', Buffer.concat([SAMPLE_PDF, Buffer.alloc(2000, 0x20)]), 'its end is missing'],
    ['a PNG signature and garbage', 'png', Buffer.concat([SAMPLE_PNG.subarray(0, 8), Buffer.from('not a chunk at all')]), 'its structure is damaged'],
    ['a PNG without its IEND chunk', 'png', cutShort(SAMPLE_PNG, SAMPLE_PNG.length - 12), 'its end is missing'],
    ['a PNG whose first chunk is not IHDR', 'png', Buffer.concat([SAMPLE_PNG.subarray(0, 12), Buffer.from('IDAT'), SAMPLE_PNG.subarray(16)]), 'its structure is damaged'],
    ['a JPEG start and garbage', 'jpeg', Buffer.concat([SAMPLE_JPEG.subarray(0, 2), Buffer.from('garbage where a marker belongs')]), 'its structure is damaged'],
    ['a JPEG whose segment runs past its end', 'jpeg', Buffer.concat([SAMPLE_JPEG.subarray(0, 4), Buffer.from([0x7f, 0xff, 1, 2, 3])]), 'its end is missing'],
    ['a WebP whose RIFF size runs past its end', 'webp', cutShort(SAMPLE_WEBP, SAMPLE_WEBP.length - 1), 'its end is missing'],
  ] as Array<[string, Checked, Buffer, string]>)('refuses %s', async (_name, type, bytes, reason) => {
    expect(await problem(type, bytes)).toBe(reason);
  });

  it('pads the samples to exact sizes', () => {
    for (const size of [1000, 65_539, 1024 * 1024]) {
      expect(samplePdf(size)).toHaveLength(size);
      expect(samplePng(size)).toHaveLength(size);
      expect(sampleJpeg(size)).toHaveLength(size);
    }
  });
});
