import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { seedMotorDemo } from '../../demo/motorDemo.js';
import { createNotificationsRepository } from '../../services/notifications/notifications.repository.js';
import { createNotifier } from '../../services/notifications/notifier.js';
import { signPayload, type PaymentProvider, type ProviderOrder } from '../../services/payments/paymentProvider.js';
import { SANDBOX_BNPL, SANDBOX_CARD, createSandboxGateway } from '../../services/payments/sandboxGateway.js';
import { createPolicyIssuer } from '../policies/issuing.js';
import { ALREADY_BOUGHT, createQuotePayments, type QuotePayments } from './quotePayments.js';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { createSaleFixture, createTestInsurer, type SaleFixtureOptions } from '../../../tests/fixtures/payments/salesFixture.js';

/**
 * The money rules of `createQuotePayments` on a real database, with the sandbox providers and
 * insurer, and a Fastify instance that carries only what the module uses (the database, the
 * logger, `notify`): no app is built, so a mutation run re-imports a few modules per run of this
 * file instead of the whole server. The endpoints are tested by `payments.routes.test.ts` and
 * `quotePayments.rules.test.ts`; these pin what the rules write: amounts, statuses, messages,
 * history, and which orders are cancelled at the provider and when.
 */

const SECRET = 'quote-payments-test-secret';
const PAYING_CARD = '4111 1111 1111 1111';

let db: Db;
let closeDb: () => Promise<void>;
let filesDir: string;
let staffId: string;
let payments: QuotePayments;
const insurer = createTestInsurer();

/** The card gateway as the sandbox runs it, except where a test makes the provider misbehave. */
const cardTrouble: { cancel?: (orderId: string) => Promise<ProviderOrder>; lookUp?: (orderId: string) => Promise<ProviderOrder>; beforeRefund?: () => Promise<void> } = {};
let cardCancels = 0;
let sandboxCard: ReturnType<typeof createSandboxGateway>;
let sandboxBnpl: ReturnType<typeof createSandboxGateway>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  filesDir = await mkdtemp(path.join(tmpdir(), 'brokerdesk-quote-payments-'));
  const app: FastifyInstance = Fastify({ logger: false });
  app.decorate('db', db);
  const notifier = createNotifier(createNotificationsRepository(db), { emitToRoom: () => undefined });
  app.decorate('notify', notifier.notify);
  await seedMotorDemo(db, new Date(), { companies: 1, plansPerCompany: 1 });
  staffId = newId();
  const at = new Date().toISOString();
  await db.insertInto('accounts').values({
    id: staffId, email: `staff.${staffId}@example.ae`, password_hash: 'x', full_name: 'Payments Staff', type: 'user', role: 'Sub-Admin',
    module_access: null, is_supervisor: 0, disabled: 0, created_at: at, updated_at: at,
  }).execute();

  const sandbox = { secret: SECRET, deliver: () => Promise.resolve(200) };
  sandboxCard = createSandboxGateway(db, SANDBOX_CARD, sandbox);
  sandboxBnpl = createSandboxGateway(db, SANDBOX_BNPL, sandbox);
  const card: PaymentProvider = {
    label: sandboxCard.label,
    createOrder: (input) => sandboxCard.createOrder(input),
    getOrder: (orderId) => (cardTrouble.lookUp ?? sandboxCard.getOrder)(orderId),
    cancelOrder: (orderId) => {
      cardCancels += 1;
      return (cardTrouble.cancel ?? sandboxCard.cancelOrder)(orderId);
    },
    refund: async (orderId, input) => {
      await cardTrouble.beforeRefund?.();
      return sandboxCard.refund(orderId, input);
    },
  };
  payments = createQuotePayments(app, {
    providers: { card, bnpl: sandboxBnpl },
    issuer: createPolicyIssuer(app, { insurer: insurer.gateway, filesDir }),
    webhookSecret: SECRET,
  });
});

afterAll(async () => {
  await closeDb();
  await rm(filesDir, { recursive: true, force: true });
});

