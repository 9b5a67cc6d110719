// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

function renderDialog(answer: CallHandler) {
  const bridge = fakeBridge({ calls: { 'auth.changePassword': answer } });
  renderWithProviders(<ChangePasswordDialog open onClose={() => {}} />, { bridge });
  return bridge;
}

async function fill(current: string, next: string, confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  fireEvent.change(inDialog(dialog).getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(inDialog(dialog).getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(inDialog(dialog).getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Change password' }));
  return dialog;
}

describe('ChangePasswordDialog', () => {
  it('refuses a confirmation that does not match, without asking the server', async () => {
    const bridge = renderDialog(() => ok({ success: true, message: 'Changed' }));
    const dialog = await fill('old-password', 'new-password-1', 'new-password-2');
    expect(await inDialog(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(bridge.requests).toEqual([]);
  });

  it("shows the server's message on the field it names", async () => {
    renderDialog(() => failed(400, 'Validation failed', { 'body.currentPassword': 'The current password is wrong' }));
    const dialog = await fill('old-password', 'new-password-1', 'new-password-1');
    expect(await inDialog(dialog).findByText('The current password is wrong')).toBeTruthy();
  });

  it('sends the three fields and confirms with a toast', async () => {
    const bridge = renderDialog(() => ok({ success: true, message: 'Changed' }));
    await fill('old-password', 'new-password-1', 'new-password-1');
    await waitFor(() =>
      expect(bridge.requests.map((r) => r.input)).toEqual([
        { body: { currentPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-1' } },
      ]),
    );
    expect(await screen.findByText('Password changed')).toBeTruthy();
  });
});
