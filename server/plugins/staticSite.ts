import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The renderer loads only its own code, styles and images, and talks only to this server. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "connect-src 'self' ws:",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Serves the built renderer at `/`; every HTML answer carries the CSP. */
export async function serveRenderer(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: true,
    setHeaders: (res, path) => {
      if (path.endsWith('.html')) res.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    },
  });
}

/** Client-side routes (`/customers/abc`) are not files: they get index.html, API paths never do. */
export function isRendererRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/');
}

export function sendRendererIndex(reply: FastifyReply) {
  return reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY).sendFile('index.html');
}
