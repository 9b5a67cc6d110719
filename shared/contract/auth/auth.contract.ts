import { SuccessSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { ChangePasswordSchema, LoginBodySchema, LoginResultSchema, MeResultSchema, SessionResultSchema } from './auth.schema.js';

/**
 * Sign-in and session. Login and logout are `hostOnly`: the host (Electron main or the browser
 * host) calls them itself so that it alone keeps the token; the renderer asks the host to sign in.
 */
export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin-auth/login',
    summary: 'Sign in with e-mail and password',
    permission: 'public',
    body: LoginBodySchema,
    response: LoginResultSchema,
    hostOnly: true,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/admin-auth/logout',
    summary: 'End the current session',
    permission: 'signedIn',
    response: SuccessSchema,
    hostOnly: true,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    summary: 'The signed-in account',
    permission: 'signedIn',
    response: MeResultSchema,
  }),
  /**
   * When the caller's session ends. Not the user's activity: asking does not restart the idle
   * clock, so the client can check before it warns (the spec has no such call; BrokerDesk's own).
   */
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    summary: 'When your session ends',
    permission: 'signedIn',
    response: SessionResultSchema,
    notActivity: true,
  }),
  /** "Stay signed in": the idle clock starts again now (the 12-hour limit stays). */
  keepSession: endpoint({
    method: 'POST',
    path: '/api/admin/session/keep',
    summary: 'Stay signed in',
    permission: 'signedIn',
    response: SessionResultSchema,
  }),
  /** Ends every other session of the account (spec 000 §7 spells the path without a leading slash). */
  changePassword: endpoint({
    method: 'POST',
    path: 'api/user/change-password',
    summary: 'Change your password',
    permission: 'signedIn',
    body: ChangePasswordSchema,
    response: SuccessSchema,
  }),
};
