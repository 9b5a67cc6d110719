// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, notification, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { NotificationBell } from './NotificationBell.js';

function renderBell() {
  const items = [
    notification({ kind: 'quotePaid', recordType: 'proposal', recordId: 'p1', title: 'Quote paid', description: 'AED 2,205.00 paid on proposal PRO-2001' }),
    notification({ kind: 'policyIssued', recordType: 'policy', recordId: 'pol1', title: 'Policy issued', description: 'Policy POL-4001 issued for Omar Haddad' }),
  ];
  const bridge = fakeBridge({ calls: { 'notifications.getAllNotifications': () => ok({ success: true, data: items, unreadCount: 2 }) } });
  return renderWithProviders(<NotificationBell />, { bridge, route: '/customers' });
}

describe('NotificationBell', () => {
  it('closes its panel when the window moves to another screen', async () => {
    const { router } = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByRole('list', { name: 'Notification list' })).toBeTruthy();
    await act(() => router.navigate('/proposals/p9'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notification list' })).toBeNull());
  });

  it('keeps the unread badge beside the button, which would clip it, over the bell', async () => {
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const badge = await screen.findByText('2');
    expect(button.contains(badge)).toBe(false);
    expect(button.parentElement!.contains(badge)).toBe(true);
  });
});
