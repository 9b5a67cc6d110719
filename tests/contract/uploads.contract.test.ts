import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_IMAGE_MAX_BYTES } from '../../shared/contract/companies/index.js';
import { UPLOAD_LIMITS } from '../../shared/contract/documents/index.js';
import { IMPORT_MAX_BYTES } from '../../shared/contract/evouchers/index.js';
import { TPA_WORKBOOK_MAX_BYTES } from '../../shared/contract/health-matrix/index.js';
import { tpaWorkbookOfSize } from '../fixtures/health/tpaWorkbook.fixture.js';
import { buildPath, type EndpointDef, type EndpointKey } from '../../shared/contract/index.js';
import { loadAllEndpoints } from '../../shared/contract/loadEndpoint.js';
import { OFFLINE_SHEET_FIELD, OFFLINE_SHEET_MAX_BYTES } from '../../shared/contract/praktorapolicies/index.js';
import { POLICY_FILE_MAX_BYTES } from '../../server/modules/customers/policyDocument.js';
import { PROOF_MAX_BYTES } from '../../server/modules/payments/payments.routes.js';
import { createSaleFixture, payByCard, type SaleFixture } from '../fixtures/payments/salesFixture.js';
import { HEADER, goodRow, xlsx } from '../fixtures/praktorapolicies/offlineSheet.fixture.js';
import { CAR_PHOTO_MAX_BYTES } from '../../server/modules/proposals/carPhotos.js';
import { CLAIM_FILE_MAX_BYTES } from '../../server/modules/claims/claimFiles.js';
import { CENSUS_FIELD, CENSUS_MAX_BYTES, TRADE_LICENSE_MAX_BYTES } from '../../shared/contract/group-health/index.js';
import { PAPER_MAX_BYTES } from '../../server/modules/cancel-request/cancellations.service.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { DocumentReader } from '../../server/services/ocr/documentReader.types.js';
import { cutShort, samplePdf, samplePng } from '../fixtures/uploads/sampleFiles.js';
import { RESOURCE_IMAGE_MAX_BYTES } from '../../shared/kit/resource.js';
import { RECORD_FILE_MAX_BYTES } from '../../shared/kit/recordFiles.js';
import { buildTestServer, chunksEndingAt, type TestServer } from '../helpers/buildTestServer.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

/**
 * Every upload endpoint of the contract, now and later (issue 12): a file one byte over its limit
 * is always refused (413) and nothing of it is kept, a file cut short is refused, a file in a
 * field the endpoint does not take is refused (400 naming the field), and a file exactly at the
 * limit is taken. "Nothing kept" is checked on disk (every file under the data folder, the
 * temporary folder included) and in the tables uploads write.
 */

interface SentFile {
  name: string;
  bytes: Buffer;
  type: string;
}

interface Fixtures {
  sale: SaleFixture;
  healthSale: SaleFixture;
  healthPolicyId: string;
  /** A demo health policy's transaction, whose policy takes the commission invoice. */
  healthTransactionId: string;
  policyId: string;
  companyId: string;
  /** A record of each area of the resource kit that has images. */
  productId: string;
  benefitId: string;
  blogPostId: string;
  partnerId: string;
  offerId: string;
  evoucherId: string;
  corporateCustomerId: string;
  /** A group health proposal of that customer. */
  groupHealthId: string;
  /** An Active motor policy covering today, for a claim. */
  claimPolicyId: string;
  claimId: string;
  /** Cancellation requests: one open (papers join it), one to confirm, one confirmed (its refund is recorded). */
  cancellationId: string;
  /** An Active policy without a request, which only the upload that is taken uses up. */
  raisePolicyId: string;
  toConfirmId: string;
  confirmedId: string;
}

