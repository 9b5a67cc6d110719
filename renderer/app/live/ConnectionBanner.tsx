import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../hooks.js';
import { selectConnection } from './liveSlice.js';

export const OFFLINE_TEXT = 'Offline – reconnecting…';
export const BACK_ONLINE_TEXT = 'Back online';
/** "Back online" stays this long, then the banner goes. */
export const BACK_ONLINE_MS = 4000;

const useStyles = makeStyles({ root: { gridColumn: '1 / -1' }, bar: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL } });

/**
 * The one connectivity banner of the window (UX.md §8), under the title bar: "Offline –
 * reconnecting…" while the live socket (the server's heartbeat) is lost, then "Back online" for
 * a moment while every screen asks again. Screens do not add their own bar for it.
 */
export function ConnectionBanner() {
  const styles = useStyles();
  const connection = useAppSelector(selectConnection);
  const previous = useRef(connection);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    const was = previous.current;
    previous.current = connection;
    if (connection !== 'connected') {
      setBackOnline(false);
      return;
    }
    if (was !== 'reconnecting') return;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [connection]);

  return (
    <div className={styles.root} role="status">
      {connection === 'reconnecting' ? (
        <MessageBar intent="warning" className={styles.bar}>
          <MessageBarBody>
            <MessageBarTitle>{OFFLINE_TEXT}</MessageBarTitle>
            The BrokerDesk server cannot be reached; what is on screen may be out of date.
          </MessageBarBody>
        </MessageBar>
      ) : backOnline ? (
        <MessageBar intent="success" className={styles.bar}>
          <MessageBarBody>{BACK_ONLINE_TEXT}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
