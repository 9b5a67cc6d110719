import { contextBridge, ipcRenderer } from 'electron';
import type { CallResult } from '../../shared/client/callResult.js';
import { BRIDGE_GLOBAL, type HostBridge } from '../../shared/host/bridge.js';
import type { IpcChannel, IpcEvent } from '../../shared/host/ipc.js';
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
export function createBridge(ipc: BridgeIpc): HostBridge {
  function invoke<C extends IpcChannel>(channel: C, ...request: unknown[]): Promise<IpcResult<IpcResponses[C]>> {
    return ipc.invoke(channel, ...request) as Promise<IpcResult<IpcResponses[C]>>;
  }
  function onEvent(event: IpcEvent, listener: () => void): () => void {
    // The IPC event object stays here: the page's listener is called with nothing.
    const forward = () => listener();
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
    signIn: (body) => invoke('session:signIn', body),
    signOut: () => invoke('session:signOut'),
    async hasSession() {
      const result = await invoke('session:has');
      return result.ok && result.data;
    },
    onSessionExpired: (listener) => onEvent('session:expired', listener),
  };
}

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
