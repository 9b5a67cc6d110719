import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFObject } from 'pdf-lib';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { unprocessable } from '../../http/httpError.js';
import type { DocumentFile } from './documentReader.types.js';

/**
 * Turns an uploaded file into what OCR reads best, or into text when there is nothing to OCR:
 * an image becomes an upright, greyscale, contrast-stretched PNG whose text is at least about
 * 27 px high (20 px of ink per line); a PDF gives the text of its first page's text layer, or
 * else the largest image on that page.
 */

/** Below either limit a card's characters are a few pixels high and OCR only guesses. */
export const MIN_SHORT_SIDE = 200;
export const MIN_PIXELS = 60_000;
/**
 * Height of a line's ink (ascender to descender, about 0.75 of the font size) that OCR reads
 * well: 20 px is a 26–28 px font. Lines under 60 % of it are enlarged, lines over 3× reduced.
 */
export const TARGET_TEXT_HEIGHT = 20;
export const MAX_LONG_SIDE = 2_500;
/** A first page with fewer letters and digits than this has no usable text layer (a bare page number, a stamp). */
const MIN_TEXT_LAYER_CHARS = 12;

/** Decoded 8-bit samples, as a PDF's Flate image gives them. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

export type PreparedDocument =
  | { kind: 'image'; png: Buffer }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

/**
 * An image, prepared; a PDF's first page as text (its text layer) or as its largest image
 * prepared; `empty` for a PDF page with neither. Refuses (422) what cannot be read at all.
 *
 * @example const prepared = await prepareDocument({ bytes, mimeType: 'application/pdf' }); // { kind: 'text', text } …
 */
export async function prepareDocument(file: DocumentFile): Promise<PreparedDocument> {
  if (file.mimeType !== 'application/pdf') return { kind: 'image', png: await prepareImage(file.bytes) };
  let doc: PDFDocument;
  let pages: number;
  try {
    doc = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    pages = doc.getPageCount();
  } catch {
    throw unprocessable('The PDF could not be opened: it is damaged or not a PDF.');
  }
  if (pages === 0) throw unprocessable('The PDF has no pages.');
  const text = await firstPageText(file.bytes);
  if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_LAYER_CHARS) return { kind: 'text', text };
  let image: Buffer | RawImage | null = null;
  try {
    image = largestImage(doc);
  } catch {
    // A malformed image dictionary: the page has nothing this reader can decode.
  }
  return image ? { kind: 'image', png: await prepareImage(image) } : { kind: 'empty' };
}

/**
 * Checks an image can be read, then: orientation from EXIF applied, greyscale, contrast
 * stretched, scaled so its text lines are about `TARGET_TEXT_HEIGHT` pixels high, as PNG.
 *
 * @example const png = await prepareImage(await readFile('eid-front.jpg'));
 */
export async function prepareImage(input: Buffer | RawImage): Promise<Buffer> {
  const open = () => (Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } }));
  const metadata = await open().metadata().catch(() => {
    throw unprocessable('The image could not be opened: it is damaged or in a format other than PNG or JPEG.');
  });
  const { width = 0, height = 0 } = metadata;
  if (Math.min(width, height) < MIN_SHORT_SIDE || width * height < MIN_PIXELS) {
    throw unprocessable(`The image is too small to read: ${width}×${height} pixels. Scan it again at a higher resolution.`);
  }
  const { data, info } = await open().rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
  const { paperNoise } = stretchContrast(data);
  const lineHeight = estimateLineHeight(data, info.width, info.height);
  let scale = 1;
  // Small text is enlarged; very large text (a phone photo held close) is reduced, which costs
  // OCR nothing in accuracy and a lot less time. Text already near the target is left alone:
  // tesseract scales each line to its own input height anyway.
  if (lineHeight !== null && (lineHeight < TARGET_TEXT_HEIGHT * 0.6 || lineHeight > TARGET_TEXT_HEIGHT * 3)) scale = TARGET_TEXT_HEIGHT / lineHeight;
  scale = Math.min(scale, 4, MAX_LONG_SIDE / Math.max(info.width, info.height));
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  // Grain on the paper turns into specks tesseract reads as punctuation (and spends time on).
  if (paperNoise > 3) image = sharp(await image.blur(0.6).toColourspace('b-w').raw().toBuffer(), { raw: { width: info.width, height: info.height, channels: 1 } });
  if (Math.abs(scale - 1) > 0.05) image = image.resize(Math.round(info.width * scale), Math.round(info.height * scale), { kernel: scale > 1 ? 'cubic' : 'lanczos3' });
  return image.toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/**
 * Maps the ink's grey level to black and the paper's to white, in place. The two levels are the
 * means of the classes Otsu's threshold splits the pixels into; a percentile stretch (sharp's
 * `normalise`) would instead blow a clean card's faint paper noise up to full contrast when text
 * covers only a few percent of it.
 */
