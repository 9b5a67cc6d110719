import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigratePaymentResultSchema, StartedPaymentResultSchema } from '../../../shared/contract/payments/index.js';
import type { TestServer } from '../../../tests/helpers/buildTestServer.js';
import type { InsurerGateway } from '../../services/insurers/insurerGateway.js';
import { createSandboxInsurer } from '../../services/insurers/sandboxInsurer.js';
import { SIGNATURE_HEADER, signPayload, type PaymentProvider } from '../../services/payments/paymentProvider.js';
import { SANDBOX_BNPL, SANDBOX_CARD, createSandboxGateway } from '../../services/payments/sandboxGateway.js';
import { DEMO_ADMIN_EMAIL } from '../../demo/seedDemo.js';
import { createPolicyIssuer } from '../policies/issuing.js';
import { createQuotePayments } from './quotePayments.js';
import { buildPaymentsTestServer } from './paymentsTestServer.js';
import { createSaleFixture, type SaleFixtureOptions } from '../../../tests/fixtures/payments/salesFixture.js';

/**
 * The money rules of a quote's payments that the end-to-end payment tests do not reach: moving a
 * payment between quotes, provider reports that arrive late or by the wrong route, a quote with
 * nothing to pay, and the exact moments a quote and a payment link expire.
 */

const WEBHOOK_SECRET = 'rules-webhook-secret';

/** The sandbox insurer, which a test takes offline to keep a paid policy Pending (a Pending policy's payment can still move). */
const sandboxInsurer = createSandboxInsurer();
let insurerDown = false;
const insurer: InsurerGateway = {
  issuePolicy: (request) => (insurerDown ? Promise.reject(new Error('connect ECONNREFUSED')) : sandboxInsurer.issuePolicy(request)),
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildPaymentsTestServer({ insurers: insurer, paymentWebhookSecret: WEBHOOK_SECRET });
  token = await server.login();
});
afterAll(async () => server.close());

const db = () => server.app.db;
const post = (url: string, payload: Record<string, unknown> = {}) => server.injectAs(token, { method: 'POST', url, payload });
const sale = (options: SaleFixtureOptions = {}) => createSaleFixture(server.app, options);
const quoteRef = async (quoteId: string) => (await db().selectFrom('quotes').select('ref').where('id', '=', quoteId).executeTakeFirstOrThrow()).ref;
const orderOf = async (paymentId: string) => (await db().selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).order_id!;

async function startCard(quoteId: string) {
  const response = await post(`/api/quotes/${quoteId}/payment`);
  expect(response.statusCode, response.body).toBe(200);
  return StartedPaymentResultSchema.parse(response.json()).data;
}

