import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExtractionSchema } from '../../../shared/contract/scanned-documents/index.js';
import { createDocumentReader } from './documentReader.js';
import type { DocumentReader } from './documentReader.types.js';
import { generateCard, scannedPdf, textLayerPdf } from '../../../tests/fixtures/ocr/syntheticCards.js';

describe('createDocumentReader', () => {
  let langDir: string;
  let reader: DocumentReader;
  const fetchSpy = vi.fn(() => Promise.reject(new Error('The OCR reader must not use the network')));

  beforeAll(() => {
    // Offline: the language folder starts empty and any network request fails the test.
    langDir = mkdtempSync(join(tmpdir(), 'brokerdesk-ocr-lang-'));
    vi.stubGlobal('fetch', fetchSpy);
    reader = createDocumentReader({ langDir, workers: 1 });
  });

  afterAll(async () => {
    await reader.close();
    vi.unstubAllGlobals();
    rmSync(langDir, { recursive: true, force: true });
  });

  it('reads an Emirates ID offline, copying the language data into an empty folder first', async () => {
    expect(readdirSync(langDir)).toEqual([]);
    const card = await generateCard('emiratesId', 1);
    const extraction = await reader.read('emiratesId', { bytes: card.jpeg, mimeType: 'image/jpeg' });

    expect(ExtractionSchema.parse(extraction)).toEqual(extraction);
    expect(extraction).toMatchObject({ documentType: 'emiratesId', read: true, fields: { side: 'front', idNumber: card.truth.fields.idNumber } });
    expect(extraction.confidence).toBeGreaterThan(50);
    expect(readdirSync(langDir).sort()).toEqual(['ara.traineddata.gz', 'eng.traineddata.gz']);
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 60_000);

  it('reads a scanned PDF through the same OCR', async () => {
    const card = await generateCard('vehicleClearanceCertificate', 2);
    const extraction = await reader.read('vehicleClearanceCertificate', { bytes: await scannedPdf(card.jpeg, 'image/jpeg'), mimeType: 'application/pdf' });
    expect(extraction.read).toBe(true);
    expect(extraction.fields.chassisNo).toBe(card.truth.fields.chassisNo);
  }, 30_000);

  it('parses the text layer of a PDF without OCR', async () => {
    const pdf = await textLayerPdf(['Commercial License', 'License No.: 784512', 'Trade Name: Falcon Technical Services LLC', 'Expiry Date: 14/07/2026']);
    expect(await reader.read('tradeLicense', { bytes: pdf, mimeType: 'application/pdf' })).toEqual({
      documentType: 'tradeLicense', read: true, confidence: 100, owners: {},
      fields: { licenceNo: '784512', companyName: 'Falcon Technical Services LLC', expiryDate: '2026-07-14' },
    });
  });

  it('answers read: false with no fields when nothing usable is on the page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await reader.read('drivingLicense', { bytes: Buffer.from(await doc.save()), mimeType: 'application/pdf' }))
      .toEqual({ documentType: 'drivingLicense', read: false, fields: {}, owners: {}, confidence: 0 });

    const blank = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
    expect(await reader.read('passingPaper', { bytes: blank, mimeType: 'image/png' })).toMatchObject({ read: false, fields: {}, owners: {} });
  }, 30_000);

  it('refuses an image too small to read with a 422', async () => {
    const tiny = await sharp({ create: { width: 160, height: 100, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await expect(reader.read('emiratesId', { bytes: tiny, mimeType: 'image/png' })).rejects.toMatchObject({ statusCode: 422 });
  });
});
