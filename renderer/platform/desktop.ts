import { BRIDGE_GLOBAL, type HostBridge } from '../../shared/host/bridge.js';

/**
 * The desktop host: the object the preload exposes with exactly the `HostBridge` methods.
 * This file is the only reader of `window.brokerDesk`.
 */
export function getDesktopHost(): HostBridge | undefined {
  return (window as unknown as Partial<Record<typeof BRIDGE_GLOBAL, HostBridge>>)[BRIDGE_GLOBAL];
}