function withoutTrouble() {
  delete cardTrouble.cancel;
  delete cardTrouble.lookUp;
  delete cardTrouble.beforeRefund;
  insurer.state.down = false;
}

const sale = (options: SaleFixtureOptions = {}) => createSaleFixture({ db } as FastifyInstance, options);
const quoteRef = async (quoteId: string) => (await db.selectFrom('quotes').select('ref').where('id', '=', quoteId).executeTakeFirstOrThrow()).ref;
const paymentRow = (paymentId: string) => db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
const paymentsOfQuote = (quoteId: string) => db.selectFrom('payments').selectAll().where('quote_id', '=', quoteId).orderBy('created_at').orderBy('ref').execute();
const sandboxOrder = (orderId: string) => db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const eventsOf = (paymentId: string) =>
  db.selectFrom('payment_events').select(['kind', 'outcome', 'reason']).where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute();
const historyOf = (proposalId: string, action: string) =>
  db.selectFrom('history').select('detail').where('entity_id', '=', proposalId).where('action', '=', action).orderBy('created_at').orderBy('id').execute();

function start(quoteId: string, provider: 'card' | 'bnpl' | 'link' = 'card') {
  const paidBy = { card: 'CRM - Card', bnpl: 'CRM - Tamara', link: 'CRM - Link' }[provider];
  return payments.startProviderPayment(quoteId, { provider, paidBy, redirectUri: null, origin: 'http://127.0.0.1', accountId: staffId });
}

/** The provider's signed notification for an order, as it reaches `handleCallback`. */
function callback(gateway: 'card' | 'bnpl', orderId: string) {
  const rawBody = JSON.stringify({ orderId });
  return payments.handleCallback(gateway, rawBody, signPayload(SECRET, rawBody));
}

/** The customer pays the order on the provider's page, and the provider says so. */
async function customerPays(paymentId: string) {
  const payment = await paymentRow(paymentId);
  const gateway = payment.provider === 'bnpl' ? sandboxBnpl : sandboxCard;
  await gateway.act(payment.order_id!, 'pay', PAYING_CARD);
  return callback(payment.provider === 'bnpl' ? 'bnpl' : 'card', payment.order_id!);
}

/** What the provider's own books say about an order, whatever reached BrokerDesk. */
const providerSays = (orderId: string, status: 'paid' | 'declined' | 'expired') =>
  db.updateTable('sandbox_orders').set({ status }).where('id', '=', orderId).execute();

/** A quote paid by card while the insurer is offline: its policy stays Pending, so its payment can still move. */
async function paidByCardWithPendingPolicy(quoteId: string) {
  const { payment } = await start(quoteId);
  insurer.state.down = true;
  try {
    expect((await customerPays(payment._id)).outcome).toMatchObject({ outcome: 'applied' });
  } finally {
    insurer.state.down = false;
  }
  return paymentRow(payment._id);
}

