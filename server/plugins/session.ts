import type { FastifyInstance } from 'fastify';
import { createSessionService, type SessionLimits, type SessionService } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Makes `app.sessions` available to every route's access check. */
export function installSessions(app: FastifyInstance, secret: string, limits: SessionLimits): void {
  app.decorate('sessions', createSessionService(app.db, secret, limits));
  app.decorateRequest('auth', null);
}