/** Staff record a bank transfer while the insurer is offline: the quote is paid, its policy stays Pending. */
async function paidWithPendingPolicy(quoteId: string) {
  insurerDown = true;
  try {
    const response = await post(`/api/quotes/${quoteId}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: `BANK-${quoteId.slice(-6)}` });
    expect(response.statusCode, response.body).toBe(200);
  } finally {
    insurerDown = false;
  }
}

/** The provider's signed notification for an order, sent to the route of `gateway`. */
function callback(gateway: 'card' | 'bnpl', orderId: string) {
  const rawBody = JSON.stringify({ orderId });
  return server.app.inject({
    method: 'POST', url: `/api/payments/callback/${gateway}`, payload: rawBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(WEBHOOK_SECRET, rawBody) },
  });
}

/** What the provider's own books say about an order (the sandbox keeps them in `sandbox_orders`). */
const providerSays = (orderId: string, status: 'paid' | 'declined') =>
  db().updateTable('sandbox_orders').set({ status }).where('id', '=', orderId).execute();

async function state(quoteId: string) {
  const quote = await db().selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirstOrThrow();
  const proposal = await db().selectFrom('proposals').selectAll().where('id', '=', quote.proposal_id).executeTakeFirstOrThrow();
  const payments = await db().selectFrom('payments').selectAll().where('quote_id', '=', quoteId).orderBy('created_at').orderBy('ref').execute();
  const policies = await db().selectFrom('policies').selectAll().where('quote_id', '=', quoteId).execute();
  const transactions = await db().selectFrom('transactions').selectAll().where('customer_id', '=', quote.customer_id).execute();
  return { quote, proposal, payments, policies, transactions };
}

const migrate = (oldQuoteId: string, newQuoteId: string) => post('/api/quotes/migratequotepaymentInproposal', { oldQuoteId, newQuoteId });

describe('moving a paid payment to another quote', () => {
  it('refuses a quote of another proposal and leaves both proposals as they were', async () => {
    const paid = await sale();
    const other = await sale();
    await paidWithPendingPolicy(paid.quoteIds[0]!);
    const response = await migrate(paid.quoteIds[0]!, other.quoteIds[0]!);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'newQuoteId: Choose a quote of the same proposal' });
    const from = await state(paid.quoteIds[0]!);
    expect(from.payments.map((p) => [p.status, p.amount_fils])).toEqual([['paid', 2_625_00]]);
    expect(from.quote.payment_status).toBe('paid');
    expect(from.policies).toMatchObject([{ status: 'Pending' }]);
    const to = await state(other.quoteIds[0]!);
    expect([to.quote.payment_status, to.payments, to.policies, to.proposal.paid_quote_id]).toEqual(['unpaid', [], [], null]);
  });

  it('refuses to move the payment of a quote that is not paid', async () => {
    const { quoteIds: [unpaid, other] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_000_00 }] });
    const response = await migrate(unpaid!, other!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Quote is not paid');
  });

  it('moves to a cheaper quote: the new quote is paid in full and its policy is issued at once, with no link', async () => {
    const { quoteIds: [dear, cheap], proposalId } = await sale({ quotes: [{ totalFils: 3_000_00 }, { totalFils: 2_625_00 }] });
    await paidWithPendingPolicy(dear!);
    const response = await migrate(dear!, cheap!);
    expect(response.statusCode, response.body).toBe(200);
    const moved = MigratePaymentResultSchema.parse(response.json());
    expect(moved.message).toBe('Payment moved');
    expect(moved.data).toMatchObject({ paymentLink: null, payment: { quoteId: cheap, status: 'paid', amountFils: 2_625_00 } });

    const to = await state(cheap!);
    expect(to.quote).toMatchObject({ payment_status: 'paid', is_bought: 1 });
    expect(to.proposal).toMatchObject({ paid_quote_id: cheap, status: 'Policy paid and Issued' });
    expect(to.policies).toMatchObject([{ status: 'Active', premium_fils: 2_625_00, payment_id: moved.data.payment._id, issue_error: null }]);
    const from = await state(dear!);
    expect(from.quote).toMatchObject({ payment_status: 'unpaid', is_bought: 0 });
    expect(from.payments).toMatchObject([{ status: 'moved', failure_reason: `Moved to quote ${await quoteRef(cheap!)} (${moved.data.payment.ref})` }]);
    expect(from.policies).toEqual([]);
    const history = await db().selectFrom('history').select(['action', 'detail']).where('entity_id', '=', proposalId).where('action', '=', 'Payment moved').execute();
    expect(history).toEqual([{ action: 'Payment moved', detail: `AED 2,625.00 moved from quote ${await quoteRef(dear!)} to quote ${await quoteRef(cheap!)}; AED 375.00 paid above its total is due back to the customer: refund it outside BrokerDesk` }]);
  });

  it('moves to a quote of the same total and issues; one fils dearer waits for a link of AED 0.01', async () => {
    const same = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_625_00 }] });
    await paidWithPendingPolicy(same.quoteIds[0]!);
    const equal = MigratePaymentResultSchema.parse((await migrate(same.quoteIds[0]!, same.quoteIds[1]!)).json());
    expect(equal.data.paymentLink).toBeNull();
    expect((await state(same.quoteIds[1]!)).policies).toMatchObject([{ status: 'Active' }]);

    const dearer = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_625_01 }] });
    await paidWithPendingPolicy(dearer.quoteIds[0]!);
    const response = await migrate(dearer.quoteIds[0]!, dearer.quoteIds[1]!);
    const short = MigratePaymentResultSchema.parse(response.json());
    expect(short.message).toBe('Payment moved; the difference is due by the link');
    expect(short.data.paymentLink).toMatch(/\/sandbox\/pay\/ORD-/);
    const waiting = await state(dearer.quoteIds[1]!);
    expect(waiting.quote.payment_status).toBe('pending');
    expect(waiting.payments.map((p) => [p.status, p.amount_fils])).toEqual([['paid', 2_625_00], ['pending', 1]]);
    expect(waiting.policies).toMatchObject([{ status: 'Pending', premium_fils: 2_625_01, payment_id: short.data.payment._id, issue_error: null }]);
    const [moved, link] = waiting.payments as [typeof waiting.payments[number], typeof waiting.payments[number]];
    const [original] = (await state(dearer.quoteIds[0]!)).payments;
    expect(moved).toMatchObject({ provider: 'bank', paid_by: 'CRM - Bank transfer', order_ref: original!.order_ref, paid_at: original!.paid_at });
    expect(link.paid_by).toBe('CRM - Link');
    const order = await db().selectFrom('sandbox_orders').selectAll().where('id', '=', link.order_id!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amount_fils: 1, reference: link.ref, description: `Difference for quote ${await quoteRef(dearer.quoteIds[1]!)}` });

    // The customer pays the difference: it is added to the moved payment and the policy is issued.
    await providerSays(link.order_id!, 'paid');
    expect((await callback('card', link.order_id!)).json()).toMatchObject({ outcome: 'applied' });
    const done = await state(dearer.quoteIds[1]!);
    expect(done.quote.payment_status).toBe('paid');
    expect(done.payments.map((p) => [p.status, p.amount_fils, p.failure_reason])).toEqual([['paid', 2_625_01, null], ['moved', 1, `Added to payment ${moved.ref}`]]);
    expect(done.policies).toMatchObject([{ status: 'Active' }]);
  });

  it('refuses to move a payment to an expired quote of the proposal', async () => {
    const { quoteIds: [paid, expired] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_000_00, expiresAt: '2020-01-01T00:00:00.000Z' }] });
    await paidWithPendingPolicy(paid!);
    const response = await migrate(paid!, expired!);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(`Quote ${await quoteRef(expired!)} expired on 2020-01-01; re-generate the quotes for a current price.`);
    expect((await state(paid!)).payments.map((p) => p.status)).toEqual(['paid']);
  });
});

describe('what the provider reports, and through which route', () => {
  it('refunds through the provider a card payment the customer made after it stopped pending, and books nothing for it', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { payment: card } = await startCard(quoteId!);
    // Staff record a bank transfer while the card link is still open: the card payment is cancelled.
    const bank = await post(`/api/quotes/${quoteId}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-RACE' });
    expect(bank.statusCode, bank.body).toBe(200);
    // The customer had paid the link meanwhile.
    const orderId = await orderOf(card._id);
    await providerSays(orderId, 'paid');
    const late = await callback('card', orderId);
    expect(late.json()).toEqual({ success: true, outcome: 'applied' });
    const after = await state(quoteId!);
    expect(after.payments.map((p) => [p.provider, p.status, p.refunded_fils])).toEqual([['card', 'refunded', 2_625_00], ['bank', 'paid', 0]]);
    expect(after.payments[0]!.failure_reason).toMatch(/^Refunded in full: /);
    expect(after.transactions.filter((t) => t.status === 'SUCCESS')).toMatchObject([{ amount_fils: 2_625_00, paid_by: 'CRM - Bank transfer' }]);
    const received = await db().selectFrom('history').select('detail').where('entity_id', '=', after.proposal.id).where('action', '=', 'Payment received').execute();
    expect(received).toEqual([{ detail: `AED 2,625.00 received for quote ${after.quote.ref} (CRM - Bank transfer, ${after.payments[1]!.ref})` }]);
    // The provider repeats itself: nothing more is refunded.
    expect((await callback('card', orderId)).json()).toMatchObject({ outcome: 'ignored', reason: `payment ${card.ref} is already refunded` });
  });

  it('owes no refund when the provider repeats what was already booked', async () => {
    const { quoteIds: [paidQuote] } = await sale();
    const paid = await startCard(paidQuote!);
    await providerSays(await orderOf(paid.payment._id), 'paid');
    expect((await callback('card', await orderOf(paid.payment._id))).json()).toMatchObject({ outcome: 'applied' });
    expect((await callback('card', await orderOf(paid.payment._id))).json()).toMatchObject({ reason: `payment ${paid.payment.ref} is already paid` });

    const { quoteIds: [declinedQuote] } = await sale();
    const declined = await startCard(declinedQuote!);
    await providerSays(await orderOf(declined.payment._id), 'declined');
    expect((await callback('card', await orderOf(declined.payment._id))).json()).toMatchObject({ outcome: 'applied' });
    expect((await state(declinedQuote!)).payments).toMatchObject([{ status: 'declined', failure_reason: 'The provider reports the order declined' }]);
    expect((await callback('card', await orderOf(declined.payment._id))).json()).toMatchObject({ reason: `payment ${declined.payment.ref} is already declined` });
  });

  it("ignores a callback for a card order that arrives on the pay-later provider's route, and the other way round", async () => {
    const { quoteIds: [cardQuote] } = await sale();
    const card = await startCard(cardQuote!);
    const cardOrder = await orderOf(card.payment._id);
    await providerSays(cardOrder, 'paid');
    const wrongRoute = await callback('bnpl', cardOrder);
    expect(wrongRoute.statusCode).toBe(404);
    expect(wrongRoute.json()).toEqual({ success: false, message: `unknown order ${cardOrder}` });
    expect((await state(cardQuote!)).payments.map((p) => p.status)).toEqual(['pending']);
    expect(await db().selectFrom('payment_events').select(['kind', 'outcome', 'payment_id']).where('order_id', '=', cardOrder).execute())
      .toEqual([{ kind: 'callback:bnpl', outcome: 'ignored', payment_id: null }]);
    expect((await callback('card', cardOrder)).json()).toMatchObject({ outcome: 'applied' });

    const { quoteIds: [laterQuote] } = await sale();
    const later = StartedPaymentResultSchema.parse((await post(`/api/quotes/${laterQuote}/tamarapayment`, { paidBy: 'CRM - Tamara' })).json()).data;
    const laterOrder = await orderOf(later.payment._id);
    await providerSays(laterOrder, 'paid');
    expect((await callback('card', laterOrder)).statusCode).toBe(404);
    expect((await callback('bnpl', laterOrder)).json()).toMatchObject({ outcome: 'applied' });
  });
});

