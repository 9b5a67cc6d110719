import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { Selectable } from 'kysely';
import type { SandboxOrdersTable, SandboxRefundsTable } from '../../db/schema.js';
import { cardOutcome } from './testCards.js';
import {
  PaymentProviderRefusal, SIGNATURE_HEADER, signPayload, type CreateOrderInput, type OrderStatus, type PaymentProvider, type ProviderRefund,
} from './paymentProvider.js';

export type SandboxOrder = Selectable<SandboxOrdersTable>;
type SandboxRefund = Selectable<SandboxRefundsTable>;

/** Sends the provider's notification to the merchant's callback URL; answers the HTTP status. */
export type CallbackDelivery = (url: string, rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxGatewayConfig {
  gateway: 'card' | 'bnpl';
  /** What staff see ("Card", "Pay later"). */
  label: string;
  /** The provider's name on its page. */
  brand: string;
  /** The page's promise under the amount. */
  tagline: string;
  /** Amounts the provider accepts, in fils (buy-now-pay-later providers have both). */
  minFils?: number;
  maxFils?: number;
  /** How long an order can be paid. */
  orderMinutes: number;
}

/** The sandbox card gateway: N-Genius-like hosted page, any amount. */
export const SANDBOX_CARD: SandboxGatewayConfig = {
  gateway: 'card', label: 'Card', brand: 'Sandbox Card Gateway', tagline: 'Pay securely by card.', orderMinutes: 60,
};
/** The sandbox buy-now-pay-later provider: Tamara-like, split in 4, AED 100 to AED 20,000. */
export const SANDBOX_BNPL: SandboxGatewayConfig = {
  gateway: 'bnpl', label: 'Pay later', brand: 'Sandbox Pay Later', tagline: 'Split in 4 interest-free payments. No fees.',
  minFils: 100_00, maxFils: 20_000_00, orderMinutes: 60,
};

export type PageAction = 'pay' | 'decline' | 'cancel';
export type ActResult =
  | { kind: 'done'; order: SandboxOrder; redirectTo: string }
  | { kind: 'retry'; order: SandboxOrder; message: string };

/**
 * A sandbox payment provider that behaves like the real ones (DOMAIN.md §7): it keeps its own
 * orders, shows a hosted page (served by `gateway.routes.ts`), and when the customer acts it
 * sends the merchant a signed server-to-server notification, then sends the browser back.
 * Nothing here touches BrokerDesk's payments: the merchant confirms by asking `getOrder`.
 * The merchant can cancel an open order (its page then refuses to take a payment) and refund a
 * captured one, once per idempotency key and never beyond what was captured.
 *
 * @example const card = createSandboxGateway(db, SANDBOX_CARD, { secret, deliver });
 */
export function createSandboxGateway(
  db: Db,
  config: SandboxGatewayConfig,
  options: { secret: string; deliver: CallbackDelivery; now?: () => number },
) {
  const now = options.now ?? Date.now;

  async function find(orderId: string): Promise<SandboxOrder | undefined> {
    const order = await db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).where('gateway', '=', config.gateway).executeTakeFirst();
    if (order?.status === 'pending' && order.expires_at <= new Date(now()).toISOString()) {
      await settle(order.id, 'expired', null);
      return { ...order, status: 'expired' };
    }
    return order;
  }

  /** Moves a pending order to its final state; false when it had already left pending (the customer and the merchant may act at once). */
  async function settle(orderId: string, status: Exclude<OrderStatus, 'pending'>, last4: string | null, cancelledBy: 'customer' | 'merchant' | null = null): Promise<boolean> {
    const result = await db.updateTable('sandbox_orders').set({ status, card_last4: last4, cancelled_by: cancelledBy, updated_at: new Date(now()).toISOString() })
      .where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  function refundByKey(idempotencyKey: string): Promise<SandboxRefund | undefined> {
    return db.selectFrom('sandbox_refunds').selectAll().where('gateway', '=', config.gateway).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  }

  /** The refund a key already names; a key is never reused for another order or amount. */
  function sameRefund(refund: SandboxRefund, orderId: string, amountFils: number): ProviderRefund {
    if (refund.order_id !== orderId || refund.amount_fils !== amountFils) {
      throw new PaymentProviderRefusal(`${config.brand} already used this idempotency key for another refund (${refund.id}).`);
    }
    return { refundId: refund.id, orderId: refund.order_id, amountFils: refund.amount_fils, createdAt: refund.created_at };
  }

  async function notify(order: SandboxOrder): Promise<void> {
    const rawBody = JSON.stringify({
      eventId: newId(), orderId: order.id, reference: order.reference, status: order.status, amountFils: order.amount_fils,
      at: new Date(now()).toISOString(),
    });
    // A real provider retries a failed notification; here the merchant's status check reconciles it instead.
    await options.deliver(order.callback_url, rawBody, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(options.secret, rawBody) })
      .catch(() => undefined);
  }

  function returnAddress(order: SandboxOrder): string {
    if (!order.redirect_uri) return `/sandbox/pay/${encodeURIComponent(order.id)}/result`;
    const url = new URL(order.redirect_uri);
    url.searchParams.set('orderId', order.id);
    url.searchParams.set('status', order.status);
    return url.toString();
  }

  const provider: PaymentProvider = {
    label: config.label,

    async createOrder(input: CreateOrderInput) {
      if (config.minFils !== undefined && input.amountFils < config.minFils) {
        throw new PaymentProviderRefusal(`${config.brand} accepts orders of ${formatAed(config.minFils)} or more; this one is ${formatAed(input.amountFils)}.`);
      }
      if (config.maxFils !== undefined && input.amountFils > config.maxFils) {
        throw new PaymentProviderRefusal(`${config.brand} accepts orders of at most ${formatAed(config.maxFils)}; this one is ${formatAed(input.amountFils)}.`);
      }
      const id = `${config.gateway === 'card' ? 'ORD' : 'BNPL'}-${newId()}`;
      const at = new Date(now());
      const expiresAt = new Date(at.getTime() + config.orderMinutes * 60_000).toISOString();
      await db.insertInto('sandbox_orders').values({
        id, gateway: config.gateway, amount_fils: input.amountFils, currency: input.currency, reference: input.reference,
        description: input.description, redirect_uri: input.redirectUri, callback_url: input.callbackUrl, status: 'pending',
        card_last4: null, expires_at: expiresAt, created_at: at.toISOString(), updated_at: at.toISOString(),
      }).execute();
      return { orderId: id, paymentUrl: new URL(`/sandbox/pay/${encodeURIComponent(id)}`, input.callbackUrl).toString(), expiresAt };
    },

    async getOrder(orderId) {
      const order = await find(orderId);
      if (!order) throw new Error(`${config.brand} has no order ${orderId}`);
      return { status: order.status, amountFils: order.amount_fils };
    },

    async cancelOrder(orderId) {
      const order = await find(orderId);
      if (!order) throw new Error(`${config.brand} has no order ${orderId}`);
      if (order.status === 'pending') await settle(order.id, 'cancelled', null, 'merchant');
      const current = (await find(orderId)) ?? order;
      return { status: current.status, amountFils: current.amount_fils };
    },

    async refund(orderId, { amountFils, idempotencyKey }) {
      const earlier = await refundByKey(idempotencyKey);
      if (earlier) return sameRefund(earlier, orderId, amountFils);
      if (!Number.isInteger(amountFils) || amountFils <= 0) throw new PaymentProviderRefusal(`${config.brand} refunds a whole positive number of fils.`);
      const order = await find(orderId);
      if (!order) throw new Error(`${config.brand} has no order ${orderId}`);
      if (order.status !== 'paid') throw new PaymentProviderRefusal(`${config.brand} can refund only a captured order; order ${orderId} is ${order.status}.`);
      const refund = { id: `RFD-${newId()}`, gateway: config.gateway, order_id: orderId, idempotency_key: idempotencyKey, amount_fils: amountFils, created_at: new Date(now()).toISOString() };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('sandbox_refunds').values(refund).execute();
          const result = await trx.updateTable('sandbox_orders')
            .set((eb) => ({ refunded_fils: eb('refunded_fils', '+', amountFils), updated_at: refund.created_at }))
            .where('id', '=', orderId).where((eb) => eb(eb('refunded_fils', '+', amountFils), '<=', eb.ref('amount_fils')))
            .executeTakeFirst();
          if (result.numUpdatedRows === 0n) throw new PaymentProviderRefusal(`${config.brand} cannot refund more than was captured: ${formatAed(order.amount_fils - order.refunded_fils)} is left.`);
        });
      } catch (error) {
        // The same key asked twice at once: the request that lost the race answers the refund the other made.
        const winner = await refundByKey(idempotencyKey);
        if (winner) return sameRefund(winner, orderId, amountFils);
        throw error;
      }
      return { refundId: refund.id, orderId, amountFils, createdAt: refund.created_at };
    },
  };

  return {
    ...provider,
    config,
    find,

    /** The customer's choice on the hosted page; a bad card number leaves the order open for another try. */
    async act(orderId: string, action: PageAction, cardNumber: string): Promise<ActResult | undefined> {
      const order = await find(orderId);
      if (!order) return undefined;
      if (order.status !== 'pending') return { kind: 'done', order, redirectTo: returnAddress(order) };
      let status: Exclude<OrderStatus, 'pending'> = action === 'cancel' ? 'cancelled' : 'declined';
      let last4: string | null = null;
      if (action === 'pay') {
        const card = cardOutcome(cardNumber);
        if (card.outcome === 'invalid') return { kind: 'retry', order, message: card.message };
        status = card.outcome === 'approved' ? 'paid' : 'declined';
        last4 = card.last4;
      }
      const settled = { ...order, status, card_last4: last4 };
      if (await settle(order.id, status, last4, action === 'cancel' ? 'customer' : null)) await notify(settled);
      const current = (await find(orderId)) ?? settled;
      return { kind: 'done', order: current, redirectTo: returnAddress(current) };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
