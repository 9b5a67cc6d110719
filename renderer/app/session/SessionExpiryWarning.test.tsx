// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge, ok, sessionTimes, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { SessionExpiryWarning } from './SessionExpiryWarning.js';
import type { SessionEnd } from './sessionSlice.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const user = testUser({ moduleAccessId: { customer: { read: true } } });

/** The warning with a session ending `endsInMs` from now, as the server last said. */
function renderWarning(ends: Omit<SessionEnd, 'at'> & { inMs: number }, calls: Partial<Record<string, CallHandler>>, signOut = vi.fn(() => Promise.resolve(ok(null)))) {
  const bridge = fakeBridge({ calls, signOut });
  const rendered = renderWithProviders(<SessionExpiryWarning />, {
    bridge,
    user,
    route: '/',
    path: '/',
    preloadedState: { session: { status: 'authenticated', user, ends: { at: Date.now() + ends.inMs, cause: ends.cause } } },
  });
  return { ...rendered, signOut };
}
const asked = (bridge: ReturnType<typeof fakeBridge>, endpoint: string) => bridge.requests.filter((r) => r.endpoint === endpoint).length;

describe('SessionExpiryWarning', () => {
  it('warns a minute before an idle session ends, and "Stay signed in" keeps it', async () => {
    const { bridge, store } = renderWarning({ inMs: 61_500, cause: 'idle' }, {
      'auth.session': () => ok({ success: true, data: sessionTimes({ idleMs: 60_000 }) }),
      'auth.keepSession': () => ok({ success: true, data: sessionTimes() }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(inDialog(dialog).getByText(/You will be signed out in (1:00|0:5\d) because nothing has been done for a while\./)).toBeTruthy();
    expect(asked(bridge, 'auth.session')).toBe(1);

    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(asked(bridge, 'auth.keepSession')).toBe(1);
    expect(store.getState().session.ends!.at).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('does not warn when work in the meantime (another request) moved the idle end', async () => {
    const { bridge } = renderWarning({ inMs: 60_500, cause: 'idle' }, {
      'auth.session': () => ok({ success: true, data: sessionTimes({ idleMs: 25 * 60_000 }) }),
    });
    await waitFor(() => expect(asked(bridge, 'auth.session')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when the sign-in reaches its time limit, which staying cannot move', async () => {
    renderWarning({ inMs: 61_000, cause: 'lifetime' }, {
      'auth.session': () => ok({ success: true, data: sessionTimes({ lifetimeMs: 60_000, idleMs: 20 * 60_000 }) }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(inDialog(dialog).getByText(/Your sign-in reaches its time limit at \d\d:\d\d/)).toBeTruthy();
    expect(inDialog(dialog).queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Continue working' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('signs out from the warning', async () => {
    const { signOut } = renderWarning({ inMs: 60_200, cause: 'idle' }, {
      'auth.session': () => ok({ success: true, data: sessionTimes({ idleMs: 60_000 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Navigated to /auth/login')).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the end is far off', async () => {
    const { bridge } = renderWarning({ inMs: 30 * 60_000, cause: 'idle' }, {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(bridge, 'auth.session')).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
