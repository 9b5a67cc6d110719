import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { seedDemoServer } from './demo/seedDemo.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAccountsRepository } from './modules/auth/accounts.repository.js';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './modules/auth/loginThrottle.js';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './modules/auth/sessions.js';
import { carsRoutes } from './modules/cars/cars.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { POLICY_FILE_MAX_BYTES } from './modules/customers/policyDocument.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { evouchersRoutes } from './modules/evouchers/evouchers.routes.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { menusRoutes } from './modules/menus/menus.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { benifitsRoutes } from './modules/benifits/benifits.routes.js';
import { blacklistRoutes } from './modules/black-list/black-list.routes.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { partnersRoutes } from './modules/partners/partners.routes.js';
import { garagesRoutes } from './modules/garages/garages.routes.js';
import { healthInsuranceRoutes } from './modules/health-insurance/health-insurance.routes.js';
import { healthMatrixRoutes } from './modules/health-matrix/health-matrix.routes.js';
import { healthConditionsRoutes } from './modules/health-conditions/health-conditions.routes.js';
import { healthProposalsRoutes } from './modules/health-proposals/health-proposals.routes.js';
import { healthDocumentsRoutes } from './modules/health-proposals/healthDocuments.routes.js';
import { healthPaymentPrecheck } from './modules/health-proposals/healthPaymentPrecheck.js';
import { insurerDocumentsRoutes } from './modules/health-proposals/insurerDocuments.routes.js';
import { healthPoliciesRoutes } from './modules/health-policies/health-policies.routes.js';
import { healthQuotationsRoutes } from './modules/health-quotations/health-quotations.routes.js';
import { healthCompareRoutes } from './modules/health-proposals/healthCompare.routes.js';
import { healthNetworkProvidersRoutes } from './modules/health-network-providers/health-network-providers.routes.js';
import { healthBenefitsRoutes } from './modules/health-benefits/health-benefits.routes.js';
import { corporateCustomersRoutes } from './modules/corporate-customers/corporate-customers.routes.js';
import { groupHealthRoutes } from './modules/group-health/group-health.routes.js';
import { gatewayRoutes } from './modules/payments/gateway.routes.js';
import { paymentLinkCallbackRoutes } from './modules/payment-link/payment-link.callback.js';
import { paymentLinkRoutes } from './modules/payment-link/payment-link.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { createSalesServices, type SalesAdapters } from './modules/payments/salesServices.js';
import { policiesRoutes } from './modules/policies/policies.routes.js';
import { cancelRequestRoutes } from './modules/cancel-request/cancel-request.routes.js';
import { praktorapoliciesRoutes } from './modules/praktorapolicies/praktorapolicies.routes.js';
import { proposalsRoutes } from './modules/proposals/proposals.routes.js';
import { quotationsRoutes } from './modules/quotations/quotations.routes.js';
import { renewalsRoutes } from './modules/renewals/renewals.routes.js';
import { scannedDocumentsRoutes } from './modules/scanned-documents/scanned-documents.routes.js';
import { createDocumentReading } from './services/ocr/documentReading.js';
import { sharingRoutes } from './modules/sharing/sharing.routes.js';
import { sponsorsRoutes } from './modules/sponsors/sponsors.routes.js';
import { DEFAULT_SPONSOR_SETTINGS, type SponsorSettings } from './modules/sponsors/sponsorSettings.js';
import { subAdminsRoutes } from './modules/sub-admins/sub-admins.routes.js';
import { installNotifications } from './modules/notifications/notifications.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import type { DatabaseTarget } from './db/database.js';
import { installDatabase } from './plugins/database.js';
import { MAX_PARAM_LENGTH } from './http/clientErrors.js';
import { answerMalformedRequest, answerRouterError, installErrorHandling } from './plugins/errorHandler.js';
import { installJsonBodyParser } from './plugins/jsonBody.js';
import { installSecurityHeaders } from './plugins/securityHeaders.js';
import { installSessions } from './plugins/session.js';
import { installSocket } from './plugins/socket.js';
import { callbacksRoutes } from './modules/callbacks/callbacks.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { healthLeadsRoutes } from './modules/health-leads/health-leads.routes.js';
import { CALLBACK_CHECK_INTERVAL_MS, installCallbackAnnouncer } from './services/callbacks/callbackAnnouncer.js';
import { serveRenderer } from './plugins/staticSite.js';
import type { Messenger } from './services/messaging/messenger.js';
import { createOutbox } from './services/messaging/outbox.js';
import { createSandboxMessenger } from './services/messaging/sandboxMessenger.js';
import { createSmtpMessenger, type SmtpSettings } from './services/messaging/smtpMessenger.js';
import type { DocumentReader } from './services/ocr/documentReader.types.js';
import type { ChatbotAdapter } from './services/messaging/chatbot.js';

