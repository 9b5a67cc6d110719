import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * An API answer is data, never a page: nothing in it may load anything, and no site may frame it.
 * The renderer's pages and the sandbox payment pages replace it with their own CSP.
 */
const API_CSP_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
/** The API's CSP as helmet writes it. */
export const API_CONTENT_SECURITY_POLICY = Object.entries(API_CSP_DIRECTIVES).map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');

/**
 * What the router and the HTTP parser answer before any hook runs (an invalid escape or an
 * over-long id in the address, a malformed request) is not reached by helmet, so those answers
 * carry the essential headers by hand.
 */
export const EARLY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * helmet's headers on every answer (nosniff, frame-ancestors and X-Frame-Options DENY,
 * Referrer-Policy no-referrer, HSTS, cross-origin isolation), with a CSP fit for JSON; and
 * `Cache-Control: no-store` on every `/api/` answer, since customer data must never sit in a
 * proxy's or the browser's cache. Route headers win over helmet's (fastify writes them last), so
 * `staticSite` and the sandbox pages keep their own CSP. socket.io answers on the raw server,
 * before fastify, and is not touched. Install before the routes.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