describe('moving a card payment to another quote', () => {
  it('refunds through the provider what was paid above a quote one fils cheaper, and says so in the history', async () => {
    withoutTrouble();
    const { quoteIds: [dear, cheap], proposalId } = await sale({ quotes: [{ totalFils: 3_000_00 }, { totalFils: 2_999_99 }] });
    const old = await paidByCardWithPendingPolicy(dear!);
    const moved = await payments.migrate(dear!, cheap!, { origin: 'http://127.0.0.1', accountId: staffId });
    expect(moved).toMatchObject({ paymentLink: null, payment: { quoteId: cheap, status: 'paid', amountFils: 2_999_99, provider: 'card' } });

    expect(await historyOf(proposalId, 'Payment moved')).toEqual([{
      detail: `AED 2,999.99 moved from quote ${await quoteRef(dear!)} to quote ${await quoteRef(cheap!)}; AED 0.01 paid above its total is refunded through the provider`,
    }]);
    expect(await db.selectFrom('payment_refunds').select(['kind', 'amount_fils', 'order_id', 'status', 'reason', 'idempotency_key']).where('payment_id', '=', old.id).execute()).toEqual([{
      kind: 'moveExcess', amount_fils: 1, order_id: old.order_id, status: 'refunded', idempotency_key: `move-excess:${moved.payment._id}`,
      reason: `paid above the total of quote ${await quoteRef(cheap!)} when the payment was moved to it`,
    }]);
    expect(await paymentRow(old.id)).toMatchObject({ status: 'moved', refunded_fils: 1, refund_status: 'refunded' });
    expect((await sandboxOrder(old.order_id!)).refunded_fils).toBe(1);
    expect(await db.selectFrom('policies').select(['status', 'premium_fils']).where('quote_id', '=', cheap!).execute()).toEqual([{ status: 'Active', premium_fils: 2_999_99 }]);
  });

  it('moves a card payment to a quote of the same total with no refund and no word of one', async () => {
    withoutTrouble();
    const { quoteIds: [first, second], proposalId } = await sale({ quotes: [{ totalFils: 3_000_00 }, { totalFils: 3_000_00 }] });
    const old = await paidByCardWithPendingPolicy(first!);
    const moved = await payments.migrate(first!, second!, { origin: 'http://127.0.0.1', accountId: staffId });
    expect(moved).toMatchObject({ paymentLink: null, payment: { amountFils: 3_000_00, status: 'paid' } });
    expect(await historyOf(proposalId, 'Payment moved')).toEqual([{ detail: `AED 3,000.00 moved from quote ${await quoteRef(first!)} to quote ${await quoteRef(second!)}` }]);
    expect(await db.selectFrom('payment_refunds').select('id').where('payment_id', '=', old.id).execute()).toEqual([]);
    expect(await paymentRow(old.id)).toMatchObject({ status: 'moved', refund_status: null, refunded_fils: 0 });
  });

  it('refuses to move the payment of a policy the insurer already issued, naming the policy', async () => {
    withoutTrouble();
    const { quoteIds: [issued, other] } = await sale({ quotes: [{ totalFils: 3_000_00 }, { totalFils: 2_000_00 }] });
    const { payment } = await start(issued!);
    await customerPays(payment._id);
    const policy = await db.selectFrom('policies').select(['ref', 'status']).where('quote_id', '=', issued!).executeTakeFirstOrThrow();
    expect(policy.status).toBe('Active');
    await expect(payments.migrate(issued!, other!, { origin: 'http://127.0.0.1', accountId: staffId })).rejects.toMatchObject({
      statusCode: 409, message: `Policy ${policy.ref} is already Active; its payment can no longer be moved.`,
    });
    expect((await paymentRow(payment._id)).status).toBe('paid');
  });
});