export interface ServerOptions extends SalesAdapters {
  /** Holds `brokerdesk.sqlite` (when no PostgreSQL address is given), the OCR language data and, by default, the stored files. */
  dataDir: string;
  /** The stored files (documents, policy PDFs, scans…), named by ids; every instance of an office must see the same folder. `<dataDir>/files` by default. */
  filesDir?: string;
  /** PostgreSQL address and pool, or another SQLite file than `<dataDir>/brokerdesk.sqlite` (`':memory:'` for tests). */
  database?: Partial<Omit<DatabaseTarget, 'onConnectionError'>>;
  /** Token signing key. */
  secret: string;
  version: string;
  /** pino options, or false for no logs. */
  logger?: FastifyServerOptions['logger'];
  /** The built renderer, served at `/` when given. */
  staticDir?: string;
  /** Demo data seeded into a database that has no accounts yet. */
  demo?: { customers: number; seed?: number; evoucherCodes?: number } | false;
  session?: Partial<SessionLimits>;
  /** Sign-in lockout and per-address slow-down; the defaults: 5 failures in 15 min lock an account, 30 wrong passwords in 15 min slow an address to one try per 30 s. */
  loginLimits?: Partial<LoginLimits>;
  /** How often the periodic jobs run across all instances (each also runs at start; 0 turns it off): the defaults, off under tests. */
  jobs?: { renewalSweepMs?: number; cleanUpMs?: number; callbackCheckMs?: number };
  /** The clock sessions and sign-in limits read; tests move it forward. */
  clock?: () => number;
  maintenance?: 0 | 1;
  /** The SMS and e-mail adapter; the SMTP one when `smtp` is given, else the sandbox outbox. */
  messenger?: Messenger;
  /** Reads scanned documents; the tesseract.js reader (language data in `<dataDir>/ocr-lang`) by default, started on first use and stopped on close. */
  documentReader?: DocumentReader;
  /** The mail server e-mail to customers goes through. */
  smtp?: SmtpSettings;
  /** The chatbot service ("send PDF to customer", "add customer to chatbot"); the sandbox, which records in the outbox, by default. */
  chatbot?: ChatbotAdapter;
  /** The sponsor links' marketplace address, signing key and claims a minute; the sandbox's by default. */
  sponsors?: Partial<SponsorSettings>;
}

/** Secrets never reach the logs: tokens in headers, passwords in bodies, tokens in answers. */
const LOG_REDACT = [
  'req.headers.authorization', 'req.headers["access-token"]', 'req.headers.cookie',
  'password', '*.password', '*.*.password', 'currentPassword', '*.currentPassword', 'newPassword', '*.newPassword',
  'confirmPassword', '*.confirmPassword', 'token', '*.token', '*.*.token', 'password_hash', '*.password_hash',
];

function loggerOption(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: { paths: LOG_REDACT, censor: '[redacted]' } };
}

