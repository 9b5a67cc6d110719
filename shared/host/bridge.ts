import type { CallResult } from '../client/callResult.js';
import type { LoginBody, LoginResult } from '../contract/auth/auth.schema.js';
import type { PickKind, PickedFile, UploadFileRequest, UploadProgress } from '../contract/documents/documents.schema.js';
import type { ConnectionState, NotificationUpdate, RecordChange, RoomEvent, RoomFollow } from '../contract/notifications/notifications.schema.js';
import type { EndpointInput, EndpointKey, EndpointOf, EndpointOutput } from '../contract/index.js';

/** A saved download; `savedId` (desktop only) lets `downloads.open`/`downloads.reveal` act on it without a path. */
export interface DownloadResult {
  fileName: string;
  size: number;
  savedId?: string;
}

/** The image types a preview may hold, told by the file's first bytes (never by its name or the server's header). */
export type PreviewMimeType = 'image/png' | 'image/jpeg' | 'image/webp';

/** A stored image handed to the page to show (a blob URL), never saved to disk. */
export interface PreviewImage {
  mimeType: PreviewMimeType;
  bytes: Uint8Array;
}

/** The contract's `download` endpoints: the only ones `preview` fetches. */
export type DownloadEndpointKey = { [K in EndpointKey]: EndpointOf<K> extends { download: object } ? K : never }[EndpointKey];

/** What sign-in gives the renderer: the server's answer without the token, which stays in the host. */
export type SignInResult = Omit<LoginResult, 'token'>;

export interface HostInfo {
  kind: 'desktop' | 'browser';
  version: string;
  /** The API server in use. */
  serverUrl: string;
  /** True when this client started the server itself (the embedded, single-machine mode). */
  embedded: boolean;
}

/** Live notifications (spec 000 §4): the socket and OS popups live in the host. */
export interface NotificationsCapability {
  /** Connects the live socket, or reconnects it if disconnected; the list itself is a contract call. */
  start(): Promise<CallResult<null>>;
  /** Disconnects (the shell unmounts on sign-out). */
  stop(): Promise<CallResult<null>>;
  /** Whether new notifications raise OS popups (UX.md §8: they can be switched off). */
  setPopups(enabled: boolean): Promise<CallResult<null>>;
  /** The latest notifications, pushed by the server; events with `Errors` never reach here. */
  onUpdated(listener: (update: NotificationUpdate) => void): () => void;
  onConnectionState(listener: (state: ConnectionState) => void): () => void;
  /** Someone changed records (the server's `record-changed`): screens showing them offer to reload. */
  onRecordChanged(listener: (change: RecordChange) => void): () => void;
  /** The user clicked an OS popup: the app route to open (the host has already focused the window). */
  onOpen(listener: (path: string) => void): () => void;
  /**
   * Follows one request's room on the live socket (a pricing run's quotes, sent as its `reqId`):
   * its named events then reach `onRoomEvent` until `unfollow`; it is joined again after a
   * reconnection. One room at a time (following another leaves it). `joined` is false when the
   * server did not accept the join in time: the request is sent anyway, and its answer is the truth.
   */
  follow(request: RoomFollow): Promise<CallResult<{ joined: boolean }>>;
  /** Stops following the room and leaves it; nothing when that room is not the one followed. */
  unfollow(room: string): Promise<CallResult<null>>;
  onRoomEvent(listener: (event: RoomEvent) => void): () => void;
}

/**
 * Files from the OS dialog or a drop, and their uploads. The page gets only what it shows (name,
 * size, kind) and an opaque id; the host keeps the path or `File` and reads the bytes itself.
 */
export interface FilesCapability {
  /** Opens the OS file dialog for documents (images, PDF), a zip folder or an excel file. */
  pick(kind: PickKind): Promise<CallResult<PickedFile[]>>;
  /** Registers files dropped on the page (or chosen in an `<input type=file>`). */
  fromDrop(files: readonly File[]): Promise<CallResult<PickedFile[]>>;
  /** Uploads one registered file; a few run at a time, the rest wait their turn. Retry is calling it again. */
  upload(request: UploadFileRequest): Promise<CallResult<unknown>>;
  onProgress(listener: (progress: UploadProgress) => void): () => void;
}

/** Files `download` saved, by the `savedId` it answered (desktop); the page never names a path. */
export interface DownloadsCapability {
  /** Opens the saved file with the OS viewer. */
  open(savedId: string): Promise<CallResult<null>>;
  /** Shows the saved file in the OS file manager. */
  reveal(savedId: string): Promise<CallResult<null>>;
}

/** Which API server the desktop client uses: its own embedded one, or an office server. */
export type ServerChoice = { mode: 'embedded' } | { mode: 'remote'; url: string };

export interface ServerSettings {
  /** The choice saved for the next start. */
  saved: ServerChoice;
  /** The server this run uses. */
  inUse: { url: string; embedded: boolean };
  /** Set when `BROKERDESK_API_URL` overrides the saved choice (the saved one is then unused). */
  environmentOverride: string | null;
  /** False in the browser, which always uses the server that served the page. */
  canChange: boolean;
}

/** The app's own settings (the sign-in screen's "Server settings"). */
export interface SettingsCapability {
  getServer(): Promise<CallResult<ServerSettings>>;
  /**
   * Checks the choice (an http/https address answering its health check within 5 s) and saves it
   * for the next start; `restartRequired` when it differs from the server in use.
   */
  setServer(choice: ServerChoice): Promise<CallResult<{ restartRequired: boolean }>>;
  /** Restarts the app so a saved choice takes effect (desktop only). */
  restart(): Promise<CallResult<null>>;
}

/**
 * The renderer's only door to the outside world (ARCHITECTURE.md "Data flow"). Two
 * implementations: the desktop one (preload + IPC to Electron main) and the browser one
 * (the same client core running in the page), used by end-to-end tests and the no-Electron fallback.
 */
export interface HostBridge {
  info(): Promise<HostInfo>;
  /** Calls a contract endpoint; the host validates the input and adds the token. */
  call<K extends EndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>): Promise<CallResult<EndpointOutput<EndpointOf<K>>>>;
  /** Calls a download endpoint and saves the file where the user chooses (desktop) or as a browser download. */
  download<K extends EndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>): Promise<CallResult<DownloadResult>>;
  /**
   * Fetches a download endpoint's file to show it in the page, writing nothing to disk: a PNG,
   * JPEG or WebP (checked by its first bytes) of at most 10 MB, else "This file cannot be previewed."
   */
  preview<K extends DownloadEndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>): Promise<CallResult<PreviewImage>>;
  signIn(body: LoginBody): Promise<CallResult<SignInResult>>;
  /** Ends the session on the server (failures ignored, spec 000 §4) and wipes it locally. */
  signOut(): Promise<CallResult<null>>;
  /** Whether a stored session exists to restore through `auth.me`. */
  hasSession(): Promise<boolean>;
  /** Any 401 wipes the session; listeners then return to sign-in. Returns an unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
  notifications: NotificationsCapability;
  files: FilesCapability;
  downloads: DownloadsCapability;
  settings: SettingsCapability;
  /**
   * The host asks the page to show a route, e.g. `#/proposals/p1` from a `brokerdesk://` deep link
   * (the window is already focused). Returns an unsubscribe function.
   */
  onNavigate(listener: (route: string) => void): () => void;
}

/** The name under which the preload exposes the bridge (kept here, free of zod, for the preload's sake). */
export const BRIDGE_GLOBAL = 'brokerDesk';
