import { TIMEOUTS } from '../../../shared/contract/constants.js';
import type { SessionUser } from '../../../shared/contract/auth/auth.schema.js';
import type { AppThunk } from '../store.js';
import { initialized, sessionEndsKnown } from './sessionSlice.js';

const started = new WeakSet<object>();

/**
 * Restores the stored session once per store (spec 000 §4): no stored session or a failed
 * storage read → anonymous; a stored one → `auth.me`, and success (or type employee) →
 * authenticated. A failed `me` is only logged; the persist time-out then shows sign-in.
 *
 * @example useEffect(() => { void dispatch(restoreSession()); }, [dispatch]);
 */
export function restoreSession(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (started.has(extra)) return;
    started.add(extra);
    const { host } = extra;
    const cap = setTimeout(() => dispatch(initialized(null)), TIMEOUTS.persistMs);
    const finish = (user: SessionUser | null) => {
      clearTimeout(cap);
      dispatch(initialized(user));
    };
    let stored: boolean;
    try {
      stored = await host.hasSession();
    } catch (error) {
      console.warn('Could not read the stored session', error);
      finish(null);
      return;
    }
    if (!stored) {
      finish(null);
      return;
    }
    try {
      const result = await host.call('auth.me', {});
      if (result.ok && (result.data.success === true || result.data.type === 'employee')) {
        finish(result.data.data ?? (result.data as unknown as SessionUser));
        dispatch(sessionEndsKnown(result.data.session));
        return;
      }
      console.error('Could not restore the session:', result.ok ? 'unexpected answer' : result.error.message);
    } catch (error) {
      console.error('Could not restore the session:', error);
    }
    if (getState().session.status !== 'loading') clearTimeout(cap);
  };
}