describe('a payment left pending on a proposal already paid', () => {
  // Paying cancels the proposal's other pending payments; on a database with several connections a
  // payment read just before that could still look pending. Its paid report must book nothing.
  const reopen = (paymentId: string) => db().updateTable('payments').set({ status: 'pending', failure_reason: null }).where('id', '=', paymentId).execute();
  const quotePaidNotices = async (proposalId: string) =>
    (await sql<{ kind: string }>`SELECT kind FROM notifications WHERE record_id = ${proposalId} AND kind = 'quotePaid'`.execute(db())).rows.length;

  it('books nothing for a paid report for another quote of the proposal, and refunds it naming the proposal', async () => {
    const { quoteIds: [first, second], proposalId, proposalRef } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_000_00 }] });
    const paid = await startCard(first!);
    const stale = await startCard(second!);
    await providerSays(await orderOf(paid.payment._id), 'paid');
    expect((await callback('card', await orderOf(paid.payment._id))).json()).toMatchObject({ outcome: 'applied' });
    await reopen(stale.payment._id);
    await providerSays(await orderOf(stale.payment._id), 'paid');
    expect((await callback('card', await orderOf(stale.payment._id))).json()).toEqual({ success: true, outcome: 'applied' });
    const after = await state(second!);
    expect([after.quote.payment_status, after.payments.map((p) => p.status)]).toEqual(['unpaid', ['refunded']]);
    expect(after.payments[0]!.failure_reason).toContain(`proposal ${proposalRef} is already paid on another quote`);
    expect(after.transactions.filter((t) => t.status === 'SUCCESS')).toHaveLength(1);
    expect(await quotePaidNotices(proposalId)).toBe(1);
  });

  it('books nothing for a second paid report for the same quote, and refunds it naming the quote', async () => {
    const { quoteIds: [quoteId], proposalId } = await sale();
    const card = await startCard(quoteId!);
    const later = StartedPaymentResultSchema.parse((await post(`/api/quotes/${quoteId}/tamarapayment`, { paidBy: 'CRM - Tamara' })).json()).data;
    await providerSays(await orderOf(card.payment._id), 'paid');
    expect((await callback('card', await orderOf(card.payment._id))).json()).toMatchObject({ outcome: 'applied' });
    await reopen(later.payment._id);
    await providerSays(await orderOf(later.payment._id), 'paid');
    expect((await callback('bnpl', await orderOf(later.payment._id))).json()).toMatchObject({ outcome: 'applied' });
    const after = await state(quoteId!);
    expect(after.payments.map((p) => [p.provider, p.status, p.amount_fils])).toEqual([['card', 'paid', 2_625_00], ['bnpl', 'refunded', 2_625_00]]);
    expect(after.payments[1]!.failure_reason).toContain(`quote ${await quoteRef(quoteId!)} is already paid`);
    expect(after.transactions.filter((t) => t.status === 'SUCCESS')).toHaveLength(1);
    expect(await quotePaidNotices(proposalId)).toBe(1);
  });
});

