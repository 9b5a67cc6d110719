// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import CustomerList from './CustomerList.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });
const editor = testUser({ moduleAccessId: { customer: { read: true, update: true } } });

function renderList(user = editor, items = [customerFixture()]) {
  let current = items;
  const bridge = fakeBridge({
    calls: {
      'customers.list': () => ok(listPage(current)),
      'customers.changeStatus': (input) => {
        const { coustomerId, isBlock } = input.body as { coustomerId: string; isBlock: boolean };
        current = current.map((c) => (c._id === coustomerId ? { ...c, isBlock } : c));
        return ok({ success: true, data: current.find((c) => c._id === coustomerId) });
      },
    },
  });
  return renderWithProviders(<CustomerList />, { bridge, user, route: '/customers', path: '/customers' });
}

describe('CustomerList', () => {
  it('shows each customer with formatted phone, dates and a status in words', async () => {
    renderList(reader);
    const row = (await screen.findByText('Omar Haddad')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('+971 50 123 4567')).toBeTruthy();
    expect(within(row).getByText('17/05/1990')).toBeTruthy();
    expect(within(row).getByText('04/03/2025')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search customer' })).toBeTruthy();
  });

  it('shows the status as text without a toggle when the user lacks customer update', async () => {
    renderList(reader);
    await screen.findByText('Omar Haddad');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Active/ })).toBeNull();
  });

  it('asks to confirm, then deactivates through change-status', async () => {
    const { bridge } = renderList(editor);
    fireEvent.click(await screen.findByRole('button', { name: 'Active: deactivate Omar Haddad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate customer Omar Haddad?' });
    expect(bridge.requests.some((r) => r.endpoint === 'customers.changeStatus')).toBe(false);
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Customer Omar Haddad deactivated')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'customers.changeStatus')?.input).toEqual({
      body: { coustomerId: 'c1', isBlock: true },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inactive: activate Omar Haddad' })).toBeTruthy());
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { bridge } = renderList(editor);
    fireEvent.click(await screen.findByRole('button', { name: 'Active: deactivate Omar Haddad' }));
    fireEvent.click(await inDialog(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bridge.requests.some((r) => r.endpoint === 'customers.changeStatus')).toBe(false);
  });

  it('disables Export CSV on an empty list', async () => {
    renderList(reader, []);
    await screen.findByText('No customers yet');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
  });

  it('exports the current search through the host download', async () => {
    const bridge = fakeBridge({
      calls: { 'customers.list': () => ok(listPage([customerFixture()])) },
      download: () => Promise.resolve(ok({ fileName: 'customers.csv', size: 120 })),
    });
    renderWithProviders(<CustomerList />, { bridge, user: reader, route: '/customers?q=omar', path: '/customers' });
    await screen.findByText('Omar Haddad');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported customers.csv')).toBeTruthy();
    expect(bridge.requests.find((r) => r.kind === 'download')).toEqual({
      endpoint: 'customers.exportCsv',
      input: { body: { search: 'omar' } },
      kind: 'download',
    });
  });

  it('opens the customer when the row is clicked', async () => {
    renderList(reader);
    fireEvent.click((await screen.findByText('Omar Haddad')).closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /customers/c1')).toBeTruthy();
  });
});
