import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HealthDocumentUploadResultSchema, HealthDocumentsResultSchema, HealthProposalCreatedResultSchema, HealthProposalDetailResultSchema, type HealthDocuments,
} from '../../../shared/contract/health-proposals/index.js';
import type { Extraction, ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import type { HealthDocumentKey } from '../../../shared/domain/healthDocuments.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';
import type { DocumentReader } from '../../services/ocr/documentReader.types.js';

const BASE = '/api/admin/health';
const EID_FIELDS = { idNumber: '784199012345676', fullName: 'Rami Saleh', expiryDate: '2030-01-31', side: 'front' };
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;
/** What the passport reader answers; each test sets it to the passport it pretends to read. */
let passportFields: Record<string, string> = {};

/** A reader that reads every Emirates ID as EID_FIELDS and every passport as `passportFields`, recording what it was asked. */
const ocrCalls: Array<{ type: ScannedDocumentType; mimeType: string }> = [];
const reader: DocumentReader = {
  read: (type, file) => {
    ocrCalls.push({ type, mimeType: file.mimeType });
    const extraction: Extraction = { documentType: type, read: true, fields: type === 'passport' ? passportFields : EID_FIELDS, owners: {}, confidence: 91 };
    return Promise.resolve(extraction);
  },
  close: () => Promise.resolve(),
};

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 }, documentReader: reader });
  admin = await server.login();
});
afterAll(async () => server.close());
beforeEach(() => {
  ocrCalls.length = 0;
});

let emails = 0;

