import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordChange } from '../../../shared/contract/notifications/index.js';
import { api } from '../api.js';
import { useAppDispatch } from '../hooks.js';
import { backOnline, type AppThunk } from '../store.js';
import { useHost } from '../useHost.js';
import { connectionChanged, recordsChanged } from './liveSlice.js';
import { notificationTags, recordTags } from './liveTags.js';

/**
 * Keeps a change someone else made for the screens showing it to offer a reload; one's own is
 * already on screen. A change from outside (a provider's callback) refreshes those screens at once.
 */
function changeHeard(change: RecordChange): AppThunk {
  return (dispatch, getState) => {
    const { by } = change;
    if (by) dispatch(recordsChanged({ change: { ...change, by }, me: getState().session.user?._id, heardAt: Date.now() }));
    else dispatch(api.util.invalidateTags(change.records.flatMap(recordTags)));
  };
}

/**
 * The signed-in window's live link with the server, started with the shell: the socket's state
 * (the window's heartbeat: offline banner, and a refetch of everything on screen once it is back),
 * notifications refreshing the records they name wherever they are open, others' changes kept for
 * the screens showing them, and the record of an OS notification the user clicked.
 *
 * @example function Shell() { useLiveUpdates(); … }
 */
export function useLiveUpdates(): void {
  const host = useHost();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    let lost = false;
    const offState = host.notifications.onConnectionState((state) => {
      dispatch(connectionChanged(state));
      if (state === 'reconnecting') lost = true;
      if (state === 'connected' && lost) {
        lost = false;
        dispatch(backOnline());
      }
    });
    const offUpdated = host.notifications.onUpdated((update) => {
      const tags = update.data.flatMap(notificationTags);
      if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
    });
    const offChanged = host.notifications.onRecordChanged((change) => dispatch(changeHeard(change)));
    const offOpen = host.notifications.onOpen((path) => void navigate(path));
    void host.notifications.start();
    return () => {
      offState();
      offUpdated();
      offChanged();
      offOpen();
      dispatch(connectionChanged('idle'));
      void host.notifications.stop();
    };
  }, [host, dispatch, navigate]);
}
