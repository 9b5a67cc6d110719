import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { HostBridge } from '../../shared/host/bridge.js';
import { api } from './api.js';
import type { ThunkExtra } from './baseQuery.js';
import { liveSlice } from './live/liveSlice.js';
import { sessionSlice } from './session/sessionSlice.js';

const rootReducer = combineSlices(sessionSlice, liveSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one store factory; the host reaches thunks and the base query as the extra argument.
 *
 * @example const store = makeStore(undefined, { host });
 */
export function makeStore(preloadedState: Partial<RootState> | undefined, { host }: { host: HostBridge }) {
  const extra: ThunkExtra = { host };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  // Only to be handed RTK Query's "online" action creator; the call above keeps the window's listeners.
  setupListeners(store.dispatch, (_dispatch, { onOnline }) => {
    onlineAction = onOnline;
    return () => undefined;
  });
  return store;
}

let onlineAction: (() => UnknownAction) | undefined;

/**
 * RTK Query's own "back online" action: every query on screen is asked again (`refetchOnReconnect`).
 * The live socket dispatches it when it finds the server again (UX.md §8).
 */
export function backOnline(): UnknownAction {
  if (!onlineAction) throw new Error('makeStore() has not run');
  return onlineAction();
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