describe('a quote with nothing to pay', () => {
  it('refuses a total of zero and takes a total of one fils', async () => {
    const { quoteIds: [free, oneFils] } = await sale({ quotes: [{ totalFils: 0 }, { totalFils: 1 }] });
    const refused = await post(`/api/quotes/${free}/payment`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Quote ${await quoteRef(free!)} has no amount to pay.`);
    expect((await state(free!)).payments).toEqual([]);
    expect((await startCard(oneFils!)).payment).toMatchObject({ amountFils: 1, status: 'pending' });
  });
});

describe('the moment a quote and a payment link expire', () => {
  let clock = 0;
  const sandboxCard = () => createSandboxGateway(server.app.db, SANDBOX_CARD, { secret: WEBHOOK_SECRET, deliver: () => Promise.resolve(200) });
  const payments = (card: PaymentProvider = sandboxCard()) => createQuotePayments(server.app, {
    providers: { card, bnpl: createSandboxGateway(server.app.db, SANDBOX_BNPL, { secret: WEBHOOK_SECRET, deliver: () => Promise.resolve(200) }) },
    issuer: createPolicyIssuer(server.app, { insurer, filesDir: server.filesDir }),
    webhookSecret: WEBHOOK_SECRET,
    now: () => clock,
  });
  const start = async (quoteId: string, card?: PaymentProvider) => {
    const staff = await db().selectFrom('accounts').select('id').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
    return payments(card).startProviderPayment(quoteId, { provider: 'card', paidBy: 'CRM - Link', redirectUri: null, origin: 'http://127.0.0.1', accountId: staff.id });
  };

  it('leaves no payment behind when the provider fails, and does not pass the failure off as its refusal', async () => {
    const { quoteIds: [quoteId] } = await sale();
    clock = Date.now();
    const down: PaymentProvider = { ...sandboxCard(), createOrder: () => Promise.reject(new Error('gateway timeout')) };
    const failure = await start(quoteId!, down).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ message: 'gateway timeout' });
    expect(failure).not.toHaveProperty('statusCode');
    expect((await state(quoteId!)).payments).toEqual([]);
  });

  it('takes payment up to the millisecond before the quote expires, and not at that moment', async () => {
    const expiresAt = '2030-06-01T08:00:00.000Z';
    const { quoteIds: [quoteId] } = await sale({ quotes: [{ totalFils: 2_625_00, expiresAt }] });
    clock = Date.parse(expiresAt) - 1;
    expect((await start(quoteId!)).payment.status).toBe('pending');
    clock = Date.parse(expiresAt);
    await expect(start(quoteId!)).rejects.toMatchObject({
      statusCode: 422, message: `Quote ${await quoteRef(quoteId!)} expired on 2030-06-01; re-generate the quotes for a current price.`,
    });
  });

  it('sends the same payment link again until the moment it expires, then a new one', async () => {
    const { quoteIds: [quoteId] } = await sale();
    clock = Date.now();
    const first = await start(quoteId!);
    expect(first.reused).toBe(false);
    const linkExpires = Date.parse((await db().selectFrom('payments').select('expires_at').where('id', '=', first.payment._id).executeTakeFirstOrThrow()).expires_at!);
    clock = linkExpires - 1;
    expect(await start(quoteId!)).toMatchObject({ reused: true, paymentUrl: first.paymentUrl, payment: { _id: first.payment._id } });
    clock = linkExpires;
    const fresh = await start(quoteId!);
    expect(fresh.reused).toBe(false);
    expect(fresh.payment._id).not.toBe(first.payment._id);
  });
});

describe('callbacks that cannot be matched to a payment', () => {
  function rawCallback(rawBody: string, signature = signPayload(WEBHOOK_SECRET, rawBody)) {
    return server.app.inject({
      method: 'POST', url: '/api/payments/callback/card', payload: rawBody, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    });
  }
  const eventsWithout = (kind: string) => db().selectFrom('payment_events').select(['reason', 'payload']).where('kind', '=', kind).where('order_id', 'is', null).execute();

  it('answers 400 to a signed body without an order id, and keeps it', async () => {
    const before = (await eventsWithout('callback:card')).length;
    for (const body of ['not json', JSON.stringify({ status: 'paid' }), JSON.stringify({ orderId: 42 })]) {
      const response = await rawCallback(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'no order id' });
    }
    expect((await eventsWithout('callback:card')).slice(before).map((e) => [e.reason, e.payload])).toEqual([
      ['no order id', 'not json'], ['no order id', '{"status":"paid"}'], ['no order id', '{"orderId":42}'],
    ]);
  });

  it('answers 401 to a callback without a signature', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/payments/callback/card', payload: '{"orderId":"ORD-1"}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'bad signature' });
  });

  it('names at most 100 characters of an unknown order id and keeps at most 10,000 characters of the body', async () => {
    const orderId = `ORD-${'x'.repeat(200)}`;
    const rawBody = JSON.stringify({ orderId, note: 'y'.repeat(20_000) });
    const response = await rawCallback(rawBody);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`unknown order ${orderId.slice(0, 100)}`);
    const [event] = await db().selectFrom('payment_events').select(['payload', 'outcome']).where('order_id', '=', orderId.slice(0, 100)).execute();
    expect(event).toEqual({ outcome: 'ignored', payload: rawBody.slice(0, 10_000) });

    const { quoteIds: [quoteId] } = await sale();
    const { payment } = await startCard(quoteId!);
    const realOrder = await orderOf(payment._id);
    await providerSays(realOrder, 'paid');
    const longBody = JSON.stringify({ orderId: realOrder, note: 'y'.repeat(20_000) });
    expect((await rawCallback(longBody)).json()).toMatchObject({ outcome: 'applied' });
    expect(await db().selectFrom('payment_events').select('payload').where('order_id', '=', realOrder).execute()).toEqual([{ payload: longBody.slice(0, 10_000) }]);
  });

  it('answers 502 and keeps the payment pending when the provider cannot confirm the order', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { payment } = await startCard(quoteId!);
    const orderId = await orderOf(payment._id);
    await db().deleteFrom('sandbox_orders').where('id', '=', orderId).execute();
    const response = await callback('card', orderId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: 'the provider could not confirm the order' });
    expect(await db().selectFrom('payment_events').select(['payment_id', 'outcome']).where('order_id', '=', orderId).execute()).toEqual([{ payment_id: payment._id, outcome: 'ignored' }]);
    expect((await state(quoteId!)).payments.map((p) => p.status)).toEqual(['pending']);
  });

  it('names both amounts when the provider settled another amount, and notes an order still open on a status check', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { payment } = await startCard(quoteId!);
    const orderId = await orderOf(payment._id);
    const status = await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${quoteId}/payment-status` });
    expect(status.json().data).toMatchObject({ paymentStatus: 'unpaid', payments: [{ _id: payment._id, status: 'pending' }] });
    await db().updateTable('sandbox_orders').set({ status: 'paid', amount_fils: 100_00 }).where('id', '=', orderId).execute();
    expect((await callback('card', orderId)).json()).toMatchObject({ reason: 'amount mismatch: provider 10000 fils, payment 262500 fils' });
    expect(await db().selectFrom('payment_events').select(['kind', 'reason']).where('order_id', '=', orderId).orderBy('created_at').execute()).toEqual([
      { kind: 'status-check', reason: 'order is still pending at the provider' },
      { kind: 'callback:card', reason: 'amount mismatch: provider 10000 fils, payment 262500 fils' },
    ]);
  });
});

