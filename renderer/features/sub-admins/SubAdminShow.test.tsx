// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { subAdminFixture } from '../../../tests/fixtures/renderer/sub-admins/subAdmin.fixture.js';
import SubAdminList from './SubAdminList.js';
import SubAdminShow from './SubAdminShow.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const supervisor = testUser({ isSupervisor: true, moduleAccessId: { isSupervisor: true } });

function renderShow() {
  const bridge = fakeBridge({
    calls: {
      'subAdmins.get': () => ok({ success: true, data: subAdminFixture() }),
      'subAdmins.changePassword': () => ok({ success: true, message: 'Changed' }),
      'subAdmins.remove': () => ok({ success: true, message: 'Deleted' }),
    },
  });
  return renderWithProviders(<SubAdminShow />, {
    bridge,
    user: supervisor,
    route: '/sub-admins/a1',
    path: '/sub-admins/:adminId',
  });
}

const passwordCalls = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'subAdmins.changePassword');

describe('SubAdminList', () => {
  it('shows name, e-mail, contact and the role in words', async () => {
    const bridge = fakeBridge({
      calls: {
        'subAdmins.list': () =>
          ok(
            listPage([
              subAdminFixture(),
              subAdminFixture({ _id: 'a2', fullName: 'Sam Supervisor', isSupervisor: true }),
              subAdminFixture({ _id: 'a3', fullName: 'Sara Sales', isSalesAgent: true }),
            ]),
          ),
      },
    });
    renderWithProviders(<SubAdminList />, { bridge, user: supervisor, route: '/sub-admins', path: '/sub-admins' });
    const row = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
    await screen.findByText('Layla Agent');
    expect(within(row('Layla Agent')).getByText('Agent')).toBeTruthy();
    expect(within(row('Layla Agent')).getByText('+971 50 123 4567')).toBeTruthy();
    expect(within(row('Sam Supervisor')).getByText('Supervisor')).toBeTruthy();
    expect(within(row('Sara Sales')).getByText('Sales Agent')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Admin Email' })).toBeTruthy();
  });
});

describe('SubAdminShow', () => {
  it('shows the account with its granted modules', async () => {
    renderShow();
    expect(await screen.findByRole('heading', { name: 'Layla Agent' })).toBeTruthy();
    expect(screen.getByText('View, Update')).toBeTruthy();
    expect(screen.getByText('Sam Supervisor')).toBeTruthy();
  });

  it('refuses a password change whose confirmation does not match, without asking the server', async () => {
    const { bridge } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(inDialog(dialog).getByLabelText('New password', { exact: false }), { target: { value: 'long-enough-1' } });
    fireEvent.change(inDialog(dialog).getByLabelText('Confirm password', { exact: false }), { target: { value: 'long-enough-2' } });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Change password' }));
    expect(await inDialog(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(passwordCalls(bridge)).toEqual([]);
  });

  it('sends only the new password when both match', async () => {
    const { bridge } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(inDialog(dialog).getByLabelText('New password', { exact: false }), { target: { value: 'long-enough-1' } });
    fireEvent.change(inDialog(dialog).getByLabelText('Confirm password', { exact: false }), { target: { value: 'long-enough-1' } });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(passwordCalls(bridge).map((r) => r.input)).toEqual([{ params: { id: 'a1' }, body: { password: 'long-enough-1' } }]),
    );
    expect(await screen.findByText('Password of Layla Agent changed')).toBeTruthy();
  });

  it('asks before deleting, naming the account, then deletes it', async () => {
    const { bridge, router } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete staff account Layla Agent?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'subAdmins.remove')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-admins'));
  });
});
