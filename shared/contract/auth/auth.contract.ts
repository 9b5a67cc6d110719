import { SuccessSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { ChangePasswordSchema, LoginBodySchema, LoginResultSchema, MeResultSchema } from './auth.schema.js';

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
