import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../../shared/contract/auth/auth.schema.js';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'loading', user: null };

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
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
  },
});

export const { initialized, signedIn, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser } = sessionSlice.selectors;
