import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignResultSchema, CodeListResultSchema, CodeResultSchema, HistoryResultSchema, ImportResultSchema, RequestListResultSchema, RequestResultSchema, evouchersResource,
} from '../../../shared/contract/evouchers/index.js';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { buildTestServer, createTestAccount, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { newId } from '../../db/ids.js';

const BASE = '/api/admin/eVoucher';
const VoucherResult = detailResultSchema(evouchersResource.schemas.record);
const VoucherList = listResultSchema(evouchersResource.schemas.record);

let server: TestServer;
let admin: string;
let customers: Array<{ id: string; full_name: string; email: string; mobile_number: string }>;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3, seed: 7 } });
  admin = await server.login();
  customers = await server.app.db.selectFrom('customers').select(['id', 'full_name', 'email', 'mobile_number']).orderBy('seq').limit(3).execute();
});
afterAll(async () => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });
let made = 0;
const voucherBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Fuel card ${(made += 1)}`, brand: 'ENOC', faceValueFils: 10_000, startDate: '2025-01-01', expiryDate: '2099-12-31', ...overrides,
});
const createVoucher = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', BASE, voucherBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return VoucherResult.parse(response.json()).data;
};
const createCode = async (voucherId: string, code: string, expiryDate?: string) => {
  const response = await send('POST', `${BASE}/${voucherId}/createCode`, { code, ...(expiryDate && { expiryDate }) });
  expect(response.statusCode, response.body).toBe(200);
  return CodeResultSchema.parse(response.json()).data;
};
/** The kit's edits carry every required field; the others are given as changed. */
const editBody = (voucher: { title: string; brand: string; faceValueFils: number; startDate: string; expiryDate: string }, overrides: Record<string, unknown>) => ({
  title: voucher.title, brand: voucher.brand, faceValueFils: voucher.faceValueFils, startDate: voucher.startDate, expiryDate: voucher.expiryDate, ...overrides,
});
const codesOf = async (voucherId: string, query = '') => CodeListResultSchema.parse((await send('GET', `${BASE}/${voucherId}/getVoucherCodes${query}`)).json());
const historyOf = async (voucherId: string) => HistoryResultSchema.parse((await send('GET', `${BASE}/${voucherId}/getVoucherHistory?size=100`)).json()).data;
const upload = (voucherId: string, fileName: string, bytes: Buffer, query = '') => {
  const form = multipartFile('file', fileName, bytes, 'text/csv');
  return server.injectAs(admin, { method: 'POST', url: `${BASE}/${voucherId}/importVoucher${query}`, payload: form.payload, headers: form.headers });
};
const outbox = () => server.app.db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').execute();

describe('e-vouchers on the kit', () => {
  it('creates, reads, lists by search, edits, switches and removes an e-voucher', async () => {
    const voucher = await createVoucher({ title: 'Carrefour 100', brand: 'Carrefour', isRevert: true });
    expect(voucher).toMatchObject({ title: 'Carrefour 100', brand: 'Carrefour', faceValueFils: 10_000, isActive: true, isRevert: true, description: null });
    expect(VoucherResult.parse((await send('GET', `${BASE}/${voucher._id}`)).json()).data).toEqual(voucher);
    const listed = VoucherList.parse((await send('GET', `${BASE}?search=carrefour`)).json());
    expect(listed.data.map((row) => row._id)).toEqual([voucher._id]);
    expect(listed.pagination.size).toBe(5);
    const edited = await send('PUT', `${BASE}/${voucher._id}`, editBody(voucher, { title: 'Carrefour 150', faceValueFils: 15_000 }));
    expect(VoucherResult.parse(edited.json()).data).toMatchObject({ title: 'Carrefour 150', faceValueFils: 15_000 });
    const off = await send('POST', `${BASE}/voucher-status`, { evoucherId: voucher._id, isActive: false });
    expect(VoucherResult.parse(off.json()).data.isActive).toBe(false);
    expect((await send('DELETE', `${BASE}/${voucher._id}`)).json()).toEqual({ success: true, message: 'E-voucher removed' });
    expect((await send('GET', `${BASE}/${voucher._id}`)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${voucher._id}/getVoucherCodes`)).statusCode).toBe(404);
  });

  it('refuses an expiry on or before the start, a zero value and a duplicate title', async () => {
    const early = await send('POST', BASE, voucherBody({ startDate: '2025-05-01', expiryDate: '2025-05-01' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual({ expiryDate: 'Expiry date must be after the start date' });
    const zero = await send('POST', BASE, voucherBody({ faceValueFils: 0 }));
    expect(zero.json().fieldErrors).toEqual({ faceValueFils: 'Face value must be more than 0' });
    const first = await createVoucher();
    const again = await send('POST', BASE, voucherBody({ title: first.title }));
    expect(again.statusCode).toBe(409);
    const edit = await send('PUT', `${BASE}/${first._id}`, editBody(first, { expiryDate: '2024-01-01' }));
    expect(edit.json().fieldErrors).toEqual({ expiryDate: 'Expiry date must be after the start date' });
  });
});

describe('codes', () => {
  it('adds codes upper-cased, unique across e-vouchers (409 naming the code), lists and searches by prefix', async () => {
    const voucher = await createVoucher();
    const other = await createVoucher();
    const code = await createCode(voucher._id, 'fuel-0001', '2099-06-30');
    expect(code).toMatchObject({ code: 'FUEL-0001', status: 'available', expiryDate: '2099-06-30', customerId: null });
    await createCode(voucher._id, 'FUEL-0002');
    await createCode(voucher._id, 'GAS-0001');
    const clash = await send('POST', `${BASE}/${other._id}/createCode`, { code: 'Fuel-0001' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('code: Code FUEL-0001 already exists');
    const all = await codesOf(voucher._id);
    expect(all.data.map((row) => row.code)).toEqual(['FUEL-0001', 'FUEL-0002', 'GAS-0001']);
    expect(all.pagination).toMatchObject({ totalItems: 3, size: 10 });
    expect((await codesOf(voucher._id, '?search=fuel')).data.map((row) => row.code)).toEqual(['FUEL-0001', 'FUEL-0002']);
    expect((await codesOf(voucher._id, '?search=FUEL-0002')).pagination.totalItems).toBe(1);
    expect((await codesOf(voucher._id, '?search=0001')).data).toEqual([]);
    // A code typed whole is that code alone, though a longer code begins with it; part of it still finds both.
    await createCode(voucher._id, 'FUEL-00011');
    const whole = await codesOf(voucher._id, '?search=fuel-0001');
    expect(whole.data.map((row) => row.code)).toEqual(['FUEL-0001']);
    expect(whole.pagination.totalItems).toBe(1);
    expect((await codesOf(voucher._id, '?search=FUEL-000')).data.map((row) => row.code)).toEqual(['FUEL-0001', 'FUEL-00011', 'FUEL-0002']);
    expect((await codesOf(other._id, '?search=FUEL-0001')).data).toEqual([]);
    expect((await codesOf(other._id)).pagination.totalItems).toBe(0);
    expect(CodeResultSchema.parse((await send('GET', `${BASE}/${code._id}/getVoucherCode`)).json()).data).toEqual(code);
    expect((await send('GET', `${BASE}/${newId()}/getVoucherCode`)).statusCode).toBe(404);
  });

  it('refuses malformed codes at both ends of the length and bad characters, naming the field', async () => {
    const voucher = await createVoucher();
    for (const [code, message] of [['ABC', 'Code is 4 to 40 letters, digits or inner hyphens'], ['A'.repeat(41), 'Code is 4 to 40 letters, digits or inner hyphens'],
      ['AB C1', 'Code is 4 to 40 letters, digits or inner hyphens'], ['-ABCD', 'Code is 4 to 40 letters, digits or inner hyphens'], ['  ', 'Code is required']] as const) {
      const response = await send('POST', `${BASE}/${voucher._id}/createCode`, { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().fieldErrors).toEqual({ code: message });
    }
    expect((await createCode(voucher._id, 'ABCD')).code).toBe('ABCD');
    expect((await createCode(voucher._id, 'B'.repeat(40))).code).toBe('B'.repeat(40));
  });

  it('edits an available code; refuses editing or deleting an assigned one; marks it redeemed; takes it back only where allowed', async () => {
    const voucher = await createVoucher();
    const code = await createCode(voucher._id, 'EDIT-0001');
    const edited = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { code: 'edit-0009', expiryDate: '2099-01-01' });
    expect(CodeResultSchema.parse(edited.json()).data).toMatchObject({ code: 'EDIT-0009', expiryDate: '2099-01-01' });
    const assigned = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[0]!.id, channel: 'email' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const locked = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { code: 'EDIT-0010' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('only an available code');
    const kept = await send('DELETE', `/api/admin/evoucher/${code._id}/deleteVoucherCode`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(`Code EDIT-0009 is assigned (${customers[0]!.full_name}): only an available code can be deleted`);
    const back = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { status: 'available' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toContain('does not allow taking codes back');
    expect((await send('PUT', `${BASE}/${voucher._id}`, editBody(voucher, { isRevert: true }))).statusCode).toBe(200);
    const reverted = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { status: 'available' });
    expect(CodeResultSchema.parse(reverted.json()).data).toMatchObject({ status: 'available', customerId: null });
    await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[1]!.id, channel: 'sms' });
    const redeemed = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { status: 'redeemed' });
    expect(CodeResultSchema.parse(redeemed.json()).data.status).toBe('redeemed');
    const never = await send('PUT', `${BASE}/${code._id}/updateVoucherCode`, { status: 'available' });
    expect(never.statusCode).toBe(409);
    const free = await createCode(voucher._id, 'EDIT-0020');
    const jump = await send('PUT', `${BASE}/${free._id}/updateVoucherCode`, { status: 'assigned' });
    expect(jump.statusCode).toBe(409);
    const clash = await send('PUT', `${BASE}/${free._id}/updateVoucherCode`, { code: 'EDIT-0009' });
    expect(clash.statusCode).toBe(409);
    expect((await send('DELETE', `/api/admin/evoucher/${free._id}/deleteVoucherCode`)).json()).toEqual({ success: true, message: 'Code EDIT-0020 deleted' });
    expect((await codesOf(voucher._id)).pagination.totalItems).toBe(1);
    const actions = (await historyOf(voucher._id)).map((event) => event.action);
    expect(actions).toEqual(['deleted', 'created', 'redeemed', 'assigned', 'reverted', 'assigned', 'updated', 'created']);
  });
});

describe('assigning a code', () => {
  it('sends the code by e-mail through the outbox once, even when asked twice', async () => {
    const voucher = await createVoucher({ title: 'Amazon 50', brand: 'Amazon' });
    const code = await createCode(voucher._id, 'AMZ-50-0001');
    const customer = customers[0]!;
    const first = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customer.id, channel: 'email' });
    const answer = AssignResultSchema.parse(first.json());
    expect(answer.message).toBe(`Code AMZ-50-0001 sent to ${customer.email}`);
    expect(answer.data.code).toMatchObject({ status: 'assigned', customerId: customer.id, customerName: customer.full_name, channel: 'email' });
    const message = (await outbox()).find((row) => row.id === answer.data.outboxId)!;
    expect(message).toMatchObject({ channel: 'email', recipient: customer.email, subject: 'Your Amazon e-voucher: Amazon 50' });
    expect(message.body).toContain('Code: AMZ-50-0001');
    const before = (await outbox()).length;
    const again = AssignResultSchema.parse((await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customer.id, channel: 'email' })).json());
    expect(again.data.outboxId).toBeNull();
    expect((await outbox()).length).toBe(before);
    const taken = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[1]!.id, channel: 'email' });
    expect(taken.statusCode).toBe(409);
    const history = await historyOf(voucher._id);
    expect(history[0]!.detail).toMatch(new RegExp(`^Code AMZ-50-0001 assigned to ${customer.full_name} by .+ \\(sent by e-mail\\)$`));
  });

  it('sends the next available code by SMS when no code is named, and refuses when none is left', async () => {
    const voucher = await createVoucher();
    await createCode(voucher._id, 'NEXT-0001');
    const sent = AssignResultSchema.parse((await send('POST', `${BASE}/${voucher._id}/assignToUser`, { customerId: customers[2]!.id, channel: 'sms' })).json());
    expect(sent.data.code.code).toBe('NEXT-0001');
    const message = (await outbox()).find((row) => row.id === sent.data.outboxId)!;
    expect(message).toMatchObject({ channel: 'sms', recipient: `+971${customers[2]!.mobile_number}` });
    expect(message.body).toContain('code NEXT-0001');
    const none = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { customerId: customers[2]!.id, channel: 'sms' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('No available code is left');
  });

  it('refuses an unknown customer, a code of another e-voucher, a bad channel and a disabled e-voucher', async () => {
    const voucher = await createVoucher();
    const other = await createVoucher();
    const code = await createCode(voucher._id, 'REF-0001');
    const otherCode = await createCode(other._id, 'REF-0002');
    const unknown = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: newId(), channel: 'email' });
    expect(unknown.json().fieldErrors).toEqual({ customerId: 'Choose an existing customer' });
    const foreign = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: otherCode._id, customerId: customers[0]!.id, channel: 'email' });
    expect(foreign.statusCode).toBe(400);
    const channel = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[0]!.id, channel: 'fax' });
    expect(channel.json().fieldErrors).toEqual({ channel: 'Channel must be email or sms' });
    await send('POST', `${BASE}/voucher-status`, { evoucherId: voucher._id, isActive: false });
    const disabled = await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[0]!.id, channel: 'email' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toContain('is disabled');
  });
});

