import type { FastifyInstance } from 'fastify';
import { hasValidSignature, SIGNATURE_HEADER, type PaymentProvider, type ProviderOrder } from '../../services/payments/paymentProvider.js';
import { announceRecordChange } from '../notifications/recordChanges.js';
import { createPaymentLinksRepository } from './payment-link.repository.js';

export interface PaymentLinkCallbackOptions {
  providers: Record<'card' | 'bnpl', PaymentProvider>;
  /** The key the providers sign their notifications with (`SalesServices.webhookSecret`). */
  webhookSecret: string;
  now?: () => number;
}

type Outcome = { outcome: 'applied' } | { outcome: 'ignored'; reason: string };

/**
 * `POST /api/payment-links/callback/{provider}`: the provider's server-to-server notification for a
 * payment link's order. A provider holds no staff session, so the route is public and the HMAC
 * signature over the exact bytes is its proof (a bad one is refused and changes nothing). The
 * body is not trusted for the outcome: the provider is asked for the order's state and amount, and
 * only a paid order of the link's exact amount marks it SUCCESS, once (a repeat changes nothing).
 * The notification's id, signed by the provider, is kept as the link's auth reference. A link
 * turned SUCCESS is announced over the socket, so its open screens show the payment at once.
 */
export function paymentLinkCallbackRoutes(app: FastifyInstance, options: PaymentLinkCallbackOptions, done: () => void): void {
  const links = createPaymentLinksRepository(app.db);
  const now = options.now ?? Date.now;
  // The signature is over the exact bytes sent, so this plugin keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, finish) => finish(null, body));

  async function apply(provider: 'card' | 'bnpl', rawBody: string): Promise<{ status: number; outcome: Outcome }> {
    const ignore = (status: number, reason: string) => ({ status, outcome: { outcome: 'ignored', reason } as Outcome });
    let notice: { orderId?: unknown; eventId?: unknown };
    try {
      notice = JSON.parse(rawBody) as typeof notice;
    } catch {
      return ignore(400, 'the body is not JSON');
    }
    if (typeof notice.orderId !== 'string' || !notice.orderId) return ignore(400, 'no order id');
    const link = await links.byOrder(notice.orderId.slice(0, 100));
    if (!link || link.provider !== provider) return ignore(404, `unknown order ${notice.orderId.slice(0, 100)}`);
    let order: ProviderOrder;
    try {
      order = await options.providers[provider].getOrder(link.order_id!);
    } catch (error) {
      app.log.error({ err: error, orderId: link.order_id }, 'provider order look-up failed');
      return ignore(502, 'the provider could not confirm the order');
    }
    if (order.status !== 'paid') return ignore(200, `the order is ${order.status}`);
    if (order.amountFils !== link.amount_fils) return ignore(200, `the provider captured ${order.amountFils} fils, the link asks ${link.amount_fils}`);
    const authReference = typeof notice.eventId === 'string' && notice.eventId ? notice.eventId.slice(0, 100) : link.order_id!;
    if (!(await links.markPaid(link.id, authReference, new Date(now()).toISOString()))) return ignore(200, 'the link is already paid');
    announceRecordChange(app, [{ kind: 'paymentLink', id: link.id }], null);
    return { status: 200, outcome: { outcome: 'applied' } };
  }

  app.post<{ Params: { provider: string } }>('/api/payment-links/callback/:provider', async (request, reply) => {
    const { provider } = request.params;
    if (provider !== 'card' && provider !== 'bnpl') return reply.status(404).send({ success: false, message: `No payment provider ${provider}` });
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SIGNATURE_HEADER];
    if (!hasValidSignature(options.webhookSecret, rawBody, typeof signature === 'string' ? signature : undefined)) {
      request.log.warn({ provider }, 'payment link callback with a bad signature refused');
      return reply.status(401).send({ success: false, message: 'Refused' });
    }
    const { status, outcome } = await apply(provider, rawBody);
    if (outcome.outcome === 'ignored') request.log.info({ provider, reason: outcome.reason }, 'payment link callback ignored');
    return reply.status(status).send(status === 200 ? { success: true, ...outcome } : { success: false, message: outcome.outcome === 'ignored' ? outcome.reason : 'Refused' });
  });

  done();
}
