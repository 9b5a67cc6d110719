import type { FastifyInstance } from 'fastify';
import { createSessionService, type SessionLimits, type SessionService } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Makes `app.sessions` available to every route's access check. */
export function installSessions(app: FastifyInstance, secret: string, limits: SessionLimits, now: () => number = Date.now): void {
  app.decorate('sessions', createSessionService(app.db, secret, limits, now));
  app.decorateRequest('auth', null);
}
