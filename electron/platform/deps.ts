/**
 * The small interfaces main-process services depend on (STYLE C7). Electron's real objects
 * satisfy them structurally; only `electron/main/index.ts` builds the real ones, and tests pass fakes.
 */

/** A key-value store: electron-store in production, a Map in tests. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** The part of Electron's `safeStorage` the token vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only; `'basic_text'` means no keyring, i.e. a hard-coded key that protects nothing. */
  getSelectedStorageBackend?(): string;
}

export interface SaveDialogRequest {
  /** The file name the server suggested. */
  defaultFileName: string;
  mimeType: string;
}

/** Asks the user where to save a file; resolves to the chosen path, or null when cancelled. */
export type SaveDialog = (request: SaveDialogRequest) => Promise<string | null>;

/** Writes bytes to a path the user chose. */
export type FileWriter = (filePath: string, bytes: Uint8Array) => Promise<void>;

/** Opens the OS file dialog; resolves to the chosen paths, or an empty list when cancelled. */
export type OpenDialog = (request: { title: string; filters: Array<{ name: string; extensions: string[] }>; multiple: boolean }) => Promise<string[]>;

/** The part of Electron's `Notification` main uses; a test passes a fake class. */
export interface NativeNotification {
  show(): void;
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
}
export type NativeNotificationConstructor = new (options: { title: string; body: string; silent?: boolean }) => NativeNotification;

/** What main reads of a file the user picked or dropped. */
export interface FileSystemLike {
  stat(path: string): Promise<{ size: number; isFile(): boolean }>;
  createReadStream(path: string, options: { highWaterMark: number; start?: number; end?: number }): NodeJS.ReadableStream;
}
