import { createContext, useContext } from 'react';
import type { HostBridge } from '../../shared/host/bridge.js';

export const HostContext = createContext<HostBridge | null>(null);

/**
 * The host bridge for actions that are not RTK Query calls (sign-in, downloads).
 *
 * @example const host = useHost(); await host.download('customers.exportCsv', { body: { search } });
 */
export function useHost(): HostBridge {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside <HostContext.Provider>');
  return host;
}