/**
 * Builds the API server without listening: `npm run server`, the desktop app's embedded mode
 * and the tests all start here. Order: error handling, JSON parsing and security headers, core
 * plugins (db, sessions, uploads), then one route plugin per area.
 *
 * @example const app = await buildServer({ dataDir, secret, version: '1.0.0' }); await app.listen({ port: 0 });
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOption(options.logger),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Refusals made before any route or hook runs still answer in the API's shape.
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerMalformedRequest,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, { rendererFallback: options.staticDir !== undefined });
  installJsonBodyParser(app);
  await installSecurityHeaders(app);

  await installDatabase(app, { file: join(options.dataDir, 'brokerdesk.sqlite'), ...options.database });
  const firstRun = (await createAccountsRepository(app.db).count()) === 0;
  const clock = options.clock ?? Date.now;
  installSessions(app, options.secret, { ...DEFAULT_SESSION_LIMITS, ...options.session }, clock);
  await app.register(fastifyMultipart, { limits: { fileSize: POLICY_FILE_MAX_BYTES, files: 1, fields: 20 } });
  if (options.staticDir) await serveRenderer(app, options.staticDir);
  await installSocket(app, { ...(options.database?.url && { postgresUrl: options.database.url }) });
  await installNotifications(app);
  installCallbackAnnouncer(app, options.jobs?.callbackCheckMs ?? (process.env.NODE_ENV === 'test' ? 0 : CALLBACK_CHECK_INTERVAL_MS), clock);

  const filesDir = options.filesDir ?? join(options.dataDir, 'files');
  const outbox = createOutbox(app.db, filesDir);
  const messenger = options.messenger ?? (options.smtp ? createSmtpMessenger(outbox, options.smtp) : createSandboxMessenger(outbox));
  await app.register(systemRoutes, { version: options.version, maintenance: options.maintenance ?? 0 });
  await app.register(authRoutes, {
    throttle: createLoginThrottle(app.db, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }, clock),
    ...(options.jobs?.cleanUpMs !== undefined && { cleanUpEveryMs: options.jobs.cleanUpMs }),
  });
  await app.register(customersRoutes, { filesDir, messenger });
  await app.register(documentsRoutes, { filesDir });
  const reading = createDocumentReading(app, { dataDir: options.dataDir, reader: options.documentReader });
  await app.register(scannedDocumentsRoutes, { filesDir, reading });
  await app.register(subAdminsRoutes);
  await app.register(menusRoutes);
  await app.register(productsRoutes, { filesDir });
  await app.register(benifitsRoutes, { filesDir });
  await app.register(blogRoutes, { filesDir });
  await app.register(vouchersRoutes);
  await app.register(evouchersRoutes, { filesDir, messenger, clock: () => new Date(clock()) });
  await app.register(partnersRoutes, { filesDir, clock });
  await app.register(garagesRoutes, { clock });
  await app.register(healthInsuranceRoutes, { clock });
  await app.register(healthMatrixRoutes, { clock, filesDir });
  await app.register(healthConditionsRoutes, { clock });
  await app.register(healthNetworkProvidersRoutes, { clock });
  await app.register(healthBenefitsRoutes, { clock });
  await app.register(blacklistRoutes);
  await app.register(corporateCustomersRoutes, { clock, filesDir, reading });
  await app.register(groupHealthRoutes, { clock, filesDir, messenger });
  await app.register(companiesRoutes, { filesDir });
  await app.register(carsRoutes);
  await app.register(praktorapoliciesRoutes, { filesDir });
  await app.register(proposalsRoutes, { filesDir });
  await app.register(healthProposalsRoutes);
  await app.register(healthDocumentsRoutes, { filesDir, reading });
  await app.register(insurerDocumentsRoutes, { filesDir });
  await app.register(healthQuotationsRoutes);
  await app.register(healthPoliciesRoutes, { filesDir });
  await app.register(healthCompareRoutes);
  await app.register(leadsRoutes);
  await app.register(callbacksRoutes, { clock });
  await app.register(dashboardRoutes, { clock });
  await app.register(healthLeadsRoutes);
  await app.register(claimsRoutes, { filesDir, clock });
  await app.register(quotationsRoutes);
  await app.register(renewalsRoutes, { ...(options.jobs?.renewalSweepMs !== undefined && { sweepEveryMs: options.jobs.renewalSweepMs }) });
  const sales = createSalesServices(app, { ...options, filesDir });
  await app.register(paymentsRoutes, { sales, filesDir, prechecks: { health: healthPaymentPrecheck(app.db) } });
  await app.register(gatewayRoutes, { sales });
  await app.register(paymentLinkRoutes, { providers: sales.providers, messenger });
  await app.register(paymentLinkCallbackRoutes, { providers: sales.providers, webhookSecret: sales.webhookSecret });
  await app.register(policiesRoutes, { sales, filesDir, messenger });
  await app.register(transactionsRoutes, { filesDir });
  await app.register(cancelRequestRoutes, { sales, filesDir, reading });
  await app.register(sharingRoutes, { filesDir, messenger, chatbot: options.chatbot });
  await app.register(sponsorsRoutes, { settings: { ...DEFAULT_SPONSOR_SETTINGS, ...options.sponsors }, clock });

  // Last, so today's demo sales go through the same services the routes use.
  if (options.demo && firstRun) {
    const summary = await seedDemoServer(app, sales, { customers: options.demo.customers, seed: options.demo.seed, evoucherCodes: options.demo.evoucherCodes });
    app.log.info(summary, 'seeded demo data on first run');
  }
  return app;
}
