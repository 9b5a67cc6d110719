// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerSettings } from '../../../shared/host/bridge.js';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import SignIn from './SignIn.js';

const embedded: ServerSettings = { saved: { mode: 'embedded' }, inUse: { url: 'http://127.0.0.1:51234', embedded: true }, environmentOverride: null, canChange: true };

function open(settings: Partial<ReturnType<typeof fakeBridge>['settings']>) {
  const bridge = fakeBridge({
    settings: {
      getServer: vi.fn(() => Promise.resolve(ok(embedded))),
      setServer: vi.fn(() => Promise.resolve(ok({ restartRequired: true }))),
      restart: vi.fn(() => Promise.resolve(ok(null))),
      ...settings,
    },
  });
  renderWithProviders(<SignIn />, { bridge, user: null, route: '/auth/login', path: '/auth/login' });
  fireEvent.click(screen.getByRole('button', { name: 'Server settings' }));
  return bridge;
}

describe('Server settings on the sign-in screen', () => {
  it('switches to a checked office server and offers the restart', async () => {
    const bridge = open({});
    expect(await screen.findByText(/In use now: the built-in server on this computer/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Office server' }));
    fireEvent.change(screen.getByLabelText(/Office server address/), { target: { value: ' https://bd.office.local:4310 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Restart BrokerDesk to use this server.')).toBeTruthy();
    expect(bridge.settings.setServer).toHaveBeenCalledWith({ mode: 'remote', url: 'https://bd.office.local:4310' });
    fireEvent.click(screen.getByRole('button', { name: 'Restart now' }));
    await waitFor(() => expect(bridge.settings.restart).toHaveBeenCalledOnce());
  });

  it("shows the host's reason under the address when the server is refused", async () => {
    open({
      setServer: vi.fn(() =>
        Promise.resolve({ ok: false as const, error: { status: 0, code: 'timeout' as const, message: 'late', fieldErrors: { url: 'http://10.0.0.9:4310 did not answer within 5 seconds.' } } }),
      ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Office server' }));
    fireEvent.change(screen.getByLabelText(/Office server address/), { target: { value: 'http://10.0.0.9:4310' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('http://10.0.0.9:4310 did not answer within 5 seconds.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restart now' })).toBeNull();
  });

  it('asks for an address before asking the host', async () => {
    const setServer = vi.fn(() => Promise.resolve(ok({ restartRequired: true })));
    open({ setServer });
    fireEvent.click(await screen.findByRole('radio', { name: 'Office server' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter the office server address/)).toBeTruthy();
    expect(setServer).not.toHaveBeenCalled();
  });

  it('starts from the saved office server and can go back to the built-in one', async () => {
    const setServer = vi.fn(() => Promise.resolve(ok({ restartRequired: false })));
    open({
      getServer: () => Promise.resolve(ok({ ...embedded, saved: { mode: 'remote' as const, url: 'http://10.0.0.2:4310' } })),
      setServer,
    });
    expect(await screen.findByDisplayValue('http://10.0.0.2:4310')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Built-in server on this computer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Nothing changes for this session.')).toBeTruthy();
    expect(setServer).toHaveBeenCalledWith({ mode: 'embedded' });
  });

  it('explains, in the browser, that the page uses the server that served it, and offers no switch', async () => {
    open({
      getServer: () => Promise.resolve(ok({ saved: { mode: 'remote' as const, url: 'http://127.0.0.1:4310' }, inUse: { url: 'http://127.0.0.1:4310', embedded: false }, environmentOverride: null, canChange: false })),
    });
    expect(await screen.findByText(/uses the server that served this page \(http:\/\/127\.0\.0\.1:4310\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Office server' }).disabled).toBe(true);
  });

  it('shows why the settings could not be read', async () => {
    open({ getServer: () => Promise.resolve(failed(0, 'This window may not call BrokerDesk.')) });
    expect(await screen.findByText('This window may not call BrokerDesk.')).toBeTruthy();
  });
});
