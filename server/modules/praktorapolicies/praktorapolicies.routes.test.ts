import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePolicy, OfflinePolicyDetail, OfflineUploadReport } from '../../../shared/contract/praktorapolicies/index.js';
import { SAMPLE_PDF, buildTestServer, createTestAccount, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { HEADER, goodRow, xlsx } from '../../../tests/fixtures/praktorapolicies/offlineSheet.fixture.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';

const BASE = '/api/admin/autoofflinepolicy';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let admin: string;
let demoPolicies: number;

function day(offsetDays: number): Date {
  const today = todayInDubai();
  return new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * 86_400_000);
}

async function upload(token: string, bytes: Buffer, options: { fileName?: string; field?: string; mode?: string; mimeType?: string } = {}) {
  const form = multipartFile(options.field ?? 'OfflineSheet', options.fileName ?? 'offline.xlsx', bytes, options.mimeType ?? XLSX_TYPE);
  return server.injectAs(token, {
    method: 'POST', url: `${BASE}/uploadofflinepoliciespraktora${options.mode ? `?mode=${options.mode}` : ''}`, payload: form.payload, headers: form.headers,
  });
}

function list(token: string, body: Record<string, unknown> = {}, query = '') {
  return server.injectAs(token, { method: 'POST', url: `${BASE}/getofflinepolicies${query}`, payload: body });
}

