// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/contract/constants.js';
import { fakeBridge, ok } from '../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../tests/helpers/renderWithProviders.js';
import { MAINTENANCE_POLL_MS } from './Maintenance.js';
import { buildRoutes } from './router.js';
import { listPage } from '../../tests/fixtures/renderer/list/listPage.fixture.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });
const settings = (maintenance: 0 | 1) => ok({ success: true, data: { maintenance } });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('maintenance', () => {
  it('replaces the sign-in screen when the server flag is 1', async () => {
    const bridge = fakeBridge({ calls: { 'system.publicSettings': () => settings(1) } });
    renderWithProviders(null, { routes: buildRoutes(), route: '/auth/login', user: null, bridge });
    expect(await screen.findByText(MESSAGES.maintenance)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('replaces every signed-in page when the server flag is 1, before the page asks for anything', async () => {
    const bridge = fakeBridge({
      calls: { 'system.publicSettings': () => settings(1), 'customers.list': () => ok(listPage([])) },
    });
    renderWithProviders(null, { routes: buildRoutes(), route: '/customers', user: reader, bridge });
    expect(await screen.findByText(MESSAGES.maintenance)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(bridge.requests.map((r) => r.endpoint)).toEqual(['system.publicSettings']);
  });

  it("follows the client's configuration without asking the server", async () => {
    vi.stubEnv('VITE_BROKERDESK_MAINTENANCE', '1');
    const bridge = fakeBridge({ calls: { 'system.publicSettings': () => settings(0) } });
    renderWithProviders(null, { routes: buildRoutes(), route: '/', user: reader, bridge });
    expect(await screen.findByText(MESSAGES.maintenance)).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint === 'system.publicSettings')).toEqual([]);
  });

  it('shows the app when both flags are 0, and the Maintenance screen once the server switches within a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let flag: 0 | 1 = 0;
    const bridge = fakeBridge({ calls: { 'system.publicSettings': () => settings(flag) } });
    renderWithProviders(null, { routes: buildRoutes(), route: '/auth/login', user: null, bridge });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    flag = 1;
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(await screen.findByText(MESSAGES.maintenance)).toBeTruthy();
  });

  it('does not hold the app back when the settings cannot be read', async () => {
    renderWithProviders(null, { routes: buildRoutes(), route: '/auth/login', user: null, bridge: fakeBridge() });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
