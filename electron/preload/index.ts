import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { CallResult } from '../../shared/client/callResult.js';
import { BRIDGE_GLOBAL, type HostBridge } from '../../shared/host/bridge.js';
import type { IpcChannel, IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import type { IpcResponses, IpcResult } from '../ipc/channels.js';

/** The part of `ipcRenderer` the bridge uses; nothing of it is handed to the page. */
export interface BridgeIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The desktop `HostBridge`: one method per channel, no generic invoke, no business logic; main
 * validates every request. Only plain data and the listener-removal function cross to the page.
 *
 * @example contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
 */
export function createBridge(ipc: BridgeIpc, pathForFile: (file: File) => string): HostBridge {
  function invoke<C extends IpcChannel>(channel: C, ...request: unknown[]): Promise<IpcResult<IpcResponses[C]>> {
    return ipc.invoke(channel, ...request) as Promise<IpcResult<IpcResponses[C]>>;
  }
  function onEvent(event: IpcEvent, listener: () => void): () => void {
    // The IPC event object stays here: the page's listener is called with nothing.
    const forward = () => listener();
    ipc.on(event, forward);
    return () => void ipc.removeListener(event, forward);
  }
  function onPayload<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void {
    // Only the payload (plain data main sent) reaches the page, never the IPC event.
    const forward = (...args: unknown[]) => listener(args[1] as IpcEventPayload<E>);
    ipc.on(event, forward);
    return () => void ipc.removeListener(event, forward);
  }

  return {
    async info() {
      const result = await invoke('app:info');
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    call: (endpoint, input) => invoke('api:call', { endpoint, input }) as Promise<CallResult<never>>,
    download: (endpoint, input) => invoke('api:download', { endpoint, input }),
    preview: (endpoint, input) => invoke('api:preview', { endpoint, input }),
    signIn: (body) => invoke('session:signIn', body),
    signOut: () => invoke('session:signOut'),
    async hasSession() {
      const result = await invoke('session:has');
      return result.ok && result.data;
    },
    onSessionExpired: (listener) => onEvent('session:expired', listener),
    notifications: {
      start: () => invoke('notifications:start'),
      stop: () => invoke('notifications:stop'),
      setPopups: (enabled) => invoke('notifications:setPopups', enabled),
      onUpdated: (listener) => onPayload('notifications:updated', listener),
      onConnectionState: (listener) => onPayload('notifications:state', listener),
      onRecordChanged: (listener) => onPayload('notifications:recordChanged', listener),
      onOpen: (listener) => onPayload('notifications:open', listener),
      follow: (request) => invoke('notifications:follow', request),
      unfollow: (room) => invoke('notifications:unfollow', room),
      onRoomEvent: (listener) => onPayload('notifications:roomEvent', listener),
    },
    files: {
      pick: (kind) => invoke('files:pick', kind),
      // A dropped File's path is read here, in the isolated world; a File the page builds itself has none.
      fromDrop: (files) => invoke('files:registerDrop', { paths: [...files].map((file) => pathForFile(file)) }),
      upload: (request) => invoke('files:upload', request),
      onProgress: (listener) => onPayload('files:progress', listener),
    },
    downloads: {
      open: (savedId) => invoke('files:open', savedId),
      reveal: (savedId) => invoke('files:reveal', savedId),
    },
    settings: {
      getServer: () => invoke('settings:getServer'),
      setServer: (choice) => invoke('settings:setServer', choice),
      restart: () => invoke('settings:restart'),
    },
    onNavigate: (listener) => onPayload('app:navigate', listener),
  };
}

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer, (file) => webUtils.getPathForFile(file)));
