import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { ProposalCreatedResultSchema } from '../../../shared/contract/proposals/index.js';
import { VoucherHistoryResultSchema, vouchersResource } from '../../../shared/contract/vouchers/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const BASE = '/api/admin/vouchers';
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => todayInDubai(new Date(Date.now() + offset * DAY_MS));
const VoucherList = listResultSchema(vouchersResource.schemas.record);
const VoucherResult = detailResultSchema(vouchersResource.schemas.record);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  server.injectAs(token, { method, url, ...(payload && { payload }) });
const body = (overrides: Record<string, unknown> = {}) => ({
  promoCode: 'SPRING10', discountType: 'percentage', discountValue: 10, createdDate: day(-1), expiryDate: day(30), ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${BASE}/add-voucher`, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return VoucherResult.parse(response.json()).data;
};
const refusal = async (overrides: Record<string, unknown>) => {
  const response = await send('POST', `${BASE}/add-voucher`, body(overrides));
  expect(response.statusCode, response.body).toBe(400);
  return response.json().fieldErrors as Record<string, string>;
};
const staff = async (moduleAccess: Record<string, Partial<Record<'read' | 'create' | 'update' | 'delete', boolean>>>) => {
  const row = await createTestAccount(server.app, { moduleAccess });
  return { fullName: row.full_name, token: await server.login(row.email) };
};
const activeCodes = async () => ((await send('GET', '/api/admin/proposals/getActiveVoucherList')).json().data as Array<{ promoCode: string }>).map((v) => v.promoCode);

describe('vouchers (promo codes on the resource kit)', () => {
  it('creates a voucher, active and not default by default, and proposals can take it at once', async () => {
    const voucher = await create({ promoCode: 'NEWYEAR5', discountValue: 5 });
    expect(voucher).toMatchObject({ promoCode: 'NEWYEAR5', discountType: 'percentage', discountValue: 5, isActive: true, isDefault: false, createdDate: day(-1), expiryDate: day(30) });
    expect(VoucherResult.parse((await send('GET', `${BASE}/${voucher._id}`)).json()).data).toEqual(voucher);
    expect(await activeCodes()).toContain('NEWYEAR5');
  });

  it('takes a percentage above 0 up to 100 and refuses 0, a negative and 100.01', async () => {
    expect((await create({ promoCode: 'ALLOFF', discountValue: 100 })).discountValue).toBe(100);
    expect((await create({ promoCode: 'TINY', discountValue: 0.5 })).discountValue).toBe(0.5);
    expect(await refusal({ promoCode: 'ZERO', discountValue: 0 })).toEqual({ discountValue: 'Discount value must be more than 0' });
    expect(await refusal({ promoCode: 'NEG', discountValue: -1 })).toEqual({ discountValue: 'Discount value is at least 0' });
    expect(await refusal({ promoCode: 'OVER', discountValue: 100.01 })).toEqual({ discountValue: 'A percentage is at most 100' });
  });

  it('takes a fixed discount in whole fils up to AED 100,000 and refuses fractions of a fils and more', async () => {
    expect((await create({ promoCode: 'FLAT1', discountType: 'fixedPrice', discountValue: 1 })).discountValue).toBe(1);
    expect((await create({ promoCode: 'FLATMAX', discountType: 'fixedPrice', discountValue: 10_000_000 })).discountValue).toBe(10_000_000);
    expect(await refusal({ promoCode: 'FLATHALF', discountType: 'fixedPrice', discountValue: 150.5 })).toEqual({ discountValue: 'A fixed discount is whole fils' });
    expect(await refusal({ promoCode: 'FLATBIG', discountType: 'fixedPrice', discountValue: 10_000_001 })).toEqual({ discountValue: 'Discount value is at most 10000000' });
  });

  it('takes an expiry on the start day and refuses one the day before, and days that are not days', async () => {
    expect((await create({ promoCode: 'ONEDAY', createdDate: day(3), expiryDate: day(3) })).expiryDate).toBe(day(3));
    expect(await refusal({ promoCode: 'BACKWARDS', createdDate: day(3), expiryDate: day(2) })).toEqual({ expiryDate: 'Expiry date must be on or after the start date' });
    expect(await refusal({ promoCode: 'BADDAY', expiryDate: '2026-02-30' })).toEqual({ expiryDate: 'Expiry date must be a date (yyyy-MM-dd)' });
    expect(await refusal({ promoCode: 'NODAY', createdDate: '' })).toEqual({ createdDate: 'Start date must be a date (yyyy-MM-dd)' });
  });

  it('refuses a promo code another voucher has, whatever its case, and one a removed voucher had (409 naming the clash)', async () => {
    const first = await create({ promoCode: 'UNIQUE7' });
    for (const promoCode of ['UNIQUE7', 'unique7']) {
      const response = await send('POST', `${BASE}/add-voucher`, body({ promoCode }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A voucher with this promo code exists or existed; promo codes are never reused');
    }
    expect((await send('DELETE', `${BASE}/${first._id}`)).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/add-voucher`, body({ promoCode: 'UNIQUE7' }))).statusCode).toBe(409);
    expect(await refusal({ promoCode: 'BAD CODE!' })).toEqual({ promoCode: 'Promo code may use letters, digits, - and _ only' });
  });

  it('an edit keeps the flags it does not give, and is judged by the rules a new voucher must pass', async () => {
    const voucher = await create({ promoCode: 'EDITME', createdDate: day(0), expiryDate: day(10), isDefault: true });
    const required = { promoCode: 'EDITME', discountValue: 10, createdDate: day(0) };
    const edited = await send('POST', `${BASE}/${voucher._id}`, { ...required, expiryDate: day(20) });
    expect(VoucherResult.parse(edited.json()).data).toMatchObject({ promoCode: 'EDITME', discountType: 'percentage', isDefault: true, expiryDate: day(20) });
    const backwards = await send('POST', `${BASE}/${voucher._id}`, { ...required, expiryDate: day(-1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ expiryDate: 'Expiry date must be on or after the start date' });
    const tooMuch = await send('POST', `${BASE}/${voucher._id}`, { ...required, expiryDate: day(20), discountValue: 250 });
    expect(tooMuch.json().fieldErrors).toEqual({ discountValue: 'A percentage is at most 100' });
    const fixed = await send('POST', `${BASE}/${voucher._id}`, { ...required, expiryDate: day(20), discountType: 'fixedPrice', discountValue: 25_000 });
    expect(VoucherResult.parse(fixed.json()).data).toMatchObject({ discountType: 'fixedPrice', discountValue: 25_000 });
  });

  it('switches a voucher off and on: a disabled code leaves the proposals’ active list', async () => {
    const voucher = await create({ promoCode: 'TOGGLE3', discountValue: 3 });
    const off = await send('POST', `${BASE}/voucher-status`, { voucherId: voucher._id, isActive: false });
    expect(off.json()).toMatchObject({ message: 'Voucher disabled', data: { isActive: false } });
    expect(await activeCodes()).not.toContain('TOGGLE3');
    await send('POST', `${BASE}/voucher-status`, { voucherId: voucher._id, isActive: true });
    expect(await activeCodes()).toContain('TOGGLE3');
  });

  it('lists with search, the type and status filters and sorting by promo code', async () => {
    await create({ promoCode: 'LISTA1', discountType: 'fixedPrice', discountValue: 5_000 });
    await create({ promoCode: 'LISTA2', discountType: 'percentage', discountValue: 7 });
    const found = VoucherList.parse((await send('GET', `${BASE}/get-voucher?search=lista&sortField=promoCode&sortDirection=asc`)).json());
    expect(found.data.map((v) => v.promoCode)).toEqual(['LISTA1', 'LISTA2']);
    const fixed = VoucherList.parse((await send('GET', `${BASE}/get-voucher?search=lista&discountType=fixedPrice`)).json());
    expect(fixed.data.map((v) => v.promoCode)).toEqual(['LISTA1']);
    expect((await send('GET', `${BASE}/get-voucher?discountType=half`)).statusCode).toBe(400);
  });

  it('a promo code typed whole finds that voucher alone; part of one finds every code containing it', async () => {
    await create({ promoCode: 'WHOLE5' });
    await create({ promoCode: 'XWHOLE5' });
    const whole = VoucherList.parse((await send('GET', `${BASE}/get-voucher?search=whole5`)).json());
    expect(whole.data.map((v) => v.promoCode)).toEqual(['WHOLE5']);
    expect(whole.pagination.totalItems).toBe(1);
    const part = VoucherList.parse((await send('GET', `${BASE}/get-voucher?search=HOLE5&sortField=promoCode&sortDirection=asc`)).json());
    expect(part.data.map((v) => v.promoCode)).toEqual(['WHOLE5', 'XWHOLE5']);
  });

  it('the totals follow every write: a new, a switched-off and a removed voucher count at once', async () => {
    const total = async (query = '') => VoucherList.parse((await send('GET', `${BASE}/get-voucher?search=TALLY${query}`)).json()).pagination.totalItems;
    const first = await create({ promoCode: 'TALLY1' });
    expect(await total()).toBe(1);
    await create({ promoCode: 'TALLY2' });
    expect(await total()).toBe(2);
    expect(await total('&isActive=false')).toBe(0);
    expect((await send('POST', `${BASE}/voucher-status`, { voucherId: first._id, isActive: false })).statusCode).toBe(200);
    expect(await total('&isActive=false')).toBe(1);
    expect((await send('DELETE', `${BASE}/${first._id}`)).statusCode).toBe(200);
    expect(await total()).toBe(1);
  });

  it('a removed voucher leaves the list and the active codes, and reads as not found', async () => {
    const voucher = await create({ promoCode: 'GONE9' });
    expect((await send('DELETE', `${BASE}/${voucher._id}`)).json().message).toBe('Voucher removed');
    expect((await send('GET', `${BASE}/${voucher._id}`)).statusCode).toBe(404);
    expect(await activeCodes()).not.toContain('GONE9');
    const apply = await send('POST', '/api/admin/proposals/generatenewquotes', wizardBody('gone.code@example.ae', { promoCode: 'GONE9' }));
    expect(apply.statusCode).toBe(400);
  });

  it('the history lists each proposal that took the code, who applied it, and whether it was taken off', async () => {
    const voucher = await create({ promoCode: 'HIST20', discountValue: 20 });
    const made = await send('POST', '/api/admin/proposals/generatenewquotes', wizardBody('history.one@example.ae', { promoCode: 'HIST20' }));
    expect(made.statusCode, made.body).toBe(200);
    const first = ProposalCreatedResultSchema.parse(made.json()).data.proposal;
    const agent = await staff({ proposal: { read: true, create: true, update: true } });
    const second = ProposalCreatedResultSchema.parse((await send('POST', '/api/admin/proposals/generatenewquotes', wizardBody('history.two@example.ae'), agent.token)).json()).data.proposal;
    expect((await send('POST', `/api/admin/proposals/${second._id}/addvoucherstoproposal`, { promoCode: 'hist20' }, agent.token)).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/proposals/${first._id}/removevoucherfromproposal`)).statusCode).toBe(200);

    const history = VoucherHistoryResultSchema.parse((await send('GET', `${BASE}/${voucher._id}/voucherhistory?page=1&size=10`)).json());
    expect(history.pagination.totalItems).toBe(2);
    expect(history.data.map((item) => [item.proposalNo, item.appliedBy, item.status])).toEqual([
      [second.ref, `${agent.fullName} (Admin)`, 'Added Only'],
      [first.ref, expect.stringMatching(/\(Admin\)$/), 'Removed'],
    ]);
    expect(VoucherResult.parse((await send('GET', `${BASE}/${voucher._id}`)).json()).data.promoCode).toBe('HIST20');
    const paged = VoucherHistoryResultSchema.parse((await send('GET', `${BASE}/${voucher._id}/voucherhistory?page=2&size=1`)).json());
    expect(paged.data.map((item) => item.proposalNo)).toEqual([first.ref]);
    expect((await send('GET', `${BASE}/missing-id/voucherhistory`)).statusCode).toBe(404);
  });

  it('a used proposal shows as Added and Used once it has a policy', async () => {
    const voucher = await create({ promoCode: 'USED15', discountValue: 15 });
    const made = ProposalCreatedResultSchema.parse((await send('POST', '/api/admin/proposals/generatenewquotes', wizardBody('history.used@example.ae', { promoCode: 'USED15' }))).json()).data.proposal;
    // Issuing is the policies area's; the history reads whether the proposal has a policy.
    await server.app.db.updateTable('proposals').set({ policy_id: 'policy-of-test' }).where('id', '=', made._id).execute();
    const history = VoucherHistoryResultSchema.parse((await send('GET', `${BASE}/${voucher._id}/voucherhistory`)).json());
    expect(history.data.map((item) => item.status)).toEqual(['Added and Used']);
  });

  it('needs the voucher grants: a staff account without them is refused', async () => {
    const outsider = await staff({ proposal: { read: true } });
    expect((await send('GET', `${BASE}/get-voucher`, undefined, outsider.token)).statusCode).toBe(403);
    const reader = await staff({ voucher: { read: true } });
    expect((await send('GET', `${BASE}/get-voucher`, undefined, reader.token)).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/add-voucher`, body({ promoCode: 'NOPE1' }), reader.token)).statusCode).toBe(403);
  });
});
