import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionState, RecordChange, RecordRef } from '../../../shared/contract/notifications/index.js';
import { signedOut } from '../session/sessionSlice.js';

/** Who last changed a record another window shows, and when this window heard of it. */
export interface ChangedBy {
  name: string;
  at: string;
  /** `Date.now()` on arrival: data fetched after it already shows the change. */
  heardAt: number;
}

export interface LiveState {
  /** The live socket, the window's heartbeat with the server (UX.md §8). */
  connection: ConnectionState;
  /** Records changed by someone else, by `kind:id`; only the newest change of each is kept. */
  changed: Record<string, ChangedBy>;
}

const initialState: LiveState = { connection: 'idle', changed: {} };

export const recordKey = (record: RecordRef) => `${record.kind}:${record.id}`;

/**
 * What the live socket told this window: its connection state, and the records other people
 * changed. Sign-out forgets the changes.
 */
export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
    /** A change made by someone other than `me` (the signed-in account); one's own is already on screen. */
    recordsChanged(state, action: PayloadAction<{ change: RecordChange & { by: NonNullable<RecordChange['by']> }; me: string | undefined; heardAt: number }>) {
      const { change, me, heardAt } = action.payload;
      if (change.by._id === me) return;
      for (const record of change.records) state.changed[recordKey(record)] = { name: change.by.fullName, at: change.at, heardAt };
    },
    changeSeen(state, action: PayloadAction<RecordRef>) {
      delete state.changed[recordKey(action.payload)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.changed = {};
    });
  },
  selectors: {
    selectConnection: (state) => state.connection,
    /** Offline: the socket lost the server and is trying again. */
    selectOffline: (state) => state.connection === 'reconnecting',
    selectChangedBy: (state, record: RecordRef): ChangedBy | undefined => state.changed[recordKey(record)],
  },
});

export const { connectionChanged, recordsChanged, changeSeen } = liveSlice.actions;
export const { selectConnection, selectOffline, selectChangedBy } = liveSlice.selectors;
