// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/contract/constants.js';
import { fakeBridge, fakeLive, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import CustomerList from '../../features/customers/CustomerList.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import { BACK_ONLINE_TEXT, ConnectionBanner, OFFLINE_TEXT } from './ConnectionBanner.js';
import { useLiveUpdates } from './useLiveUpdates.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });

function Window() {
  useLiveUpdates();
  return (
    <>
      <ConnectionBanner />
      <CustomerList />
    </>
  );
}

describe('losing the server', () => {
  it('shows one "Offline" banner for the window instead of a bar per screen, then "Back online" and fresh data', async () => {
    const live = fakeLive();
    const server = { up: false };
    const bridge = fakeBridge({
      notifications: live.capability,
      calls: {
        'customers.list': () =>
          server.up ? ok(listPage([customerFixture({ fullName: 'Huda Farouk' })])) : { ok: false, error: { status: 0, code: 'network', message: MESSAGES.network } },
      },
    });
    renderWithProviders(<Window />, { bridge, user: reader, route: '/customers', path: '/customers' });
    live.state('connected');
    expect(await screen.findByText(MESSAGES.network)).toBeTruthy();

    live.state('reconnecting');
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
    expect(screen.getAllByText(OFFLINE_TEXT)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.network)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    server.up = true;
    live.state('connected');
    expect(await screen.findByText(BACK_ONLINE_TEXT)).toBeTruthy();
    expect(await screen.findByText('Huda Farouk')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('keeps a screen\'s own error bar for a failure while the server is reachable', async () => {
    const live = fakeLive();
    const bridge = fakeBridge({ notifications: live.capability, calls: { 'customers.list': () => failed(500, 'Database is down') } });
    renderWithProviders(<Window />, { bridge, user: reader, route: '/customers', path: '/customers' });
    live.state('connected');
    expect(await screen.findByText('Database is down')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy());
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
