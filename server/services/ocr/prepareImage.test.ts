import { deflateSync } from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/httpError.js';
import { estimateLineHeight, prepareDocument, prepareImage, stretchContrast } from './prepareImage.js';
import { generateCard, scannedPdf, textLayerPdf } from '../../../tests/fixtures/ocr/syntheticCards.js';

const grey = (width: number, height: number, level = 255) => sharp({ create: { width, height, channels: 3, background: { r: level, g: level, b: level } } });

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A page holding one 8-bit grey image stored as Flate with PNG row predictors (Sub on even rows, Up on odd ones). */
async function predictorPdf(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * width, (y + 1) * width);
    const filter = y % 2 === 0 ? 1 : 2;
    const encoded = Buffer.alloc(width + 1);
    encoded[0] = filter;
    for (let x = 0; x < width; x++) {
      const predictor = filter === 1 ? (x > 0 ? row[x - 1]! : 0) : y > 0 ? pixels[(y - 1) * width + x]! : 0;
      encoded[x + 1] = (row[x]! - predictor) & 0xff;
    }
    rows.push(encoded);
  }
  const doc = await PDFDocument.create();
  const page = doc.addPage([width, height]);
  const image = doc.context.stream(deflateSync(Buffer.concat(rows)), {
    Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, ColorSpace: 'DeviceGray', Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: width },
  });
  page.node.setXObject(PDFName.of('Im1'), doc.context.register(image));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, 0, 0), drawObject('Im1'), popGraphicsState());
  return Buffer.from(await doc.save());
}

describe('prepareImage', () => {
  it('refuses an image too small to read, saying how to fix it', async () => {
    const tiny = await grey(180, 120).png().toBuffer();
    const error = await rejection(prepareImage(tiny));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('The image is too small to read: 180×120 pixels. Scan it again at a higher resolution.');
  });

  it('refuses bytes that are not an image', async () => {
    expect((await rejection(prepareImage(Buffer.from('not an image')))).statusCode).toBe(422);
  });

  it('turns a card into a greyscale PNG of the same size when its text is already large enough', async () => {
    const card = await generateCard('emiratesId', 3);
    const prepared = await prepareImage(card.png);
    const [before, after] = await Promise.all([sharp(card.png).metadata(), sharp(prepared).metadata()]);
    expect(after.format).toBe('png');
    expect(after.channels).toBe(1);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
  });

  it('enlarges a small but readable scan so that its lines reach the target height', async () => {
    const card = await generateCard('drivingLicense', 3);
    const small = await sharp(card.png).resize(450).png().toBuffer();
    const prepared = await prepareImage(small);
    const { width = 0 } = await sharp(prepared).metadata();
    expect(width).toBeGreaterThan(700);
    expect(width).toBeLessThanOrEqual(2_500);
  });

  it('applies the EXIF orientation of a phone photo', async () => {
    const card = await generateCard('companyQuote', 3);
    // Stored turned a quarter left, with the tag that tells viewers to turn it back.
    const sideways = await sharp(card.png).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const [{ width: w0 = 0, height: h0 = 0 }, { width = 0, height = 0 }] = await Promise.all([sharp(card.png).metadata(), sharp(await prepareImage(sideways)).metadata()]);
    expect([width, height]).toEqual([w0, h0]);
  });
});

describe('stretchContrast and estimateLineHeight', () => {
  it('maps faint ink to black and grey paper to white', () => {
    const pixels = Uint8Array.from([120, 120, 120, 180, 180, 180, 180, 180]);
    stretchContrast(pixels);
    expect([pixels[0], pixels[7]]).toEqual([0, 255]);
  });

  it('measures the height of the text lines of a card', async () => {
    const { data, info } = await sharp((await generateCard('newCarCard', 3)).png).greyscale().raw().toBuffer({ resolveWithObject: true });
    stretchContrast(data);
    const height = estimateLineHeight(data, info.width, info.height);
    expect(height).toBeGreaterThan(10);
    expect(height).toBeLessThan(30);
  });
});

describe('prepareDocument', () => {
  it('refuses a PDF with no pages', async () => {
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    const error = await rejection(prepareDocument({ bytes: empty, mimeType: 'application/pdf' }));
    expect([error.statusCode, error.message]).toEqual([422, 'The PDF has no pages.']);
  });

  it('refuses a damaged PDF', async () => {
    expect((await rejection(prepareDocument({ bytes: Buffer.from('%PDF-1.7 nothing else'), mimeType: 'application/pdf' }))).statusCode).toBe(422);
  });

  it('uses the text layer of a PDF as it is', async () => {
    const pdf = await textLayerPdf(['Emirates ID', 'ID Number: 784-1990-1234567-6', 'Name: Rashid Al Hammadi']);
    expect(await prepareDocument({ bytes: pdf, mimeType: 'application/pdf' })).toEqual({
      kind: 'text', text: 'Emirates ID\nID Number: 784-1990-1234567-6\nName: Rashid Al Hammadi',
    });
  });

  it.each(['image/png', 'image/jpeg'] as const)('takes the scanned image out of a PDF (%s inside)', async (mimeType) => {
    const card = await generateCard('ownershipDocument', 4);
    const pdf = await scannedPdf(mimeType === 'image/png' ? card.png : card.jpeg, mimeType);
    const prepared = await prepareDocument({ bytes: pdf, mimeType: 'application/pdf' });
    expect(prepared.kind).toBe('image');
    const [original, extracted] = await Promise.all([sharp(card.png).metadata(), sharp(prepared.kind === 'image' ? prepared.png : Buffer.alloc(0)).metadata()]);
    expect([extracted.width, extracted.height]).toEqual([original.width, original.height]);
  });

  it('decodes a Flate image stored with PNG row predictors', async () => {
    const { data, info } = await sharp((await generateCard('passingPaper', 4)).png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const prepared = await prepareDocument({ bytes: await predictorPdf(data, info.width, info.height), mimeType: 'application/pdf' });
    expect(prepared.kind).toBe('image');
    const decoded = await sharp(prepared.kind === 'image' ? prepared.png : Buffer.alloc(0)).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height]).toEqual([info.width, info.height]);
    // Same picture, contrast stretched: dark stays dark and light stays light.
    const sample = (pixels: Buffer, index: number) => pixels[index]! < 128;
    const agree = Array.from({ length: 2_000 }, (_, i) => (i * 7919) % data.length).filter((i) => sample(data, i) === sample(decoded.data, i)).length;
    expect(agree).toBeGreaterThan(1_800);
  });

  it('finds nothing to read on a blank page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await prepareDocument({ bytes: Buffer.from(await doc.save()), mimeType: 'application/pdf' })).toEqual({ kind: 'empty' });
  });
});