export function stretchContrast(grey: Uint8Array): { paperNoise: number } {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey) histogram[value]!++;
  const threshold = otsuThreshold(histogram, grey.length);
  let ink = 0;
  let inkCount = 0;
  let paper = 0;
  let paperCount = 0;
  histogram.forEach((count, level) => {
    if (level < threshold) {
      ink += level * count;
      inkCount += count;
    } else {
      paper += level * count;
      paperCount += count;
    }
  });
  if (inkCount === 0 || paperCount === 0) return { paperNoise: 0 };
  ink /= inkCount;
  paper /= paperCount;
  let variance = 0;
  for (let level = threshold; level < 256; level++) variance += histogram[level]! * (level - paper) ** 2;
  const paperNoise = Math.sqrt(variance / paperCount);
  if (paper - ink < 16) return { paperNoise };
  const lookup = new Uint8Array(256);
  for (let level = 0; level < 256; level++) lookup[level] = Math.max(0, Math.min(255, Math.round(((level - ink) * 255) / (paper - ink))));
  for (let index = 0; index < grey.length; index++) grey[index] = lookup[grey[index]!]!;
  return { paperNoise: (paperNoise * 255) / (paper - ink) };
}

/**
 * The median height of the text lines, in pixels, or null when no lines are found. Dark rows are
 * counted in narrow vertical strips, so a scan tilted by a few degrees still shows separate lines.
 */
export function estimateLineHeight(grey: Uint8Array, width: number, height: number): number | null {
  // After `stretchContrast` ink is near 0 and paper near 255.
  const threshold = 128;
  const strips = 8;
  const stripWidth = Math.max(1, Math.floor(width / (strips * 2)));
  const runs: number[] = [];
  for (let strip = 0; strip < strips; strip++) {
    const left = Math.floor(((strip + 0.5) * width) / strips - stripWidth / 2);
    let run = 0;
    for (let y = 0; y <= height; y++) {
      let dark = 0;
      if (y < height) {
        const row = y * width;
        for (let x = left; x < left + stripWidth; x++) if (grey[row + x]! < threshold) dark++;
      }
      // Two dark pixels make a row of text; one is more likely a speck of noise.
      if (dark >= 2) run++;
      else {
        if (run >= 6 && run <= height / 4) runs.push(run);
        run = 0;
      }
    }
  }
  if (runs.length < 3) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

/** The grey level that best splits ink from paper (Otsu's method). */
function otsuThreshold(histogram: readonly number[], total: number): number {
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * histogram[level]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level]!;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      // Levels below the threshold are ink: this level is the last one of them.
      threshold = level + 1;
    }
  }
  return threshold;
}

interface PdfJsTextItem {
  str: string;
  transform: number[];
}

/** The first page's text layer, line by line (items at the same height joined left to right). */
async function firstPageText(bytes: Buffer): Promise<string> {
  let task: ReturnType<typeof PdfJs.getDocument> | undefined;
  try {
    // Loaded on first use: pdf.js is large, and only PDFs need it.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
    task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const items = content.items.filter((item): item is PdfJsTextItem & typeof item => 'str' in item && item.str.trim() !== '');
    const lines: Array<{ y: number; parts: Array<{ x: number; text: string }> }> = [];
    for (const item of items) {
      const x = Number(item.transform[4] ?? 0);
      const y = Number(item.transform[5] ?? 0);
      const line = lines.find((candidate) => Math.abs(candidate.y - y) < 2);
      if (line) line.parts.push({ x, text: item.str });
      else lines.push({ y, parts: [{ x, text: item.str }] });
    }
    return lines
      .sort((a, b) => b.y - a.y)
      .map((line) => line.parts.sort((a, b) => a.x - b.x).map((part) => part.text).join(' '))
      .join('\n');
  } catch {
    // A text layer pdf.js cannot read (or pdf.js missing) is treated as absent: the page's image may still be read.
    return '';
  } finally {
    await task?.destroy();
  }
}

