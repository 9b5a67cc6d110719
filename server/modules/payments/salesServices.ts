import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InsurerGateway } from '../../services/insurers/insurerGateway.js';
import { createSandboxInsurer } from '../../services/insurers/sandboxInsurer.js';
import type { PaymentProvider } from '../../services/payments/paymentProvider.js';
import {
  SANDBOX_BNPL, SANDBOX_CARD, createSandboxGateway, type CallbackDelivery, type SandboxGateway, type SandboxGatewayConfig,
} from '../../services/payments/sandboxGateway.js';
import { createPolicyIssuer } from '../policies/issuing.js';
import { createQuotePayments } from './quotePayments.js';

/** The outside services of the sale; each defaults to its sandbox (ARCHITECTURE.md "Choices already made"). */
export interface SalesAdapters {
  /** The card gateway (N-Genius-like); also serves payment links. */
  paymentGateway?: PaymentProvider;
  /** The buy-now-pay-later provider (Tamara-like). */
  bnplProvider?: PaymentProvider;
  /** The insurers' issuing systems. */
  insurers?: InsurerGateway;
  /** Key the providers sign their notifications with; derived from the server's secret when absent. */
  paymentWebhookSecret?: string;
}

/**
 * One set of payment and issuing services per server, shared by the payments, policies and
 * gateway routes: the issuer's guard against issuing one quote twice must be one guard.
 *
 * @example const sales = createSalesServices(app, { filesDir, secret }); await app.register(paymentsRoutes, { sales });
 */
export function createSalesServices(app: FastifyInstance, options: SalesAdapters & { filesDir: string; secret: string }) {
  const webhookSecret = options.paymentWebhookSecret ?? createHmac('sha256', options.secret).update('brokerdesk payment notifications').digest('hex');
  // The sandbox providers live inside this server, so their server-to-server call goes through the
  // real callback route in-process, exactly as an outside provider's POST would arrive.
  const deliver: CallbackDelivery = async (url, rawBody, headers) =>
    (await app.inject({ method: 'POST', url: new URL(url).pathname, payload: rawBody, headers })).statusCode;
  const sandboxes: SandboxGateway[] = [];
  const sandbox = (config: SandboxGatewayConfig) => {
    const gateway = createSandboxGateway(app.db, config, { secret: webhookSecret, deliver });
    sandboxes.push(gateway);
    return gateway;
  };
  const providers = { card: options.paymentGateway ?? sandbox(SANDBOX_CARD), bnpl: options.bnplProvider ?? sandbox(SANDBOX_BNPL) };
  const issuer = createPolicyIssuer(app, { insurer: options.insurers ?? createSandboxInsurer(), filesDir: options.filesDir });
  const payments = createQuotePayments(app, { providers, issuer, webhookSecret });
  // The secret goes out too: payment links (their own callback route) check the same signatures.
  return { providers, sandboxes, issuer, payments, webhookSecret };
}

export type SalesServices = ReturnType<typeof createSalesServices>;
