import { z } from 'zod';
import { LoginBodySchema } from '../contract/auth/auth.schema.js';

const CallRequestSchema = z.strictObject({
  endpoint: z.string().min(1).max(100),
  input: z
    .object({
      params: z.record(z.string(), z.unknown()).optional(),
      query: z.record(z.string(), z.unknown()).optional(),
      body: z.unknown().optional(),
    })
    .strict(),
});

/**
 * Renderer → main channels, `'<area>:<verb>'`, with the request each accepts. Main validates every
 * request with these schemas before doing anything; responses are always `CallResult`s.
 */
export const ipcContract = {
  'app:info': { request: z.undefined() },
  'api:call': { request: CallRequestSchema },
  'api:download': { request: CallRequestSchema },
  'session:signIn': { request: LoginBodySchema },
  'session:signOut': { request: z.undefined() },
  'session:has': { request: z.undefined() },
} as const;
export type IpcChannel = keyof typeof ipcContract;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['request']>;

/** Main → renderer events. */
export const ipcEvents = {
  'session:expired': z.undefined(),
} as const;
export type IpcEvent = keyof typeof ipcEvents;
