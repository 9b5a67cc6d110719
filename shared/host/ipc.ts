import { z } from 'zod';
import { LoginBodySchema } from '../contract/auth/auth.schema.js';
import { PickKindSchema, UploadFileRequestSchema, UploadProgressSchema } from '../contract/documents/documents.schema.js';
import {
  ConnectionStateSchema, NotificationUpdateSchema, RecordChangeSchema, RequestRoomSchema, RoomEventSchema, RoomFollowSchema,
} from '../contract/notifications/notifications.schema.js';

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

/** An opaque id main gave to a file it saved (`api:download`); never a path. */
const SavedIdSchema = z.string().regex(/^s-[A-Za-z0-9-]{1,64}$/, 'Unknown saved file');

export const ServerChoiceSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('embedded') }),
  z.strictObject({ mode: z.literal('remote'), url: z.string().trim().min(1, 'Enter the office server address').max(2048) }),
]);

/** A renderer route the host may ask the page to show: `#/<area>/<id>` with a safe id. */
export const NavigateRouteSchema = z.string().regex(/^#\/[a-z][a-z-]{0,31}\/[A-Za-z0-9_-]{1,64}$/);

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
  /** A download endpoint's image for the page to show; main checks the endpoint is a download and the bytes an image. */
  'api:preview': { request: CallRequestSchema },
  'session:signIn': { request: LoginBodySchema },
  'session:signOut': { request: z.undefined() },
  'session:has': { request: z.undefined() },
  'notifications:start': { request: z.undefined() },
  'notifications:stop': { request: z.undefined() },
  'notifications:setPopups': { request: z.boolean() },
  /** Only a request room of the strict shape (`quotes:` + UUID v4) and event names; main never joins another room for the page. */
  'notifications:follow': { request: RoomFollowSchema },
  'notifications:unfollow': { request: RequestRoomSchema },
  'files:pick': { request: PickKindSchema },
  /** Paths the preload read from dropped `File`s with `webUtils.getPathForFile`; main checks each is a regular file. */
  'files:registerDrop': { request: z.strictObject({ paths: z.array(z.string().min(1).max(4096)).min(1).max(MAX_DROPPED_FILES) }) },
  'files:upload': { request: UploadFileRequestSchema },
  'files:open': { request: SavedIdSchema },
  'files:reveal': { request: SavedIdSchema },
  'settings:getServer': { request: z.undefined() },
  'settings:setServer': { request: ServerChoiceSchema },
  'settings:restart': { request: z.undefined() },
} as const;
export type IpcChannel = keyof typeof ipcContract;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['request']>;

/** Main → renderer events, with their payloads. */
export const ipcEvents = {
  'session:expired': z.undefined(),
  'notifications:updated': NotificationUpdateSchema,
  'notifications:state': ConnectionStateSchema,
  'notifications:recordChanged': RecordChangeSchema,
  /** An event of the request room the page follows (`notifications:follow`). */
  'notifications:roomEvent': RoomEventSchema,
  /** A click on an OS notification: the app route to open. */
  'notifications:open': z.string(),
  'files:progress': UploadProgressSchema,
  /** A deep link (or another host request) asks the page to show this route. */
  'app:navigate': NavigateRouteSchema,
} as const;
export type IpcEvent = keyof typeof ipcEvents;
export type IpcEventPayload<E extends IpcEvent> = z.output<(typeof ipcEvents)[E]>;