interface UploadCase {
  /** The field a file travels in, as the desktop and browser hosts send it. */
  field: string;
  /** The field refusals name. */
  named: string;
  limit: number;
  /** A whole file this endpoint takes, exactly `size` bytes long. */
  file: (size: number) => SentFile;
  /** The same kind of file, cut off in transfer. */
  cut: () => SentFile | Promise<SentFile>;
  params?: (known: Fixtures) => Record<string, string>;
  /** The form's text fields; a fresh fixture for endpoints a taken file changes for good (a payment). */
  fields?: (known: Fixtures) => Record<string, string> | Promise<Record<string, string>>;
  /** Ids of another fixture for the upload that is taken, where one upload uses the record up. */
  freshParams?: () => Promise<Record<string, string>>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A TPA rate workbook sized near its upload limit, so both sides of the limit are one comment away. */
const tpaWorkbook = await tpaWorkbookOfSize(TPA_WORKBOOK_MAX_BYTES);
const tpaRates = (size: number): SentFile => ({ name: 'rates.xlsx', bytes: tpaWorkbook.ofSize(size), type: XLSX });

const pdf = (size: number): SentFile => ({ name: 'upload.pdf', bytes: samplePdf(size), type: 'application/pdf' });
const cutPdf = (): SentFile => ({ name: 'cut.pdf', bytes: cutShort(samplePdf(200_000)), type: 'application/pdf' });
const png = (size: number): SentFile => ({ name: 'upload.png', bytes: samplePng(size), type: 'image/png' });
const cutPng = (): SentFile => ({ name: 'cut.png', bytes: cutShort(samplePng(200_000)), type: 'image/png' });

/** A CSV of one e-voucher code exactly `size` bytes long: its blank expiry cell padded with spaces. */
function evoucherCsv(size: number): SentFile {
  const line = `EVUP-${size}-0001,`;
  return { name: 'codes.csv', bytes: Buffer.from(line + ' '.repeat(Math.max(0, size - line.length))), type: 'text/csv' };
}

/** A CSV of offline policies exactly `size` bytes long: rows with a REMARKS column, the last one padded. */
function offlineCsv(size: number): SentFile {
  const header = 'POLICYNO,STARTDATE,EXPIRYDATE,REMARKS\n';
  const row = (index: number, remarkLength: number) => `UPL-${String(index).padStart(6, '0')},01/01/2025,31/12/2025,${'r'.repeat(remarkLength)}\n`;
  const lines = [header];
  let length = header.length;
  for (let index = 0; length + row(index, 1000).length + row(index + 1, 0).length < size; index += 1) {
    lines.push(row(index, 1000));
    length += row(index, 1000).length;
  }
  const last = row(lines.length, 0);
  lines.push(row(lines.length, size - length - last.length));
  return { name: 'offline.csv', bytes: Buffer.from(lines.join('')), type: 'text/csv' };
}

const customer = (known: Fixtures) => ({ id: known.sale.customerId });
const car = (known: Fixtures) => ({ id: known.sale.carId });
const quote = (known: Fixtures) => ({ id: known.sale.quoteIds[0]! });
const scan = { field: 'file', named: 'file', limit: UPLOAD_LIMITS.documentBytes, file: pdf, cut: cutPdf };
/** A cancellation paper checked against a policy, named in the form. */
const paperCheck: UploadCase = { ...scan, fields: (known) => ({ policyId: known.policyId }) };

/** A census CSV exactly `size` bytes long: one member, the name padded with spaces (trimmed when read). */
function censusCsv(size: number): SentFile {
  const header = 'Name,Date of birth,Gender,Nationality,Emirates ID,Relation,Marital status,Salary band,Visa emirate,Category\n';
  const row = ',1990-01-01,Male,India,,Employee,Single,12000+,Dubai,A\n';
  const name = 'Upload Member';
  return { name: 'census.csv', bytes: Buffer.from(header + name + ' '.repeat(Math.max(0, size - header.length - name.length - row.length)) + row), type: 'text/csv' };
}

/** One line per upload endpoint: a new upload endpoint of the contract needs one here. */
const CASES: Partial<Record<EndpointKey, UploadCase>> = {
  'companies.uploadLogo': { field: 'file', named: 'file', limit: COMPANY_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.companyId }) },
  'companies.uploadBanner': { field: 'file', named: 'file', limit: COMPANY_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.companyId }) },
  'products.uploadImage': { field: 'file', named: 'file', limit: RESOURCE_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.productId, field: 'icon' }) },
  'benifits.uploadImage': { field: 'file', named: 'file', limit: RESOURCE_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.benefitId, field: 'image' }) },
  'blog.uploadImage': { field: 'file', named: 'file', limit: RESOURCE_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.blogPostId, field: 'coverImage' }) },
  'partners.uploadImage': { field: 'file', named: 'file', limit: RESOURCE_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.partnerId, field: 'logoImg' }) },
  'discountOffers.uploadImage': { field: 'file', named: 'file', limit: RESOURCE_IMAGE_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.offerId, field: 'coverImg' }) },
  'customers.uploadPolicy': { field: 'file', named: 'file', limit: POLICY_FILE_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.policyId }) },
  'healthPolicies.uploadPolicy': { field: 'file', named: 'file', limit: POLICY_FILE_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.healthPolicyId }) },
  'documents.upload': { field: 'file', named: 'file', limit: UPLOAD_LIMITS.documentBytes, file: pdf, cut: cutPdf, params: customer },
  'payments.manualPayment': {
    field: 'file', named: 'proofOfPayment', limit: PROOF_MAX_BYTES, file: pdf, cut: cutPdf, params: quote,
    fields: () => ({ paidBy: 'CRM - Direct to insurance company', orderRef: 'UPLOAD-TEST', proofAmount: '2625.00' }),
    // A taken proof records the payment: the quote it pays is then paid, so it gets its own sale.
    freshParams: async () => ({ id: (await createSaleFixture(server.app, { quotes: [{ totalFils: 2_625_00 }] })).quoteIds[0]! }),
  },
  'healthPayments.manualPayment': {
    field: 'file', named: 'proofOfPayment', limit: PROOF_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.healthSale.quoteIds[0]! }),
    // Every health fixture is the same household priced from the same matrix, so each fresh sale's total is the first one's.
    fields: async (known) => ({ paidBy: 'CRM - Direct to insurance company', orderRef: 'UPLOAD-TEST', proofAmount: await quoteTotalText(known.healthSale.quoteIds[0]!) }),
    freshParams: async () => ({ id: (await createSaleFixture(server.app, { line: 'health' })).quoteIds[0]! }),
  },
  'evouchers.importCodes': {
    field: 'file', named: 'file', limit: IMPORT_MAX_BYTES, file: evoucherCsv, params: (known) => ({ id: known.evoucherId }),
    cut: async () => ({ name: 'cut.xlsx', bytes: cutShort(await xlsx([['CODE'], ['EVCUT-0001']])), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  },
  'healthTpaWorkbook.importTpa': {
    field: 'file', named: 'tpa', limit: TPA_WORKBOOK_MAX_BYTES, file: tpaRates, fields: (known) => ({ companyId: known.companyId }),
    cut: () => ({ name: 'cut.xlsx', bytes: cutShort(tpaWorkbook.ofSize(200_000)), type: XLSX }),
  },
  'praktorapolicies.upload': {
    field: 'file', named: OFFLINE_SHEET_FIELD, limit: OFFLINE_SHEET_MAX_BYTES, file: offlineCsv,
    cut: async () => ({ name: 'cut.xlsx', bytes: cutShort(await xlsx([HEADER, goodRow('CUT-1')])), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  },
  'proposals.addExpiredCarPhotos': {
    field: 'file', named: 'expiredCarPhotos', limit: CAR_PHOTO_MAX_BYTES, file: png, cut: cutPng, params: (known) => ({ id: known.sale.proposalId }),
  },
  'claims.create': {
    field: 'file', named: 'files', limit: CLAIM_FILE_MAX_BYTES, file: pdf, cut: cutPdf,
    fields: (known) => ({ policyId: known.claimPolicyId, accidentDate: todayInDubai(new Date()), description: 'Upload test' }),
  },
  'groupHealth.create': {
    field: 'file', named: CENSUS_FIELD, limit: CENSUS_MAX_BYTES, file: censusCsv,
    cut: async () => ({ name: 'cut.xlsx', bytes: cutShort(await xlsx([['Name'], ['Cut']])), type: XLSX }),
    fields: (known) => ({ corporateCustomerId: known.corporateCustomerId, policyStartDate: '2027-01-01', emirate: 'Dubai' }),
  },
  'groupHealth.uploadCensus': {
    field: 'file', named: CENSUS_FIELD, limit: CENSUS_MAX_BYTES, file: censusCsv, params: (known) => ({ id: known.groupHealthId }),
    cut: async () => ({ name: 'cut.xlsx', bytes: cutShort(await xlsx([['Name'], ['Cut']])), type: XLSX }),
  },
  'groupHealth.uploadTradeLicense': { field: 'file', named: 'file', limit: TRADE_LICENSE_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.groupHealthId }) },
  'claims.uploadFiles': { field: 'file', named: 'files', limit: CLAIM_FILE_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.claimId }) },
  // The BOR letter: a trade licence would be read by OCR too, which the route tests cover.
  'corporateCustomers.uploadFiles': {
    field: 'file', named: 'files', limit: RECORD_FILE_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.corporateCustomerId, kind: 'businessOfRecord' }),
  },
  'cancelRequest.raise': {
    field: 'file', named: 'papers', limit: PAPER_MAX_BYTES, file: pdf, cut: cutPdf,
    fields: (known) => ({ policyId: known.raisePolicyId, reason: 'Vehicle exported', cancelDate: todayInDubai(new Date()) }),
  },
  'cancelRequest.addPapers': { field: 'file', named: 'papers', limit: PAPER_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.cancellationId }) },
  'cancelRequest.confirm': { field: 'file', named: 'cancellationPaper', limit: PAPER_MAX_BYTES, file: pdf, cut: cutPdf, params: (known) => ({ id: known.toConfirmId }) },
  'cancelRequest.refundOtherWay': {
    field: 'file', named: 'proof', limit: PAPER_MAX_BYTES, file: pdf, cut: cutPdf,
    fields: (known) => ({ id: known.confirmedId, method: 'Bank transfer', reference: 'Upload test' }),
  },
  'scannedDocuments.uploadIbanLetter': { ...scan, params: customer },
  'healthDocuments.upload': { ...scan, params: (known) => ({ id: known.healthSale.proposalId, memberId: 'm1', documentKey: 'passport' }) },
  'healthTransactions.commissionInvoice': { ...scan, params: (known) => ({ id: known.healthTransactionId }), fields: () => ({ commissionInvoiceNumber: 'CI-UPLOAD' }) },
  'insurerDocuments.upload': { ...scan, params: (known) => ({ id: known.healthSale.quoteIds[0]! }), fields: () => ({ document: 'taxInvoice', number: 'TI-UPLOAD', date: '2026-11-20' }) },
  'scannedDocuments.extractIbanLetter': scan,
  'scannedDocuments.scanInsuranceCertificate': scan,
  'scannedDocuments.scanReversalInsurance': scan,
  'scannedDocuments.verifyInsuranceCertificate': paperCheck,
  'scannedDocuments.verifyReversalInsurance': paperCheck,
  'scannedDocuments.verifyExportCertificate': paperCheck,
  'scannedDocuments.verifyRtaLetter': paperCheck,
  'scannedDocuments.uploadEmiratesId': { ...scan, params: customer },
  'scannedDocuments.uploadTradeLicense': { ...scan, params: customer },
  'scannedDocuments.uploadDrivingLicense': { ...scan, params: customer },
  'scannedDocuments.uploadRegistrationCard': { ...scan, params: car },
  'scannedDocuments.uploadVehicleDocument': { ...scan, params: car, fields: () => ({ documentType: 'passingPaper' }) },
  'scannedDocuments.uploadCompanyQuote': { ...scan, params: quote },
  'scannedDocuments.extractEmiratesId': scan,
  'scannedDocuments.extractTradeLicense': scan,
  'scannedDocuments.extractDrivingLicense': scan,
  'scannedDocuments.extractRegistrationCard': scan,
  'scannedDocuments.extractVehicleDocument': { ...scan, fields: () => ({ documentType: 'passingPaper' }) },
  'scannedDocuments.extractPassingPaper': scan,
};

