import { z } from 'zod';
import { LoginBodySchema } from '../contract/auth/auth.schema.js';
import { PickKindSchema, UploadFileRequestSchema, UploadProgressSchema } from '../contract/documents/documents.schema.js';
import { ConnectionStateSchema, NotificationUpdateSchema } from '../contract/notifications/notifications.schema.js';

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

/** The most files one drop may register (a bulk drag of "dozens"). */
export const MAX_DROPPED_FILES = 500;

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
  'notifications:start': { request: z.undefined() },
  'notifications:stop': { request: z.undefined() },
  'notifications:setPopups': { request: z.boolean() },
  'files:pick': { request: PickKindSchema },
  /** Paths the preload read from dropped `File`s with `webUtils.getPathForFile`; main checks each is a regular file. */
  'files:registerDrop': { request: z.strictObject({ paths: z.array(z.string().min(1).max(4096)).min(1).max(MAX_DROPPED_FILES) }) },
  'files:upload': { request: UploadFileRequestSchema },
} as const;
export type IpcChannel = keyof typeof ipcContract;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['request']>;

/** Main → renderer events, with their payloads. */
export const ipcEvents = {
  'session:expired': z.undefined(),
  'notifications:updated': NotificationUpdateSchema,
  'notifications:state': ConnectionStateSchema,
  /** A click on an OS notification: the app route to open. */
  'notifications:open': z.string(),
  'files:progress': UploadProgressSchema,
} as const;
export type IpcEvent = keyof typeof ipcEvents;
export type IpcEventPayload<E extends IpcEvent> = z.output<(typeof ipcEvents)[E]>;
