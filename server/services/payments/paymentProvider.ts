import { createHmac, timingSafeEqual } from 'node:crypto';

/** The state of an order at its provider; BrokerDesk acts only on what the provider says. */
export type OrderStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired';

export interface CreateOrderInput {
  /** The exact total the customer pays, VAT included, in fils. */
  amountFils: number;
  currency: 'AED';
  /** The merchant reference: unique per attempt (DOMAIN.md §7), our payment's ref. */
  reference: string;
  description: string;
  /** Where the provider's page sends the customer back; the provider's own result page when null. */
  redirectUri: string | null;
  /** Where the provider sends its signed server-to-server notification. */
  callbackUrl: string;
}

export interface ProviderOrder {
  status: OrderStatus;
  amountFils: number;
}

export interface RefundInput {
  amountFils: number;
  /** The same key always names the same refund: asking again refunds nothing more (Tabby `reference_id`, N-Genius and Checkout.com idempotency keys). */
  idempotencyKey: string;
}

/** A refund the provider made. */
export interface ProviderRefund {
  refundId: string;
  orderId: string;
  amountFils: number;
  createdAt: string;
}

/**
 * A hosted-page payment provider (a card gateway such as N-Genius, or a buy-now-pay-later provider
 * such as Tamara). The sandbox adapters are the default; a real one implements the same calls.
 */
export interface PaymentProvider {
  /** Shown to staff and customers ("Card", "Pay later"). */
  readonly label: string;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string; paymentUrl: string; expiresAt: string }>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  /**
   * Closes an open order so its page no longer takes a payment, and answers the order as it is
   * afterwards. Idempotent: a closed order stays as it is. An order the customer paid before the
   * cancellation reached the provider answers `paid`; the merchant then has to refund it.
   */
  cancelOrder(orderId: string): Promise<ProviderOrder>;
  /**
   * Gives back (part of) a captured order. Idempotent by `idempotencyKey`: a repeat answers the
   * first refund and moves no money. A `PaymentProviderRefusal` when the order was not captured or
   * less than the amount is left to refund.
   */
  refund(orderId: string, input: RefundInput): Promise<ProviderRefund>;
}

/** The provider will not take this order (an amount outside what it accepts); the message says why. */
export class PaymentProviderRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderRefusal';
  }
}

/** The header a provider signs its notification with: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-brokerdesk-signature';

export function signPayload(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a notification's signature. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signPayload(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
