import type { IpcInvokeEvent, IpcMainLike } from '../ipc/handle.js';
import type { KeyValueStore, SafeStorageLike } from '../platform/deps.js';

/** Records every `handle` and lets a test invoke a channel as a renderer would. */
export function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
  };
  return {
    ipcMain,
    handlers,
    invoke(channel: string, event: IpcInvokeEvent, ...args: unknown[]): Promise<unknown> {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return handler(event, ...args);
    },
  };
}

export const APP_WEB_CONTENTS_ID = 1;

/** An invoke event from the top frame of the app window on the app's origin, unless overridden. */
export function appEvent(overrides: { url?: string; parent?: unknown; webContentsId?: number; noFrame?: boolean } = {}): IpcInvokeEvent {
  return {
    sender: { id: overrides.webContentsId ?? APP_WEB_CONTENTS_ID },
    senderFrame: overrides.noFrame ? null : { url: overrides.url ?? 'app://brokerdesk/index.html#/customers', parent: overrides.parent ?? null },
  };
}

/** A Map-backed store that remembers every value ever written, to search for leaks. */
export function memoryStore(): KeyValueStore & { data: Map<string, unknown>; written: unknown[] } {
  const data = new Map<string, unknown>();
  const written: unknown[] = [];
  return {
    data,
    written,
    get: (key) => data.get(key),
    set: (key, value) => {
      written.push(value);
      data.set(key, value);
    },
    delete: (key) => {
      data.delete(key);
    },
  };
}

/** A reversible stand-in for the OS cipher: XOR with a key byte, marked so tests can tell it was used. */
export function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}): SafeStorageLike & { encryptCalls: number } {
  const fake = {
    encryptCalls: 0,
    isEncryptionAvailable: () => options.available ?? true,
    encryptString(plainText: string): Buffer {
      fake.encryptCalls += 1;
      const bytes = Buffer.from(plainText, 'utf8').map((b) => b ^ 0x5a);
      return Buffer.concat([Buffer.from('v10'), bytes]);
    },
    decryptString(encrypted: Buffer): string {
      if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(encrypted.subarray(3).map((b) => b ^ 0x5a)).toString('utf8');
    },
    ...(options.backend ? { getSelectedStorageBackend: () => options.backend as string } : {}),
  };
  return fake;
}
