import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import { PaymentProviderRefusal } from './paymentProvider.js';
import { SANDBOX_BNPL, SANDBOX_CARD, createSandboxGateway, type SandboxGateway } from './sandboxGateway.js';

let db: Db;
let closeDb: () => Promise<void>;
let card: SandboxGateway;
let bnpl: SandboxGateway;
const delivered: string[] = [];

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  const deliver = (_url: string, rawBody: string) => {
    delivered.push(rawBody);
    return Promise.resolve(200);
  };
  const options = { secret: 'sandbox-test-secret', deliver };
  card = createSandboxGateway(db, SANDBOX_CARD, options);
  bnpl = createSandboxGateway(db, SANDBOX_BNPL, options);
});
afterAll(() => closeDb());

let reference = 0;
async function openOrder(gateway: SandboxGateway = card, amountFils = 2_625_00) {
  const { orderId } = await gateway.createOrder({
    amountFils, currency: 'AED', reference: `PAY-T${++reference}`, description: 'Motor insurance', redirectUri: null,
    callbackUrl: 'http://127.0.0.1:4310/api/payments/callback/card',
  });
  return orderId;
}

async function paidOrder(gateway: SandboxGateway = card, amountFils = 2_625_00) {
  const orderId = await openOrder(gateway, amountFils);
  await gateway.act(orderId, 'pay', '4111 1111 1111 1111');
  return orderId;
}

describe('sandbox gateway: cancelling an order', () => {
  it('closes an open order for good, as the merchant, and answers the same when asked again', async () => {
    const orderId = await openOrder();
    expect(await card.cancelOrder(orderId)).toEqual({ status: 'cancelled', amountFils: 2_625_00 });
    expect(await card.cancelOrder(orderId)).toEqual({ status: 'cancelled', amountFils: 2_625_00 });
    expect(await card.find(orderId)).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
    expect(await card.getOrder(orderId)).toEqual({ status: 'cancelled', amountFils: 2_625_00 });

    const notified = delivered.length;
    const attempt = await card.act(orderId, 'pay', '4111 1111 1111 1111');
    expect(attempt).toMatchObject({ kind: 'done', order: { status: 'cancelled' } });
    expect(delivered).toHaveLength(notified);
  });

  it('answers paid for an order the customer paid before the cancellation arrived, and leaves it paid', async () => {
    const orderId = await paidOrder();
    expect(await card.cancelOrder(orderId)).toEqual({ status: 'paid', amountFils: 2_625_00 });
    expect(await card.find(orderId)).toMatchObject({ status: 'paid', cancelled_by: null });
  });

  it("records a customer's own cancellation as the customer's", async () => {
    const orderId = await openOrder();
    await card.act(orderId, 'cancel', '');
    expect(await card.find(orderId)).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
  });

  it('knows only its own orders', async () => {
    const orderId = await openOrder(bnpl);
    await expect(card.cancelOrder(orderId)).rejects.toThrow(/no order/);
    expect((await bnpl.cancelOrder(orderId)).status).toBe('cancelled');
  });
});

describe('sandbox gateway: refunds', () => {
  it('refunds a captured order once per key: the same key again answers the same refund and moves no money', async () => {
    const orderId = await paidOrder();
    const first = await card.refund(orderId, { amountFils: 2_625_00, idempotencyKey: 'k-once' });
    expect(first).toMatchObject({ orderId, amountFils: 2_625_00, refundId: expect.stringMatching(/^RFD-/) });
    expect(await card.refund(orderId, { amountFils: 2_625_00, idempotencyKey: 'k-once' })).toEqual(first);
    expect((await card.find(orderId))!.refunded_fils).toBe(2_625_00);
    expect(await db.selectFrom('sandbox_refunds').selectAll().where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('answers one refund when the same key is asked twice at once', async () => {
    const orderId = await paidOrder();
    const [a, b] = await Promise.all([
      card.refund(orderId, { amountFils: 1_000_00, idempotencyKey: 'k-race' }),
      card.refund(orderId, { amountFils: 1_000_00, idempotencyKey: 'k-race' }),
    ]);
    expect(a.refundId).toBe(b.refundId);
    expect((await card.find(orderId))!.refunded_fils).toBe(1_000_00);
  });

  it('refunds in parts up to what was captured, and refuses a fils more', async () => {
    const orderId = await paidOrder();
    await card.refund(orderId, { amountFils: 2_000_00, idempotencyKey: 'k-part-1' });
    await card.refund(orderId, { amountFils: 625_00, idempotencyKey: 'k-part-2' });
    await expect(card.refund(orderId, { amountFils: 1, idempotencyKey: 'k-part-3' })).rejects.toThrow(/cannot refund more than was captured/);
    expect((await card.find(orderId))!.refunded_fils).toBe(2_625_00);
  });

  it('refuses to refund an order that was not captured, and to reuse a key for another refund', async () => {
    const open = await openOrder();
    await expect(card.refund(open, { amountFils: 100_00, idempotencyKey: 'k-open' })).rejects.toBeInstanceOf(PaymentProviderRefusal);
    const cancelled = await openOrder();
    await card.cancelOrder(cancelled);
    await expect(card.refund(cancelled, { amountFils: 100_00, idempotencyKey: 'k-cancelled' })).rejects.toThrow(/only a captured order/);

    const paid = await paidOrder();
    await card.refund(paid, { amountFils: 100_00, idempotencyKey: 'k-reused' });
    await expect(card.refund(paid, { amountFils: 200_00, idempotencyKey: 'k-reused' })).rejects.toThrow(/already used this idempotency key/);
    await expect(card.refund(paid, { amountFils: 0, idempotencyKey: 'k-zero' })).rejects.toBeInstanceOf(PaymentProviderRefusal);
    expect((await card.find(paid))!.refunded_fils).toBe(100_00);
  });

  it('refunds a pay-later order through its own provider', async () => {
    const orderId = await paidOrder(bnpl, 1_000_00);
    expect(await bnpl.refund(orderId, { amountFils: 1_000_00, idempotencyKey: 'k-bnpl' })).toMatchObject({ amountFils: 1_000_00 });
    await expect(card.refund(orderId, { amountFils: 1_000_00, idempotencyKey: 'k-bnpl-card' })).rejects.toThrow(/no order/);
  });
});