async function healthProposal(visaStatus: string, kids: number) {
  const kidsDetails = Array.from({ length: kids }, (_, index) => ({ fullName: `Kid ${index + 1} Saleh`, dateOfBirth: yearsAgo(4 + index), gender: 'Male' }));
  const response = await server.injectAs(admin, {
    method: 'POST', url: `${BASE}/healthgenerate/quotelistfromadmin`,
    payload: {
      fullName: 'Rami Saleh', email: `docs.${++emails}@example.ae`, mobileNumber: '0501112233', gender: 'Male', maritalStatus: 'Married',
      dateOfBirth: yearsAgo(33), salary: '4000 - 12000', city: 'Dubai', insurerType: kids ? 'Self and Dependent' : 'Self', visaStatus, source: 'Website',
      spouseDetails: [], kidsDetails,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { proposal, quotes } = HealthProposalCreatedResultSchema.parse(response.json()).data;
  return { id: proposal._id, quoteId: quotes[0]!._id };
}

/** A multipart body with text fields and one file, as the browser's FormData sends it. */
function form(file: { name: string; bytes: Buffer; type: string }, fields: Record<string, string> = {}) {
  const boundary = '----healthDocumentsTest';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let variant = 0;
const pdf = () => ({ name: 'scan.pdf', bytes: Buffer.concat([SAMPLE_PDF, Buffer.from(`% ${++variant}\n`)]), type: 'application/pdf' });
const png = () => ({ name: 'card.png', bytes: Buffer.concat([SAMPLE_PNG, Buffer.from(`#${++variant}`)]), type: 'image/png' });

function upload(proposalId: string, memberId: string, key: string, file = pdf(), fields: Record<string, string> = {}, token = admin) {
  return server.injectAs(token, { method: 'POST', url: `${BASE}/healthproposal/${proposalId}/documents/${memberId}/${key}`, ...form(file, fields) });
}

async function uploaded(proposalId: string, memberId: string, key: HealthDocumentKey, file = pdf(), fields: Record<string, string> = {}) {
  const response = await upload(proposalId, memberId, key, file, fields);
  expect(response.statusCode, response.body).toBe(200);
  return HealthDocumentUploadResultSchema.parse(response.json());
}

async function documentsOf(proposalId: string): Promise<HealthDocuments> {
  const response = await server.injectAs(admin, { method: 'GET', url: `${BASE}/healthproposal/${proposalId}/documents` });
  expect(response.statusCode, response.body).toBe(200);
  return HealthDocumentsResultSchema.parse(response.json()).data;
}

const filesOf = (documents: HealthDocuments, memberId: string, key: HealthDocumentKey) =>
  documents.members.find((member) => member.memberId === memberId)!.documents.find((document) => document.documentKey === key)!.files;

/** Files kept for the proposal's members on disk. */
function storedFiles(proposalId: string): string[] {
  const folder = join(server.dataDir, 'files', 'scanned', 'healthProposal', proposalId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

describe("health members' documents", () => {
  it('lists every member with the documents its visa status needs, all missing at first', async () => {
    const proposal = await healthProposal('New', 2);
    const documents = await documentsOf(proposal.id);
    expect(documents.visaStatus).toBe('New');
    expect(documents.members.map((member) => [member.label, member.fullName, member.documents.map((document) => document.label), member.missing])).toEqual([
      ['Self', 'Rami Saleh', ['Passport', 'Entry Stamp', 'Change Status'], ['passport', 'entryStamp', 'changeStatus']],
      ['Kid 1', 'Kid 1 Saleh', ['Passport', 'Entry Stamp', 'Change Status'], ['passport', 'entryStamp', 'changeStatus']],
      ['Kid 2', 'Kid 2 Saleh', ['Passport', 'Entry Stamp', 'Change Status'], ['passport', 'entryStamp', 'changeStatus']],
    ]);
    expect(documents.missingMessage).toBe('Please upload all documents: Self — Passport, Entry Stamp, Change Status; '
      + 'Kid 1 — Passport, Entry Stamp, Change Status; Kid 2 — Passport, Entry Stamp, Change Status');
  });

  it("keeps an uploaded entry stamp as a file of its member only, downloads it as uploaded, and counts it as no longer missing", async () => {
    const proposal = await healthProposal('New', 1);
    const file = pdf();
    const answer = await uploaded(proposal.id, 'm2', 'entryStamp', file);
    expect(answer.message).toBe('File uploaded');
    expect(answer.extraction).toBeNull();
    // No parser reads an entry stamp: OCR is not asked.
    expect(ocrCalls).toEqual([]);
    const [kept] = filesOf(answer.data, 'm2', 'entryStamp');
    expect(kept).toMatchObject({ fileName: 'scan.pdf', mimeType: 'application/pdf', size: file.bytes.length, extraction: null, mismatches: [] });
    expect(filesOf(answer.data, 'm1', 'entryStamp')).toEqual([]);
    const documents = await documentsOf(proposal.id);
    expect(documents.members.map((member) => member.missing)).toEqual([['passport', 'entryStamp', 'changeStatus'], ['passport', 'changeStatus']]);

    const download = await server.injectAs(admin, { method: 'GET', url: `${BASE}/healthproposal/${proposal.id}/documents/files/${kept!._id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(file.bytes)).toBe(true);
    // Another proposal's path does not reach the file.
    const other = await healthProposal('New', 0);
    expect((await server.injectAs(admin, { method: 'GET', url: `${BASE}/healthproposal/${other.id}/documents/files/${kept!._id}` })).statusCode).toBe(404);
  });

  it("reads an Emirates ID by OCR and keeps what it read with the file", async () => {
    const proposal = await healthProposal('Renewal', 0);
    const answer = await uploaded(proposal.id, 'm1', 'emiratesId', png());
    expect(ocrCalls).toEqual([{ type: 'emiratesId', mimeType: 'image/png' }]);
    expect(answer.message).toBe('File uploaded, Data fetched');
    expect(answer.extraction).toMatchObject({ read: true, fields: EID_FIELDS });
    const [kept] = filesOf(await documentsOf(proposal.id), 'm1', 'emiratesId');
    expect(kept!.extraction).toMatchObject({ documentType: 'emiratesId', read: true, fields: EID_FIELDS, confidence: 91 });
  });

  it("reads a passport's MRZ by OCR, and warns where the name or date of birth read differs from the member's", async () => {
    const proposal = await healthProposal('New', 1);
    passportFields = { passportNumber: 'Z4839201', fullName: 'Rami Saleh', dateOfBirth: yearsAgo(33), gender: 'Male', nationality: 'JOR' };
    const matching = await uploaded(proposal.id, 'm1', 'passport', png());
    expect(ocrCalls).toEqual([{ type: 'passport', mimeType: 'image/png' }]);
    expect(matching.message).toBe('File uploaded, Data fetched');
    expect(filesOf(matching.data, 'm1', 'passport')[0]).toMatchObject({ extraction: { documentType: 'passport', fields: passportFields }, mismatches: [] });

    // The kid's passport read as someone else's, born on another day.
    passportFields = { passportNumber: 'K7712004', fullName: 'Omar Haddad', dateOfBirth: '2001-07-09' };
    const other = await uploaded(proposal.id, 'm2', 'passport', png());
    expect(filesOf(other.data, 'm2', 'passport')[0]!.mismatches).toEqual([
      'The name read, "Omar Haddad", differs from the member\'s, "Kid 1 Saleh".',
      `The date of birth read, 2001-07-09, differs from the member's, ${yearsAgo(4)}.`,
    ]);
    // Kept with the file: the listing says the same.
    expect(filesOf(await documentsOf(proposal.id), 'm2', 'passport')[0]!.mismatches).toHaveLength(2);
  });

  it("notes each upload, replacement and removal in the proposal's history, naming the member", async () => {
    const proposal = await healthProposal('New', 1);
    passportFields = {};
    await uploaded(proposal.id, 'm2', 'passport');
    const replaced = await uploaded(proposal.id, 'm2', 'passport', png(), { replace: 'true' });
    const fileId = filesOf(replaced.data, 'm2', 'passport')[0]!._id;
    const removeUrl = `${BASE}/healthproposal/${proposal.id}/documents/m2/remove`;
    expect((await server.injectAs(admin, { method: 'POST', url: removeUrl, payload: { documentKey: 'passport', fileId } })).statusCode).toBe(200);
    await uploaded(proposal.id, 'm1', 'entryStamp');
    expect((await server.injectAs(admin, { method: 'POST', url: `${BASE}/healthproposal/${proposal.id}/documents/m1/remove`, payload: { documentKey: 'entryStamp' } })).statusCode).toBe(200);
    // A refused removal notes nothing.
    expect((await server.injectAs(admin, { method: 'POST', url: removeUrl, payload: { documentKey: 'passport' } })).statusCode).toBe(404);

    const detail = await server.injectAs(admin, { method: 'POST', url: `${BASE}/healthproposal/${proposal.id}/gethealthinfoproposal` });
    const history = HealthProposalDetailResultSchema.parse(detail.json()).data.history.filter((entry) => entry.action.startsWith('Document'));
    expect(history.map((entry) => [entry.action, entry.detail, entry.actorName]).reverse()).toEqual([
      ['Document uploaded', 'Passport uploaded for Kid 1 Saleh (Kid 1): scan.pdf', expect.any(String)],
      ['Document replaced', 'Passport replaced for Kid 1 Saleh (Kid 1): card.png', expect.any(String)],
      ['Document removed', 'card.png removed from the Passport of Kid 1 Saleh (Kid 1)', expect.any(String)],
      ['Document uploaded', 'Entry Stamp uploaded for Rami Saleh (Self): scan.pdf', expect.any(String)],
      ['Document removed', 'Entry Stamp removed for Rami Saleh (Self)', expect.any(String)],
    ]);
    expect(history[0]!.actorName).not.toBe('System');
  });

  it('refuses a file of the wrong type or size, a third file, an unknown member and a document the visa status does not need, keeping nothing', async () => {
    const proposal = await healthProposal('Tourist/visit visa', 0);
    const refusal = (response: Awaited<ReturnType<typeof upload>>, status: number, message: string | RegExp) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    };
    refusal(await upload(proposal.id, 'm1', 'passport', { name: 'notes.txt', bytes: Buffer.from('passport'), type: 'text/plain' }), 415, /is not a PDF, JPG or PNG file/);
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    refusal(await upload(proposal.id, 'm1', 'passport', { name: 'big.pdf', bytes: big, type: 'application/pdf' }), 413, /too large/);
    refusal(await upload(proposal.id, 'm7', 'passport'), 404, 'Member not found');
    refusal(await upload(proposal.id, 'm1', 'emiratesId'), 422, 'Emirate Id is not among the documents of visa status "Tourist/visit visa".');
    expect(storedFiles(proposal.id)).toEqual([]);
    expect((await documentsOf(proposal.id)).members[0]!.missing).toEqual(['passport', 'visaWithChangeStatusStamp', 'touristVisa']);

    await uploaded(proposal.id, 'm1', 'passport');
    await uploaded(proposal.id, 'm1', 'passport');
    refusal(await upload(proposal.id, 'm1', 'passport'), 422, 'You can not upload more than two files!');
    expect(storedFiles(proposal.id)).toHaveLength(2);
  });

  it('replaces a document\'s files with a new one, and removes a file or the whole document', async () => {
    const proposal = await healthProposal('New', 0);
    const first = await uploaded(proposal.id, 'm1', 'entryStamp');
    await uploaded(proposal.id, 'm1', 'entryStamp');
    const replaced = await uploaded(proposal.id, 'm1', 'entryStamp', png(), { replace: 'true' });
    const files = filesOf(replaced.data, 'm1', 'entryStamp');
    expect(files.map((file) => file.mimeType)).toEqual(['image/png']);
    expect(storedFiles(proposal.id)).toEqual([`${files[0]!._id}.png`]);
    expect(files[0]!._id).not.toBe(filesOf(first.data, 'm1', 'entryStamp')[0]!._id);

    const removeUrl = `${BASE}/healthproposal/${proposal.id}/documents/m1/remove`;
    const removed = await server.injectAs(admin, { method: 'POST', url: removeUrl, payload: { documentKey: 'entryStamp', fileId: files[0]!._id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: HealthDocuments }>().data.members[0]!.missing).toContain('entryStamp');
    expect(storedFiles(proposal.id)).toEqual([]);
    const gone = await server.injectAs(admin, { method: 'POST', url: removeUrl, payload: { documentKey: 'entryStamp' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe('Entry Stamp not found');

    // Removing the whole document takes both of its files.
    await uploaded(proposal.id, 'm1', 'passport');
    await uploaded(proposal.id, 'm1', 'passport');
    const whole = await server.injectAs(admin, { method: 'POST', url: removeUrl, payload: { documentKey: 'passport' } });
    expect(whole.json<{ message: string }>().message).toBe('Passport removed');
    expect(storedFiles(proposal.id)).toEqual([]);
  });

  it("takes the health quote module's rights", async () => {
    const proposal = await healthProposal('New', 0);
    await createTestAccount(server.app, { email: 'health-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    const reader = await server.login('health-reader@brokerdesk.test');
    expect((await server.injectAs(reader, { method: 'GET', url: `${BASE}/healthproposal/${proposal.id}/documents` })).statusCode).toBe(200);
    expect((await upload(proposal.id, 'm1', 'passport', pdf(), {}, reader)).statusCode).toBe(403);
    expect(storedFiles(proposal.id)).toEqual([]);
  });

  it('lets a health quote be paid once every member has uploaded every document', async () => {
    const proposal = await healthProposal('New', 1);
    const pay = () => server.injectAs(admin, { method: 'POST', url: `${BASE}/healthquote/${proposal.quoteId}/payment`, payload: { paidBy: 'CRM - Admin' } });
    for (const key of ['passport', 'entryStamp', 'changeStatus'] as const) await uploaded(proposal.id, 'm1', key);
    await uploaded(proposal.id, 'm2', 'passport');
    await uploaded(proposal.id, 'm2', 'entryStamp');
    const refused = await pay();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('Please upload all documents: Kid 1 — Change Status');

    await uploaded(proposal.id, 'm2', 'changeStatus');
    expect((await documentsOf(proposal.id)).missingMessage).toBeNull();
    const started = await pay();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: { paymentUrl: string } }>().data.paymentUrl).toMatch(/^https?:\/\//);
  });
});