/** The largest image on the first page (also inside form XObjects): JPEG bytes or raw samples. */
function largestImage(doc: PDFDocument): Buffer | RawImage | null {
  const candidates: PDFRawStream[] = [];
  const seen = new Set<PDFObject>();
  const collect = (resources: PDFDict | undefined, depth: number) => {
    const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xObjects) return;
    for (const value of xObjects.values()) {
      const stream = doc.context.lookup(value);
      if (!(stream instanceof PDFRawStream) || seen.has(stream)) continue;
      seen.add(stream);
      const subtype = stream.dict.lookupMaybe(PDFName.of('Subtype'), PDFName);
      if (subtype === PDFName.of('Image')) candidates.push(stream);
      else if (subtype === PDFName.of('Form') && depth < 3) collect(stream.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), depth + 1);
    }
  };
  collect(doc.getPage(0).node.Resources(), 0);
  const area = (stream: PDFRawStream) => numberIn(stream.dict, 'Width') * numberIn(stream.dict, 'Height');
  for (const stream of candidates.sort((a, b) => area(b) - area(a))) {
    const bytes = decodeImage(doc, stream);
    if (bytes) return bytes;
  }
  return null;
}

function numberIn(dict: PDFDict, key: string): number {
  return dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? 0;
}

/**
 * An image stream as JPEG bytes (DCT) or as raw samples (Flate or no filter). Other encodings
 * (CCITT, JBIG2, JPEG 2000, LZW) give null and the image is skipped.
 */
function decodeImage(doc: PDFDocument, stream: PDFRawStream): Buffer | RawImage | null {
  const { dict } = stream;
  const filterObject = dict.lookup(PDFName.of('Filter'));
  const filters = filterObject instanceof PDFArray
    ? filterObject.asArray().map((item) => doc.context.lookup(item)).filter((item): item is PDFName => item instanceof PDFName).map((name) => name.decodeText())
    : filterObject instanceof PDFName ? [filterObject.decodeText()] : [];
  let bytes: Uint8Array = stream.contents;
  for (const [index, filter] of filters.entries()) {
    if (filter === 'DCTDecode') return index === filters.length - 1 ? Buffer.from(bytes) : null;
    if (filter !== 'FlateDecode') return null;
    try {
      bytes = inflateSync(bytes);
    } catch {
      return null;
    }
    const params = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
    const predictor = params ? numberIn(params, 'Predictor') : 0;
    if (predictor >= 10) {
      bytes = undoPngPredictor(bytes, numberIn(params!, 'Columns') || numberIn(dict, 'Width'), numberIn(params!, 'Colors') || 1, numberIn(params!, 'BitsPerComponent') || 8);
    } else if (predictor > 1) return null;
  }
  const width = numberIn(dict, 'Width');
  const height = numberIn(dict, 'Height');
  const bits = numberIn(dict, 'BitsPerComponent') || 8;
  const colour = colourSpace(doc, dict.lookup(PDFName.of('ColorSpace')));
  if (!colour || width <= 0 || height <= 0 || ![1, 2, 4, 8].includes(bits)) return null;
  const pixels = toRgbOrGrey(bytes, width, height, bits, colour);
  return pixels ? { ...pixels, width, height } : null;
}

type ColourSpace =
  | { kind: 'device'; channels: 1 | 3 | 4 }
  | { kind: 'indexed'; base: 1 | 3 | 4; palette: Uint8Array };

