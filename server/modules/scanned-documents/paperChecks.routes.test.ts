import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ExtractionResultSchema, PaperVerificationResultSchema, type Extraction, type PaperCheck,
} from '../../../shared/contract/scanned-documents/index.js';
import { SAMPLE_PDF, buildTestServer, createTestAccount, multipartForm, type FormFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { buildZip } from '../../../tests/fixtures/uploads/zipFixture.js';
import { SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { createSaleFixture, payByCard } from '../../../tests/fixtures/payments/salesFixture.js';
import type { DocumentReader } from '../../services/ocr/documentReader.types.js';

/** What the reader answers next (read fields), and the papers it was asked to read. */
let answer: Extraction['fields'] | null = {};
const asked: string[] = [];
const reader: DocumentReader = {
  read: (documentType) => {
    asked.push(documentType);
    return Promise.resolve({ documentType, read: answer !== null, fields: answer ?? {}, owners: {}, confidence: answer ? 90 : 0 });
  },
  close: () => Promise.resolve(),
};

let server: TestServer;
let token: string;
/** An Active policy paid by card: its customer, car (chassis 1HGCM82633A004352) and period. */
let policy: { id: string; ref: string; companyPolicyNumber: string | null; customer: string; startDate: string; expiryDate: string };

beforeAll(async () => {
  server = await buildTestServer({ documentReader: reader });
  token = await server.login();
  const sale = await createSaleFixture(server.app);
  await payByCard(server, token, sale.quoteIds[0]!);
  const row = await server.app.db.selectFrom('policies as p').innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select(['p.id', 'p.ref', 'p.company_policy_number', 'p.start_date', 'p.expiry_date', 'c.full_name']).where('p.quote_id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow();
  policy = {
    id: row.id, ref: row.ref, companyPolicyNumber: row.company_policy_number, customer: row.full_name,
    startDate: row.start_date!.slice(0, 10), expiryDate: row.expiry_date!.slice(0, 10),
  };
});
afterAll(async () => server.close());
beforeEach(() => {
  answer = {};
  asked.length = 0;
});

const PAPER: FormFile = { field: 'file', name: 'paper.pdf', bytes: SAMPLE_PDF };
const VIN = '1HGCM82633A004352';
const OTHER_VIN = 'JTDBR32E720123456';

function send(url: string, fields: Record<string, string>, files: FormFile[] = [PAPER], as = token) {
  return server.injectAs(as, { method: 'POST', url, ...multipartForm(fields, files) });
}

async function checked(url: string, fields: Extraction['fields']) {
  answer = fields;
  const response = await send(url, { policyId: policy.id });
  expect(response.statusCode, response.body).toBe(200);
  return PaperVerificationResultSchema.parse(response.json());
}
const byField = (checks: PaperCheck[]) => Object.fromEntries(checks.map((check) => [check.field, check]));

const PAPERS = [
  ['insurance certificate', '/api/user/verifyinsurancecertificate', 'insuranceCertificate'],
  ['reversal-of-insurance certificate', '/api/user/verifyreversalinsurance', 'reversalInsurance'],
  ['export certificate', '/api/motor-insurance/policy/verifyexportcertificate', 'exportCertificate'],
  ['RTA letter', '/api/motor-insurance/policy/verifyrtaletter', 'rtaLetter'],
] as const;

/** What each paper of the test policy prints when it is the policy's own. */
function matching(type: (typeof PAPERS)[number][2]): Extraction['fields'] {
  const number = policy.companyPolicyNumber ?? policy.ref;
  switch (type) {
    case 'insuranceCertificate':
      return { policyNumber: number, insuredName: policy.customer, chassisNo: VIN, periodFrom: policy.startDate, periodTo: policy.expiryDate };
    case 'reversalInsurance':
      return { policyNumber: number, insuredName: policy.customer, chassisNo: VIN, cancellationDate: policy.startDate };
    default:
      return { ownerName: policy.customer, chassisNo: VIN };
  }
}

describe.each(PAPERS)('checking a %s against its policy', (_name, url, type) => {
  it('passes a paper of the policy, reading it as its own type and keeping nothing', async () => {
    const before = await server.app.db.selectFrom('scanned_documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const result = await checked(url, matching(type));
    expect(asked).toEqual([type]);
    expect(result.data.valid).toBe(true);
    expect(result.data.fields).toEqual(matching(type));
    expect(result.data.checks.length).toBeGreaterThanOrEqual(2);
    expect(result.data.checks.every((check) => check.ok)).toBe(true);
    const after = await server.app.db.selectFrom('scanned_documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("fails the chassis check of another car's paper, naming both numbers", async () => {
    const result = await checked(url, { ...matching(type), chassisNo: OTHER_VIN });
    expect(result.data.valid).toBe(false);
    expect(byField(result.data.checks).chassisNo).toEqual({ field: 'chassisNo', ok: false, expected: VIN, found: OTHER_VIN });
    expect(result.message).toMatch(/1 check failed/);
  });

  it('answers 404 for an unknown policy and 400 naming policyId when it is missing', async () => {
    const unknown = await send(url, { policyId: 'ffffffffffffffffffffffff' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Policy not found');
    const missing = await send(url, {});
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('policyId');
    expect(asked).toEqual([]);
  });

  it('refuses a missing file with 400 and a file that is not a scan with 415, reading nothing', async () => {
    const none = await send(url, { policyId: policy.id }, []);
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/file/);
    const zip = await send(url, { policyId: policy.id }, [{ field: 'file', name: 'paper.zip', bytes: buildZip([{ name: 'a.png', data: SAMPLE_PNG }]), type: 'application/zip' }]);
    expect(zip.statusCode, zip.body).toBe(415);
    // A PDF's name on a PNG's bytes: the content is what is checked.
    const disguised = await send(url, { policyId: policy.id }, [{ field: 'file', name: 'paper.pdf', bytes: Buffer.from('plain text, not a scan'), type: 'application/pdf' }]);
    expect(disguised.statusCode, disguised.body).toBe(415);
    expect(asked).toEqual([]);
  });
});

describe('cancellation papers', () => {
  it('fails every check of a paper OCR could not read, saying so', async () => {
    answer = null;
    const response = await send('/api/motor-insurance/policy/verifyrtaletter', { policyId: policy.id });
    expect(response.statusCode, response.body).toBe(200);
    const result = PaperVerificationResultSchema.parse(response.json());
    expect(result.message).toBe('Failed to fetch OCR data');
    expect(result.data.checks).toEqual([
      { field: 'ownerName', ok: false, expected: policy.customer, found: null },
      { field: 'chassisNo', ok: false, expected: VIN, found: null },
    ]);
  });

  it("fails an insurer's paper naming someone else, or another period", async () => {
    const result = await checked('/api/user/verifyinsurancecertificate', { ...matching('insuranceCertificate'), insuredName: 'Somebody Else Entirely', periodTo: '2001-01-01' });
    const checks = byField(result.data.checks);
    expect([checks.insuredName!.ok, checks.periodTo!.ok, checks.policyNumber!.ok, checks.chassisNo!.ok]).toEqual([false, false, true, true]);
  });

  it.each([
    ['/api/user/scaninsurancecertificate', 'insuranceCertificate'],
    ['/api/user/scanReversalInsurance', 'reversalInsurance'],
  ] as const)('%s reads the paper and keeps nothing', async (url, type) => {
    answer = { policyNumber: 'MOT/25/004512' };
    const response = await send(url, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(ExtractionResultSchema.parse(response.json()).data).toMatchObject({ documentType: type, read: true, fields: { policyNumber: 'MOT/25/004512' } });
  });

  it("needs the cancellation desk's permission", async () => {
    const account = await createTestAccount(server.app, { moduleAccess: { policy: { read: true }, proposal: { read: true } } });
    const other = await server.login(account.email);
    for (const [, url] of PAPERS) expect((await send(url, { policyId: policy.id }, [PAPER], other)).statusCode).toBe(403);
    expect((await send('/api/user/scaninsurancecertificate', {}, [PAPER], other)).statusCode).toBe(403);
    expect(asked).toEqual([]);
  });
});