/** OCR is not under test: the reader reads nothing, at once. */
const reader: DocumentReader = {
  read: (documentType) => Promise.resolve({ documentType, read: false, fields: {}, owners: {}, confidence: 0 }),
  close: () => Promise.resolve(),
};

let server: TestServer;
let token: string;
let known: Fixtures;

/** A quote's total as a paid amount is typed, e.g. "2516.85". */
async function quoteTotalText(quoteId: string): Promise<string> {
  const quote = await server.app.db.selectFrom('quotes').select('total_fils').where('id', '=', quoteId).executeTakeFirstOrThrow();
  return (quote.total_fils / 100).toFixed(2);
}

beforeAll(async () => {
  server = await buildTestServer({ documentReader: reader });
  token = await server.login();
  const sale = await createSaleFixture(server.app, { quotes: [{ totalFils: 2_625_00 }] });
  const policy = await server.app.db.selectFrom('policies').select('id').where('file_id', 'is', null).executeTakeFirstOrThrow();
  const created = async (url: string, payload: object) => {
    const response = await server.injectAs(token, { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { _id: string } }>().data._id;
  };
  known = {
    sale, healthSale: await createSaleFixture(server.app, { line: 'health' }), policyId: policy.id, companyId: sale.companyId,
    healthPolicyId: (await server.app.db.selectFrom('policies').select('id').where('line', '=', 'health').where('file_id', 'is', null).executeTakeFirstOrThrow()).id,
    healthTransactionId: (await server.app.db.selectFrom('transactions').innerJoin('policies', 'policies.id', 'transactions.policy_id')
      .select('transactions.id').where('policies.line', '=', 'health').executeTakeFirstOrThrow()).id,
    productId: await created('/api/admin/products/add-product', { productName: 'Upload test', priceFils: 100, description: '<p>Upload test</p>' }),
    benefitId: await created('/api/admin/benifits/', { name: 'Upload test', description: 'Upload test', limitType: 'boolean', limit: 'YES', additionalChargeFils: 100 }),
    blogPostId: await created('/api/admin/blog', { title: 'Upload test', slug: 'upload-test', content: '<p>Upload test</p>' }),
    partnerId: '', offerId: '',
    groupHealthId: '', claimId: '', cancellationId: '', raisePolicyId: '', toConfirmId: '', confirmedId: '',
    claimPolicyId: (await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').where('status', '=', 'Active').where('company_id', 'is not', null)
      .where('start_date', '<=', todayInDubai(new Date())).where('expiry_date', '>=', todayInDubai(new Date())).executeTakeFirstOrThrow()).id,
    evoucherId: await created('/api/admin/eVoucher', { title: 'Upload test', brand: 'Upload', faceValueFils: 100, startDate: '2025-01-01', expiryDate: '2099-12-31' }),
    corporateCustomerId: await created('/api/admin/businesslines/createbusinesslines', {
      fullName: 'Upload Test LLC', contactPersons: [{ personName: 'Upload Test', email: null, mobileNumber: '501234567', position: 'Manager' }],
      carFleetInsurance: true, carFleet: [{ currentInsurer: 'None', existingBroker: null, renewalDate: todayInDubai(new Date()) }],
    }),
  };
  const groupHealth = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/commercial/grouphealth/creategrouphealthproposal',
    ...form(CENSUS_FIELD, censusCsv(400), { corporateCustomerId: known.corporateCustomerId, policyStartDate: '2027-01-01', emirate: 'Dubai' }),
  });
  expect(groupHealth.statusCode, groupHealth.body).toBe(200);
  known.groupHealthId = groupHealth.json<{ data: { _id: string } }>().data._id;
  known.claimId = await created('/api/admin/claimpolicyrequest/createmotorclaimrequest', { policyId: known.claimPolicyId, accidentDate: todayInDubai(new Date()), description: 'Upload test' });
  known.raisePolicyId = await uncancelledPolicy();
  known.cancellationId = await raisedRequest();
  known.toConfirmId = await raisedRequest();
  known.confirmedId = await raisedRequest();
  const confirmed = await server.injectAs(token, {
    method: 'POST', url: `/api/admin/customers/${known.confirmedId}/confirmcancelledpolicy`, ...form('cancellationPaper', pdf(20_000), {}),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  known.partnerId = await created('/api/admin/partner/createpartner', {
    companyName: 'Upload test', category: 'club-dining', discountCode: 'UPLD', locations: [{ location: 'Dubai Mall', googleLocation: 'https://maps.app.goo.gl/upload' }],
  });
  known.offerId = await created('/api/admin/partneroffer/creatediscountoffer', {
    partner: known.partnerId, category: 'club-dining', discountTitle: 'Upload test', discountType: 'percentage', discountValue: 10, useageLimitPerUser: 1,
    startDate: '2026-01-01', expiryDate: '2030-12-31', description: 'Upload test', termsNConditions: '<p>Upload test</p>',
  });
});
afterAll(async () => server.close());

/** A new Active motor policy: a sale paid by card on the sandbox gateway. */
async function uncancelledPolicy(): Promise<string> {
  const sale = await createSaleFixture(server.app);
  await payByCard(server, token, sale.quoteIds[0]!);
  return (await server.app.db.selectFrom('policies').select('id').where('quote_id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow()).id;
}

/** A cancellation request raised with one paper. */
async function raisedRequest(): Promise<string> {
  const response = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/endorsement/cancel-policy-request',
    ...form('papers', pdf(20_000), { policyId: await uncancelledPolicy(), reason: 'Vehicle exported', cancelDate: todayInDubai(new Date()) }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string } }>().data._id;
}

/** A multipart form of text fields, then one file in `field`. */
function form(field: string, file: SentFile, fields: Record<string, string>) {
  const boundary = '----brokerdeskUploadContract';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(def: EndpointDef, upload: UploadCase, file: SentFile, options: { field?: string; params?: Record<string, string>; cutAt?: number } = {}) {
  const url = buildPath(def.path, options.params ?? upload.params?.(known) ?? {});
  const body = form(options.field ?? upload.field, file, (await upload.fields?.(known)) ?? {});
  const cut = options.cutAt === undefined ? undefined : body.payload.indexOf(file.bytes) + options.cutAt;
  return server.injectAs(token, { method: def.method, url, headers: body.headers, payload: cut === undefined ? body.payload : Readable.from(chunksEndingAt(body.payload, cut)) });
}

/** Every file under the data folder, the temporary folder's included. */
function filesOnDisk(): string[] {
  const root = join(server.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))).sort();
}

/** What a taken upload writes: files on disk, and the rows and references that name them. */
async function kept() {
  const db = server.app.db;
  const count = async (table: string) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
  const company = await db.selectFrom('insurance_companies').select(['logo_url', 'banner_url']).where('id', '=', known.companyId).executeTakeFirstOrThrow();
  const policy = await db.selectFrom('policies').select('file_id').where('id', '=', known.policyId).executeTakeFirstOrThrow();
  const image = async (table: string, column: string, id: string) =>
    (await sql<{ url: string | null }>`SELECT ${sql.ref(column)} AS url FROM ${sql.table(table)} WHERE id = ${id}`.execute(db)).rows[0]!.url;
  return {
    files: filesOnDisk(),
    rows: await Promise.all(['stored_files', 'documents', 'scanned_document_files', 'health_member_documents', 'payments', 'offline_policies', 'group_health_proposals', 'group_health_members', 'policy_commission_invoices'].map(count)),
    company, policy,
    images: [await image('products', 'icon', known.productId), await image('benefits', 'image', known.benefitId), await image('blog_posts', 'cover_image', known.blogPostId),
      await image('partners', 'logo_img', known.partnerId), await image('discount_offers', 'cover_img', known.offerId)],
  };
}

const uploads = everyEndpoint.filter(([, def]) => def.multipart);

describe('every upload endpoint', () => {
  it('has a case here, and the contract declares uploads', () => {
    expect(uploads.length).toBeGreaterThan(10);
    expect(uploads.map(([key]) => key).filter((key) => !CASES[key]), 'add a line to CASES').toEqual([]);
  });

  it.each(uploads)('%s refuses a file 1 byte over its limit with a 413, every time, keeping nothing', async (key, def) => {
    const upload = CASES[key]!;
    const before = await kept();
    // Sent whole, and in chunks one of which ends right at the limit, where a late "cut" flag is missed.
    for (const cutAt of [undefined, upload.limit]) {
      const response = await send(def, upload, upload.file(upload.limit + 1), { cutAt });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await kept()).toEqual(before);
  }, 60_000);

  it.each(uploads)('%s refuses a file cut short, keeping nothing', async (key, def) => {
    const upload = CASES[key]!;
    const before = await kept();
    const response = await send(def, upload, await upload.cut());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/cut short|damaged/);
    expect(await kept()).toEqual(before);
  });

  it.each(uploads)('%s refuses a file in a field it does not take, with a 400 naming its field, keeping nothing', async (key, def) => {
    const upload = CASES[key]!;
    const before = await kept();
    const response = await send(def, upload, upload.file(1000), { field: 'attachment' });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message.startsWith(`${upload.named}: `), body.message).toBe(true);
    expect(Object.keys(body.fieldErrors)).toEqual([upload.named]);
    expect(await kept()).toEqual(before);
  });

  it.each(uploads)('%s takes a file of exactly its limit', async (key, def) => {
    const upload = CASES[key]!;
    const response = await send(def, upload, upload.file(upload.limit), { params: await upload.freshParams?.() });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesOnDisk().filter((path) => path.startsWith('tmp'))).toEqual([]);
  }, 60_000);
});