function colourSpace(doc: PDFDocument, value: PDFObject | undefined): ColourSpace | null {
  const resolved = value ? doc.context.lookup(value) : undefined;
  if (resolved instanceof PDFName) {
    const name = resolved.decodeText();
    if (name === 'DeviceGray' || name === 'CalGray') return { kind: 'device', channels: 1 };
    if (name === 'DeviceRGB' || name === 'CalRGB') return { kind: 'device', channels: 3 };
    if (name === 'DeviceCMYK') return { kind: 'device', channels: 4 };
    return null;
  }
  if (!(resolved instanceof PDFArray) || resolved.size() === 0) return null;
  const family = doc.context.lookup(resolved.get(0));
  if (!(family instanceof PDFName)) return null;
  if (family.decodeText() === 'ICCBased') {
    const profile = doc.context.lookup(resolved.get(1));
    const channels = profile instanceof PDFRawStream ? numberIn(profile.dict, 'N') : 0;
    return channels === 1 || channels === 3 || channels === 4 ? { kind: 'device', channels } : null;
  }
  if (family.decodeText() === 'Indexed') {
    const base = colourSpace(doc, resolved.get(1));
    const lookup = doc.context.lookup(resolved.get(3));
    if (base?.kind !== 'device') return null;
    let palette: Uint8Array | null = null;
    if (lookup instanceof PDFRawStream) palette = lookup.contents;
    else if (lookup && 'asBytes' in lookup && typeof lookup.asBytes === 'function') palette = (lookup.asBytes as () => Uint8Array)();
    return palette ? { kind: 'indexed', base: base.channels, palette } : null;
  }
  return null;
}

/** Samples of any bit depth → 8-bit grey or RGB (CMYK is converted, palettes looked up). */
function toRgbOrGrey(samples: Uint8Array, width: number, height: number, bits: number, colour: ColourSpace): { data: Buffer; channels: 1 | 3 } | null {
  const perPixel = colour.kind === 'device' ? colour.channels : 1;
  const rowBytes = Math.ceil((width * perPixel * bits) / 8);
  if (samples.length < rowBytes * height) return null;
  const max = (1 << bits) - 1;
  const sample = (row: number, index: number): number => {
    if (bits === 8) return samples[row * rowBytes + index]!;
    const bit = index * bits;
    const byte = samples[row * rowBytes + (bit >> 3)]!;
    return (byte >> (8 - bits - (bit & 7))) & max;
  };
  const outChannels = colour.kind === 'device' ? (colour.channels === 1 ? 1 : 3) : colour.base === 1 ? 1 : 3;
  // The common case, 8-bit grey or RGB rows without padding, is the samples themselves.
  if (bits === 8 && colour.kind === 'device' && colour.channels !== 4) {
    return { data: Buffer.from(samples.buffer, samples.byteOffset, rowBytes * height), channels: outChannels };
  }
  const out = Buffer.alloc(width * height * outChannels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const target = (y * width + x) * outChannels;
      let values: number[];
      if (colour.kind === 'indexed') {
        const entry = sample(y, x) * colour.base;
        values = Array.from(colour.palette.subarray(entry, entry + colour.base));
        if (values.length < colour.base) return null;
      } else {
        values = Array.from({ length: colour.channels }, (_, channel) => Math.round((sample(y, x * colour.channels + channel) * 255) / max));
      }
      if (values.length === 4) {
        const [c, m, yellow, k] = values.map((value) => value / 255) as [number, number, number, number];
        values = [255 * (1 - c) * (1 - k), 255 * (1 - m) * (1 - k), 255 * (1 - yellow) * (1 - k)].map(Math.round);
      }
      for (let channel = 0; channel < outChannels; channel++) out[target + channel] = values[channel]!;
    }
  }
  return { data: out, channels: outChannels };
}

/** Reverses the PNG row filters a Flate stream with `Predictor` ≥ 10 carries (one filter byte per row). */
function undoPngPredictor(data: Uint8Array, columns: number, colors: number, bits: number): Uint8Array {
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * (rowBytes + 1)]!;
    const source = row * (rowBytes + 1) + 1;
    const target = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bytesPerPixel ? out[target + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[target - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[target - rowBytes + i - bytesPerPixel]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      out[target + i] = (data[source + i]! + predicted) & 0xff;
    }
  }
  return out;
}