describe('importing codes', () => {
  it('saves the good rows of a CSV and reports blank, duplicate, existing and malformed rows by line', async () => {
    const voucher = await createVoucher();
    await createCode(voucher._id, 'IMP-EXISTS');
    const csv = ['code,expiry', 'imp-0001', 'IMP-0002,2099-03-31', '', 'IMP-0001', 'IMP-EXISTS', 'bad code!', 'IMP-0003,31-02-2099x', 'IMP-0004', ''].join('\n');
    const response = await upload(voucher._id, 'codes.csv', Buffer.from(csv));
    expect(response.statusCode, response.body).toBe(200);
    const report = ImportResultSchema.parse(response.json()).data;
    expect(report).toMatchObject({ fileName: 'codes.csv', totalRows: 8, saved: 3, rejected: 5, allOrNothing: false });
    expect(report.rejections).toEqual([
      { line: 4, code: null, reason: 'Blank row' },
      { line: 5, code: 'IMP-0001', reason: 'Duplicate of line 2' },
      { line: 6, code: 'IMP-EXISTS', reason: 'Already exists' },
      { line: 7, code: 'bad code!', reason: 'Malformed code: 4 to 40 letters, digits or inner hyphens' },
      { line: 8, code: 'IMP-0003', reason: 'Malformed expiry "31-02-2099x": use yyyy-MM-dd' },
    ]);
    const codes = await codesOf(voucher._id, '?size=20');
    expect(codes.data.map((row) => [row.code, row.expiryDate])).toEqual([['IMP-EXISTS', null], ['IMP-0001', null], ['IMP-0002', '2099-03-31'], ['IMP-0004', null]]);
    expect(codes.pagination.totalItems).toBe(4);
    expect((await historyOf(voucher._id))[0]!.detail).toMatch(/^3 codes imported from codes.csv by .+ \(5 rows rejected\)$/);
  });

  it('saves nothing with allOrNothing when a row is bad, and everything when none is', async () => {
    const voucher = await createVoucher();
    const bad = await upload(voucher._id, 'codes.csv', Buffer.from('AON-0001\nAON-0001\n'), '?allOrNothing=true');
    expect(ImportResultSchema.parse(bad.json())).toMatchObject({ message: 'Nothing was saved: 1 of 2 rows are bad', data: { saved: 0, rejected: 1 } });
    expect((await codesOf(voucher._id)).pagination.totalItems).toBe(0);
    const good = await upload(voucher._id, 'codes.csv', Buffer.from('AON-0001\nAON-0002\n'), '?allOrNothing=true');
    expect(ImportResultSchema.parse(good.json()).data).toMatchObject({ saved: 2, rejected: 0 });
    const refused = await upload(voucher._id, 'codes.csv', Buffer.from('x'), '?allOrNothing=maybe');
    expect(refused.statusCode).toBe(400);
  });

  it('reads an .xlsx workbook, and refuses a file whose content does not match its name', async () => {
    const voucher = await createVoucher();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Codes');
    sheet.addRow(['Code', 'Expiry']);
    sheet.addRow(['XLS-0001', new Date(Date.UTC(2099, 0, 31))]);
    sheet.addRow(['XLS-0002', '2099-02-28']);
    sheet.addRow(['!!']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = ImportResultSchema.parse((await upload(voucher._id, 'codes.xlsx', bytes)).json()).data;
    expect(report).toMatchObject({ totalRows: 3, saved: 2, rejections: [{ line: 4, code: '!!', reason: 'Malformed code: 4 to 40 letters, digits or inner hyphens' }] });
    expect((await codesOf(voucher._id)).data.map((row) => row.expiryDate)).toEqual(['2099-01-31', '2099-02-28']);
    expect((await upload(voucher._id, 'codes.xlsx', Buffer.from('XLS-0009\n'))).statusCode).toBe(400);
    expect((await upload(voucher._id, 'codes.csv', bytes)).statusCode).toBe(400);
    expect((await upload(voucher._id, 'codes.txt', Buffer.from('A-0001'))).statusCode).toBe(400);
    expect((await upload(voucher._id, 'codes.csv', Buffer.alloc(0))).statusCode).toBe(415);
    expect((await upload(newId(), 'codes.csv', Buffer.from('NOPE-0001'))).statusCode).toBe(404);
  });
});

describe('requests', () => {
  async function makeRequest(evoucherId: string, customerId: string) {
    const id = newId();
    const at = new Date().toISOString();
    await server.app.db.insertInto('evoucher_requests').values({
      id, evoucher_id: evoucherId, customer_id: customerId, status: 'pending', note: 'Please', reason: null, code_id: null, decided_by: null, decided_at: null, created_at: at, updated_at: at,
    }).execute();
    return id;
  }

  it('lists requests by search, approves one (sending a code) and rejects one with a reason, only from Pending', async () => {
    const voucher = await createVoucher({ title: 'Noon 75 request' });
    await createCode(voucher._id, 'REQ-0001');
    const approveId = await makeRequest(voucher._id, customers[0]!.id);
    const rejectId = await makeRequest(voucher._id, customers[1]!.id);
    const listed = RequestListResultSchema.parse((await send('GET', `${BASE}/voucherRequest?search=Noon 75`)).json());
    expect(listed.data.map((row) => row._id).sort()).toEqual([approveId, rejectId].sort());
    const approved = RequestResultSchema.parse((await send('PUT', `${BASE}/${approveId}/changeRequestStatus`, { status: 'approved', channel: 'email', reason: null })).json());
    expect(approved.data).toMatchObject({ status: 'approved', code: 'REQ-0001', customerName: customers[0]!.full_name });
    expect(approved.message).toBe(`Request approved: code REQ-0001 sent to ${customers[0]!.email}`);
    const noReason = await send('PUT', `${BASE}/${rejectId}/changeRequestStatus`, { status: 'rejected', reason: null, channel: null });
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Reason is required to reject a request' });
    const rejected = RequestResultSchema.parse((await send('PUT', `${BASE}/${rejectId}/changeRequestStatus`, { status: 'rejected', reason: 'Not eligible', channel: null })).json());
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Not eligible', code: null });
    const twice = await send('PUT', `${BASE}/${rejectId}/changeRequestStatus`, { status: 'approved', reason: null, channel: null });
    expect(twice.statusCode).toBe(409);
    const pending = await send('PUT', `${BASE}/${rejectId}/changeRequestStatus`, { status: 'pending', reason: null, channel: null });
    expect(pending.statusCode).toBe(400);
    expect((await send('PUT', `${BASE}/${newId()}/changeRequestStatus`, { status: 'rejected', reason: 'x', channel: null })).statusCode).toBe(404);
  });

  it('leaves a request pending when no code is left to approve it with', async () => {
    const voucher = await createVoucher();
    const id = await makeRequest(voucher._id, customers[0]!.id);
    const refused = await send('PUT', `${BASE}/${id}/changeRequestStatus`, { status: 'approved', reason: null, channel: null });
    expect(refused.statusCode).toBe(409);
    const row = await server.app.db.selectFrom('evoucher_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('permissions', () => {
  it('lets a reader read but not write, and refuses a stranger', async () => {
    const voucher = await createVoucher();
    const code = await createCode(voucher._id, 'PERM-0001');
    const reader = await createTestAccount(server.app, { moduleAccess: { evoucher: { read: true } } });
    const token = await server.login(reader.email);
    expect((await send('GET', `${BASE}/${voucher._id}/getVoucherCodes`, undefined, token)).statusCode).toBe(200);
    expect((await send('GET', `${BASE}/voucherRequest`, undefined, token)).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/${voucher._id}/createCode`, { code: 'PERM-0002' }, token)).statusCode).toBe(403);
    expect((await send('POST', `${BASE}/${voucher._id}/assignToUser`, { codeId: code._id, customerId: customers[0]!.id, channel: 'email' }, token)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/evoucher/${code._id}/deleteVoucherCode`, undefined, token)).statusCode).toBe(403);
    const stranger = await createTestAccount(server.app, { moduleAccess: { customer: { read: true } } });
    expect((await send('GET', `${BASE}/${voucher._id}/getVoucherHistory`, undefined, await server.login(stranger.email))).statusCode).toBe(403);
  });
});
