// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge, failed, ok, sessionTimes } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import SignIn from './SignIn.js';

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('SignIn', () => {
  it("shows the server's message in an error toast when sign-in fails", async () => {
    const bridge = fakeBridge({ signIn: () => Promise.resolve(failed(401, 'Invalid email or password')) });
    const { store } = renderWithProviders(<SignIn />, { bridge, user: null, route: '/auth/login', path: '/auth/login' });
    fill('sara@example.ae', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('signs in with the agent-online switch on by default and goes to the dashboard', async () => {
    const user = testUser();
    const signIn = vi.fn(() => Promise.resolve(ok({ success: true as const, type: 'employee' as const, employee: user, session: sessionTimes() })));
    const { store } = renderWithProviders(<SignIn />, {
      bridge: fakeBridge({ signIn }),
      user: null,
      route: '/auth/login',
      path: '/auth/login',
    });
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Agent online' }).checked).toBe(true);
    fill('Sara@Example.ae', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Navigated to /')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith({ email: 'sara@example.ae', password: 'secret', isAgentOnline: true });
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user, ends: { cause: 'idle' } });
    expect(store.getState().session.ends!.at).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('sends agent offline when the switch is turned off', async () => {
    const signIn = vi.fn(() => Promise.resolve(ok({ success: true as const, type: 'employee' as const, employee: testUser(), session: sessionTimes() })));
    renderWithProviders(<SignIn />, { bridge: fakeBridge({ signIn }), user: null, route: '/auth/login', path: '/auth/login' });
    fill('sara@example.ae', 'secret');
    fireEvent.click(screen.getByRole('switch', { name: 'Agent online' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ email: 'sara@example.ae', password: 'secret', isAgentOnline: false }),
    );
  });

  it('asks for a valid email before calling the host', async () => {
    const signIn = vi.fn();
    renderWithProviders(<SignIn />, { bridge: fakeBridge({ signIn }), user: null, route: '/auth/login', path: '/auth/login' });
    fill('not-an-email', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Must be a valid email')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    renderWithProviders(<SignIn />, { user: null, route: '/auth/login', path: '/auth/login' });
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });
});
