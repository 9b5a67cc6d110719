// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/contract/constants.js';
import { fakeBridge, failed, ok } from '../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../tests/helpers/renderWithProviders.js';
import { customerPage } from '../features/customers/customer.fixture.js';
import { buildRoutes } from './router.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });
const nobody = testUser({ moduleAccessId: {} });

function renderApp(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { routes: buildRoutes(), route, ...options });
}

describe('app routes', () => {
  it('sends a signed-out user to the sign-in screen', async () => {
    renderApp('/customers', { user: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('restores a stored session through auth.me and opens the dashboard', async () => {
    const bridge = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => ok({ success: true, type: 'employee', data: reader }) },
    });
    renderApp('/', { user: 'restore', bridge });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Staff' })).toBeTruthy();
  });

  it('shows sign-in when there is no stored session', async () => {
    renderApp('/', { user: 'restore', bridge: fakeBridge({ hasSession: () => Promise.resolve(false) }) });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('returns to sign-in from wherever the user was when the session expires', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(customerPage([])) } });
    renderApp('/customers', { user: reader, bridge });
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    bridge.expireSession();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user away from the sign-in screen to the dashboard', async () => {
    renderApp('/auth/login', { user: reader });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Staff' })).toBeTruthy();
  });

  it('shows the 404 screen with a way back for an unknown route', async () => {
    renderApp('/no-such-screen', { user: reader });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.backToDashboard }).getAttribute('href')).toBe('/');
  });

  it('shows the 403 screen and asks nothing of the server without customer read', async () => {
    const bridge = fakeBridge();
    renderApp('/customers', { user: nobody, bridge });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.backToDashboard })).toBeTruthy();
    expect(bridge.requests).toEqual([]);
  });

  it('shows the 403 screen for the edit route with read but without update', async () => {
    renderApp('/customers/c1/edit', { user: reader });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
  });

  it('lists Customers in the navigation only for users who may read them, marking the current item', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(customerPage([])) } });
    const first = renderApp('/customers', { user: reader, bridge });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page'));
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    first.unmount();

    renderApp('/', { user: nobody });
    const other = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(other).queryByRole('link', { name: 'Customers' })).toBeNull();
  });

  it('sets the window title to the screen name', async () => {
    renderApp('/', { user: reader });
    await screen.findByRole('heading', { name: 'Welcome, Sara Staff' });
    await waitFor(() => expect(document.title).toBe('Dashboard – BrokerDesk'));
  });

  it('signs out from the user menu and lands on sign-in', async () => {
    const signOut = vi.fn(() => Promise.resolve(ok(null)));
    renderApp('/', { user: reader, bridge: fakeBridge({ signOut }) });
    (await screen.findByRole('button', { name: 'Account: Sara Staff' })).click();
    (await screen.findByRole('menuitem', { name: 'Sign out' })).click();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps unrelated failures off the sign-in path', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => failed(500, 'Database is down') } });
    renderApp('/customers', { user: reader, bridge });
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