describe('starting and recording payments', () => {
  it('opens a pay-later order beside an open card link, reuses each, and lists the newest first', async () => {
    const { quoteIds: [quoteId], companyName } = await sale();
    const card = await startCard(quoteId!);
    const order = await db().selectFrom('sandbox_orders').selectAll().where('id', '=', await orderOf(card.payment._id)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      amount_fils: 2_625_00, reference: card.payment.ref, callback_url: 'http://localhost:80/api/payments/callback/card',
      description: `Motor insurance ${companyName} Comprehensive Plus, quote ${await quoteRef(quoteId!)}`,
    });
    const later = await post(`/api/quotes/${quoteId}/tamarapayment`, { paidBy: 'CRM - Tamara' });
    const bnpl = StartedPaymentResultSchema.parse(later.json());
    expect([bnpl.message, bnpl.data.payment.provider]).toEqual(['Payment started', 'bnpl']);
    const again = StartedPaymentResultSchema.parse((await post(`/api/quotes/${quoteId}/payment`)).json());
    expect([again.message, again.data.payment._id, again.data.paymentUrl]).toEqual(['Payment link still open', card.payment._id, card.paymentUrl]);
    const status = await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${quoteId}/payment-status` });
    expect(status.json().data.payments.map((p: { _id: string }) => p._id)).toEqual([bnpl.data.payment._id, card.payment._id]);
  });

  it('books one of two bank transfers recorded at once for the same proposal, and refuses the other', async () => {
    const { quoteIds: [first, second] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 2_000_00 }] });
    const answers = await Promise.all([first, second, first].map((quoteId, index) =>
      post(`/api/quotes/${quoteId}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: `BANK-RACE-${index}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe('You already bought policy for this proposal!');
    const payments = await db().selectFrom('payments').select(['status']).where('proposal_id', '=', (await state(first!)).proposal.id).execute();
    expect(payments).toEqual([{ status: 'paid' }]);
    expect((await state(first!)).transactions).toHaveLength(1);
  });

  it('refuses an unknown quote, and says why a closed proposal or a replaced quote takes no payment', async () => {
    const unknown = await post('/api/quotes/no-such-quote/payment');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, message: 'Quote not found' }]);
    const frozen = await sale({ proposalStatus: { status: 'Lost', reason: 'Fake inquiry' } });
    const closed = await post(`/api/quotes/${frozen.quoteIds[0]}/payment`);
    expect(closed.json().message).toBe(`Proposal ${frozen.proposalRef} was closed as Fake inquiry; no payment can be taken on it.`);
    const replaced = await sale({ quotes: [{ totalFils: 2_625_00, isCurrent: false }] });
    expect((await post(`/api/quotes/${replaced.quoteIds[0]}/payment`)).json().message)
      .toBe(`Quote ${await quoteRef(replaced.quoteIds[0]!)} was replaced when the quotes were re-generated; choose one of the current quotes.`);
  });

  it('takes payment on a quote without an expiry', async () => {
    const { quoteIds: [quoteId] } = await sale({ quotes: [{ totalFils: 2_625_00, expiresAt: null }] });
    expect((await startCard(quoteId!)).payment.status).toBe('pending');
  });
});
