import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBridge, failed, ok, sessionTimes } from '../../../tests/helpers/fakeBridge.js';
import { makeStore } from '../store.js';
import { restoreSession } from './restoreSession.js';

const me = { _id: 'u1', type: 'employee' as const, email: 'a@b.ae', fullName: 'Sara Staff', role: 'User', isSupervisor: false };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restoreSession', () => {
  it('authenticates with the user from auth.me when a session is stored', async () => {
    const host = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => ok({ success: true, type: 'employee', data: me }) },
    });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    expect(store.getState().session).toEqual({ status: 'authenticated', user: me, ends: null });
  });

  it("keeps when the session ends from auth.me, on this machine's clock even when the server's is an hour ahead", async () => {
    const host = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => ok({ success: true, type: 'employee', data: me, session: sessionTimes({ idleMs: 20 * 60_000, skewMs: 3_600_000 }) }) },
    });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    const { ends } = store.getState().session;
    expect(ends?.cause).toBe('idle');
    expect(ends!.at - Date.now()).toBeGreaterThan(19 * 60_000);
    expect(ends!.at - Date.now()).toBeLessThanOrEqual(20 * 60_000);
  });

  it('uses the whole answer when auth.me carries no data but is an employee', async () => {
    const answer = { ...me };
    const host = fakeBridge({ hasSession: () => Promise.resolve(true), calls: { 'auth.me': () => ok(answer) } });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    expect(store.getState().session.user).toEqual(answer);
  });

  it('is anonymous without asking the server when no session is stored', async () => {
    const host = fakeBridge({ hasSession: () => Promise.resolve(false) });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    expect(store.getState().session.status).toBe('anonymous');
    expect(host.requests).toEqual([]);
  });

  it('is anonymous when the stored session cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = fakeBridge({ hasSession: () => Promise.reject(new Error('storage disabled')) });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('only logs a failed auth.me and shows sign-in after the 5 s persist time-out', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => failed(500, 'Database is down') },
    });
    const store = makeStore(undefined, { host });
    await store.dispatch(restoreSession());
    expect(store.getState().session.status).toBe('loading');
    expect(error).toHaveBeenCalledWith('Could not restore the session:', 'Database is down');
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.getState().session.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('gives up after 5 s and ignores an answer that arrives later', async () => {
    vi.useFakeTimers();
    let answer!: (value: ReturnType<typeof ok>) => void;
    const host = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => new Promise((resolve) => (answer = resolve)) },
    });
    const store = makeStore(undefined, { host });
    const done = store.dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().session.status).toBe('anonymous');
    answer(ok({ success: true, type: 'employee', data: me }));
    await done;
    expect(store.getState().session).toEqual({ status: 'anonymous', user: null, ends: null });
  });

  it('runs once per store', async () => {
    const host = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => ok({ success: true, type: 'employee', data: me }) },
    });
    const store = makeStore(undefined, { host });
    await Promise.all([store.dispatch(restoreSession()), store.dispatch(restoreSession())]);
    expect(host.requests.filter((r) => r.endpoint === 'auth.me')).toHaveLength(1);
  });
});
