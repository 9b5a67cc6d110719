import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, type DocumentListResult, type DocumentUploadResult } from '../../../shared/contract/documents/index.js';
import { buildTestServer, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { documentsDb } from '../../services/uploads/documents.tables.js';
import { SAMPLE_JPEG, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG, cutShort } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { buildZip } from '../../../tests/fixtures/uploads/zipFixture.js';

let server: TestServer;
let token: string;
let customerId: string;

beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
  customerId = (await server.app.db.selectFrom('customers').select('id').orderBy('seq').executeTakeFirstOrThrow()).id;
});
afterAll(async () => server.close());

function upload(name: string, bytes: Buffer, mimeType: string, field = 'file', id = customerId) {
  const form = multipartFile(field, name, bytes, mimeType);
  return server.injectAs(token, { method: 'POST', url: `/api/admin/customers/${id}/documents/upload`, ...form });
}

async function list(): Promise<DocumentListResult> {
  const response = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${customerId}/documents?size=200` });
  expect(response.statusCode).toBe(200);
  return response.json<DocumentListResult>();
}

function storedFiles(): string[] {
  const dir = join(server.dataDir, 'files', 'customers', customerId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

const XLSX = buildZip([
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), deflate: true },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), deflate: true },
]);

describe('customer documents', () => {
  it('stores a PDF under ids only, lists it and downloads the same bytes', async () => {
    const response = await upload('../../etc/Emirates ID.pdf', PDF, 'application/pdf');
    expect(response.statusCode, response.body).toBe(200);
    const [document] = response.json<DocumentUploadResult>().data;
    expect(document).toMatchObject({ fileName: 'Emirates ID.pdf', kind: 'pdf', size: PDF.length, customerId });
    expect(storedFiles()).toContain(`${document!._id}.pdf`);
    expect((await list()).data.map((d) => d._id)).toContain(document!._id);

    const download = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${customerId}/documents/${document!._id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts PNG and JPEG images and an Excel workbook by their content', async () => {
    expect((await upload('car.png', PNG, 'image/png')).statusCode).toBe(200);
    expect((await upload('card.jpg', SAMPLE_JPEG, 'image/jpeg')).statusCode).toBe(200);
    const excel = await upload('fleet.xlsx', XLSX, 'application/octet-stream');
    expect(excel.statusCode, excel.body).toBe(200);
    expect(excel.json<DocumentUploadResult>().data[0]).toMatchObject({ kind: 'excel', fileName: 'fleet.xlsx' });
  });

  it('refuses content that is not what the name claims, with a 415 and the reason', async () => {
    const response = await upload('passport.pdf', PNG, 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: '"passport.pdf" is not a PDF: its content does not match its name or type.' });
    const mismatch = await upload('passport.pdf', PDF, 'image/png');
    expect(mismatch.statusCode).toBe(415);
    const other = await upload('notes.txt', Buffer.from('hello'), 'text/plain');
    expect(other.statusCode).toBe(415);
    expect(other.json<{ message: string }>().message).toMatch(/Only PDF, JPG and PNG documents/);
    const fakeExcel = await upload('fleet.xlsx', buildZip([{ name: 'a.pdf', data: PDF }]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fakeExcel.statusCode).toBe(415);
  });

  it('refuses a document over 10 MB with a 413 that names the limit, and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMITS.documentBytes)]);
    const response = await upload('scan.pdf', big, 'application/pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: '"scan.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.' });
    expect(storedFiles().length).toBe(before);
    expect(readdirSync(join(server.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('unpacks a zip folder sent as folderZip into one document per entry', async () => {
    const zip = buildZip([
      { name: 'claims/', data: Buffer.alloc(0) },
      { name: 'claims/front.png', data: PNG, deflate: true },
      { name: 'claims/policy.pdf', data: PDF },
      { name: '__MACOSX/claims/._policy.pdf', data: Buffer.from('x') },
    ]);
    const response = await upload('claims.zip', zip, 'application/zip', 'folderZip');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<DocumentUploadResult>().data;
    expect(data.map((d) => [d.fileName, d.kind, d.folderName])).toEqual([['front.png', 'png', 'claims.zip'], ['policy.pdf', 'pdf', 'claims.zip']]);
    expect(storedFiles()).toEqual(expect.arrayContaining(data.map((d) => `${d._id}.${d.kind === 'png' ? 'png' : 'pdf'}`)));
    expect(storedFiles().some((name) => name.includes('front') || name.includes('policy'))).toBe(false);
  });

  it.each([
    ['a `..` path', [{ name: '../../evil.pdf', data: PDF }], /unsafe path/],
    ['an absolute path', [{ name: '/etc/evil.pdf', data: PDF }], /unsafe path/],
    ['a Windows drive path', [{ name: 'C:\\evil.pdf', data: PDF }], /unsafe path/],
    ['a symbolic link', [{ name: 'link.pdf', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 }], /link/],
    ['an encrypted entry', [{ name: 'secret.pdf', data: PDF, encrypted: true }], /encrypted/],
    ['an entry of another type', [{ name: 'run.exe', data: Buffer.from('MZ') }], /not a PDF, JPG, PNG or Excel/],
    ['an entry whose content lies about its type', [{ name: 'fake.pdf', data: PNG }], /not a PDF/],
    ['a directory promising more than 512 MB', [{ name: 'bomb.pdf', data: PDF, deflate: true, declaredSize: 600 * 2 ** 20 }], /more than 512 MB/],
    ['an entry over its kind limit', [{ name: 'big.pdf', data: PDF, deflate: true, declaredSize: 11 * 2 ** 20 }], /too large/],
    ['an entry that inflates past its declared size', [{ name: 'liar.pdf', data: Buffer.concat([PDF, Buffer.alloc(100_000)]), deflate: true, declaredSize: 100 }], /larger than its directory says/],
    ['a PDF cut short after a good one', [{ name: 'good.pdf', data: PDF }, { name: 'cut.pdf', data: cutShort(PDF), deflate: true }], /^"cut\.pdf" in the zip folder is damaged or cut short: its end is missing\.$/],
  ])('refuses a zip with %s and stores nothing', async (_name, entries, message) => {
    const before = storedFiles().length;
    const response = await upload('bad.zip', buildZip(entries), 'application/zip', 'folderZip');
    expect([413, 415, 422]).toContain(response.statusCode);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a zip with more entries than allowed before reading its directory', async () => {
    const entries = Array.from({ length: UPLOAD_LIMITS.zipMaxEntries + 1 }, (_, index) => ({ name: `p${index}.pdf`, data: PDF }));
    const response = await upload('many.zip', buildZip(entries), 'application/zip', 'folderZip');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(`The zip folder holds ${UPLOAD_LIMITS.zipMaxEntries + 1} entries; at most ${UPLOAD_LIMITS.zipMaxEntries} are accepted.`);
  });

  it('answers 404 for an unknown customer or document', async () => {
    expect((await upload('a.pdf', PDF, 'application/pdf', 'file', 'ffffffffffffffffffffffff')).statusCode).toBe(404);
    const missing = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${customerId}/documents/ffffffffffffffffffffffff/download` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a files folder outside the data folder (BROKERDESK_FILES_DIR, a share every instance sees)', () => {
  it('keeps an uploaded document there, records it as files/…, and reads it back from there', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'brokerdesk-share-'));
    const shared = await buildTestServer({ filesDir });
    try {
      const sharedToken = await shared.login();
      const owner = (await shared.app.db.selectFrom('customers').select('id').orderBy('seq').executeTakeFirstOrThrow()).id;
      const form = multipartFile('file', 'Emirates ID.pdf', PDF, 'application/pdf');
      const response = await shared.injectAs(sharedToken, { method: 'POST', url: `/api/admin/customers/${owner}/documents/upload`, ...form });
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json<DocumentUploadResult>().data[0]!._id;

      expect(readFileSync(join(filesDir, 'customers', owner, `${id}.pdf`)).equals(PDF)).toBe(true);
      expect(readdirSync(join(filesDir, 'tmp'))).toEqual([]);
      expect(existsSync(join(shared.dataDir, 'files'))).toBe(false);
      const row = await documentsDb(shared.app.db).selectFrom('documents').select('path').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.path).toBe(`files/customers/${owner}/${id}.pdf`);

      const download = await shared.injectAs(sharedToken, { method: 'GET', url: `/api/admin/customers/${owner}/documents/${id}/download` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await shared.close();
    }
  });
});
