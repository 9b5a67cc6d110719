import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET } from '../../../shared/contract/constants.js';
import { PaymentLinkListResultSchema, PaymentLinkResultSchema } from '../../../shared/contract/payment-link/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SIGNATURE_HEADER, signPayload } from '../../services/payments/paymentProvider.js';

const WEBHOOK_SECRET = 'test-webhook-secret';
const CREATE = '/api/admin/customers/custominvoicepayment';
const LIST = '/api/admin/customTransactions/getpaymentrecords';
const EXPORT = '/api/admin/customTransactions/exportPaymentTransactions';
const detailUrl = (id: string) => `/api/admin/customTransactions/${id}/getpaymentrecord`;

let server: TestServer;
let admin: string;
let agentA: { token: string; id: string };
let agentB: { token: string; id: string };
let keyCount = 0;

async function agent(): Promise<{ token: string; id: string }> {
  const row = await createTestAccount(server.app, { moduleAccess: { paymentLink: { read: true } } });
  return { id: row.id, token: await server.login(row.email) };
}

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 }, paymentWebhookSecret: WEBHOOK_SECRET });
  admin = await server.login();
  agentA = await agent();
  agentB = await agent();
});
afterAll(async () => server.close());

const post = (token: string, url: string, payload?: object) => server.injectAs(token, { method: 'POST', url, ...(payload && { payload }) });
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;
const body = (overrides: Record<string, unknown> = {}) => ({ billAmountFils: 123_45, comments: 'Renewal balance', paidBy: 'CRM - Admin', idempotencyKey: newKey(), ...overrides });

