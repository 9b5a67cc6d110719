// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/client/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import CustomerEdit from './CustomerEdit.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

function renderEdit(
  update: (input: CallInput) => ReturnType<typeof ok> | ReturnType<typeof failed> = (input) =>
    ok({ success: true, data: { ...customerFixture(), ...(input.body as object) } }),
) {
  const bridge = fakeBridge({
    calls: {
      'customers.get': () => ok({ success: true, data: customerFixture() }),
      'customers.update': update,
    },
  });
  return renderWithProviders(<CustomerEdit />, { bridge, route: '/customers/c1/edit', path: '/customers/:customerId/edit' });
}

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const updates = (bridge: ReturnType<typeof fakeBridge>) => bridge.requests.filter((r) => r.endpoint === 'customers.update');

describe('CustomerEdit', () => {
  it('prefills the form from the customer', async () => {
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    expect(input('Full name').value).toBe('Omar Haddad');
    expect(input('Mobile number').value).toBe('+971 50 123 4567');
    expect(input('Emirates ID').value).toBe('784-1990-1234567-6');
    expect(input('Date of birth').value).toBe('1990-05-17');
  });

  it('says how to fix an empty full name and sends nothing', async () => {
    const { bridge } = renderEdit();
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    fireEvent.change(input('Full name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Full name is required')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(input('Full name')));
    expect(updates(bridge)).toHaveLength(0);
  });

  it('checks a mobile number on blur with the contract message', async () => {
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    // The form takes the record's values after the heading shows it: type once they are in.
    await waitFor(() => expect(input('Full name').value).toBe('Omar Haddad'));
    fireEvent.change(input('Mobile number'), { target: { value: '0412345' } });
    fireEvent.blur(input('Mobile number'));
    expect(await screen.findByText('Mobile number should start with 5 and be 9 digits long')).toBeTruthy();
  });

  it("shows the server's field error on the field it names", async () => {
    renderEdit(() =>
      failed(409, 'email: Email is already used by another customer', { email: 'Email is already used by another customer' }),
    );
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // On the field and, linking to it, in the summary.
    expect(await screen.findAllByText('Email is already used by another customer')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
    expect(screen.queryByText('Customer Omar Haddad saved')).toBeNull();
  });

  it('lists a server error that names no field in the summary', async () => {
    renderEdit(() => failed(500, 'Database is down'));
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.getByText('Omar Haddad was not saved')).toBeTruthy();
  });

  it('saves through edit-customer with the normalised body, toasts and opens the detail', async () => {
    const { bridge } = renderEdit();
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    fireEvent.change(input('Full name'), { target: { value: 'Omar Al Haddad' } });
    fireEvent.change(input('Mobile number'), { target: { value: '055 987 6543' } });
    fireEvent.change(input('Nationality'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer Omar Al Haddad saved')).toBeTruthy();
    expect(await screen.findByText('Navigated to /customers/c1')).toBeTruthy();
    const sent = updates(bridge);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toEqual({
      params: { id: 'c1' },
      body: {
        fullName: 'Omar Al Haddad',
        email: 'omar@example.ae',
        mobileNumber: '559876543',
        countryCode: '971',
        coustomerId: 'c1',
        dateOfBirth: '1990-05-17',
        nationality: null,
        emiratesId: '784199012345676',
        drivingLicenseNo: 'DL-5521',
        drivingLicenseIssueDate: '2015-01-10',
        drivingLicenseExpiryDate: '2030-01-09',
      },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Omar Haddad' });
    fireEvent.change(input('Full name'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Navigated to /customers/c1')).toBeTruthy();
  });
});
