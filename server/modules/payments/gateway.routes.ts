import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SIGNATURE_HEADER } from '../../services/payments/paymentProvider.js';
import type { PageAction, SandboxOrder } from '../../services/payments/sandboxGateway.js';
import { noLongerValidPage, notFoundPage, paymentPage, resultPage } from '../../services/payments/sandboxPages.js';
import type { SalesServices } from './salesServices.js';

const PAGE_ACTIONS = new Set<PageAction>(['pay', 'decline', 'cancel']);

/** The CSP of a hosted page: nothing loads, the one style block runs by nonce, the form posts here (and may return the customer). */
function pageSecurity(reply: FastifyReply, nonce: string, order?: SandboxOrder): FastifyReply {
  const returnOrigin = order?.redirect_uri ? ` ${new URL(order.redirect_uri).origin}` : '';
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
}

/**
 * Routes the specification's contract does not list, so they are registered here and not with
 * `registerArea`:
 * - `POST /api/payments/callback/:provider`: the providers' server-to-server notifications. A
 *   provider holds no staff session, so the route is public and the HMAC signature is its proof.
 * - `/sandbox/pay/:orderId` (GET page, POST the customer's choice) and `/sandbox/pay/:orderId/result`:
 *   the sandbox providers' hosted pages, which a real provider serves on its own site.
 */
export function gatewayRoutes(app: FastifyInstance, options: { sales: SalesServices }, done: () => void): void {
  const { sales } = options;
  // The signature is over the exact bytes sent, so the callback keeps its body as text (in this
  // plugin only: the API's JSON parser, inherited from the root, is replaced here).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, finish) => finish(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, finish) =>
    finish(null, Object.fromEntries(new URLSearchParams(body as string))));

  app.post<{ Params: { provider: string } }>('/api/payments/callback/:provider', async (request, reply) => {
    const { provider } = request.params;
    if (provider !== 'card' && provider !== 'bnpl') return reply.status(404).send({ success: false, message: `No payment provider ${provider}` });
    const signature = request.headers[SIGNATURE_HEADER];
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const { status, outcome } = await sales.payments.handleCallback(provider, rawBody, typeof signature === 'string' ? signature : undefined);
    return reply.status(status).send(status === 200 ? { success: true, ...outcome } : { success: false, message: outcome.outcome === 'ignored' ? outcome.reason : 'Refused' });
  });

  async function orderOf(orderId: string) {
    for (const gateway of sales.sandboxes) {
      const order = await gateway.find(orderId);
      if (order) return { gateway, order };
    }
    return undefined;
  }

  /** A link the merchant cancelled answers 410 Gone, on opening it and on any button, as a real provider's page does. */
  function refuseCancelled(reply: FastifyReply, nonce: string, found: NonNullable<Awaited<ReturnType<typeof orderOf>>>) {
    return pageSecurity(reply, nonce, found.order).status(410).send(noLongerValidPage(found.order, found.gateway.config, nonce));
  }

  app.get<{ Params: { orderId: string } }>('/sandbox/pay/:orderId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await orderOf(request.params.orderId);
    if (!found) return pageSecurity(reply, nonce).status(404).send(notFoundPage(nonce));
    const { gateway, order } = found;
    if (order.cancelled_by === 'merchant') return refuseCancelled(reply, nonce, found);
    const html = order.status === 'pending' ? paymentPage(order, gateway.config, { nonce }) : resultPage(order, gateway.config, nonce);
    return pageSecurity(reply, nonce, order).send(html);
  });

  app.post<{ Params: { orderId: string }; Body: Record<string, string> | undefined }>('/sandbox/pay/:orderId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await orderOf(request.params.orderId);
    if (!found) return pageSecurity(reply, nonce).status(404).send(notFoundPage(nonce));
    if (found.order.cancelled_by === 'merchant') return refuseCancelled(reply, nonce, found);
    const action = request.body?.action as PageAction | undefined;
    if (!action || !PAGE_ACTIONS.has(action)) {
      return pageSecurity(reply, nonce, found.order).status(400).send(paymentPage(found.order, found.gateway.config, { nonce, error: 'Choose Pay, Decline or Cancel.' }));
    }
    const result = (await found.gateway.act(found.order.id, action, request.body?.cardNumber ?? ''))!;
    if (result.kind === 'retry') {
      return pageSecurity(reply, nonce, result.order).status(400).send(paymentPage(result.order, found.gateway.config, { nonce, error: result.message }));
    }
    return reply.header('Cache-Control', 'no-store').redirect(result.redirectTo, 303);
  });

  app.get<{ Params: { orderId: string } }>('/sandbox/pay/:orderId/result', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await orderOf(request.params.orderId);
    if (!found) return pageSecurity(reply, nonce).status(404).send(notFoundPage(nonce));
    return pageSecurity(reply, nonce, found.order).send(resultPage(found.order, found.gateway.config, nonce));
  });

  done();
}
