import { useCallback, useEffect, useReducer, useRef } from 'react';
import { newRequestRoom, type RoomEvent } from '../../../shared/contract/notifications/index.js';
import {
  LiveQuoteEventSchema, MOTOR_QUOTE_EVENTS, QuoteCounterSchema, type LiveQuote, type LiveRefusal, type QuoteEventNames,
} from '../../../shared/contract/proposals/index.js';
import { useHost } from '../../app/useHost.js';

/** A pricing run as the screen shows it: nothing yet, quotes arriving, or the call's answer. */
export interface LiveQuotesState {
  status: 'idle' | 'pricing' | 'answered';
  quotes: LiveQuote[];
  refusals: LiveRefusal[];
  /** The plans still being priced, from the last counter event; null before the first. */
  remaining: number | null;
}

export type LiveQuotesAction =
  | { type: 'start' }
  | { type: 'event'; event: string; payload: unknown }
  | { type: 'answer'; quotes: LiveQuote[]; refusals: LiveRefusal[] }
  | { type: 'reset' };

export const IDLE: LiveQuotesState = { status: 'idle', quotes: [], refusals: [], remaining: null };

/**
 * The live list of a pricing run: quotes and refusals as they arrive (a payload of another shape
 * is dropped), until the call answers; the answer then replaces whatever arrived, since an event
 * can be missed (a dropped connection) and the answer cannot.
 *
 * @example liveQuotesReducer(state, { type: 'event', event: 'quote-counter', payload: { remaining: 3 } })
 */
export function liveQuotesReducer(state: LiveQuotesState, action: LiveQuotesAction, events: QuoteEventNames = MOTOR_QUOTE_EVENTS): LiveQuotesState {
  switch (action.type) {
    case 'start':
      return { ...IDLE, status: 'pricing' };
    case 'answer':
      return { status: 'answered', quotes: action.quotes, refusals: action.refusals, remaining: 0 };
    case 'reset':
      return IDLE;
    case 'event': {
      if (state.status !== 'pricing') return state;
      if (action.event === events.counter) {
        const counter = QuoteCounterSchema.safeParse(action.payload);
        return counter.success ? { ...state, remaining: counter.data.remaining } : state;
      }
      const parsed = action.event === events.quote ? LiveQuoteEventSchema.safeParse(action.payload) : null;
      if (!parsed?.success) return state;
      if (!parsed.data.success) return { ...state, refusals: [...state.refusals, ...parsed.data.Errors] };
      const quote = parsed.data.data;
      return { ...state, quotes: [...state.quotes.filter((known) => known._id !== quote._id), quote] };
    }
  }
}

/**
 * Follows the live quotes of one pricing call at a time: `price(send, answerOf)` makes the
 * request's room, follows it before the call is sent, shows each quote the server emits there,
 * then the call's answer (`answerOf`; null for a failed call, or when the screen shows the answer
 * elsewhere: the list is then cleared). The room is
 * left on the answer, on an error and when the screen unmounts. A room the host could not join
 * only costs the live list: the call is sent all the same.
 *
 * @example const live = useLiveQuotes(); await live.price((reqId) => create({ reqId, body }), (outcome) => outcome.data ?? null);
 */
export function useLiveQuotes(events: QuoteEventNames = MOTOR_QUOTE_EVENTS) {
  const host = useHost();
  const [state, dispatch] = useReducer(
    (current: LiveQuotesState, action: LiveQuotesAction) => liveQuotesReducer(current, action, events),
    IDLE,
  );
  const room = useRef<string | null>(null);

  useEffect(() => {
    const off = host.notifications.onRoomEvent(({ room: from, event, payload }: RoomEvent) => {
      if (from === room.current) dispatch({ type: 'event', event, payload });
    });
    return () => {
      off();
      if (room.current) void host.notifications.unfollow(room.current);
      room.current = null;
    };
  }, [host]);

  const price = useCallback(
    async <T>(send: (reqId: string) => Promise<T>, answerOf: (outcome: T) => Pick<LiveQuotesState, 'quotes' | 'refusals'> | null): Promise<T> => {
      const reqId = newRequestRoom();
      room.current = reqId;
      dispatch({ type: 'start' });
      await host.notifications.follow({ room: reqId, events: [events.quote, events.counter] }).catch(() => undefined);
      try {
        const outcome = await send(reqId);
        const answer = answerOf(outcome);
        dispatch(answer ? { type: 'answer', ...answer } : { type: 'reset' });
        return outcome;
      } catch (error) {
        dispatch({ type: 'reset' });
        throw error;
      } finally {
        if (room.current === reqId) room.current = null;
        void host.notifications.unfollow(reqId);
      }
    },
    [host, events],
  );

  return { state, price };
}
