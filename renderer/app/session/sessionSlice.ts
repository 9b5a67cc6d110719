import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionTimes, SessionUser } from '../../../shared/contract/auth/auth.schema.js';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** When the session ends on this machine's clock, and why: idleness, or the sign-in's lifetime. */
export interface SessionEnd {
  at: number;
  cause: 'idle' | 'lifetime';
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** As the server last said (sign-in, `me`, the session check, "Stay signed in"). */
  ends: SessionEnd | null;
}

/**
 * The earlier of the server's two ends, moved onto this machine's clock: the server's times are
 * read relative to its own `serverTime`, so a clock that differs does not shorten the warning.
 */
export function localSessionEnd(times: SessionTimes, receivedAt: number): SessionEnd {
  const lifetime = Date.parse(times.expiresAt);
  const idle = Date.parse(times.idleExpiresAt);
  const offset = receivedAt - Date.parse(times.serverTime);
  return idle < lifetime ? { at: idle + offset, cause: 'idle' } : { at: lifetime + offset, cause: 'lifetime' };
}

const initialState: SessionState = { status: 'loading', user: null, ends: null };

/**
 * The session as a state machine (spec 000 §4): `loading` until the stored session is restored
 * or given up, then `authenticated` or `anonymous`. `initialized` acts only while loading, so a
 * late answer after the persist time-out cannot flip the screen.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    initialized(state, action: PayloadAction<SessionUser | null>) {
      if (state.status !== 'loading') return;
      state.status = action.payload ? 'authenticated' : 'anonymous';
      state.user = action.payload;
    },
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
      state.ends = null;
    },
    /** The server told when the session ends; ignored once signed out. */
    sessionEndsKnown: {
      reducer(state, action: PayloadAction<SessionEnd | null>) {
        if (state.status === 'anonymous' || !action.payload) return;
        state.ends = action.payload;
      },
      prepare: (times: SessionTimes | undefined) => ({ payload: times ? localSessionEnd(times, Date.now()) : null }),
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectSessionEnds: (state) => state.ends,
  },
});

export const { initialized, signedIn, signedOut, sessionEndsKnown } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectSessionEnds } = sessionSlice.selectors;
