import { describe, expect, it } from 'vitest';
import { IDLE, liveQuotesReducer, type LiveQuotesAction, type LiveQuotesState } from './useLiveQuotes.js';

const quote = (id: string, totalFils = 220_500) => ({ _id: id, companyName: 'Orient Insurance', planName: 'Orient Gold', totalFils, ref: 'QUO-1' });
const refusal = { companyName: 'AXA', planName: 'Gold', message: 'Car too old' };
const run = (actions: LiveQuotesAction[], events?: { quote: string; counter: string }): LiveQuotesState =>
  actions.reduce<LiveQuotesState>((state, action) => liveQuotesReducer(state, action, events), IDLE);
const event = (name: string, payload: unknown): LiveQuotesAction => ({ type: 'event', event: name, payload });

describe('live quotes of a pricing run', () => {
  it('lists each quote and refusal as it arrives, with the last count of what is still being priced', () => {
    const state = run([
      { type: 'start' },
      event('admin-proposal-created', { success: true, data: quote('q1') }),
      event('quote-counter', { remaining: 2 }),
      event('admin-proposal-created', { success: false, Errors: [refusal] }),
      event('quote-counter', { remaining: 1 }),
      event('admin-proposal-created', { success: true, data: quote('q2', 180_000) }),
      event('quote-counter', { remaining: 0 }),
    ]);
    expect(state).toMatchObject({ status: 'pricing', refusals: [refusal], remaining: 0 });
    expect(state.quotes.map((q) => [q._id, q.totalFils])).toEqual([['q1', 220_500], ['q2', 180_000]]);
  });

  it('keeps one line per quote when the same quote arrives twice', () => {
    const state = run([{ type: 'start' }, event('admin-proposal-created', { success: true, data: quote('q1') }), event('admin-proposal-created', { success: true, data: quote('q1', 1) })]);
    expect(state.quotes.map((q) => [q._id, q.totalFils])).toEqual([['q1', 1]]);
  });

  it('drops payloads of another shape, other events, and anything before the run starts', () => {
    const state = run([
      event('admin-proposal-created', { success: true, data: quote('early') }),
      { type: 'start' },
      event('admin-proposal-created', { success: true, data: { _id: 'q1' } }),
      event('admin-proposal-created', { success: false, Errors: ['Quote service unavailable'] }),
      event('admin-proposal-created', { data: quote('q2') }),
      event('quote-counter', { remaining: -1 }),
      event('quote-counter', { remaining: 1.5 }),
      event('notification-updated', { success: true, data: quote('q3') }),
      event('health-quote-created', { success: true, data: quote('q4') }),
    ]);
    expect(state).toEqual({ ...IDLE, status: 'pricing' });
  });

  it('replaces what arrived by the answer, then ignores late events; a new run starts empty', () => {
    const answered = run([
      { type: 'start' },
      event('admin-proposal-created', { success: true, data: quote('live-only') }),
      event('quote-counter', { remaining: 5 }),
      { type: 'answer', quotes: [quote('a1'), quote('a2')], refusals: [refusal] },
      event('admin-proposal-created', { success: true, data: quote('late') }),
    ]);
    expect(answered).toMatchObject({ status: 'answered', refusals: [refusal], remaining: 0 });
    expect(answered.quotes.map((q) => q._id)).toEqual(['a1', 'a2']);
    expect(liveQuotesReducer(answered, { type: 'start' })).toEqual({ ...IDLE, status: 'pricing' });
    expect(liveQuotesReducer(answered, { type: 'reset' })).toBe(IDLE);
  });

  it('follows the event names it is given (health)', () => {
    const health = { quote: 'health-quote-created', counter: 'quote-counter' };
    const state = run([{ type: 'start' }, event('admin-proposal-created', { success: true, data: quote('motor') }), event('health-quote-created', { success: true, data: quote('h1') })], health);
    expect(state.quotes.map((q) => q._id)).toEqual(['h1']);
  });
});
