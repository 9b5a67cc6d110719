import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api.js';
import { useAppDispatch } from '../hooks.js';
import { useHost } from '../useHost.js';
import { signedOut } from './sessionSlice.js';

/**
 * Signs out (spec 000 §4): the host ends the session on the server (a failure is ignored) and
 * wipes it; nothing of it stays in the store; the window goes to sign-in.
 *
 * @example const signOut = useSignOut(); <Button onClick={() => void signOut()}>Sign out</Button>
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const host = useHost();
  const navigate = useNavigate();
  return useCallback(async () => {
    await host.signOut();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate('/auth/login', { replace: true });
  }, [dispatch, host, navigate]);
}