describe('a new order of a quote replaces its open orders', () => {
  it('replaces an expired link of the same method at the provider, and keeps a link of another method for the same amount', async () => {
    withoutTrouble();
    const { quoteIds: [quoteId] } = await sale();
    const link = await start(quoteId!, 'link');
    const old = await start(quoteId!);
    // The card link's own time ran out (the provider's page has not closed it yet): it is not sent again.
    await db.updateTable('payments').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', old.payment._id).execute();
    const fresh = await start(quoteId!);
    expect(fresh.reused).toBe(false);
    const replaced = await paymentRow(old.payment._id);
    expect(replaced).toMatchObject({ status: 'cancelled', failure_reason: `Replaced by payment ${fresh.payment.ref}`, order_closed_at: expect.any(String) });
    expect(await sandboxOrder(replaced.order_id!)).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
    // The new link's start asked the provider about the open one first.
    expect(await eventsOf(old.payment._id)).toEqual([{ kind: 'status-check', outcome: 'ignored', reason: 'order is still pending at the provider' }, { kind: 'cancel-order', outcome: 'applied', reason: null }]);
    expect((await paymentRow(link.payment._id)).status).toBe('pending');
    expect((await eventsOf(link.payment._id)).map((event) => event.kind)).not.toContain('cancel-order');
  });

  it('leaves the old order open, and says why, when the provider cannot cancel it', async () => {
    withoutTrouble();
    const { quoteIds: [quoteId] } = await sale();
    const old = await start(quoteId!);
    await db.updateTable('quotes').set({ total_fils: 2_500_00 }).where('id', '=', quoteId!).execute();
    cardTrouble.cancel = () => Promise.reject(new Error('gateway timeout'));
    const fresh = await start(quoteId!);
    expect(fresh.payment).toMatchObject({ amountFils: 2_500_00, status: 'pending' });
    expect(await paymentRow(old.payment._id)).toMatchObject({ status: 'pending', failure_reason: null });
    expect(await eventsOf(old.payment._id)).toEqual([
      { kind: 'status-check', outcome: 'ignored', reason: 'order is still pending at the provider' },
      { kind: 'cancel-order', outcome: 'ignored', reason: 'the provider could not cancel the order; it is asked again later' },
    ]);
  });

  it('marks a replaced order closed only once the provider shows it closed, and then stops asking', async () => {
    withoutTrouble();
    const { quoteIds: [quoteId] } = await sale();
    const old = await start(quoteId!);
    const oldOrder = (await paymentRow(old.payment._id)).order_id!;
    await db.updateTable('quotes').set({ total_fils: 2_500_00 }).where('id', '=', quoteId!).execute();
    // The provider takes the cancellation but still shows the order open for now.
    cardTrouble.cancel = (orderId) => sandboxCard.getOrder(orderId);
    const fresh = await start(quoteId!);
    expect(await paymentRow(old.payment._id)).toMatchObject({ status: 'cancelled', failure_reason: `Replaced by payment ${fresh.payment.ref}`, order_closed_at: null });

    await payments.reconcile(quoteId!);
    expect((await paymentRow(old.payment._id)).order_closed_at).toBeNull();
    delete cardTrouble.cancel;
    await payments.reconcile(quoteId!);
    expect((await paymentRow(old.payment._id)).order_closed_at).not.toBeNull();
    expect((await sandboxOrder(oldOrder)).status).toBe('cancelled');
    expect(await eventsOf(old.payment._id)).toEqual([
      { kind: 'status-check', outcome: 'ignored', reason: 'order is still pending at the provider' },
      { kind: 'cancel-order', outcome: 'applied', reason: null },
      { kind: 'cancel-order', outcome: 'ignored', reason: 'the provider still shows the order open' },
      { kind: 'cancel-order', outcome: 'applied', reason: null },
    ]);
    const asked = cardCancels;
    await payments.reconcile(quoteId!);
    expect(cardCancels).toBe(asked);
  });

  it('books an old order the customer paid before its cancellation arrived, and refuses the new one', async () => {
    withoutTrouble();
    const { quoteIds: [quoteId] } = await sale();
    const old = await start(quoteId!);
    await db.updateTable('quotes').set({ total_fils: 2_500_00 }).where('id', '=', quoteId!).execute();
    // The customer pays the old link just as its cancellation reaches the provider.
    cardTrouble.cancel = async (orderId) => {
      delete cardTrouble.cancel;
      await providerSays(orderId, 'paid');
      return sandboxCard.cancelOrder(orderId);
    };
    await expect(start(quoteId!)).rejects.toMatchObject({ statusCode: 409, message: ALREADY_BOUGHT });
    const [booked, refused] = await paymentsOfQuote(quoteId!);
    expect(booked).toMatchObject({ id: old.payment._id, status: 'paid', amount_fils: 2_625_00 });
    expect(refused).toMatchObject({ status: 'cancelled', amount_fils: 2_500_00, failure_reason: `Payment ${old.payment.ref} was received for this proposal`, order_closed_at: expect.any(String) });
    expect((await sandboxOrder(refused!.order_id!)).status).toBe('cancelled');
    expect((await db.selectFrom('quotes').select('payment_status').where('id', '=', quoteId!).executeTakeFirstOrThrow()).payment_status).toBe('paid');
  });
});