async function count(): Promise<number> {
  const { n } = await server.app.db.selectFrom('offline_policies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

beforeAll(async () => {
  // No demo customers: these tests need only the demo accounts.
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
  // The demo's offline policies (one sheet's worth) make way for the ones these tests upload.
  demoPolicies = await count();
  await server.app.db.deleteFrom('offline_policies').execute();
  const sheet = await xlsx([
    HEADER,
    goodRow('OFF-A1', { 'CUSTOMER NAME': 'Layla Nasser', TELEPHONE1: '0559876543', VNO: 'AUH 5 4444', STARTDATE: day(-100), EXPIRYDATE: day(265) }),
    goodRow('OFF-A2', { 'CUSTOMER NAME': 'Karim Saleh', TELEPHONE1: '971501112222', STARTDATE: day(-400), EXPIRYDATE: day(-35) }),
    goodRow('OFF-A3', { 'CUSTOMER NAME': 'Fatima Zahra', STARTDATE: day(-10), EXPIRYDATE: day(0) }),
  ]);
  const response = await upload(admin, sheet);
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(async () => server.close());

describe('getofflinepolicies', () => {
  it('has demo offline policies on a fresh demo database', () => {
    expect(demoPolicies).toBe(36);
  });

  it('lists the uploaded policies newest first with the list columns and their status', async () => {
    const response = await list(admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: OfflinePolicy[]; pagination: { totalItems: number } }>();
    expect(body.pagination.totalItems).toBe(3);
    expect(body.data.map((policy) => policy.policyNo)).toEqual(['OFF-A3', 'OFF-A2', 'OFF-A1']);
    expect(body.data[2]).toMatchObject({
      policyNo: 'OFF-A1', vehicleNo: 'AUH 5 4444', customerName: 'Layla Nasser', mobile: '559876543', insurerName: 'Orient Insurance',
      customerType: 'Individual', premiumFils: 125_050, policyClass: 'Motor Comprehensive', status: 'ACTIVE',
    });
    expect(body.data[1]!.status).toBe('EXPIRED');
    // Active through the expiry day itself.
    expect(body.data[0]!.status).toBe('ACTIVE');
  });

  it('filters by status and by a range of start dates', async () => {
    const numbers = async (body: Record<string, unknown>) =>
      (await list(admin, body)).json<{ data: OfflinePolicy[] }>().data.map((policy) => policy.policyNo);
    expect(await numbers({ pType: 'ACTIVE' })).toEqual(['OFF-A3', 'OFF-A1']);
    expect(await numbers({ pType: 'EXPIRED' })).toEqual(['OFF-A2']);
    expect(await numbers({ pType: 'all' })).toHaveLength(3);
    const from = todayInDubai(day(-150));
    expect(await numbers({ startDate: from })).toEqual(['OFF-A3', 'OFF-A1']);
    expect(await numbers({ startDate: from, endDate: todayInDubai(day(-50)) })).toEqual(['OFF-A1']);
  });

  it('searches policy no., vehicle no., customer name and mobile as typed', async () => {
    const numbers = async (search: string) =>
      (await list(admin, {}, `?search=${encodeURIComponent(search)}`)).json<{ data: OfflinePolicy[] }>().data.map((policy) => policy.policyNo);
    expect(await numbers('off-a2')).toEqual(['OFF-A2']);
    expect(await numbers('AUH 5')).toEqual(['OFF-A1']);
    expect(await numbers('fatima')).toEqual(['OFF-A3']);
    expect(await numbers('055 987 6543')).toEqual(['OFF-A1']);
    expect(await numbers('nobody-like-this')).toEqual([]);
  });

  it('pages', async () => {
    const body = (await list(admin, {}, '?page=2&size=2')).json<{ data: OfflinePolicy[]; pagination: { totalPages: number; currentPage: number } }>();
    expect(body.data.map((policy) => policy.policyNo)).toEqual(['OFF-A1']);
    expect(body.pagination).toMatchObject({ totalPages: 2, currentPage: 2 });
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const badType = await list(admin, { pType: 'EXPIRING' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ message: string }>().message).toContain('pType:');
    const badRange = await list(admin, { startDate: '2025-05-01', endDate: '2025-04-01' });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ fieldErrors: { endDate: 'End date must be on or after the start date' } });
  });

  it('answers 403 to an account without policy access, and lets a policy reader through', async () => {
    const stranger = await createTestAccount(server.app, { moduleAccess: { customer: { read: true } } });
    const strangerToken = await server.login(stranger.email);
    expect((await list(strangerToken)).statusCode).toBe(403);
    const reader = await createTestAccount(server.app, { moduleAccess: { policy: { read: true } } });
    const readerToken = await server.login(reader.email);
    expect((await list(readerToken)).statusCode).toBe(200);
    const refused = await upload(readerToken, await xlsx([HEADER, goodRow('OFF-R1')]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('You do not have the "Insert" permission for Policies.');
  });
});

describe('getofflinepolicy', () => {
  it('gives every column of the sheet row under its upper-case name', async () => {
    const [first] = (await list(admin, {}, '?search=OFF-A1')).json<{ data: OfflinePolicy[] }>().data;
    const response = await server.injectAs(admin, { method: 'GET', url: `${BASE}/${first!._id}/getofflinepolicy` });
    expect(response.statusCode, response.body).toBe(200);
    const policy = response.json<{ data: OfflinePolicyDetail }>().data;
    expect(policy.policyNo).toBe('OFF-A1');
    expect(policy.fileName).toBe('offline.xlsx');
    expect(policy.columns.map((column) => column.name)).toEqual(HEADER.map((name) => name.toUpperCase()));
    expect(policy.columns).toContainEqual({ name: 'EXPIRYDATE', value: todayInDubai(day(265)), type: 'date' });
    expect(policy.columns).toContainEqual({ name: 'VAT', value: 62.53, type: 'number' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await server.injectAs(admin, { method: 'GET', url: `${BASE}/ffffffffffffffffffffffff/getofflinepolicy` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Offline policy not found' });
  });
});

describe('uploadofflinepoliciespraktora', () => {
  it('saves the good rows, updates a known POLICYNO and reports each rejected row (per-row)', async () => {
    const before = await count();
    const sheet = await xlsx([
      HEADER,
      goodRow('OFF-B1'),
      goodRow('OFF-A1', { 'CUSTOMER NAME': 'Layla N. Nasser', FCPREMIUM: '1,999.00', STARTDATE: day(-100), EXPIRYDATE: day(265) }),
      goodRow('OFF-B3', { FCPREMIUM: 'n/a' }),
      goodRow('', {}),
    ]);
    const response = await upload(admin, sheet, { field: 'file', fileName: 'second.xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: OfflineUploadReport; message: string }>();
    expect(body.message).toBe('1 saved, 1 updated, 2 rejected');
    expect(body.data).toMatchObject({ mode: 'per-row', fileName: 'second.xlsx', totalRows: 4, saved: 1, updated: 1, rejected: 2 });
    expect(body.data.rejections).toEqual([
      { row: 4, policyNo: 'OFF-B3', field: 'FCPREMIUM', reason: '"n/a" is not an amount in AED (digits, up to two decimals)' },
      { row: 5, policyNo: null, field: 'POLICYNO', reason: 'POLICYNO is missing' },
    ]);
    expect(await count()).toBe(before + 1);
    const updated = await server.app.db.selectFrom('offline_policies').selectAll().where('policy_no', '=', 'OFF-A1').executeTakeFirstOrThrow();
    expect(updated).toMatchObject({ customer_name: 'Layla N. Nasser', premium_fils: 199_900, upload_batch_id: body.data.batchId, file_name: 'second.xlsx' });
  });

  it('saves nothing in all-or-nothing mode when a row is rejected, naming the row and field', async () => {
    const before = await count();
    const sheet = await xlsx([HEADER, goodRow('OFF-C1'), goodRow('OFF-C2', { STARTDATE: '12/12/2025', EXPIRYDATE: '11/12/2025' })]);
    const response = await upload(admin, sheet, { mode: 'all-or-nothing' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Nothing was saved: 1 row rejected. Row 3, EXPIRYDATE: The expiry date 11/12/2025 is before the start date 12/12/2025',
      fieldErrors: { 'rows.3.EXPIRYDATE': 'The expiry date 11/12/2025 is before the start date 12/12/2025' },
    });
    expect(await count()).toBe(before);

    const clean = await upload(admin, await xlsx([HEADER, goodRow('OFF-C1'), goodRow('OFF-C2')]), { mode: 'all-or-nothing' });
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json<{ data: OfflineUploadReport }>().data).toMatchObject({ mode: 'all-or-nothing', saved: 2, rejected: 0 });
    expect(await count()).toBe(before + 2);
  });

  it('refuses an .xls file with "Save the sheet as .xlsx"', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(256)]);
    const response = await upload(admin, xls, { fileName: 'old.xls', mimeType: 'application/vnd.ms-excel' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toMatch(/^OfflineSheet: "old\.xls" is an old Excel \(\.xls\) file\. Save the sheet as \.xlsx/);
    expect(Object.keys(body.fieldErrors)).toEqual(['OfflineSheet']);
  });

  it('refuses a file that is not a workbook, one without a header, a missing file and a file over 5 MB', async () => {
    const pdf = await upload(admin, SAMPLE_PDF, { fileName: 'policy.pdf', mimeType: 'application/pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ message: string }>().message).toMatch(/^OfflineSheet: "policy\.pdf" is not a spreadsheet/);

    const noHeader = await upload(admin, await xlsx([['just', 'some', 'text']]));
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json()).toMatchObject({ fieldErrors: { OfflineSheet: expect.stringMatching(/^No header row naming POLICYNO/) } });

    const notMultipart = await server.injectAs(admin, { method: 'POST', url: `${BASE}/uploadofflinepoliciespraktora`, payload: {} });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toMatchObject({ message: 'OfflineSheet: Send the sheet as multipart form data', fieldErrors: { OfflineSheet: 'Attach the sheet as "OfflineSheet"' } });

    const wrongField = await upload(admin, await xlsx([HEADER, goodRow('OFF-W1')]), { field: 'document' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: 'OfflineSheet: Attach the sheet as "OfflineSheet"', fieldErrors: { OfflineSheet: 'Attach the sheet as "OfflineSheet"' } });

    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(admin, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('The sheet must be at most 5 MB: split it into smaller sheets.');
  });

  it('answers 400 for an unknown mode', async () => {
    const response = await upload(admin, await xlsx([HEADER, goodRow('OFF-M1')]), { mode: 'sometimes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('mode:');
  });
});
