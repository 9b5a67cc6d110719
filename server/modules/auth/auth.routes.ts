import type { FastifyInstance } from 'fastify';
import { contract } from '../../../shared/contract/index.js';
import { forbidden, unauthorized } from '../../http/httpError.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createAccountsRepository, toSessionUser } from './accounts.repository.js';
import { verifyPassword } from './passwords.js';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Sign-in, sign-out and the current account (spec 000 §4, §7). */
export function authRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const accounts = createAccountsRepository(app.db);

  const handlers: AreaHandlers<typeof contract.auth> = {
    login: async ({ body }) => {
      const account = await accounts.findByEmail(body.email);
      // Always one argon2 verification, so an unknown e-mail answers as slowly as a wrong password.
      const valid = await verifyPassword(account?.password_hash, body.password);
      if (!account || !valid) throw unauthorized(INVALID_CREDENTIALS);
      if (account.disabled === 1) throw forbidden('This account has been disabled. Please contact your administrator.');
      const token = await app.sessions.open(account);
      const user = toSessionUser(account);
      return account.type === 'employee'
        ? { success: true, token, type: 'employee', employee: user }
        : { success: true, token, type: 'user', data: user };
    },
    logout: async ({ auth }) => {
      await app.sessions.revoke(auth.sessionId);
      return { success: true, message: 'Signed out' };
    },
    me: ({ auth }) => ({ success: true, type: auth.user.type, data: auth.user }),
  };
  registerArea(app, contract.auth, handlers);
  done();
}
