import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConnectionState } from '../../../shared/contract/notifications/index.js';
import { useHost } from '../../app/useHost.js';

/**
 * Connects the host's live socket while the signed-in shell is shown, follows its connection
 * state, and opens the record of an OS notification the user clicked.
 *
 * @example const state = useLiveNotifications(); // 'connected' | 'reconnecting' | …
 */
export function useLiveNotifications(): ConnectionState {
  const host = useHost();
  const navigate = useNavigate();
  const [state, setState] = useState<ConnectionState>('connecting');

  useEffect(() => {
    const offState = host.notifications.onConnectionState(setState);
    const offOpen = host.notifications.onOpen((path) => void navigate(path));
    void host.notifications.start();
    return () => {
      offState();
      offOpen();
      void host.notifications.stop();
    };
  }, [host, navigate]);

  return state;
}
