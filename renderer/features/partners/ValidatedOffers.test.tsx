// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeBridge, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import { ValidatedOffers } from './ValidatedOffers.js';

const OFFER = { _id: '64b000000000000000000041', discountTitle: '20 % off lunch' };
const customer = customerFixture({ _id: '64b000000000000000000031', fullName: 'Priya Menon', email: 'priya.menon@eim.ae' });
const staff = testUser({ moduleAccessId: { partner: { read: true, update: true }, customer: { read: true } } });
const pagination = { page: 1, size: 5, total: 0, totalPages: 0 };

function offerPage(redeem: CallHandler, user = staff) {
  const bridge = fakeBridge({
    calls: {
      'discountOffers.analytics': () => ok({ success: true, data: [], pagination }),
      'customers.list': () => ok({ success: true, data: [customer], pagination: { page: 1, size: 10, total: 1, totalPages: 1 } }),
      'discountOffers.redeem': redeem,
    },
  });
  renderWithProviders(<ValidatedOffers record={OFFER} />, { bridge, user });
  return { redemptions: () => bridge.requests.filter((r) => r.endpoint === 'discountOffers.redeem').map((r) => r.input) };
}

async function chooseCustomerAndBill(dialog: HTMLElement, bill: string) {
  fireEvent.change(inDialog(dialog).getByRole('combobox', { name: /Customer/ }), { target: { value: 'priya' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Priya Menon (priya.menon@eim.ae)', hidden: true }));
  fireEvent.change(inDialog(dialog).getByRole('spinbutton', { name: /Bill amount/ }), { target: { value: bill } });
  fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Redeem' }));
}

describe('redeeming a discount offer for a customer', () => {
  it('needs a customer, then sends the chosen customer and the bill in fils, and closes', async () => {
    const { redemptions } = offerPage(() => ok({ success: true, data: { _id: '64b000000000000000000051', offerId: OFFER._id, customerId: customer._id, billFils: 125_50, savedFils: 25_10, redeemedAt: '2026-11-22T06:42:00.000Z', used: 1, limit: 2 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for a customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem 20 % off lunch for a customer' });
    fireEvent.change(inDialog(dialog).getByRole('spinbutton', { name: /Bill amount/ }), { target: { value: '125.50' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await inDialog(dialog).findByText('Choose a customer')).toBeTruthy();
    expect(redemptions()).toEqual([]);

    await chooseCustomerAndBill(dialog, '125.50');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(redemptions()).toEqual([{ params: { id: OFFER._id }, body: { customerId: customer._id, billFils: 125_50, requestKey: expect.any(String) } }]);
  });

  it("shows the server's refusal when the customer has used the offer up to its limit", async () => {
    offerPage(() => failed(409, 'Priya Menon has used this offer 2 times, its limit per customer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for a customer' }));
    const dialog = await screen.findByRole('dialog');
    await chooseCustomerAndBill(dialog, '80');
    expect(await inDialog(dialog).findByText('Priya Menon has used this offer 2 times, its limit per customer')).toBeTruthy();
  });

  it('is not offered to staff who may only read partners', async () => {
    offerPage(() => failed(403, 'Forbidden'), testUser({ moduleAccessId: { partner: { read: true } } }));
    expect(await screen.findByText('No customer has redeemed this offer yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem for a customer' })).toBeNull();
  });
});