describe('the orders a payment supersedes', () => {
  it('cancels the proposal\'s other open orders at the provider, and asks again at the next status check when it could not be reached', async () => {
    withoutTrouble();
    const { quoteIds: [first, second] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const paid = await start(first!);
    const other = await start(second!);
    const otherOrder = (await paymentRow(other.payment._id)).order_id!;
    cardTrouble.cancel = () => Promise.reject(new Error('gateway timeout'));
    await customerPays(paid.payment._id);
    expect(await paymentRow(other.payment._id)).toMatchObject({ status: 'cancelled', failure_reason: `Payment ${paid.payment.ref} was received for this proposal`, order_closed_at: null });
    expect((await sandboxOrder(otherOrder)).status).toBe('pending');
    expect(await eventsOf(other.payment._id)).toEqual([{ kind: 'cancel-order', outcome: 'ignored', reason: 'the provider could not cancel the order; it is asked again later' }]);

    delete cardTrouble.cancel;
    await payments.reconcile(first!);
    expect(await sandboxOrder(otherOrder)).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
    expect((await paymentRow(other.payment._id)).order_closed_at).not.toBeNull();
    expect((await eventsOf(other.payment._id)).at(-1)).toEqual({ kind: 'cancel-order', outcome: 'applied', reason: null });
  });
});

describe('a capture BrokerDesk cannot book', () => {
  it('keeps a capture of a superseded order in view while its refund is asked, then refunds it whole', async () => {
    withoutTrouble();
    const { quoteIds: [first, second], proposalId } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const paid = await start(first!);
    const late = await start(second!);
    await customerPays(paid.payment._id);
    const lateOrder = (await paymentRow(late.payment._id)).order_id!;
    await db.updateTable('sandbox_orders').set({ status: 'paid', cancelled_by: null }).where('id', '=', lateOrder).execute();
    const why = `captured after it was cancelled (Payment ${paid.payment.ref} was received for this proposal)`;

    let whileRefunding: unknown;
    cardTrouble.beforeRefund = async () => {
      whileRefunding = {
        payment: await paymentRow(late.payment._id),
        transactions: await db.selectFrom('transactions').select(['amount_fils', 'status', 'policy_id']).where('payment_id', '=', late.payment._id).execute(),
      };
    };
    expect(await callback('card', lateOrder)).toEqual({ status: 200, outcome: { outcome: 'applied' } });
    const policy = await db.selectFrom('policies').select('id').where('quote_id', '=', first!).executeTakeFirstOrThrow();
    expect(whileRefunding).toMatchObject({
      payment: { status: 'cancelled', refund_status: 'requested', paid_at: expect.any(String), failure_reason: `${why}; refund of AED 3,000.00 requested from the provider` },
      transactions: [{ amount_fils: 3_000_00, status: 'REFUND_PENDING', policy_id: policy.id }],
    });
    expect(await historyOf(proposalId, 'Payment to refund')).toEqual([{ detail: `AED 3,000.00 ${why}: payment ${late.payment.ref} is refunded through the provider` }]);
    expect(await paymentRow(late.payment._id)).toMatchObject({ status: 'refunded', refunded_fils: 3_000_00, failure_reason: `Refunded in full: ${why}` });
    expect(await db.selectFrom('payment_refunds').select(['kind', 'idempotency_key']).where('payment_id', '=', late.payment._id).execute())
      .toEqual([{ kind: 'unbookedCapture', idempotency_key: `unbooked-capture:${late.payment._id}` }]);
  });

  it('refunds a capture of a declined or expired payment, naming what the provider said before', async () => {
    withoutTrouble();
    for (const before of ['declined', 'expired'] as const) {
      const { quoteIds: [quoteId], proposalId } = await sale();
      const { payment } = await start(quoteId!);
      const orderId = (await paymentRow(payment._id)).order_id!;
      await providerSays(orderId, before);
      expect((await callback('card', orderId)).outcome).toEqual({ outcome: 'applied' });
      expect(await paymentRow(payment._id)).toMatchObject({ status: before, failure_reason: `The provider reports the order ${before}`, order_closed_at: expect.any(String) });
      await providerSays(orderId, 'paid');
      expect((await callback('card', orderId)).outcome).toEqual({ outcome: 'applied' });
      expect(await historyOf(proposalId, 'Payment to refund')).toEqual([
        { detail: `AED 2,625.00 captured after it was ${before} (The provider reports the order ${before}): payment ${payment.ref} is refunded through the provider` },
      ]);
      expect(await paymentRow(payment._id)).toMatchObject({ status: 'refunded', refunded_fils: 2_625_00 });
    }
  });

  it('refunds nothing for a paid report of a payment that was moved to another quote', async () => {
    withoutTrouble();
    const { quoteIds: [first, second] } = await sale({ quotes: [{ totalFils: 3_000_00 }, { totalFils: 3_000_00 }] });
    const old = await paidByCardWithPendingPolicy(first!);
    await payments.migrate(first!, second!, { origin: 'http://127.0.0.1', accountId: staffId });
    expect((await callback('card', old.order_id!)).outcome).toEqual({ outcome: 'ignored', reason: `payment ${old.ref} is already moved` });
    expect(await paymentRow(old.id)).toMatchObject({ status: 'moved', refund_status: null, refunded_fils: 0 });
    expect(await db.selectFrom('payment_refunds').select('id').where('payment_id', '=', old.id).execute()).toEqual([]);
  });
});

describe('status checks and payments recorded by staff', () => {
  it('notes a pending payment the provider cannot confirm, and still books the next one', async () => {
    withoutTrouble();
    const { quoteIds: [quoteId] } = await sale();
    const card = await start(quoteId!);
    const later = await start(quoteId!, 'bnpl');
    await sandboxBnpl.act((await paymentRow(later.payment._id)).order_id!, 'pay', PAYING_CARD);
    cardTrouble.lookUp = () => Promise.reject(new Error('gateway timeout'));
    await payments.reconcile(quoteId!);
    expect(await eventsOf(card.payment._id)).toEqual([
      { kind: 'status-check', outcome: 'ignored', reason: 'order is still pending at the provider' },
      { kind: 'status-check', outcome: 'ignored', reason: 'the provider could not confirm the order' },
      { kind: 'cancel-order', outcome: 'applied', reason: null },
    ]);
    expect(await paymentRow(later.payment._id)).toMatchObject({ status: 'paid' });
    expect(await paymentRow(card.payment._id)).toMatchObject({ status: 'cancelled', failure_reason: `Payment ${later.payment.ref} was received for this proposal` });
  });

  it('leaves a quote pending and asks the insurer nothing for a transfer one fils short of its total; the full total issues', async () => {
    withoutTrouble();
    const { quoteIds: [short], proposalId } = await sale();
    const { quoteIds: [full] } = await sale();
    const transfer = (quoteId: string, amountFils: number) => payments.recordManualPayment(quoteId, {
      provider: 'bank', paidBy: 'CRM - Bank transfer', orderRef: `BANK-${quoteId.slice(-6)}`, amountFils, accountId: staffId,
      proof: { path: 'proofs/transfer.png', size: 1_000, fileName: 'transfer.png', kind: 'png' },
    });
    const calls = insurer.state.calls;
    const partial = await transfer(short!, 2_624_99);
    expect(partial).toMatchObject({ status: 'paid', amountFils: 2_624_99 });
    expect(await db.selectFrom('quotes').select('payment_status').where('id', '=', short!).executeTakeFirstOrThrow()).toEqual({ payment_status: 'pending' });
    expect(insurer.state.calls).toBe(calls);
    expect(await historyOf(proposalId, 'Payment received')).toEqual([
      { detail: `AED 2,624.99 received for quote ${await quoteRef(short!)} (CRM - Bank transfer, ${partial.ref})` },
    ]);
    expect(await db.selectFrom('stored_files').select(['owner_type', 'mime_type', 'original_name']).where('owner_id', '=', partial._id).execute())
      .toEqual([{ owner_type: 'payment', mime_type: 'image/png', original_name: 'transfer.png' }]);

    await transfer(full!, 2_625_00);
    expect(await db.selectFrom('quotes').select('payment_status').where('id', '=', full!).executeTakeFirstOrThrow()).toEqual({ payment_status: 'paid' });
    expect(insurer.state.calls).toBe(calls + 1);
  });
});
