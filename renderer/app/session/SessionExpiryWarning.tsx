import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../shared/domain/format.js';
import { errorText } from '../../components/errorText.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { useCheckSessionMutation, useKeepSessionMutation } from './sessionApi.js';
import { localSessionEnd, selectSessionEnds, sessionEndsKnown } from './sessionSlice.js';
import { useSignOut } from './useSignOut.js';

/** The warning comes this long before the session ends (UX.md §0, WCAG 2.2 SC 2.2.1). */
export const WARN_BEFORE_MS = 60_000;
/** Checks at the end itself are at least this far apart, should the server's end and ours differ by a hair. */
const RECHECK_MS = 1000;

type Phase = 'watching' | 'warning' | 'dismissed';

/** 65 000 ms → "1:05". */
function countdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Warns a minute before the session ends. The idle end moves with every request, so a minute
 * before the end the server last gave, it asks again (a check that is not activity); if the end
 * is still that close, a dialog counts down with "Stay signed in" (which restarts the idle clock)
 * or, when the sign-in's lifetime is what ends, says when. At the end it asks once more: the
 * server's 401 takes the window to sign-in the usual way, unless another window kept it alive.
 */
export function SessionExpiryWarning() {
  const ends = useAppSelector(selectSessionEnds);
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const [checkSession] = useCheckSessionMutation();
  const [keepSession, keeping] = useKeepSessionMutation();
  const [phase, setPhase] = useState<Phase>('watching');
  const [now, setNow] = useState(() => Date.now());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!ends) return;
    const due = phase === 'watching' ? ends.at - WARN_BEFORE_MS : ends.at;
    const timer = setTimeout(() => {
      void checkSession().then((result) => {
        setNow(Date.now());
        if ('error' in result) {
          // A 401 has already ended the session through the host; an unreachable server leaves the end we know.
          setPhase((current) => (current === 'watching' ? 'warning' : current));
          return;
        }
        const fresh = localSessionEnd(result.data, Date.now());
        dispatch(sessionEndsKnown(result.data));
        setPhase((current) => (fresh.at - WARN_BEFORE_MS > Date.now() ? 'watching' : current === 'watching' ? 'warning' : current));
      });
    }, Math.max(phase === 'watching' ? 0 : RECHECK_MS, due - Date.now()));
    return () => clearTimeout(timer);
  }, [ends, phase, checkSession, dispatch]);

  useEffect(() => {
    if (phase !== 'warning') return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [phase]);

  if (!ends || phase !== 'warning') return null;
  const remaining = Math.max(0, ends.at - now);
  const over = remaining === 0;

  const stay = async () => {
    setFailure(null);
    const result = await keepSession();
    if ('error' in result) return setFailure(errorText(result.error));
    dispatch(sessionEndsKnown(result.data));
    setPhase('watching');
  };

  let title = 'Your session is about to end';
  let body = `You will be signed out in ${countdown(remaining)} because nothing has been done for a while.`;
  let actions = (
    <>
      <Button appearance="primary" disabled={keeping.isLoading} onClick={() => void stay()}>
        Stay signed in
      </Button>
      <Button onClick={() => void signOut()}>Sign out</Button>
    </>
  );
  if (over) {
    title = 'Your session has ended';
    body = 'Sign in again to continue.';
    actions = (
      <Button appearance="primary" onClick={() => void signOut()}>
        Sign in again
      </Button>
    );
  } else if (ends.cause === 'lifetime') {
    body = `Your sign-in reaches its time limit at ${formatTime(ends.at)} (in ${countdown(remaining)}). Save your work; then sign in again to continue.`;
    actions = (
      <>
        <Button appearance="primary" onClick={() => setPhase('dismissed')}>
          Continue working
        </Button>
        <Button onClick={() => void signOut()}>Sign out now</Button>
      </>
    );
  }

  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="session-expiry-body">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent id="session-expiry-body">
            {body}
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>{actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
