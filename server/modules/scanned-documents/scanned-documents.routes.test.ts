import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import type {
  Extraction, ExtractionResult, ScannedDocument, ScannedDocumentListResult, ScannedDocumentResult, ScannedDocumentType, VerifyResult,
} from '../../../shared/contract/scanned-documents/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL, DEMO_VIEWER_EMAIL } from '../../demo/seedDemo.js';
import { HttpError } from '../../http/httpError.js';
import type { DocumentFile, DocumentReader } from '../../services/ocr/documentReader.types.js';
import { SAMPLE_JPEG as JPEG, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG, cutShort, samplePdf } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { buildZip } from '../../../tests/fixtures/uploads/zipFixture.js';
import { generateCard } from '../../../tests/fixtures/ocr/syntheticCards.js';
import { createSaleFixture, type SaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';

const EID = '784199012345676';
const VIN = '1HGCM82633A004352';

type Answer = Extraction | Error | ((type: ScannedDocumentType) => Extraction);

/** A reader that answers what each test queues (read fields by default) and records what it was asked. */
function fakeReader() {
  const queue: Answer[] = [];
  const calls: Array<{ type: ScannedDocumentType; mimeType: DocumentFile['mimeType']; size: number }> = [];
  let gate: Promise<void> | null = null;
  const reader: DocumentReader = {
    async read(type, file) {
      calls.push({ type, mimeType: file.mimeType, size: file.bytes.length });
      if (gate) await gate;
      const answer = queue.shift() ?? ((documentType: ScannedDocumentType) => extraction(documentType, { licenceNo: 'L-1' }));
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(type) : answer;
    },
    close: () => Promise.resolve(),
  };
  return {
    reader, calls,
    next: (...answers: Answer[]) => queue.push(...answers),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    reset: () => {
      queue.length = 0;
      calls.length = 0;
      gate = null;
    },
  };
}

function extraction(documentType: ScannedDocumentType, fields: Record<string, string>, owners: Extraction['owners'] = {}): Extraction {
  return { documentType, read: true, fields, owners, confidence: 88 };
}

/** A multipart body with text fields and one file, as a browser's FormData sends it. */
function form(file: { field?: string; name: string; bytes: Buffer; type: string } | null, fields: Record<string, string> = {}) {
  const boundary = '----scannedDocumentsTest';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes, Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Distinct bytes of a kind, so each upload has its own checksum. */
let variant = 0;
const png = () => Buffer.concat([PNG, Buffer.from(`#${++variant}`)]);
const pdf = () => Buffer.concat([PDF, Buffer.from(`% ${++variant}\n`)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let server: TestServer;
let ocr: ReturnType<typeof fakeReader>;
let admin: string;
let sale: SaleFixture;
let other: SaleFixture;

beforeAll(async () => {
  ocr = fakeReader();
  server = await buildTestServer({ documentReader: ocr.reader });
  admin = await server.login();
  sale = await createSaleFixture(server.app);
  other = await createSaleFixture(server.app);
});
afterAll(async () => server.close());
beforeEach(() => ocr.reset());

function post(url: string, body: ReturnType<typeof form> | { payload: object }, token = admin) {
  return server.injectAs(token, { method: 'POST', url, ...body });
}
const get = (url: string, token = admin) => server.injectAs(token, { method: 'GET', url });

async function customerDocuments(id = sale.customerId): Promise<ScannedDocument[]> {
  const response = await get(`/api/user/${id}/getscanneddocuments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScannedDocumentListResult>().data;
}
async function carDocuments(id = sale.carId): Promise<ScannedDocument[]> {
  const response = await get(`/api/cars/${id}/getscanneddocuments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScannedDocumentListResult>().data;
}

/** Files kept under the scanned-documents folder, and what the temporary folder holds. */
function storedFiles(): string[] {
  const root = join(server.dataDir, 'files', 'scanned');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
}
function tempFiles(): string[] {
  const dir = join(server.dataDir, 'files', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}
async function rowCounts() {
  const count = async (table: 'scanned_documents' | 'scanned_document_files') =>
    Number((await server.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { documents: await count('scanned_documents'), files: await count('scanned_document_files') };
}
/** Everything a refused upload must leave as it was. */
async function snapshot() {
  return { customer: await customerDocuments(), car: await carDocuments(), files: storedFiles(), rows: await rowCounts() };
}
function expectMessage(response: LightMyRequestResponse, status: number, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('customer documents', () => {
  it('keeps an uploaded Emirates ID under ids only, with its checksum, and answers what OCR read', async () => {
    const bytes = png();
    ocr.next(extraction('emiratesId', { idNumber: EID, fullName: 'Fixture Buyer', side: 'front', nationality: '' }));
    const response = await post(`/api/user/uploademiratesid/${sale.customerId}`, form({ name: '../../etc/Emirates ID front.png', bytes, type: 'image/png' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScannedDocumentResult>();
    expect(body.message).toBe('File uploaded, Data fetched');
    expect(body.extraction).toMatchObject({ documentType: 'emiratesId', read: true });
    expect(body.data).toMatchObject({
      documentType: 'emiratesId', ownerType: 'customer', ownerId: sale.customerId, verification: null,
      fields: { idNumber: EID, fullName: 'Fixture Buyer', side: 'front' },
    });
    const [file] = body.data.files;
    expect(file).toMatchObject({ fileName: 'Emirates ID front.png', mimeType: 'image/png', size: bytes.length, checksum: sha256(bytes) });
    expect(file!.uploadedBy).toMatchObject({ fullName: expect.any(String) });
    expect(ocr.calls).toEqual([{ type: 'emiratesId', mimeType: 'image/png', size: bytes.length }]);
    expect(storedFiles()).toContain(join(server.dataDir, 'files', 'scanned', 'customer', sale.customerId, `${file!._id}.png`));
    expect(tempFiles()).toEqual([]);
  });

  it('merges a second upload over the first, ignoring what the second could not read', async () => {
    ocr.next(extraction('emiratesId', { fullName: '', cardNumber: '112233445', occupation: 'Engineer', side: 'back' }));
    const response = await post(`/api/user/uploademiratesid/${sale.customerId}`, form({ name: 'back.jpg', bytes: JPEG, type: 'image/jpeg' }));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<ScannedDocumentResult>();
    expect(data.fields).toEqual({ idNumber: EID, fullName: 'Fixture Buyer', side: 'back', cardNumber: '112233445', occupation: 'Engineer' });
    expect(data.files.map((file) => file.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(ocr.calls).toEqual([{ type: 'emiratesId', mimeType: 'image/jpeg', size: JPEG.length }]);
  });

  it('refuses a third file with a 422 and leaves the document as it was', async () => {
    const before = await snapshot();
    const response = await post(`/api/user/uploademiratesid/${sale.customerId}`, form({ name: 'more.pdf', bytes: pdf(), type: 'application/pdf' }));
    expectMessage(response, 422, 'You can not upload more than two files!');
    expect(ocr.calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('keeps only one of two uploads racing for the last free place, and removes the loser\'s file', async () => {
    const before = storedFiles().length;
    const first = await post(`/api/user/uploaddrivinglicense/${other.customerId}`, form({ name: 'front.png', bytes: png(), type: 'image/png' }));
    expect(first.statusCode, first.body).toBe(200);
    const release = ocr.hold();
    const racing = [1, 2].map(() => post(`/api/user/uploaddrivinglicense/${other.customerId}`, form({ name: 'back.png', bytes: png(), type: 'image/png' })));
    await expect.poll(() => ocr.calls.length).toBe(3);
    release();
    const statuses = (await Promise.all(racing)).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const [document] = (await customerDocuments(other.customerId)).filter((d) => d.documentType === 'drivingLicense');
    expect(document!.files).toHaveLength(2);
    expect(storedFiles().length).toBe(before + 2);
  });

  it('keeps the file and the earlier fields when OCR reads nothing, saying so', async () => {
    ocr.next({ documentType: 'tradeLicense', read: false, fields: {}, owners: {}, confidence: 0 });
    const response = await post(`/api/user/tradelicense/${sale.customerId}`, form({ name: 'licence.pdf', bytes: pdf(), type: 'application/pdf' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScannedDocumentResult>();
    expect(body.message).toBe('Failed to fetch OCR data');
    expect(body.extraction).toMatchObject({ read: false });
    expect(body.data).toMatchObject({ documentType: 'tradeLicense', fields: {}, owners: {} });
    expect(body.data.files).toHaveLength(1);
    expect(body.data.files[0]).toMatchObject({ mimeType: 'application/pdf' });
  });

  it('merges a trade licence\'s owners by owner index', async () => {
    ocr.next(extraction('tradeLicense', { licenceNo: 'DET-1', companyName: 'Falcon Trading LLC' }, { 0: { name: 'Ali Khan', role: 'Partner' }, 1: { name: 'Sara Ahmed' } }));
    await post(`/api/user/tradelicense/${other.customerId}`, form({ name: 'p1.pdf', bytes: pdf(), type: 'application/pdf' }));
    ocr.next(extraction('tradeLicense', { companyName: '' }, { 0: { role: 'Manager', name: '' }, 2: { name: 'Omar Said' } }));
    const response = await post(`/api/user/tradelicense/${other.customerId}`, form({ name: 'p2.pdf', bytes: pdf(), type: 'application/pdf' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScannedDocumentResult>().data).toMatchObject({
      fields: { licenceNo: 'DET-1', companyName: 'Falcon Trading LLC' },
      owners: { 0: { name: 'Ali Khan', role: 'Manager' }, 1: { name: 'Sara Ahmed' }, 2: { name: 'Omar Said' } },
    });
  });

  it('keeps the file, with no fields read, when the reader fails unexpectedly', async () => {
    ocr.next(new Error('worker crashed'));
    const response = await post(`/api/user/uploaddrivinglicense/${sale.customerId}`, form({ name: 'dl.png', bytes: png(), type: 'image/png' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScannedDocumentResult>()).toMatchObject({ message: 'Failed to fetch OCR data', extraction: { read: false }, data: { files: [{}] } });
  });

  it('lists the customer\'s documents in document order, and none for a customer without', async () => {
    expect((await customerDocuments()).map((document) => [document.documentType, document.files.length])).toEqual([
      ['emiratesId', 2], ['drivingLicense', 1], ['tradeLicense', 1],
    ]);
    const bare = await server.app.db.selectFrom('customers').select('id').orderBy('seq').executeTakeFirstOrThrow();
    expect(await customerDocuments(bare.id)).toEqual([]);
  });

  it('downloads a file with its own content type and the same bytes, and no file of another owner', async () => {
    const [eid] = await customerDocuments();
    const file = eid!.files[0]!;
    const response = await get(`/api/user/${sale.customerId}/scanneddocuments/${file._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Emirates ID front.png"');
    expect(sha256(response.rawPayload)).toBe(file.checksum);

    expectMessage(await get(`/api/user/${other.customerId}/scanneddocuments/${file._id}`), 404, 'File not found');
    expectMessage(await get(`/api/cars/${sale.carId}/scanneddocuments/${file._id}`), 404, 'File not found');
    expectMessage(await get(`/api/user/${sale.customerId}/scanneddocuments/000000000000000000000000`), 404, 'File not found');
  });

  it('refuses to serve a stored file whose bytes no longer match their checksum', async () => {
    const [, dl] = await customerDocuments();
    const file = dl!.files[0]!;
    await writeFile(join(server.dataDir, 'files', 'scanned', 'customer', sale.customerId, `${file._id}.png`), Buffer.concat([PNG, Buffer.from('tampered')]));
    expectMessage(await get(`/api/user/${sale.customerId}/scanneddocuments/${file._id}`), 500, /damaged/);
  });

  it('removes one file of a document with fileId, then the whole document', async () => {
    const [eid] = await customerDocuments();
    const [front, back] = eid!.files;
    const one = await post(`/api/user/${sale.customerId}/removeemiratesid`, { payload: { fileId: front!._id } });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ success: true, message: 'File removed' });
    const [kept] = await customerDocuments();
    expect(kept!.files.map((file) => file._id)).toEqual([back!._id]);
    expect(kept!.fields).toEqual(eid!.fields);
    expect(storedFiles().some((path) => path.includes(front!._id))).toBe(false);

    expectMessage(await post(`/api/user/${sale.customerId}/removeemiratesid`, { payload: { fileId: front!._id } }), 404, 'File not found');

    const all = await post(`/api/user/${sale.customerId}/removeemiratesid`, { payload: {} });
    expect(all.json()).toEqual({ success: true, message: 'Emirates ID removed' });
    expect((await customerDocuments()).map((document) => document.documentType)).not.toContain('emiratesId');
    expect(storedFiles().some((path) => path.includes(back!._id))).toBe(false);
    expectMessage(await post(`/api/user/${sale.customerId}/removeemiratesid`, { payload: {} }), 404, 'Emirates ID not found');
  });

  it('removes a driving licence and a trade licence', async () => {
    expect((await post(`/api/user/${sale.customerId}/removedrivinglicense`, { payload: {} })).statusCode).toBe(200);
    expect((await post(`/api/user/${sale.customerId}/removedTradelicense`, { payload: {} })).statusCode).toBe(200);
    expect(await customerDocuments()).toEqual([]);
    expect(storedFiles().some((path) => path.includes(join('customer', sale.customerId)))).toBe(false);
  });
});

describe('car documents', () => {
  it('keeps a registration card and a vehicle document of the type the form names', async () => {
    ocr.next(extraction('registrationCard', { ownerName: 'Fixture Buyer', plateNumber: '12345', chassisNo: VIN }));
    const card = await post(`/api/cars/uploadregcard/${sale.carId}`, form({ name: 'mulkiya.pdf', bytes: pdf(), type: 'application/pdf' }));
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<ScannedDocumentResult>().data).toMatchObject({ documentType: 'registrationCard', ownerType: 'car', ownerId: sale.carId });

    ocr.next((type) => extraction(type, { chassisNo: VIN, result: 'Passed' }));
    const paper = await post(`/api/cars/${sale.carId}/uploadvehicledocuments`, form({ name: 'passing.jpg', bytes: JPEG, type: 'image/jpeg' }, { documentType: 'passingPaper' }));
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json<ScannedDocumentResult>().data).toMatchObject({ documentType: 'passingPaper', fields: { chassisNo: VIN, result: 'Passed' } });
    expect(ocr.calls.map((call) => call.type)).toEqual(['registrationCard', 'passingPaper']);
    expect((await carDocuments()).map((document) => document.documentType)).toEqual(['registrationCard', 'passingPaper']);
  });

  it('takes the document type after the file too', async () => {
    const boundary = '----late';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="own.png"\r\nContent-Type: image/png\r\n\r\n`), png(),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nownershipDocument\r\n--${boundary}--\r\n`),
    ]);
    const response = await post(`/api/cars/${sale.carId}/uploadvehicledocuments`, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScannedDocumentResult>().data.documentType).toBe('ownershipDocument');
  });

  it.each([
    ['without a document type', {}, /^documentType: /],
    ['with a document type that is not a car paper', { documentType: 'emiratesId' }, /^documentType: /],
  ])('refuses a vehicle document %s with a 400, keeping nothing', async (_name, fields, message) => {
    const before = await snapshot();
    const response = await post(`/api/cars/${sale.carId}/uploadvehicledocuments`, form({ name: 'x.png', bytes: png(), type: 'image/png' }, fields));
    expectMessage(response, 400, message);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('documentType');
    expect(ocr.calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('downloads a car\'s file as a PDF', async () => {
    const [card] = await carDocuments();
    const response = await get(`/api/cars/${sale.carId}/scanneddocuments/${card!.files[0]!._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('removes a vehicle document by its type, or one of its files', async () => {
    const documents = await carDocuments();
    const passing = documents.find((document) => document.documentType === 'passingPaper')!;
    const file = await post(`/api/cars/${sale.carId}/removeVehicleDocuments`, { payload: { documentType: 'passingPaper', fileId: passing.files[0]!._id } });
    expect(file.statusCode, file.body).toBe(200);
    expect((await carDocuments()).find((document) => document.documentType === 'passingPaper')!.files).toEqual([]);
    const whole = await post(`/api/cars/${sale.carId}/removeVehicleDocuments`, { payload: { documentType: 'ownershipDocument' } });
    expect(whole.statusCode, whole.body).toBe(200);
    expectMessage(await post(`/api/cars/${sale.carId}/removeVehicleDocuments`, { payload: { documentType: 'newCarCard' } }), 404, 'New car card not found');
    expect((await carDocuments()).map((document) => document.documentType)).toEqual(['registrationCard', 'passingPaper']);
  });
});

describe('quote documents', () => {
  const quoteId = () => sale.quoteIds[0]!;

  it('keeps the insurer\'s own quote, lists it, downloads it and removes it', async () => {
    ocr.next(extraction('companyQuote', { companyName: 'Oman Insurance', premium: '1850.00' }));
    const upload = await post(`/api/quotes/${quoteId()}/uploadCompanyQuote`, form({ name: 'quote.pdf', bytes: pdf(), type: 'application/pdf' }));
    expect(upload.statusCode, upload.body).toBe(200);
    const { data } = upload.json<ScannedDocumentResult>();
    expect(data).toMatchObject({ documentType: 'companyQuote', ownerType: 'quote', ownerId: quoteId(), fields: { premium: '1850.00' } });
    expect(storedFiles()).toContain(join(server.dataDir, 'files', 'scanned', 'quote', quoteId(), `${data.files[0]!._id}.pdf`));

    const list = await get(`/api/quotes/${quoteId()}/getscanneddocuments`);
    expect(list.json<ScannedDocumentListResult>().data.map((document) => document.documentType)).toEqual(['companyQuote']);
    const file = await get(`/api/quotes/${quoteId()}/scanneddocuments/${data.files[0]!._id}`);
    expect(file.headers['content-type']).toBe('application/pdf');

    const removed = await get(`/api/quotes/${quoteId()}/removeCompanyQuote`);
    expect(removed.json()).toEqual({ success: true, message: "Insurer's quote removed" });
    expect((await get(`/api/quotes/${quoteId()}/getscanneddocuments`)).json<ScannedDocumentListResult>().data).toEqual([]);
    expectMessage(await get(`/api/quotes/${quoteId()}/removeCompanyQuote`), 404, "Insurer's quote not found");
  });
});

describe('refused uploads keep nothing and change nothing', () => {
  const url = () => `/api/user/uploademiratesid/${sale.customerId}`;
  const XLSX = buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
  const ZIP = buildZip([{ name: 'front.png', data: PNG }]);

  it.each([
    ['a zip folder', 'cards.zip', ZIP, 'application/zip', '"cards.zip" is a zip folder, where a single scanned document was expected. Scanned documents must be PDF, JPG or PNG files.'],
    ['a zip dressed as a PDF', 'card.pdf', ZIP, 'application/pdf', '"card.pdf" is a zip folder, where a single scanned document was expected. Scanned documents must be PDF, JPG or PNG files.'],
    ['an Excel workbook', 'cards.xlsx', XLSX, 'application/octet-stream', '"cards.xlsx" is an Excel workbook, not a scanned document. Scanned documents must be PDF, JPG or PNG files.'],
    ['a text file', 'card.txt', Buffer.from('784199012345676'), 'text/plain', '"card.txt" is not a PDF, JPG or PNG file. Scanned documents must be PDF, JPG or PNG files.'],
    ['a WebP image', 'card.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp', /is not a PDF, JPG or PNG file/],
    ['a PNG that claims to be a PDF', 'card.pdf', PNG, 'application/pdf', '"card.pdf" is not a PDF: its content does not match its name or type.'],
    ['text that claims to be a JPEG', 'card.jpg', Buffer.from('hello there'), 'image/jpeg', /"card\.jpg" is not a JPEG/],
  ])('refuses %s with a 415', async (_name, fileName, bytes, type, message) => {
    const before = await snapshot();
    expectMessage(await post(url(), form({ name: fileName, bytes, type })), 415, message);
    expect(ocr.calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['a PDF', 'scan.pdf', PDF, 'application/pdf'],
    ['a JPEG', 'scan.jpg', JPEG, 'image/jpeg'],
    ['a PNG', 'scan.png', PNG, 'image/png'],
  ])('refuses %s cut short with a 422, before OCR reads it', async (_name, fileName, bytes, type) => {
    const before = await snapshot();
    expectMessage(await post(url(), form({ name: fileName, bytes: cutShort(bytes), type })), 422, `"${fileName}" is damaged or cut short: its end is missing. Send the whole file again.`);
    expect(ocr.calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMITS.documentBytes)]);
    expectMessage(await post(url(), form({ name: 'scan.pdf', bytes: big, type: 'application/pdf' })), 413, '"scan.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.');
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('takes a file of exactly 10 MB', async () => {
    const exact = samplePdf(UPLOAD_LIMITS.documentBytes);
    const response = await post(`/api/quotes/${other.quoteIds[0]}/uploadCompanyQuote`, form({ name: 'big.pdf', bytes: exact, type: 'application/pdf' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScannedDocumentResult>().data.files[0]!.size).toBe(UPLOAD_LIMITS.documentBytes);
  });

  it('refuses, with the reader\'s 422, an image too small to read', async () => {
    const before = await snapshot();
    ocr.next(new HttpError(422, 'The image is too small to read: scan it at a higher resolution.'));
    expectMessage(await post(url(), form({ name: 'tiny.png', bytes: png(), type: 'image/png' })), 422, 'The image is too small to read: scan it at a higher resolution.');
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['the file under another name', form({ field: 'document', name: 'a.png', bytes: PNG, type: 'image/png' }), 400, 'file: Attach the document as "file"'],
    ['no file', form(null, { note: 'x' }), 400, 'file: Attach the document as "file"'],
  ])('refuses %s with a 400', async (_name, body, status, message) => {
    const before = await snapshot();
    expectMessage(await post(url(), body), status, message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses JSON where a file was expected', async () => {
    expectMessage(await post(url(), { payload: { file: 'x' } }), 400, 'file: Send the document as multipart form data');
  });

  it.each([
    ['customer', '/api/user/uploademiratesid/000000000000000000000000', 'Customer not found'],
    ['car', '/api/cars/uploadregcard/000000000000000000000000', 'Car not found'],
    ['quote', '/api/quotes/000000000000000000000000/uploadCompanyQuote', 'Quote not found'],
  ])('answers 404 for an unknown %s', async (_name, path, message) => {
    const before = await snapshot();
    expectMessage(await post(path, form({ name: 'a.png', bytes: PNG, type: 'image/png' })), 404, message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 when listing or removing for an unknown owner', async () => {
    expectMessage(await get('/api/cars/000000000000000000000000/getscanneddocuments'), 404, 'Car not found');
    expectMessage(await post('/api/user/000000000000000000000000/removeemiratesid', { payload: {} }), 404, 'Customer not found');
  });
});

describe('extractions', () => {
  it.each([
    ['/api/user/extractemiratesid', 'emiratesId'],
    ['/api/admin/businesslines/extractTrasdeLicense', 'tradeLicense'],
    ['/api/user/extractdrivinglicence', 'drivingLicense'],
    ['/api/cars/uploaditregcard', 'registrationCard'],
    ['/api/user/extractpassingpaperCard', 'passingPaper'],
  ] as const)('%s reads a %s and keeps nothing', async (url, type) => {
    const before = await snapshot();
    ocr.next(extraction(type, { chassisNo: VIN }));
    const response = await post(url, form({ name: 'scan.png', bytes: png(), type: 'image/png' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExtractionResult>()).toEqual({
      success: true, message: 'File uploaded, Data fetched', data: { documentType: type, read: true, fields: { chassisNo: VIN }, owners: {}, confidence: 88 },
    });
    expect(ocr.calls.map((call) => call.type)).toEqual([type]);
    expect(await snapshot()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('reads a vehicle document of the type the form names', async () => {
    const response = await post('/api/cars/uploaditvehicledocuments', form({ name: 'ncc.pdf', bytes: pdf(), type: 'application/pdf' }, { documentType: 'newCarCard' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExtractionResult>().data.documentType).toBe('newCarCard');
    expect(ocr.calls).toEqual([expect.objectContaining({ type: 'newCarCard', mimeType: 'application/pdf' })]);
    expectMessage(await post('/api/cars/uploaditvehicledocuments', form({ name: 'ncc.pdf', bytes: pdf(), type: 'application/pdf' })), 400, /^documentType: /);
  });

  it('says when nothing could be read', async () => {
    ocr.next({ documentType: 'emiratesId', read: false, fields: {}, owners: {}, confidence: 0 });
    const response = await post('/api/user/extractemiratesid', form({ name: 'blur.jpg', bytes: JPEG, type: 'image/jpeg' }));
    expect(response.json<ExtractionResult>()).toMatchObject({ message: 'Failed to fetch OCR data', data: { read: false } });
  });

  it('answers a form cut off in the middle of its file with 400, and the server keeps running', async () => {
    const whole = form({ name: 'id.png', bytes: Buffer.concat([png(), Buffer.alloc(64 * 1024, 7)]), type: 'image/png' });
    const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 20_000) };
    let unhandled: unknown;
    const onUnhandled = (reason: unknown) => (unhandled = reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const response = await post('/api/user/extractemiratesid', cut);
      expect(response.statusCode, response.body).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toBeUndefined();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    // The cut-off part is removed once its stream closes, which a loaded machine may do after the answer.
    await expect.poll(() => tempFiles(), { timeout: 5000, interval: 20 }).toEqual([]);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('refuses what an upload refuses, keeping nothing', async () => {
    expectMessage(await post('/api/user/extractemiratesid', form({ name: 'id.zip', bytes: buildZip([{ name: 'a.png', data: PNG }]), type: 'application/zip' })), 415, /zip folder/);
    ocr.next(new HttpError(422, 'The PDF has no pages.'));
    expectMessage(await post('/api/user/extractemiratesid', form({ name: 'empty.pdf', bytes: pdf(), type: 'application/pdf' })), 422, 'The PDF has no pages.');
    await expect.poll(() => tempFiles(), { timeout: 5000, interval: 20 }).toEqual([]);
  });
});

describe('verifications', () => {
  const customerName = async (id: string) =>
    (await server.app.db.selectFrom('customers').select('full_name').where('id', '=', id).executeTakeFirstOrThrow()).full_name;

  it('checks fields against the expected values without keeping anything when no owner is named', async () => {
    const before = await snapshot();
    const response = await post('/api/user/verifyemiratesid', {
      payload: { fields: { idNumber: '784199012345675', fullName: 'Omar Haddad', expiryDate: '2020-01-01', side: 'front' }, expected: { fullName: 'Rashid Al Hammadi' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VerifyResult>();
    expect(body.data.valid).toBe(false);
    expect(body.data.problems.map((problem) => `${problem.field}:${problem.code}`)).toEqual(['idNumber:checkDigit', 'expiryDate:expired', 'fullName:nameMismatch']);
    expect(body.message).toBe('Emirates ID: 3 problems found');
    expect(await snapshot()).toEqual(before);
  });

  it('checks a document typed in by hand against the customer, keeping the fields and the result on a new document', async () => {
    const name = await customerName(sale.customerId);
    const fields = { licenceNo: '1234567', fullName: name.toUpperCase(), expiryDate: '2099-01-01' };
    const response = await post('/api/user/verifydrivinglicense', { payload: { ownerId: sale.customerId, fields, expected: { fullName: 'Someone Else' } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VerifyResult>()).toMatchObject({ message: 'Driving licence verified', data: { valid: true, problems: [] } });
    const [document] = await customerDocuments();
    expect(document).toMatchObject({ documentType: 'drivingLicense', files: [], fields, verification: { valid: true } });
  });

  it('saves the corrected fields over a stored document and finds a name that is not the customer\'s', async () => {
    ocr.next(extraction('emiratesId', { idNumber: EID, fullName: 'Fixture Buyr', occupation: 'Engineer' }));
    await post(`/api/user/uploademiratesid/${sale.customerId}`, form({ name: 'id.png', bytes: png(), type: 'image/png' }));
    const fields = { idNumber: EID, fullName: 'Omar Haddad', expiryDate: '2099-01-01', side: 'front' };
    const response = await post('/api/user/verifyemiratesid', { payload: { ownerId: sale.customerId, fields } });
    expect(response.json<VerifyResult>().data.problems).toEqual([
      { field: 'fullName', code: 'nameMismatch', message: `Name (English) "Omar Haddad" does not match the customer's name "${await customerName(sale.customerId)}".` },
    ]);
    const eid = (await customerDocuments()).find((document) => document.documentType === 'emiratesId')!;
    expect(eid.fields).toEqual(fields);
    expect(eid.files).toHaveLength(1);
    expect(eid.verification).toMatchObject({ valid: false, problems: [{ code: 'nameMismatch' }] });
  });

  it('checks car papers against the car\'s chassis number and keeps the result on the car', async () => {
    const name = await customerName(sale.customerId);
    const good = await post('/api/user/verifyregistrationcard', {
      payload: { ownerId: sale.carId, fields: { ownerName: name, plateNumber: '12345', expiryDate: '2099-01-01', chassisNo: VIN.toLowerCase(), side: 'front' } },
    });
    expect(good.json<VerifyResult>().data).toMatchObject({ valid: true });
    const wrong = await post('/api/user/verifynewcarcard', {
      payload: { ownerId: sale.carId, fields: { ownerName: name, make: 'Toyota', model: 'Camry', chassisNo: 'JTDBR32E720123456' } },
    });
    expect(wrong.json<VerifyResult>().data.problems).toEqual([expect.objectContaining({ field: 'chassisNo', code: 'chassisMismatch' })]);
    expect((await carDocuments()).find((document) => document.documentType === 'newCarCard')!.verification).toMatchObject({ valid: false });
  });

  it('asks for the front of the registration card, and skips the side for the RC front copy', async () => {
    const back = { chassisNo: VIN, engineNo: 'K24', side: 'back' };
    const card = await post('/api/user/verifyregistrationcard', { payload: { fields: back } });
    expect(card.json<VerifyResult>().data.problems).toContainEqual({ field: 'side', code: 'wrongSide', message: 'This is the back of the registration card; upload the front.' });
    const copy = await post('/api/user/verifyrcfrontcopy', { payload: { fields: { ownerName: 'A B', plateNumber: '1', expiryDate: '2099-01-01', chassisNo: VIN } } });
    expect(copy.json<VerifyResult>()).toMatchObject({ message: 'RC front copy verified', data: { valid: true } });
  });

  it.each([
    ['/api/user/verifytradelicense', { licenceNo: 'DET-1', companyName: 'Falcon LLC', expiryDate: '2099-01-01' }],
    ['/api/user/verifyownershipproof', { ownerName: 'Any Owner', chassisNo: VIN }],
    ['/api/user/verifypassingpaper', { chassisNo: VIN, inspectionDate: '2020-01-01' }],
    ['/api/user/verifyvehicleclearancecertificate', { chassisNo: VIN, issueDate: '2020-01-01', expiryDate: '2099-01-01' }],
  ])('%s passes a good document', async (url, fields) => {
    const response = await post(url, { payload: { fields, expected: { chassisNo: VIN } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VerifyResult>().data).toMatchObject({ valid: true, problems: [] });
  });

  it('answers 404 for an unknown owner', async () => {
    const response = await post('/api/user/verifyemiratesid', { payload: { ownerId: '000000000000000000000000', fields: {} } });
    expectMessage(response, 404, 'Customer not found');
  });

  it('needs the owner\'s update permission to keep the result on the owner', async () => {
    const reader = await createTestAccount(server.app, { moduleAccess: { proposal: { read: true }, customer: { read: true } } });
    const token = await server.login(reader.email);
    const before = await snapshot();
    const saving = await post('/api/user/verifyemiratesid', { payload: { ownerId: sale.customerId, fields: { idNumber: EID } } }, token);
    expectMessage(saving, 403, "You do not have permission to update this customer's documents.");
    const car = await post('/api/user/verifyregistrationcard', { payload: { ownerId: sale.carId, fields: {} } }, token);
    expectMessage(car, 403, "You do not have permission to update this car's documents.");
    expect(await snapshot()).toEqual(before);
    const checking = await post('/api/user/verifyemiratesid', { payload: { fields: { idNumber: EID } } }, token);
    expect(checking.statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('lets the demo viewer list a customer\'s documents but not upload, read, verify or remove', async () => {
    const viewer = await server.login(DEMO_VIEWER_EMAIL);
    expect((await get(`/api/user/${sale.customerId}/getscanneddocuments`, viewer)).statusCode).toBe(200);
    const before = await snapshot();
    expectMessage(await post(`/api/user/uploademiratesid/${sale.customerId}`, form({ name: 'a.png', bytes: png(), type: 'image/png' }), viewer), 403, /permission/);
    expectMessage(await post('/api/user/extractemiratesid', form({ name: 'a.png', bytes: png(), type: 'image/png' }), viewer), 403, /permission/);
    expectMessage(await post('/api/user/verifyemiratesid', { payload: { fields: {} } }, viewer), 403, /permission/);
    expectMessage(await post(`/api/user/${sale.customerId}/removeemiratesid`, { payload: {} }, viewer), 403, /permission/);
    expectMessage(await get(`/api/cars/${sale.carId}/getscanneddocuments`, viewer), 403, /permission/);
    expect(ocr.calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the demo agent upload a customer\'s and a car\'s documents', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const id = await post(`/api/user/uploademiratesid/${other.customerId}`, form({ name: 'a.png', bytes: png(), type: 'image/png' }), agent);
    expect(id.statusCode, id.body).toBe(200);
    const car = await post(`/api/cars/uploadregcard/${other.carId}`, form({ name: 'rc.png', bytes: png(), type: 'image/png' }), agent);
    expect(car.statusCode, car.body).toBe(200);
    expect(car.json<ScannedDocumentResult>().data.files[0]!.uploadedBy).toMatchObject({ fullName: 'Karim Nasser' });
  });

  it('refuses everything without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/user/${sale.customerId}/getscanneddocuments` });
    expect(response.statusCode).toBe(401);
  });
});

describe('with the real reader', () => {
  let real: TestServer;
  let token: string;
  let fixture: SaleFixture;

  beforeAll(async () => {
    real = await buildTestServer();
    token = await real.login();
    fixture = await createSaleFixture(real.app);
  }, 60_000);
  afterAll(async () => real.close());

  it('reads a generated Emirates ID scan, keeps it and merges what it read', async () => {
    const card = await generateCard('emiratesId', 3);
    const response = await real.injectAs(token, {
      method: 'POST', url: `/api/user/uploademiratesid/${fixture.customerId}`, ...form({ name: 'eid.png', bytes: card.png, type: 'image/png' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScannedDocumentResult>();
    expect(body).toMatchObject({ message: 'File uploaded, Data fetched', extraction: { documentType: 'emiratesId', read: true } });
    expect(body.extraction!.fields.idNumber).toBe(card.truth.fields.idNumber);
    expect(body.data.fields).toEqual(body.extraction!.fields);
    expect(body.data.files[0]).toMatchObject({ mimeType: 'image/png', checksum: sha256(card.png) });
  }, 120_000);

  it('refuses an image too small to read with the reader\'s 422, keeping nothing', async () => {
    const tiny = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const response = await real.injectAs(token, {
      method: 'POST', url: `/api/user/uploaddrivinglicense/${fixture.customerId}`, ...form({ name: 'tiny.png', bytes: tiny, type: 'image/png' }),
    });
    expectMessage(response, 422, /^The image is too small to read/);
    const list = await real.injectAs(token, { method: 'GET', url: `/api/user/${fixture.customerId}/getscanneddocuments` });
    expect(list.json<ScannedDocumentListResult>().data.map((document) => document.documentType)).toEqual(['emiratesId']);
    expect(readdirSync(join(real.dataDir, 'files', 'scanned', 'customer', fixture.customerId))).toHaveLength(1);
  }, 60_000);
});