async function create(token = admin, overrides: Record<string, unknown> = {}) {
  const response = await post(token, CREATE, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return PaymentLinkResultSchema.parse(response.json()).data;
}
const list = async (token: string, filter: object = {}, query = '') => {
  const response = await post(token, `${LIST}${query}`, filter);
  expect(response.statusCode, response.body).toBe(200);
  return PaymentLinkListResultSchema.parse(response.json());
};
const detail = async (token: string, id: string) => PaymentLinkResultSchema.parse((await server.injectAs(token, { method: 'GET', url: detailUrl(id) })).json()).data;

async function payOnPage(paymentUrl: string, cardNumber = '4111 1111 1111 1111') {
  const path = new URL(paymentUrl).pathname;
  expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  return server.app.inject({
    method: 'POST', url: path, payload: new URLSearchParams({ action: 'pay', cardNumber }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function callback(payload: Record<string, unknown>, secret = WEBHOOK_SECRET, provider = 'card') {
  const rawBody = JSON.stringify(payload);
  return server.app.inject({
    method: 'POST', url: `/api/payment-links/callback/${provider}`, payload: rawBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, rawBody) },
  });
}

describe('creating a payment link', () => {
  it('records a CTX transaction and a card order on the gateway, and answers the link', async () => {
    const link = await create();
    expect(link).toMatchObject({
      transactionNumber: expect.stringMatching(/^CTX-\d{6}$/), orderRef: expect.stringMatching(/^ORD-/), status: 'PENDING', billAmountFils: 123_45,
      comments: 'Renewal balance', paidBy: 'CRM - Admin', provider: 'card', authReferenceNumber: null, transaction: null,
      paymentLink: expect.stringMatching(/\/sandbox\/pay\/ORD-/), agent: { fullName: expect.any(String) },
    });
    const order = await server.app.db.selectFrom('sandbox_orders').selectAll().where('id', '=', link.orderRef!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amount_fils: 123_45, reference: link.transactionNumber, status: 'pending' });
    expect(new URL(order.callback_url).pathname).toBe('/api/payment-links/callback/card');
    expect(await detail(admin, link._id)).toEqual(link);
  });

  it('takes 1 fils and AED 1,000,000, and refuses 0, negatives, fractions of a fils and more, naming the field', async () => {
    expect((await create(admin, { billAmountFils: 1 })).billAmountFils).toBe(1);
    expect((await create(admin, { billAmountFils: 100_000_000 })).billAmountFils).toBe(100_000_000);
    for (const [billAmountFils, message] of [[0, 'Amount must be more than 0'], [-1, 'Amount must be more than 0'], [1.5, 'Amount must be whole fils'],
      [100_000_001, 'Amount is at most AED 1,000,000'], ['12', 'Amount must be an amount']] as const) {
      const response = await post(admin, CREATE, body({ billAmountFils }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ billAmountFils: message });
    }
  });

  it('refuses a missing idempotency key, a long comment and an unknown provider', async () => {
    const response = await post(admin, CREATE, { billAmountFils: 100, comments: 'x'.repeat(501), provider: 'cash' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['comments', 'idempotencyKey', 'provider']);
    expect((await post(admin, CREATE, body({ idempotencyKey: 'short' }))).statusCode).toBe(400);
  });

  it('opens a pay-later order within its limits and says why not outside them, leaving no link behind', async () => {
    expect((await create(admin, { provider: 'bnpl', billAmountFils: 150_00 })).orderRef).toMatch(/^BNPL-/);
    const before = (await list(admin)).pagination.totalItems;
    const tooSmall = await post(admin, CREATE, body({ provider: 'bnpl', billAmountFils: 99_99 }));
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().message).toMatch(/^billAmountFils: Sandbox Pay Later accepts orders of AED 100\.00 or more/);
    expect((await list(admin)).pagination.totalItems).toBe(before);
  });

  it('is idempotent by key: the same request answers the same link and opens one order; the key for another amount is a 409', async () => {
    const request = body();
    const first = await post(admin, CREATE, request);
    const again = await post(admin, CREATE, request);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Payment link already created');
    expect(again.json().data._id).toBe(first.json().data._id);
    const orders = await server.app.db.selectFrom('sandbox_orders').select('id').where('reference', '=', first.json().data.transactionNumber).execute();
    expect(orders).toHaveLength(1);
    const other = await post(admin, CREATE, { ...request, billAmountFils: 999 });
    expect(other.statusCode).toBe(409);
    expect(other.json().fieldErrors).toEqual({ idempotencyKey: 'This key already created another payment link' });
    // Keys are per account: another account's same key is a new link.
    const agents = await post(agentA.token, CREATE, request);
    expect(agents.json().data._id).not.toBe(first.json().data._id);
  });

  it('needs a signed-in account with the payment links read grant', async () => {
    expect((await server.app.inject({ method: 'POST', url: CREATE, payload: body() })).statusCode).toBe(401);
    const other = await createTestAccount(server.app, { moduleAccess: { customer: { read: true } } });
    const token = await server.login(other.email);
    for (const [url, payload] of [[CREATE, body()], [LIST, {}], [EXPORT, {}]] as const) {
      const response = await post(token, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have the "View" permission for Payment Links.');
    }
  });
});

describe('the gateway confirms a payment', () => {
  it('marks the link SUCCESS after a test card pays, with the auth reference and the transaction, and announces it; a repeated callback changes nothing', async () => {
    const link = await create(agentA.token, { billAmountFils: 500_00 });
    const emitted = vi.spyOn(server.app.sockets, 'emitToRoom');
    const paid = await payOnPage(link.paymentLink!);
    expect(paid.statusCode).toBe(303);
    // Open screens of the link refresh by themselves: a change from outside, made by no staff member.
    const announced = { records: [{ kind: 'paymentLink', id: link._id }], by: null, at: expect.any(String) };
    expect(emitted.mock.calls.filter(([, event]) => event === SOCKET.recordChanged)).toEqual([[SOCKET.room, SOCKET.recordChanged, announced]]);
    const after = await detail(agentA.token, link._id);
    expect(after).toMatchObject({
      status: 'SUCCESS', authReferenceNumber: expect.any(String),
      transaction: { transactionNumber: link.transactionNumber, amountPaidFils: 500_00, paymentRefNo: link.orderRef, paymentType: 'Card', transactionTime: expect.any(String) },
    });
    const replay = await callback({ eventId: 'another-event', orderId: link.orderRef, status: 'paid', amountFils: 500_00 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, outcome: 'ignored', reason: 'the link is already paid' });
    expect(await detail(agentA.token, link._id)).toEqual(after);
    expect(emitted.mock.calls.filter(([, event]) => event === SOCKET.recordChanged)).toHaveLength(1);
    emitted.mockRestore();
  });

  it('refuses a bad signature and changes nothing; a callback for an unpaid order or an unknown one marks nothing', async () => {
    const link = await create();
    const forged = await callback({ eventId: 'e1', orderId: link.orderRef, status: 'paid' }, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await server.app.inject({ method: 'POST', url: '/api/payment-links/callback/card', payload: JSON.stringify({ orderId: link.orderRef }), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    // Signed, but the provider says the order is still open: the body's "paid" is not believed.
    expect((await callback({ eventId: 'e2', orderId: link.orderRef, status: 'paid' })).json()).toEqual({ success: true, outcome: 'ignored', reason: 'the order is pending' });
    expect((await callback({ eventId: 'e3', orderId: 'ORD-unknown' })).statusCode).toBe(404);
    expect((await callback({ eventId: 'e4', orderId: link.orderRef }, WEBHOOK_SECRET, 'bnpl')).statusCode).toBe(404);
    expect((await callback({ eventId: 'e5' })).statusCode).toBe(400);
    expect((await callback({ orderId: link.orderRef }, WEBHOOK_SECRET, 'cash')).statusCode).toBe(404);
    expect((await detail(admin, link._id)).status).toBe('PENDING');
  });

  it('leaves a declined payment pending, and announces nothing', async () => {
    const link = await create();
    const emitted = vi.spyOn(server.app.sockets, 'emitToRoom');
    expect((await payOnPage(link.paymentLink!, '4000 0000 0000 0002')).statusCode).toBe(303);
    expect((await detail(admin, link._id)).status).toBe('PENDING');
    expect(emitted.mock.calls.filter(([, event]) => event === SOCKET.recordChanged)).toEqual([]);
    emitted.mockRestore();
  });
});

describe('the list, the detail and the export', () => {
  it('shows an agent only his own links, whatever agentId says; Admin sees all and filters by agent', async () => {
    const mine = await create(agentB.token, { comments: 'Agent B own link' });
    const theirs = await create(agentA.token, { comments: 'Agent A link' });
    const forB = await list(agentB.token, { agentId: agentA.id }, '?size=100');
    expect(forB.data.every((link) => link.agent?._id === agentB.id)).toBe(true);
    expect(forB.data.map((link) => link._id)).toContain(mine._id);
    expect((await server.injectAs(agentB.token, { method: 'GET', url: detailUrl(theirs._id) })).statusCode).toBe(404);
    const byAgentA = await list(admin, { agentId: agentA.id }, '?size=100');
    expect(byAgentA.data.length).toBeGreaterThan(0);
    expect(byAgentA.data.every((link) => link.agent?._id === agentA.id)).toBe(true);
    const unknown = await post(admin, LIST, { agentId: 'no-such-account' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('agentId: No staff account with this id');
  });

  it('lists newest first, pages, filters by status and dates, and searches by number, order ref and comment', async () => {
    const first = await create(admin, { comments: 'Zebra crossing fee' });
    const second = await create(admin, { comments: 'zebra second' });
    const page = await list(admin, {}, '?page=1&size=2');
    expect(page.data.map((link) => link._id)).toEqual([second._id, first._id]);
    expect(page.pagination).toMatchObject({ page: 1, size: 2, currentPage: 1 });
    expect((await list(admin, {}, '?search=ZEBRA')).data.map((link) => link._id)).toEqual([second._id, first._id]);
    expect((await list(admin, {}, `?search=${first.transactionNumber}`)).data.map((link) => link._id)).toEqual([first._id]);
    expect((await list(admin, {}, `?search=${Number(first.transactionNumber.slice(4))}`)).data[0]?._id).toBe(first._id);
    expect((await list(admin, {}, `?search=${first.orderRef}`)).data.map((link) => link._id)).toEqual([first._id]);
    expect((await list(admin, {}, '?search=100%25_')).data).toEqual([]);
    // A number typed whole is that link alone, even where another link's comment quotes it; typed bare it finds the comment too.
    const quoting = await create(admin, { comments: `Replaces ${first.transactionNumber}` });
    expect((await list(admin, {}, `?search=${first.transactionNumber.toLowerCase()}`)).data.map((link) => link._id)).toEqual([first._id]);
    expect((await list(admin, {}, `?search=${first.transactionNumber.slice(4)}`)).data.map((link) => link._id)).toEqual([quoting._id, first._id]);
    const success = await list(admin, { qType: 'SUCCESS' }, '?size=100');
    expect(success.data.length).toBeGreaterThan(0);
    expect(success.data.every((link) => link.status === 'SUCCESS')).toBe(true);
    expect((await list(admin, { qType: 'PENDING' }, '?size=100')).data.every((link) => link.status === 'PENDING')).toBe(true);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(admin, { startDate: later })).data).toEqual([]);
    expect((await list(admin, { startDate: first.createdAt, endDate: second.createdAt }, '?size=100')).data.map((link) => link._id)).toEqual([second._id, first._id]);
  });

  it('refuses bad dates, a start after the end, an unknown status and a page past the limits', async () => {
    for (const filter of [{ startDate: '31/12/2025' }, { startDate: '2025-02-02T00:00:00.000Z', endDate: '2025-02-01T00:00:00.000Z' }, { qType: 'FAILED' }]) {
      const response = await post(admin, LIST, filter);
      expect(response.statusCode).toBe(400);
    }
    expect((await post(admin, `${LIST}?size=101`, {})).statusCode).toBe(400);
    expect((await post(admin, `${LIST}?page=0`, {})).statusCode).toBe(400);
    expect((await post(admin, `${LIST}?size=100`, {})).statusCode).toBe(200);
  });

  it('answers 404 for an unknown link', async () => {
    expect((await server.injectAs(admin, { method: 'GET', url: detailUrl('no-such-link') })).statusCode).toBe(404);
  });

  it('exports the filtered links as CSV, an agent only his own', async () => {
    const link = await create(agentA.token, { comments: '=cmd|calc' });
    const response = await post(agentA.token, `${EXPORT}?search=${link.transactionNumber}`, { qType: 'PENDING' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['x-export-rows']).toBe('1');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Transaction No.,REF,Auth Ref No.,Agent,Bill Amount (AED),Payment link,Status,Created At,Paid At,Comments');
    expect(lines[1]).toContain(`${link.transactionNumber},${link.orderRef},,Test Account,123.45,${link.paymentLink},Pending,`);
    expect(lines[1]).toContain(",'=cmd|calc");
    const forB = await post(agentB.token, `${EXPORT}?search=${link.transactionNumber}`, {});
    expect(forB.headers['x-export-rows']).toBe('0');
    expect((await post(admin, EXPORT, { endDate: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('sharing a link', () => {
  it('sends it by e-mail and SMS through the outbox, and refuses a paid link and bad recipients', async () => {
    const link = await create(agentA.token);
    const email = await post(agentA.token, `/api/admin/customTransactions/${link._id}/share-email`, { email: 'Customer@Example.ae' });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json().message).toBe(`Payment link ${link.transactionNumber} for customer@example.ae kept in the outbox (sandbox: not delivered)`);
    const sms = await post(agentA.token, `/api/admin/customTransactions/${link._id}/share-sms`, { mobileNumber: '050 123 4567' });
    expect(sms.statusCode, sms.body).toBe(200);
    const messages = await server.app.db.selectFrom('outbox_messages').selectAll().where('id', 'in', [email.json().data.outboxId, sms.json().data.outboxId]).execute();
    expect(messages.map((message) => message.recipient).sort()).toEqual(['+971501234567', 'customer@example.ae']);
    expect(messages.every((message) => message.body.includes(link.paymentLink!) && message.body.includes('AED 123.45') && message.sent_by === agentA.id)).toBe(true);

    expect((await post(agentA.token, `/api/admin/customTransactions/${link._id}/share-email`, { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post(agentA.token, `/api/admin/customTransactions/${link._id}/share-sms`, { mobileNumber: '12345' })).statusCode).toBe(400);
    expect((await post(agentB.token, `/api/admin/customTransactions/${link._id}/share-sms`, { mobileNumber: '501234567' })).statusCode).toBe(404);
    await payOnPage(link.paymentLink!);
    const paid = await post(agentA.token, `/api/admin/customTransactions/${link._id}/share-sms`, { mobileNumber: '501234567' });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe(`Payment link ${link.transactionNumber} is already paid`);
  });
});
